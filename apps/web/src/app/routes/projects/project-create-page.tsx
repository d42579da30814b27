import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { ProjectWizard } from '../../../features/projects/components/project-wizard.tsx';

/** `/app/projects/create`: the five-step wizard. */
export function ProjectCreatePage() {
  const { t } = useTranslation('projects');
  usePageTitle(t('wizard.title'));
  return (
    <Stack gap="md" maw={860} w="100%" data-testid="page-project-create">
      <Title order={1}>{t('wizard.title')}</Title>
      <ProjectWizard />
    </Stack>
  );
}
