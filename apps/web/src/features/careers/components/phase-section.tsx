import type { TPlanPhase, TPlanSubtask, TPlanTarget } from '@bagdar/contracts';
import { ActionIcon, Anchor, Badge, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { IconPencil, IconTarget, IconTrash, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useAddSubtask, useRemoveSubtask, useRenameSubtask, useToggleSubtask } from '../api/change-subtask.ts';
import { formatDay } from '../hooks/format-day.ts';
import { useLocalized, useUiLanguage } from '../../../lib/use-localized.ts';
import { OwnSubtaskForm } from './own-subtask-form.tsx';

/** One phase's body: description, subtasks to tick (own ones editable), materials and its achievement. */
export function PhaseSection({ planId, phase, editable }: { planId: string; phase: TPlanPhase; editable: boolean }) {
  const { t } = useTranslation(['careers', 'errors']);
  const localized = useLocalized();
  const lng = useUiLanguage();
  const toggle = useToggleSubtask(planId);
  const add = useAddSubtask(planId);
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm" data-testid="phase" data-phase-kind={phase.kind}>
      <Text size="sm">{localized(phase.description)}</Text>
      {phase.target ? <PhaseTarget target={phase.target} dueOn={phase.dueOn} /> : null}
      {phase.because ? (
        <Text size="xs" c="dimmed" data-testid="phase-because" data-input={phase.because.input}>
          {localized(phase.because.text)}
        </Text>
      ) : null}
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('subtasks.title')}>
        {phase.subtasks.map((subtask) => (
          <SubtaskRow
            key={subtask.id}
            planId={planId}
            subtask={subtask}
            editable={editable}
            onToggle={(done) => toggle.mutate({ subtaskId: subtask.id, done })}
          />
        ))}
      </Stack>
      {toggle.isError ? (
        <Text size="xs" c="red" role="alert">
          {translateApiError(t, toggle.error, t('subtasks.saveError'))}
        </Text>
      ) : null}
      {editable ? (
        adding ? (
          <OwnSubtaskForm
            submitLabel={t('subtasks.add')}
            pending={add.isPending}
            error={add.isError ? translateApiError(t, add.error, t('subtasks.saveError')) : undefined}
            onSubmit={(title) => add.mutate({ phaseId: phase.id, title }, { onSuccess: () => setAdding(false) })}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <Anchor component="button" type="button" size="sm" onClick={() => setAdding(true)} ta="left">
            {t('subtasks.addOwn')}
          </Anchor>
        )
      ) : null}
      {phase.materials.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('materials.title')}
          </Text>
          <List size="sm" spacing={4}>
            {phase.materials.map((material) => (
              <List.Item key={material.id}>
                <Group gap={6} wrap="wrap">
                  <Badge size="xs" variant="light">
                    {t(`materials.types.${material.type}`)}
                  </Badge>
                  <Anchor href={material.url} target="_blank" rel="noopener noreferrer" size="sm">
                    {material.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t(`materials.languages.${material.language}`)}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {/* No wrap: a long title (Kazakh ones are) wraps beside the trophy instead of dropping under it. */}
      <Group
        gap={6}
        wrap="nowrap"
        align="flex-start"
        data-testid="phase-achievement"
        data-received={phase.achievement.receivedAt ? 'yes' : 'no'}
      >
        <IconTrophy
          size={16}
          aria-hidden
          style={{ flexShrink: 0, marginTop: 2 }}
          color={phase.achievement.receivedAt ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-dimmed)'}
        />
        <Text size="sm" c={phase.achievement.receivedAt ? undefined : 'dimmed'} style={{ minWidth: 0 }}>
          {localized(phase.achievement.title)} ·{' '}
          {phase.achievement.receivedAt
            ? t('achievements.received', { date: formatDay(phase.achievement.receivedAt, lng) })
            : t('achievements.locked')}
        </Text>
      </Group>
    </Stack>
  );
}

function SubtaskRow({
  planId,
  subtask,
  editable,
  onToggle,
}: {
  planId: string;
  subtask: TPlanSubtask;
  editable: boolean;
  onToggle: (done: boolean) => void;
}) {
  const { t } = useTranslation(['careers', 'errors']);
  const localized = useLocalized();
  const rename = useRenameSubtask(planId);
  const remove = useRemoveSubtask(planId);
  const [editing, setEditing] = useState(false);
  const title = localized(subtask.title);
  if (editing) {
    return (
      <li>
        <OwnSubtaskForm
          initial={title}
          submitLabel={t('subtasks.save')}
          pending={rename.isPending}
          error={rename.isError ? translateApiError(t, rename.error, t('subtasks.saveError')) : undefined}
          onSubmit={(next) =>
            rename.mutate({ subtaskId: subtask.id, title: next }, { onSuccess: () => setEditing(false) })
          }
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between" data-testid="subtask" data-done={subtask.done}>
      <Checkbox
        checked={subtask.done}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        label={title}
        description={subtask.because ? localized(subtask.because.text) : undefined}
        disabled={!editable}
        styles={{ label: { textDecoration: subtask.done ? 'line-through' : undefined } }}
      />
      {subtask.own && editable ? (
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t('subtasks.edit', { title })}
            onClick={() => setEditing(true)}
          >
            <IconPencil size={14} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t('subtasks.remove', { title })}
            loading={remove.isPending}
            onClick={() => remove.mutate(subtask.id)}
          >
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
        </Group>
      ) : null}
    </Group>
  );
}

const shown = (value: number) => String(Math.round(value * 100) / 100);

/** A gap phase's measurable target, its due date and the real deadline it is due before. */
function PhaseTarget({ target, dueOn }: { target: TPlanTarget; dueOn: string }) {
  const { t } = useTranslation('careers');
  const lng = useUiLanguage();
  const value =
    target.exam === 'UNT_PROFILE'
      ? t('phases.target.gainOnly', { gain: shown(target.gain) })
      : target.current === null
        ? t('phases.target.noCurrent', { target: shown(target.target) })
        : t('phases.target.value', {
            current: shown(target.current),
            target: shown(target.target),
            gain: shown(target.gain),
          });
  const deadline = target.deadline;
  return (
    <Stack
      gap={2}
      p="xs"
      style={{ borderLeft: '3px solid var(--mantine-color-blue-5)', background: 'var(--mantine-color-blue-light)' }}
      data-testid="phase-target"
      data-exam={target.exam}
    >
      <Group gap={6} wrap="wrap">
        <IconTarget size={16} aria-hidden />
        <Text size="sm" fw={600}>
          {t(`phases.target.exams.${target.exam}`)}: {value}
        </Text>
        {target.sample ? (
          <Badge size="xs" color="yellow" variant="light">
            {t('phases.target.sample')}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t(`phases.target.bars.${target.bar}`)}
      </Text>
      <Text size="sm" data-testid="phase-target-due">
        {t('phases.target.due', { date: formatDay(dueOn, lng) })}
        {deadline
          ? ` · ${t('phases.target.deadline', {
              event: t(`phases.target.events.${deadline.kind}`),
              year: deadline.year,
              date: formatDay(deadline.on, lng),
            })}`
          : ''}
        {deadline?.sample ? ` (${t('phases.target.sampleDate')})` : ''}
      </Text>
      {deadline?.source ? (
        <Anchor href={deadline.source.url} target="_blank" rel="noopener noreferrer" size="xs">
          {t('phases.target.source', { title: deadline.source.title })}
        </Anchor>
      ) : null}
    </Stack>
  );
}
