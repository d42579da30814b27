import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { AuditLog } from '../../../features/moderation/components/audit-log.tsx';
import { CatalogGate } from './catalog-gate.tsx';

/** `/admin/audit`: the audit log of moderation, word lists and account actions (SUPER_ADMIN and MINISTRY). */
export function AdminAuditPage() {
  const { t } = useTranslation('moderation');
  usePageTitle(t('auditTitle'));
  return (
    <CatalogGate>
      <Stack gap="lg" data-testid="page-admin-audit">
        <Title order={1}>{t('auditTitle')}</Title>
        <AuditLog />
      </Stack>
    </CatalogGate>
  );
}
