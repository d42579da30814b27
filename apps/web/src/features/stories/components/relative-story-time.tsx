import { useTranslation } from 'react-i18next';
import { fromNow } from '../../../lib/relative-time.ts';

export function RelativeStoryTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={iso} style={{ fontSize: 12, opacity: 0.8, whiteSpace: 'nowrap' }}>
      {fromNow(iso, i18n.resolvedLanguage)}
    </time>
  );
}
