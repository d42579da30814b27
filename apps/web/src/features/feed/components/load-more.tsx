import { Button, Center } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Loads more when it scrolls into view; the button is the fallback (and keyboard path). A change of
 * `watchKey` (what is shown above it) asks again if the row is still in view, as a row that was in view
 * before and stays so is not reported again.
 */
export function LoadMore({ onLoad, loading, watchKey }: { onLoad: () => void; loading: boolean; watchKey?: string }) {
  const { t } = useTranslation('feed');
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  useEffect(() => {
    latest.current = onLoad;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [watchKey]);
  return (
    <Center ref={ref}>
      <Button variant="light" loading={loading} onClick={onLoad}>
        {t('list.more')}
      </Button>
    </Center>
  );
}
