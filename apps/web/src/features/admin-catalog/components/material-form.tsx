import {
  MATERIAL_TYPES,
  RIASEC_CODES,
  RIASEC_NAMES,
  ZMaterialBody,
  type TMaterial,
  type TMaterialBody,
} from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Chip,
  Group,
  Input,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, translateApiError } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useCreateMaterial } from '../api/create-material.ts';
import { useUpdateMaterial } from '../api/update-material.ts';
import { fieldOptions, useFieldName } from '../../../lib/fields.ts';
import { errorAt, useIssueMessage } from './issue-message.ts';

const LANGUAGES = ['RU', 'KK', 'EN'] as const;
const SERVER_FIELDS = ['type', 'title', 'url', 'language', 'tags', 'riasec', 'fields'] as const;

function toBody({ id: _id, updatedAt: _updatedAt, ...body }: TMaterial): TMaterialBody {
  return body;
}

const EMPTY: TMaterialBody = { type: 'COURSE', title: '', url: '', language: 'RU', tags: [], riasec: [], fields: [] };

/** Creates or edits a learning material (shown in a modal on the materials page). */
export function MaterialForm({ material, onDone }: { material?: TMaterial; onDone: () => void }) {
  const { t } = useTranslation(['admin-catalog', 'errors']);
  const message = useIssueMessage();
  const fieldLabel = useFieldName();
  const create = useCreateMaterial();
  const update = useUpdateMaterial();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<TMaterialBody>({
    resolver: zodResolver(ZMaterialBody, { error: () => 'invalid' }),
    defaultValues: material ? toBody(material) : EMPTY,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (material) await update.mutateAsync({ id: material.id, body: values });
      else await create.mutateAsync(values);
      notifySuccess(t('admin-catalog:materials.saved'));
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, setError, SERVER_FIELDS)) return;
      setFormError(translateApiError(t, error, t('admin-catalog:materials.saveFailed')));
    }
  });
  const listError = (path: 'tags' | 'fields') =>
    message(
      errorAt(errors, path) ??
        Array.from({ length: 20 }, (_, index) => index)
          .map((index) => errorAt(errors, `${path}.${index}`))
          .find(Boolean),
    );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('admin-catalog:materials.formLabel')}>
      <Stack gap="md">
        <FormAlert message={formError} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('admin-catalog:materials.fields.type')}
                data={MATERIAL_TYPES.map((value) => ({ value, label: t(`admin-catalog:materialTypes.${value}`) }))}
                allowDeselect={false}
                required
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <Select
                label={t('admin-catalog:materials.fields.language')}
                data={LANGUAGES.map((value) => ({ value, label: t(`admin-catalog:contentLanguages.${value}`) }))}
                allowDeselect={false}
                required
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label={t('admin-catalog:materials.fields.title')}
          required
          data-autofocus
          error={message(errors.title?.message)}
          {...register('title')}
        />
        <TextInput
          label={t('admin-catalog:materials.fields.url')}
          type="url"
          placeholder="https://"
          required
          error={message(errors.url?.message)}
          {...register('url')}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              label={t('admin-catalog:materials.fields.tags')}
              description={t('admin-catalog:materials.fields.tagsHint')}
              value={field.value}
              onChange={field.onChange}
              maxTags={20}
              clearable
              error={listError('tags')}
            />
          )}
        />
        <Controller
          control={control}
          name="riasec"
          render={({ field, fieldState }) => (
            <Input.Wrapper
              label={t('admin-catalog:materials.fields.riasec')}
              error={message(fieldState.error?.message)}
            >
              <Chip.Group multiple value={field.value} onChange={field.onChange}>
                <Group gap="xs" mt={4}>
                  {RIASEC_CODES.map((code) => (
                    <Chip
                      key={code}
                      value={code}
                      size="sm"
                      aria-label={`${code} — ${RIASEC_NAMES[code][currentLanguage()]}`}
                    >
                      {code}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
          )}
        />
        <Controller
          control={control}
          name="fields"
          render={({ field }) => (
            <MultiSelect
              label={t('admin-catalog:materials.fields.fields')}
              data={fieldOptions(fieldLabel, field.value)}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              maxValues={20}
              nothingFoundMessage={t('admin-catalog:noMatches')}
              error={listError('fields')}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('admin-catalog:cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('admin-catalog:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
