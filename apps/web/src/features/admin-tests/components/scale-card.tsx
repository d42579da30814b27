import { ActionIcon, Alert, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyLocalized, type TEditorValues } from './editor-model.ts';
import { errorAt, useIssueMessage } from './issue-message.ts';
import { LocalizedFields } from './localized-fields.tsx';

/** One scale: key, texts per language, and optionally two named poles (a bipolar axis such as E/I). */
export function ScaleCard({
  index,
  issues,
  onRemove,
}: {
  index: number;
  issues: readonly string[];
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin-tests');
  const message = useIssueMessage();
  const { register, setValue, formState } = useFormContext<TEditorValues>();
  const poles = useWatch<TEditorValues, `scales.${number}.poles`>({ name: `scales.${index}.poles` });
  const key = useWatch<TEditorValues, `scales.${number}.key`>({ name: `scales.${index}.key` });
  const base = `scales.${index}` as const;
  const errorOf = (path: string) => message(errorAt(formState.errors, path));

  const togglePoles = (checked: boolean) =>
    setValue(
      `${base}.poles`,
      checked ? { positive: { key: '', name: emptyLocalized() }, negative: { key: '', name: emptyLocalized() } } : null,
      { shouldDirty: true },
    );

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={t('scales.cardLabel', { n: index + 1, key })}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('scales.cardLabel', { n: index + 1, key: key || '…' })}</Text>
          <Tooltip label={t('scales.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('scales.removeN', { n: index + 1 })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        {issues.map((issue) => (
          <Alert key={issue} color="red" variant="light" p="xs" role="alert">
            {issue}
          </Alert>
        ))}
        <TextInput
          label={t('scales.key')}
          description={t('scales.keyHint')}
          required
          maw={260}
          spellCheck={false}
          autoComplete="off"
          error={errorOf(`${base}.key`)}
          {...register(`${base}.key`)}
        />
        <LocalizedFields name={`${base}.name`} label={t('scales.name')} />
        <LocalizedFields name={`${base}.description`} label={t('scales.description')} multiline />
        <LocalizedFields name={`${base}.high`} label={t('scales.high')} multiline />
        <LocalizedFields name={`${base}.low`} label={t('scales.low')} multiline />
        <Checkbox
          label={t('scales.bipolar')}
          description={t('scales.bipolarHint')}
          checked={poles != null}
          onChange={(event) => togglePoles(event.currentTarget.checked)}
        />
        {poles != null && (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {(['positive', 'negative'] as const).map((pole) => (
              <Card key={pole} withBorder radius="sm" padding="sm" bg="var(--mantine-color-default-hover)">
                <Stack gap="xs">
                  <Text size="sm" fw={600}>
                    {t(`scales.${pole}`)}
                  </Text>
                  <TextInput
                    label={t('scales.poleKey')}
                    required
                    maw={160}
                    spellCheck={false}
                    error={errorOf(`${base}.poles.${pole}.key`)}
                    {...register(`${base}.poles.${pole}.key`)}
                  />
                  <LocalizedFields name={`${base}.poles.${pole}.name`} label={t('scales.poleName')} />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
