import { INSTITUTION_LIMITS, INSTRUCTION_LANGUAGES, ZMajorBody, type TMajor, type TMajorBody } from '@bagdar/contracts';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyFieldErrors, translateApiError } from '../../../lib/error-messages.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useSaveMajor } from '../api/save-major.ts';
import { fieldOptions, useFieldName } from '../../../lib/fields.ts';
import { useIssueMessage } from './issue-message.ts';
import { LocalizedFields } from './localized-fields.tsx';
import { setZodIssues } from './zod-issues.ts';

/** The form's values: the field is empty until one is picked, and the contract then checks it. */
type TMajorForm = Omit<TMajorBody, 'field'> & { field: string };

const EMPTY_MAJOR: TMajorForm = {
  name: { ru: '', kk: '', en: '' },
  field: '',
  durationYears: 4,
  pricePerYearKzt: 0,
  languages: ['kk', 'ru'],
  grantPlaces: null,
  untMin: null,
  untCutoffs: [],
  gopCode: null,
  ieltsMin: null,
  satMin: null,
  gpaMin: null,
};
const SERVER_FIELDS = [
  'name.ru',
  'name',
  'field',
  'durationYears',
  'pricePerYearKzt',
  'untCutoffs',
  'untMin',
  'ieltsMin',
  'satMin',
  'gpaMin',
  'grantPlaces',
] as const;

function toForm({ id: _id, institutionId: _i, ...body }: TMajor): TMajorForm {
  return body;
}

/** Adds or edits one major in a dialog; the contract checks it before it is sent. */
export function MajorFormModal({
  institutionId,
  major,
  opened,
  onClose,
}: {
  institutionId: string;
  major: TMajor | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-institutions', 'admin-catalog', 'errors']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={major ? t('admin-institutions:majors.edit') : t('admin-institutions:majors.add')}
      size="xl"
    >
      {opened && <MajorForm key={major?.id ?? 'new'} institutionId={institutionId} major={major} onDone={onClose} />}
    </Modal>
  );
}

function MajorForm({
  institutionId,
  major,
  onDone,
}: {
  institutionId: string;
  major: TMajor | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin-institutions', 'admin-catalog', 'errors']);
  const message = useIssueMessage();
  const fieldLabel = useFieldName();
  const form = useForm<TMajorForm>({ defaultValues: major ? toForm(major) : EMPTY_MAJOR });
  const { control, handleSubmit, setError, clearErrors } = form;
  const cutoffs = useFieldArray({ control, name: 'untCutoffs' });
  const save = useSaveMajor();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    clearErrors();
    const parsed = ZMajorBody.safeParse(values);
    if (!parsed.success) {
      setZodIssues(parsed.error, setError);
      setFormError(t('admin-catalog:checkFields'));
      return;
    }
    try {
      await save.mutateAsync({ institutionId, majorId: major?.id, body: parsed.data });
      notifySuccess(t('admin-institutions:majors.saved'));
      onDone();
    } catch (error) {
      applyFieldErrors(error, setError, SERVER_FIELDS);
      // A refused field (e.g. a name taken in this institution) is also said at the top of the dialog.
      const detail = error instanceof ApiError ? error.details[0] : undefined;
      setFormError(
        (detail && message(detail.code)) ?? translateApiError(t, error, t('admin-institutions:majors.saveFailed')),
      );
    }
  });

  const number = (
    name: Path<TMajorForm>,
    label: string,
    props: { min?: number; max?: number; step?: number; decimals?: number; nullable?: boolean },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={props.min}
          max={props.max}
          step={props.step ?? 1}
          decimalScale={props.decimals ?? 0}
          thousandSeparator={props.max && props.max > 10_000 ? '\u00a0' : undefined}
          value={typeof field.value === 'number' ? field.value : ''}
          onBlur={field.onBlur}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : props.nullable ? null : Number.NaN)}
          error={message(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('admin-institutions:majors.formLabel')}>
        <Stack gap="md">
          <FormAlert message={formError} />
          <LocalizedFields name="name" label={t('admin-institutions:majors.fields.name')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={control}
              name="field"
              render={({ field, fieldState }) => (
                <Select
                  label={t('admin-institutions:majors.fields.field')}
                  data={fieldOptions(fieldLabel, field.value ? [field.value] : [])}
                  searchable
                  required
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
            {number('durationYears', t('admin-institutions:majors.fields.duration'), { step: 0.5, decimals: 1 })}
            {number('pricePerYearKzt', t('admin-institutions:majors.fields.price'), {
              step: 10_000,
              max: INSTITUTION_LIMITS.priceKztMax,
            })}
            <Controller
              control={control}
              name="languages"
              render={({ field, fieldState }) => (
                <MultiSelect
                  label={t('admin-institutions:majors.fields.languages')}
                  data={INSTRUCTION_LANGUAGES.map((value) => ({
                    value,
                    label: t(`admin-institutions:languages.${value}`),
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
            {number('grantPlaces', t('admin-institutions:majors.fields.grantPlaces'), { nullable: true })}
            {number('untMin', t('admin-institutions:majors.fields.untMin'), { nullable: true })}
            {number('ieltsMin', t('admin-institutions:majors.fields.ieltsMin'), {
              step: 0.5,
              decimals: 1,
              nullable: true,
            })}
            {number('satMin', t('admin-institutions:majors.fields.satMin'), { step: 10, nullable: true })}
            {number('gpaMin', t('admin-institutions:majors.fields.gpaMin'), { step: 0.1, decimals: 2, nullable: true })}
          </SimpleGrid>
          <Fieldset legend={t('admin-institutions:majors.fields.cutoffs')} variant="unstyled" p={0}>
            <Stack gap="xs">
              {cutoffs.fields.map((row, index) => (
                <Group key={row.id} align="flex-end" wrap="nowrap">
                  {number(`untCutoffs.${index}.year`, t('admin-institutions:majors.fields.year'), {})}
                  {number(`untCutoffs.${index}.score`, t('admin-institutions:majors.fields.score'), {})}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mb={4}
                    onClick={() => cutoffs.remove(index)}
                    aria-label={t('admin-institutions:form.removeItem', { n: index + 1 })}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              {cutoffs.fields.length < INSTITUTION_LIMITS.cutoffYearsMax && (
                <Button
                  variant="light"
                  size="xs"
                  w="fit-content"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => cutoffs.append({ year: new Date().getFullYear() - 1, score: 0 })}
                >
                  {t('admin-institutions:majors.addCutoff')}
                </Button>
              )}
            </Stack>
          </Fieldset>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('admin-catalog:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
