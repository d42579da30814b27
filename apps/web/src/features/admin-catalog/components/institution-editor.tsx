import { Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useDeleteInstitution } from '../api/delete-institution.ts';
import { useAdminInstitution } from '../api/get-admin-institutions.ts';
import { DeleteButton } from './delete-button.tsx';
import { InstitutionForm } from './institution-form.tsx';
import { MajorsEditor } from './majors-editor.tsx';

/** /admin/institutions/:id: the form, the majors editor and delete. */
export function InstitutionEditor({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = useTranslation(['admin-institutions', 'admin-catalog', 'errors']);
  const institution = useAdminInstitution(id);
  const remove = useDeleteInstitution();
  if (institution.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('admin-catalog:loading')} />
      </Center>
    );
  }
  if (institution.isError) {
    const notFound = institution.error instanceof ApiError && institution.error.statusCode === 404;
    return (
      <Stack gap="md" align="flex-start">
        <Alert
          color="red"
          role="alert"
          title={t(notFound ? 'admin-institutions:notFound' : 'admin-institutions:loadFailed')}
        >
          {notFound ? null : translateApiError(t, institution.error, t('admin-institutions:loadFailed'))}
        </Alert>
        <Group>
          {!notFound && (
            <Button variant="light" onClick={() => void institution.refetch()}>
              {t('admin-catalog:retry')}
            </Button>
          )}
          <Button component={Link} to="/admin/institutions" variant="default">
            {t('admin-institutions:back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const name = institution.data.name[currentLanguage()];
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{name}</Title>
        <DeleteButton name={name} onDelete={() => remove.mutateAsync(id)} onDeleted={onDeleted} />
      </Group>
      <MajorsEditor institutionId={id} majors={institution.data.majors} />
      <InstitutionForm key={institution.data.updatedAt} institution={institution.data} />
    </Stack>
  );
}
