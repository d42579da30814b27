import { UI_LANGUAGES } from '@bagdar/contracts';
import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAt, useIssueMessage } from './issue-message.ts';

/** A list of short texts, each in three languages (skills, related majors, a skill's steps). */
export function LocalizedListField({
  name,
  label,
  itemLabel,
  addLabel,
  removeLabel,
  max,
}: {
  name: 'skills' | 'majors' | 'steps';
  label: string;
  itemLabel: (n: number) => string;
  addLabel: string;
  removeLabel: (n: number) => string;
  max: number;
}) {
  const { t } = useTranslation('admin-catalog');
  const message = useIssueMessage();
  const { control, register, formState } =
    useFormContext<Record<'skills' | 'majors' | 'steps', { ru: string; kk: string; en: string }[]>>();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Fieldset legend={label} variant="unstyled" p={0}>
      <Stack gap="xs">
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('list.empty')}
          </Text>
        )}
        {fields.map((field, index) => (
          <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1 }}>
              {UI_LANGUAGES.map((lng) => (
                <TextInput
                  key={lng}
                  lang={lng}
                  leftSection={
                    <Text size="xs" c="dimmed">
                      {lng.toUpperCase()}
                    </Text>
                  }
                  aria-label={`${itemLabel(index + 1)} (${t(`languages.${lng}`)})`}
                  error={message(errorAt(formState.errors, `${name}.${index}.${lng}`))}
                  {...register(`${name}.${index}.${lng}`)}
                />
              ))}
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={6}
              onClick={() => remove(index)}
              aria-label={removeLabel(index + 1)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => append({ ru: '', kk: '', en: '' })}
          disabled={fields.length >= max}
          style={{ alignSelf: 'flex-start' }}
        >
          {addLabel}
        </Button>
      </Stack>
    </Fieldset>
  );
}
