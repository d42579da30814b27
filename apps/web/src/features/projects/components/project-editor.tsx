import { PROJECT_LIMITS, PROJECT_STATUSES, type TProject, type TProjectStatus } from '@bagdar/contracts';
import { Alert, Button, Card, Group, Select, Skeleton, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { usePageTitle } from '../../../components/page-title.tsx';
import { useDeleteProject } from '../api/delete-project.ts';
import { useProject } from '../api/get-project.ts';
import { useUpdateProject } from '../api/save-project.ts';
import { LeaveDialog } from './leave-dialog.tsx';
import { MediaFields } from './media-fields.tsx';
import { projectErrorMessage } from './project-error.ts';
import { BasicsFields, DetailsFields, SkillsFields, type TFieldsProps } from './project-fields.tsx';
import { allErrors, fromProject, toBody, type TProjectForm } from './project-form-model.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';

/** `/app/projects/:id/edit` for owners: every field, the status, up to 3 new gallery images; delete. */
export function ProjectEditor({ id }: { id: string }) {
  const { t } = useTranslation('projects');
  const query = useProject(id);
  usePageTitle(t('edit.title'));
  if (query.isPending) return <Skeleton h={400} radius="md" />;
  if (query.isError || query.data.myRole !== 'OWNER') {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={query.isError ? t('errors.load') : t('refusals.owner_only')}
      >
        <Group gap="sm" mt="sm">
          {query.isError && (
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('states.retry')}
            </Button>
          )}
          <Button size="xs" variant="default" component={Link} to={`/app/projects/${id}`}>
            {t('states.back')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return <EditorForm project={query.data} />;
}

function EditorForm({ project }: { project: TProject }) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const [form, setForm] = useState<TProjectForm>(() => fromProject(project));
  const [status, setStatus] = useState<TProjectStatus>(project.status);
  const [dirty, setDirty] = useState(false);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const { blocker, allowNextLeave } = useLeaveGuard(dirty);
  const errors = allErrors(form);
  const valid = Object.keys(errors).length === 0;
  const original = project.gallery.map((m) => m.id);

  const change = (patch: Partial<TProjectForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setDirty(true);
  };
  const fieldProps: TFieldsProps = {
    form,
    errors,
    touched: (field) => touched.has(field) || touched.has(field.split('.')[0] ?? field),
    onChange: change,
    onBlur: (field) => setTouched((s) => new Set(s).add(field)),
  };
  const save = () =>
    update.mutate(
      { id: project.id, body: { ...toBody(form), status } },
      {
        onSuccess: () => {
          allowNextLeave();
          setDirty(false);
          void navigate(`/app/projects/${project.id}`);
        },
      },
    );

  return (
    <Stack gap="lg" data-testid="project-editor">
      <Title order={1}>{t('edit.title')}</Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="lg">
          <Select
            label={t('fields.status')}
            data={PROJECT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={status}
            allowDeselect={false}
            onChange={(value) => {
              if (value) {
                setStatus(value as TProjectStatus);
                setDirty(true);
              }
            }}
            data-testid="project-status-select"
          />
          <BasicsFields {...fieldProps} />
          <DetailsFields {...fieldProps} />
          <SkillsFields {...fieldProps} />
          <MediaFields form={form} onChange={change} newLimit={PROJECT_LIMITS.galleryNewOnEdit} original={original} />
          {update.isError && (
            <Alert color="red" variant="light" role="alert">
              {projectErrorMessage(t, update.error, 'projects:errors.save')}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap">
            <Button color="red" variant="light" onClick={() => setConfirmDelete(true)} data-testid="project-delete">
              {t('edit.delete')}
            </Button>
            <Group gap="sm">
              <Button variant="default" component={Link} to={`/app/projects/${project.id}`}>
                {t('edit.cancel')}
              </Button>
              <Button onClick={save} disabled={!valid} loading={update.isPending} data-testid="project-save">
                {t('edit.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Card>
      <ConfirmDialog
        opened={confirmDelete}
        title={t('edit.deleteTitle')}
        confirmLabel={t('edit.delete')}
        cancelLabel={t('edit.cancel')}
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(project.id, {
            onSuccess: () => {
              allowNextLeave();
              void navigate('/app/projects');
            },
            onSettled: () => setConfirmDelete(false),
          })
        }
        onCancel={() => setConfirmDelete(false)}
      >
        {remove.isError ? projectErrorMessage(t, remove.error, 'projects:errors.delete') : t('edit.deleteText')}
      </ConfirmDialog>
      <LeaveDialog blocker={blocker} />
    </Stack>
  );
}
