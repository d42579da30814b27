import { PROJECT_ROLES, type TProjectRole } from '@bagdar/contracts';
import { Alert, Avatar, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplications, useDecideApplication } from '../api/applications.ts';
import { formatDate } from './format-date.ts';
import { projectErrorMessage } from './project-error.ts';

/** Owners and maintainers accept a pending application with a role, or reject it. */
export function ApplicationsDialog({
  projectId,
  myRole,
  opened,
  onClose,
}: {
  projectId: string;
  myRole: TProjectRole;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('projects');
  const applications = useApplications(projectId, opened);
  const decide = useDecideApplication();
  const [roles, setRoles] = useState<Record<string, TProjectRole>>({});
  const grantable = PROJECT_ROLES.filter((r) => r !== 'OWNER' || myRole === 'OWNER');
  const items = applications.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('applications.title')}
      size="lg"
      data-testid="applications-dialog"
    >
      {applications.isPending ? (
        <Loader size="sm" aria-label={t('states.loading')} />
      ) : applications.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('errors.load')}>
          <Button size="xs" variant="light" color="red" onClick={() => void applications.refetch()}>
            {t('states.retry')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('applications.empty')}</Text>
      ) : (
        <Stack gap="md">
          {items.map((application) => (
            <Stack key={application.id} gap="xs" data-testid="application-row">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={application.user.avatarUrl} alt="" radius="xl">
                  {application.user.firstName.slice(0, 1)}
                </Avatar>
                <Stack gap={0}>
                  <Text fw={500}>
                    {application.user.firstName} {application.user.lastName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(application.createdAt, i18n.resolvedLanguage)}
                  </Text>
                </Stack>
              </Group>
              {application.message && <Text size="sm">{application.message}</Text>}
              <Group gap="xs" wrap="wrap">
                <Select
                  size="xs"
                  w={160}
                  aria-label={t('applications.role')}
                  data={grantable.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                  value={roles[application.id] ?? 'MEMBER'}
                  allowDeselect={false}
                  onChange={(value) => value && setRoles((r) => ({ ...r, [application.id]: value as TProjectRole }))}
                  data-testid="application-role"
                />
                <Button
                  size="xs"
                  loading={
                    decide.isPending &&
                    decide.variables.applicationId === application.id &&
                    decide.variables.role !== null
                  }
                  onClick={() =>
                    decide.mutate({
                      id: projectId,
                      applicationId: application.id,
                      role: roles[application.id] ?? 'MEMBER',
                    })
                  }
                  data-testid="application-accept"
                >
                  {t('applications.accept')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => decide.mutate({ id: projectId, applicationId: application.id, role: null })}
                  data-testid="application-reject"
                >
                  {t('applications.reject')}
                </Button>
              </Group>
            </Stack>
          ))}
          {applications.hasNextPage && (
            <Button variant="subtle" size="xs" onClick={() => void applications.fetchNextPage()}>
              {t('list.more')}
            </Button>
          )}
        </Stack>
      )}
      {decide.isError && (
        <Alert mt="md" color="red" variant="light" role="alert">
          {projectErrorMessage(t, decide.error, 'projects:errors.decide')}
        </Alert>
      )}
    </Modal>
  );
}
