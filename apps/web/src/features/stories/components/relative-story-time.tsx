import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';

dayjs.extend(relativeTime);

export function RelativeStoryTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={iso} style={{ fontSize: 12, opacity: 0.8, whiteSpace: 'nowrap' }}>
      {dayjs(iso)
        .locale(i18n.resolvedLanguage ?? 'ru')
        .fromNow()}
    </time>
  );
}
