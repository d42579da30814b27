import { UI_LANGUAGES, ZTestCategory, type TTestCategory } from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, translateApiError } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useCreateTestCategory, type TTestCategoryBody } from '../api/create-test-category.ts';
import { useDeleteTestCategory } from '../api/delete-test-category.ts';
import { useTestCategories } from '../api/get-test-categories.ts';
import { useUpdateTestCategory } from '../api/update-test-category.ts';
import { useIssueMessage } from './issue-message.ts';

const ZCategoryBody = ZTestCategory.omit({ id: true }).extend({
  key: ZTestCategory.shape.key.trim().regex(/^[a-z0-9_-]{2,40}$/, { error: 'category_key_invalid' }),
});

const EMPTY: TTestCategoryBody = { key: '', name: { ru: '', kk: '', en: '' }, priority: 1 };

/** Test categories: the list by priority, a form to add one or edit the chosen one, and deletion. */
export function TestCategoriesManager() {
  const { t } = useTranslation(['admin-tests', 'errors']);
  const message = useIssueMessage();
  const categories = useTestCategories();
  const create = useCreateTestCategory();
  const update = useUpdateTestCategory();
  const remove = useDeleteTestCategory();
  const [editing, setEditing] = useState<TTestCategory | null>(null);
  const [removing, setRemoving] = useState<TTestCategory | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<TTestCategoryBody>({
    resolver: zodResolver(ZCategoryBody, { error: () => 'invalid' }),
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const lng = currentLanguage();
  const items = [...(categories.data?.items ?? [])].sort((a, b) => a.priority - b.priority);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body: values });
        setEditing(null);
        notifySuccess(t('admin-tests:categories.saved'));
      } else {
        await create.mutateAsync(values);
        notifySuccess(t('admin-tests:categories.created'));
      }
      reset(EMPTY);
    } catch (error) {
      if (applyFieldErrors(error, setError, ['key', 'name.ru', 'name.kk', 'name.en', 'priority'])) return;
      const failed = editing ? 'admin-tests:categories.saveFailed' : 'admin-tests:categories.createFailed';
      setFormError(translateApiError(t, error, t(failed)));
    }
  });
  const startEditing = (category: TTestCategory) => {
    setFormError(null);
    setEditing(category);
    reset({ key: category.key, name: category.name, priority: category.priority });
  };
  const stopEditing = () => {
    setFormError(null);
    setEditing(null);
    reset(EMPTY);
  };
  const removeCategory = async (category: TTestCategory) => {
    setListError(null);
    try {
      await remove.mutateAsync(category.id);
      if (editing?.id === category.id) stopEditing();
      notifySuccess(t('admin-tests:categories.deleted'));
    } catch (error) {
      setListError(translateApiError(t, error, t('admin-tests:categories.deleteFailed')));
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('admin-tests:categories.title')}</Title>
      <Card withBorder radius="md" padding="lg">
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label={editing ? t('admin-tests:categories.editTitle') : t('admin-tests:categories.add')}
        >
          <Stack gap="md">
            <Title order={2} size="h4">
              {editing ? t('admin-tests:categories.editTitle') : t('admin-tests:categories.add')}
            </Title>
            <FormAlert message={formError} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('admin-tests:categories.key')}
                description={t('admin-tests:categories.keyHint')}
                required
                spellCheck={false}
                error={message(errors.key?.message)}
                {...register('key')}
              />
              <Controller
                control={control}
                name="priority"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={t('admin-tests:categories.priority')}
                    description={t('admin-tests:categories.priorityHint')}
                    allowDecimal={false}
                    required
                    withAsterisk={false}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                    error={message(fieldState.error?.message)}
                  />
                )}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {UI_LANGUAGES.map((language) => (
                <TextInput
                  key={language}
                  lang={language}
                  label={`${t('admin-tests:categories.name')} (${t(`admin-tests:languages.${language}`)})`}
                  required
                  error={message(errors.name?.[language]?.message)}
                  {...register(`name.${language}`)}
                />
              ))}
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {editing ? t('admin-tests:categories.save') : t('admin-tests:categories.submit')}
              </Button>
              {editing && (
                <Button variant="default" onClick={stopEditing}>
                  {t('admin-tests:categories.cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Card>
      {listError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setListError(null)}>
          {listError}
        </Alert>
      )}
      {categories.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('admin-tests:loading')} />
        </Center>
      ) : categories.isError ? (
        <Alert color="red" role="alert">
          {translateApiError(t, categories.error, t('admin-tests:categories.error'))}
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('admin-tests:categories.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin-tests:categories.name')}</Table.Th>
                <Table.Th>{t('admin-tests:categories.key')}</Table.Th>
                <Table.Th ta="right">{t('admin-tests:categories.priority')}</Table.Th>
                <Table.Th>{t('admin-tests:categories.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((category) => (
                <Table.Tr key={category.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {category.name[lng]}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {UI_LANGUAGES.filter((l) => l !== lng)
                        .map((l) => category.name[l])
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <code>{category.key}</code>
                  </Table.Td>
                  <Table.Td ta="right">{category.priority}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="xs" variant="subtle" onClick={() => startEditing(category)}>
                        {t('admin-tests:categories.edit')}
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(category)}>
                        {t('admin-tests:categories.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('admin-tests:categories.deleteTitle', { name: removing?.name[lng] ?? '' })}
        confirmLabel={t('admin-tests:categories.delete')}
        cancelLabel={t('admin-tests:categories.cancel')}
        confirmColor="red"
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const category = removing;
          setRemoving(null);
          if (category) void removeCategory(category);
        }}
      >
        {t('admin-tests:categories.deleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}
