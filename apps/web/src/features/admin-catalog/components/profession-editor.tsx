import { Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useDeleteProfession } from '../api/delete-profession.ts';
import { useProfession } from '../api/get-profession.ts';
import { DeleteButton } from './delete-button.tsx';
import { ProfessionForm } from './profession-form.tsx';
import { SkillStepsEditor } from './skill-steps-editor.tsx';

/** /admin/professions/:id: the profession loaded into the form, with delete, and its skills' steps. */
export function ProfessionEditor({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = useTranslation(['admin-catalog', 'errors']);
  const profession = useProfession(id);
  const remove = useDeleteProfession();

  if (profession.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('admin-catalog:loading')} />
      </Center>
    );
  }
  if (profession.isError) {
    const notFound = profession.error instanceof ApiError && profession.error.statusCode === 404;
    return (
      <Stack gap="md" align="flex-start">
        <Alert
          color="red"
          role="alert"
          title={t(notFound ? 'admin-catalog:professions.notFound' : 'admin-catalog:professions.loadFailed')}
        >
          {notFound ? null : translateApiError(t, profession.error, t('admin-catalog:professions.loadFailed'))}
        </Alert>
        <Button component={Link} to="/admin/professions" variant="default">
          {t('admin-catalog:professions.back')}
        </Button>
      </Stack>
    );
  }
  const name = profession.data.name[currentLanguage()];
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{name}</Title>
        <DeleteButton name={name} onDelete={() => remove.mutateAsync(id)} onDeleted={onDeleted} />
      </Group>
      <ProfessionForm key={profession.data.id} profession={profession.data} />
      <SkillStepsEditor professionId={profession.data.id} />
    </Stack>
  );
}
