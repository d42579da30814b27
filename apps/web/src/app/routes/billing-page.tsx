import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { usePageTitle } from '../../components/page-title.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { BillingView } from '../../features/billing/components/billing-view.tsx';

/** `/app/billing`. */
export function BillingPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('title'));
  const me = useMe().data;
  return (
    <Stack gap="lg" data-testid="page-billing">
      <Title order={1}>{t('title')}</Title>
      {me ? <BillingView me={me} /> : <FullPageLoader />}
    </Stack>
  );
}
