import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';

dayjs.extend(relativeTime);

/** "5 минут назад" / "5 минут бұрын" / "5 minutes ago", with the full date as a tooltip. */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const date = dayjs(iso).locale(i18n.resolvedLanguage ?? 'ru');
  return (
    <Text component="time" dateTime={iso} size="xs" c="dimmed" title={date.format('D MMMM YYYY, HH:mm')}>
      {date.fromNow()}
    </Text>
  );
}
