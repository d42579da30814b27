import {
  INTERESTS,
  PROJECT_CATEGORIES,
  PROJECT_LIMITS,
  SOCIAL_NETWORKS,
  type TInterest,
  type TProjectCategory,
} from '@bagdar/contracts';
import { ActionIcon, Button, Group, MultiSelect, Stack, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './project-error.ts';
import type { TFieldErrors, TProjectForm } from './project-form-model.ts';

export interface TFieldsProps {
  form: TProjectForm;
  errors: TFieldErrors;
  /** Fields the user has left (errors show only there, or everywhere after a submit attempt). */
  touched: (field: string) => boolean;
  onChange: (patch: Partial<TProjectForm>) => void;
  onBlur: (field: string) => void;
}

function useError({ errors, touched }: TFieldsProps) {
  const { t } = useTranslation('projects');
  return (field: string) => (touched(field) ? fieldMessage(t, errors[field]) : undefined);
}

// The app's theme hides Mantine's asterisk; the wizard's hint says required fields carry one, so
// every required field here shows it (`withAsterisk`; the asterisk itself is aria-hidden and
// `aria-required` tells screen readers instead).

/** Step 1: name, short description, categories. */
export function BasicsFields(props: TFieldsProps) {
  const { t } = useTranslation('projects');
  const error = useError(props);
  const { form, onChange, onBlur } = props;
  return (
    <Stack gap="md">
      <TextInput
        label={t('fields.name')}
        description={t('fields.nameHint', { min: PROJECT_LIMITS.nameMin, max: PROJECT_LIMITS.nameMax })}
        required
        withAsterisk
        aria-required
        value={form.name}
        onChange={(e) => onChange({ name: e.currentTarget.value })}
        onBlur={() => onBlur('name')}
        error={error('name')}
        data-testid="project-name"
      />
      <Textarea
        label={t('fields.description')}
        description={t('fields.descriptionHint', {
          min: PROJECT_LIMITS.descriptionMin,
          max: PROJECT_LIMITS.descriptionMax,
          count: form.description.length,
        })}
        required
        withAsterisk
        aria-required
        autosize
        minRows={3}
        value={form.description}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
        onBlur={() => onBlur('description')}
        error={error('description')}
        data-testid="project-description"
      />
      <MultiSelect
        label={t('fields.categories')}
        description={t('fields.categoriesHint', { max: PROJECT_LIMITS.categoriesMax })}
        data={PROJECT_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        value={form.categories}
        maxValues={PROJECT_LIMITS.categoriesMax}
        onChange={(value) => onChange({ categories: value as TProjectCategory[] })}
        error={error('categories')}
        data-testid="project-categories"
      />
    </Stack>
  );
}

/** Step 2: the story, objectives and social links. */
export function DetailsFields(props: TFieldsProps) {
  const { t } = useTranslation('projects');
  const error = useError(props);
  const { form, onChange, onBlur } = props;
  const setObjective = (index: number, value: string) =>
    onChange({ objectives: form.objectives.map((o, i) => (i === index ? value : o)) });
  return (
    <Stack gap="md">
      <Textarea
        label={t('fields.bio')}
        description={t('fields.bioHint', { min: PROJECT_LIMITS.bioMin, count: form.bio.trim().length })}
        required
        withAsterisk
        aria-required
        autosize
        minRows={4}
        value={form.bio}
        onChange={(e) => onChange({ bio: e.currentTarget.value })}
        onBlur={() => onBlur('bio')}
        error={error('bio')}
        data-testid="project-bio"
      />
      <Stack gap="xs" role="group" aria-label={t('fields.objectives')}>
        <Text size="sm" fw={500}>
          {t('fields.objectives')} <span aria-hidden>*</span>
        </Text>
        {form.objectives.map((objective, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('fields.objectiveN', { n: index + 1 })}
              value={objective}
              onChange={(e) => setObjective(index, e.currentTarget.value)}
              onBlur={() => onBlur('objectives')}
              data-testid="project-objective"
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('fields.removeObjective', { n: index + 1 })}
              disabled={form.objectives.length === 1}
              onClick={() => onChange({ objectives: form.objectives.filter((_, i) => i !== index) })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {error('objectives') && (
          <Text size="xs" c="red" role="alert">
            {error('objectives')}
          </Text>
        )}
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={form.objectives.length >= PROJECT_LIMITS.objectivesMax}
          onClick={() => onChange({ objectives: [...form.objectives, ''] })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('fields.addObjective')}
        </Button>
      </Stack>
      {SOCIAL_NETWORKS.map((network) => (
        <TextInput
          key={network}
          label={t(`socials.${network}`)}
          placeholder={t(`socials.${network}Placeholder`)}
          value={form.socials[network]}
          onChange={(e) => onChange({ socials: { ...form.socials, [network]: e.currentTarget.value } })}
          onBlur={() => onBlur(`socials.${network}`)}
          error={error(`socials.${network}`)}
          data-testid={`project-social-${network}`}
        />
      ))}
    </Stack>
  );
}

/** Step 3: skills the team needs and the interests it touches. */
export function SkillsFields(props: TFieldsProps) {
  const { t } = useTranslation(['projects', 'auth']);
  const error = useError(props);
  const { form, onChange, onBlur } = props;
  return (
    <Stack gap="md">
      <TagsInput
        label={t('fields.skills')}
        description={t('fields.skillsHint', { max: PROJECT_LIMITS.skillsMax })}
        required
        value={form.skills}
        maxTags={PROJECT_LIMITS.skillsMax}
        onChange={(skills) => onChange({ skills })}
        onBlur={() => onBlur('skills')}
        error={error('skills')}
        data-testid="project-skills"
      />
      <MultiSelect
        label={t('fields.interests')}
        required
        searchable
        data={INTERESTS.map((i) => ({ value: i, label: t(`auth:interests.${i}`) }))}
        value={form.interests}
        maxValues={PROJECT_LIMITS.interestsMax}
        onChange={(value) => onChange({ interests: value as TInterest[] })}
        onBlur={() => onBlur('interests')}
        error={error('interests')}
        data-testid="project-interests"
      />
    </Stack>
  );
}
