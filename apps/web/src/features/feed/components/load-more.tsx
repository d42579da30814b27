import { Button, Center } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Loads the next page when it scrolls into view; the button is the fallback (and keyboard path). */
export function LoadMore({ onLoad, loading }: { onLoad: () => void; loading: boolean }) {
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
  }, []);
  return (
    <Center ref={ref}>
      <Button variant="light" loading={loading} onClick={onLoad}>
        {t('list.more')}
      </Button>
    </Center>
  );
}
