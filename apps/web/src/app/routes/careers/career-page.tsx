import { Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { PlanView } from '../../../features/careers/components/plan-view.tsx';

/** `/app/careers/{id}` (PRO only). */
export function CareerPage() {
  const { t } = useTranslation('careers');
  usePageTitle(t('planTitle'));
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <Stack gap="md" data-testid="page-career">
      <Anchor component={Link} to="/app/careers" size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('backToList')}
      </Anchor>
      <PlanView key={id} planId={id} created={params.get('created') === '1'} />
    </Stack>
  );
}
