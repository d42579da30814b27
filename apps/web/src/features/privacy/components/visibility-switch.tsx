import { Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useSetVisibility, useVisibility } from '../api/visibility.ts';

/** The teen defaults: on, the profile shows only to one's organisation; it can be turned off from the configured age. */
export function VisibilitySwitch() {
  const { t } = useTranslation('settings');
  const visibility = useVisibility();
  const change = useSetVisibility();
  const data = visibility.data;
  if (!data) return null;
  return (
    <Stack gap="xs" data-testid="visibility">
      <Title order={2} size="h4">
        {t('privacy.visibilityTitle')}
      </Title>
      <Switch
        checked={data.restricted}
        disabled={change.isPending || (data.restricted && !data.canWiden)}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
        label={t('privacy.visibilityLabel')}
        description={
          data.restricted && !data.canWiden
            ? t('privacy.visibilityLocked', { age: data.widenAge })
            : t('privacy.visibilityHint')
        }
      />
      <FormAlert message={change.isError ? translateApiError(t, change.error, t('privacy.undoError')) : null} />
      {data.restricted ? null : (
        <Text size="xs" c="dimmed">
          {t('privacy.visibilityOpen')}
        </Text>
      )}
    </Stack>
  );
}
