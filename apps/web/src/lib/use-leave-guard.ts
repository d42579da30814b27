import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a page with unsaved edits: in-app navigation is blocked (the caller shows
 * the dialog from the returned blocker), closing or reloading the tab gets the browser's prompt.
 * `allowNextLeave()` lets the navigation right after a create through, before `dirty` catches up.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowRef = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    allowNextLeave: () => {
      allowRef.current = true;
    },
  };
}
