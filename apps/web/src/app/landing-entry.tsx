import type { TPlan } from '@bagdar/contracts';
import { startTransition, useCallback, useEffect, useState, type MouseEvent } from 'react';
import { TopProgress } from '../components/top-progress.tsx';
import { LandingPage } from '../features/landing/components/landing-page.tsx';
import { LinkContext, type TAppLinkProps } from '../lib/link-context.ts';
import { getPlans } from '../lib/plans-api.ts';

/** How the signed-out landing hands a link over to the app (main.tsx). */
export interface TAppHandover {
  /** Loads the app, moves to `to` and shows it there (the landing stays until the next page can show). */
  open: (to: string) => Promise<void>;
  /** Starts loading the app's code before a click, when a link is pointed at or focused. */
  prefetch: () => void;
}

/** The plans from `GET /plans` without the app's query cache, which the landing's first visit does not load. */
function usePlanList() {
  const [items, setItems] = useState<TPlan[] | undefined>(undefined);
  const [isError, setIsError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    getPlans().then(
      // A transition, as the first render (main.tsx): the pricing cards render in slices.
      (list) => current && startTransition(() => setItems(list.items)),
      () => current && setIsError(true),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const onRetry = () => {
    setIsError(false);
    setAttempt((n) => n + 1);
  };
  return { items, isError, onRetry };
}

/** A click that the browser would handle itself: another tab or window, a download, a modified click. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/** An in-app link of the landing before the app runs: it loads the app on the way (`opening` meanwhile). */
function LandingLink({
  to,
  onClick,
  onPointerEnter,
  onFocus,
  handover,
  onOpening,
  ...rest
}: TAppLinkProps & { handover: TAppHandover; onOpening: () => void }) {
  return (
    <a
      href={to}
      {...rest}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        handover.prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        handover.prefetch();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        if (to === window.location.pathname) {
          // The logo on the landing itself: back to the top, as the router does for the same page.
          window.scrollTo(0, 0);
          return;
        }
        onOpening();
        handover.open(to).catch((error: unknown) => {
          console.warn('Failed to load the app', error);
          window.location.assign(to);
        });
      }}
    />
  );
}

/**
 * `/` on a first visit, before the app has loaded: the same landing page without the router, the query
 * cache or the app shell (decision 014). An in-app link loads the app and continues there, as the
 * router's link would; the app renders the landing itself once it runs (app/routes/landing-route.tsx).
 */
export function LandingEntry({ handover }: { handover: TAppHandover }) {
  const plans = usePlanList();
  const [opening, setOpening] = useState(false);
  const renderLink = useCallback(
    (props: TAppLinkProps) => <LandingLink {...props} handover={handover} onOpening={() => setOpening(true)} />,
    [handover],
  );
  return (
    <LinkContext value={renderLink}>
      {opening ? <TopProgress /> : null}
      <LandingPage plans={plans} />
    </LinkContext>
  );
}
