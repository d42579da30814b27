import { UI_LANGUAGES } from '@bagdar/contracts';
import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAt, useIssueMessage } from './issue-message.ts';

/** A list of short texts in three languages at any path (requirements, documents). */
export function LocalizedItemsField({
  name,
  label,
  max,
  extra,
}: {
  name: string;
  label: string;
  max: number;
  /** Extra inputs per row (e.g. months of a preparation step), given the row's path. */
  extra?: (path: string) => React.ReactNode;
}) {
  const { t } = useTranslation(['admin-institutions', 'admin-catalog']);
  const message = useIssueMessage();
  const { control, register, formState } = useFormContext<FieldValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const textPath = (index: number) => (extra ? `${name}.${index}.title` : `${name}.${index}`);
  return (
    <Fieldset legend={label} variant="unstyled" p={0}>
      <Stack gap="xs">
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('admin-institutions:form.emptyList')}
          </Text>
        )}
        {fields.map((field, index) => (
          <Group key={field.id} align="flex-end" wrap="nowrap" gap="xs">
            <SimpleGrid cols={{ base: 1, sm: extra ? 4 : 3 }} spacing="xs" style={{ flex: 1 }}>
              {UI_LANGUAGES.map((lng) => (
                <TextInput
                  key={lng}
                  label={`${index + 1}. ${t(`admin-catalog:languages.${lng}`)}`}
                  lang={lng}
                  error={message(errorAt(formState.errors, `${textPath(index)}.${lng}`))}
                  {...register(`${textPath(index)}.${lng}`)}
                />
              ))}
              {extra?.(`${name}.${index}`)}
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              onClick={() => remove(index)}
              aria-label={t('admin-institutions:form.removeItem', { n: index + 1 })}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {fields.length < max && (
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() =>
              append(extra ? { title: { ru: '', kk: '', en: '' }, months: 1 } : { ru: '', kk: '', en: '' })
            }
          >
            {t('admin-institutions:form.addItem')}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
