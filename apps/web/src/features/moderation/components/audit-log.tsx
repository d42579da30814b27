import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import { formatLongDateTime } from '../../../lib/long-date.ts';
import { useUiLanguage } from '../../../lib/use-localized.ts';
import { auditExportUrl, useAudit, type TAuditFilters } from '../api/get-audit.ts';

const json = (value: unknown) => (value ? JSON.stringify(value) : '—');

/** The audit log with filters (action, who, dates) and its xlsx export. */
export function AuditLog() {
  const { t } = useTranslation('moderation');
  const lng = useUiLanguage();
  const [filters, setFilters] = useState<TAuditFilters>({ action: '', actor: '', from: '', to: '' });
  const audit = useAudit(filters);
  const set = (key: keyof TAuditFilters) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFilters((f) => ({ ...f, [key]: e.currentTarget.value }));
  const entries = audit.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Stack gap="md">
      <Group grow wrap="wrap" align="flex-end">
        <TextInput label={t('audit.action')} value={filters.action} onChange={set('action')} miw={140} />
        <TextInput label={t('audit.actor')} value={filters.actor} onChange={set('actor')} miw={140} />
        <TextInput label={t('audit.from')} type="date" value={filters.from} onChange={set('from')} miw={140} />
        <TextInput label={t('audit.to')} type="date" value={filters.to} onChange={set('to')} miw={140} />
      </Group>
      <Group>
        <Button component="a" href={auditExportUrl(filters)} variant="light" download>
          {t('audit.export')}
        </Button>
      </Group>
      {audit.isError && (
        <Alert color="red" variant="light">
          {translateApiError(t, audit.error, t('errors.load'))}
        </Alert>
      )}
      {!audit.isPending && entries.length === 0 && (
        <Text c="dimmed" ta="center">
          {t('audit.empty')}
        </Text>
      )}
      {entries.map((e) => (
        <Card key={e.id} withBorder padding="sm" data-testid="audit-entry">
          <Stack gap={2}>
            <Group justify="space-between" wrap="wrap">
              <Text fw={600} size="sm">
                {e.action}
              </Text>
              <Text size="xs" c="dimmed">
                {formatLongDateTime(e.createdAt, lng)}
              </Text>
            </Group>
            <Text size="sm">
              {t('audit.by', { actor: e.actor ?? t('audit.system') })}
              {e.target ? ` → @${e.target}` : ''}
              {e.subjectType ? ` · ${e.subjectType}` : ''}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('audit.before')}: {json(e.before)} · {t('audit.after')}: {json(e.after)}
              {Object.keys(e.detail).length > 0 ? ` · ${json(e.detail)}` : ''}
            </Text>
          </Stack>
        </Card>
      ))}
      {audit.hasNextPage && (
        <Anchor component="button" onClick={() => void audit.fetchNextPage()}>
          {t('audit.more')}
        </Anchor>
      )}
    </Stack>
  );
}
