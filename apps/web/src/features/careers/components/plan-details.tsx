import type { TPlanDetails } from '@bagdar/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconCalendarEvent,
  IconCheck,
  IconFileTypePdf,
  IconTrash,
  IconTrophy,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { translateApiError } from '../../../lib/error-messages.ts';
import { planCalendarUrl, planReportUrl, useCompletePlan, useDeletePlan, useReopenPlan } from '../api/change-plan.ts';
import { formatDay } from '../hooks/format-day.ts';
import { useLocalized, useUiLanguage } from '../../../lib/use-localized.ts';
import { ActivityHeatmap } from './activity-heatmap.tsx';
import { PhaseSection } from './phase-section.tsx';
import { remainingLabel } from './remaining-time.ts';

type TView = 'timeline' | 'list';

/** A built plan: progress, remaining time, phases (timeline or list), achievements, activity, actions. */
export function PlanDetails({ plan }: { plan: TPlanDetails }) {
  const { t } = useTranslation(['careers', 'errors']);
  const localized = useLocalized();
  const lng = useUiLanguage();
  const navigate = useNavigate();
  const [view, setView] = useState<TView>('timeline');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmComplete, setConfirmComplete] = useState(false);
  const complete = useCompletePlan();
  const reopen = useReopenPlan();
  const remove = useDeletePlan();
  const editable = plan.status === 'ACTIVE';
  const current = plan.phases.findIndex((phase) => phase.achievement.receivedAt === null);
  const earned = plan.phases.filter((phase) => phase.achievement.receivedAt !== null);
  const header = (phase: TPlanDetails['phases'][number]) => (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text fw={600}>{localized(phase.title)}</Text>
      <Text size="xs" c="dimmed" data-testid="phase-count">
        {formatDay(phase.startsOn, lng)} — {formatDay(phase.dueOn, lng)} ·{' '}
        {t('doneCount', { done: phase.subtasksDone, total: phase.subtasksTotal })}
      </Text>
    </Group>
  );

  return (
    <Stack gap="lg" data-testid="plan-details" data-status={plan.status}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`goal.${plan.goal}`)}
            </Text>
            <Badge color={plan.status === 'COMPLETED' ? 'green' : 'blue'} variant="light">
              {t(`status.${plan.status}`)}
            </Badge>
          </Group>
          <Title order={2}>{localized(plan.title)}</Title>
          {plan.summary ? <Text size="sm">{localized(plan.summary)}</Text> : null}
          <Text size="xs" c="dimmed" data-testid="plan-engine">
            {plan.aiEnriched
              ? plan.aiModel
                ? t('aiLabelModel', { model: plan.aiModel })
                : t('aiLabel')
              : t('builtFromResults')}
          </Text>
          {plan.warnings.length > 0 ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={t('warnings.title')}
              data-testid="plan-warnings"
            >
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {plan.warnings.map((warning) => (
                  <Text
                    component="li"
                    size="sm"
                    key={`${warning.phasePosition}-${warning.code}`}
                    data-code={warning.code}
                  >
                    {localized(warning.text)}
                  </Text>
                ))}
              </Stack>
            </Alert>
          ) : null}
          <Progress value={plan.progress} size="lg" aria-label={t('progress', { percent: plan.progress })} />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" fw={600} data-testid="plan-progress">
              {t('progress', { percent: plan.progress })} ·{' '}
              {t('doneCount', { done: plan.subtasksDone, total: plan.subtasksTotal })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('targetDate', { date: formatDay(plan.targetDate, lng) })} ·{' '}
              {plan.status === 'COMPLETED' ? t('status.COMPLETED') : remainingLabel(t, plan.remainingDays)}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            {editable ? (
              <Button
                size="xs"
                leftSection={<IconCheck size={14} aria-hidden />}
                onClick={() => setConfirmComplete(true)}
                data-testid="plan-complete"
              >
                {t('actions.complete')}
              </Button>
            ) : null}
            {plan.status === 'COMPLETED' ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                onClick={() => reopen.mutate(plan.id)}
                loading={reopen.isPending}
              >
                {t('actions.reopen')}
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="default"
              component="a"
              href={planReportUrl(plan.id, lng)}
              leftSection={<IconFileTypePdf size={14} aria-hidden />}
            >
              {t('actions.pdf')}
            </Button>
            <Button
              size="xs"
              variant="default"
              component="a"
              href={planCalendarUrl(plan.id, lng)}
              leftSection={<IconCalendarEvent size={14} aria-hidden />}
            >
              {t('actions.calendar')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => setConfirmDelete(true)}
            >
              {t('actions.delete')}
            </Button>
          </Group>
          {complete.isError || reopen.isError || remove.isError ? (
            <Text size="sm" c="red" role="alert">
              {translateApiError(t, complete.error ?? reopen.error ?? remove.error, t('actions.error'))}
            </Text>
          ) : null}
        </Stack>
      </Card>

      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {t('phases.title', { done: plan.phasesDone, total: plan.phasesTotal })}
        </Title>
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as TView)}
          data={[
            { value: 'timeline', label: t('phases.timeline') },
            { value: 'list', label: t('phases.list') },
          ]}
          aria-label={t('phases.view')}
        />
      </Group>
      {view === 'timeline' ? (
        <Timeline active={current === -1 ? plan.phases.length : current} bulletSize={22} lineWidth={2}>
          {plan.phases.map((phase) => (
            <Timeline.Item key={phase.id} title={header(phase)}>
              <PhaseSection planId={plan.id} phase={phase} editable={editable} />
            </Timeline.Item>
          ))}
        </Timeline>
      ) : (
        <Stack gap="sm">
          {plan.phases.map((phase, index) => (
            <Card key={phase.id} withBorder radius="md" padding="md">
              <Stack gap="xs">
                <Text size="xs" c="dimmed">
                  {t('phases.number', { number: index + 1 })}
                </Text>
                {header(phase)}
                <PhaseSection planId={plan.id} phase={phase} editable={editable} />
              </Stack>
            </Card>
          ))}
        </Stack>
      )}

      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('achievements.title')}
          </Title>
          {earned.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('achievements.none')}
            </Text>
          ) : (
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="achievements">
              {earned.map((phase) => (
                <Group key={phase.id} component="li" gap={6} wrap="nowrap">
                  <IconTrophy size={16} aria-hidden color="var(--mantine-color-yellow-6)" />
                  <Text size="sm">
                    {localized(phase.achievement.title)} —{' '}
                    {t('achievements.received', { date: formatDay(phase.achievement.receivedAt ?? '', lng) })}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          <ActivityHeatmap activity={plan.activity} />
        </Stack>
      </Card>

      <ConfirmDialog
        opened={confirmComplete}
        title={t('actions.completeTitle')}
        confirmLabel={t('actions.complete')}
        cancelLabel={t('wizard.cancel')}
        loading={complete.isPending}
        onCancel={() => setConfirmComplete(false)}
        onConfirm={() => complete.mutate(plan.id, { onSettled: () => setConfirmComplete(false) })}
      >
        {t('actions.completeBody', { percent: plan.progress })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirmDelete}
        title={t('actions.deleteTitle')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('wizard.cancel')}
        confirmColor="red"
        loading={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(plan.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              void navigate('/app/careers');
            },
          })
        }
      >
        {t('actions.deleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}
