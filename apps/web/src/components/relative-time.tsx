import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fromNow, fullDateTime } from '../lib/relative-time.ts';

/** A `<time>` that reads "5 минут назад", with the full date as a tooltip. */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return (
    <Text component="time" dateTime={iso} size="xs" c="dimmed" title={fullDateTime(iso, i18n.resolvedLanguage)}>
      {fromNow(iso, i18n.resolvedLanguage)}
    </Text>
  );
}
