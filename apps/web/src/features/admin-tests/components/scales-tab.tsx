import { TEST_LIMITS } from '@bagdar/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyScale, type TEditorValues } from './editor-model.ts';
import { ScaleCard } from './scale-card.tsx';

/** "Шкалы": what a trait test measures; answers add weights to them. */
export function ScalesTab({ issuesFor }: { issuesFor: (scaleIndex: number) => string[] }) {
  const { t } = useTranslation('admin-tests');
  const { control } = useFormContext<TEditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'scales' });
  const scoring = useWatch<TEditorValues, 'scoring'>({ name: 'scoring' });

  return (
    <Stack gap="md">
      {scoring === 'KNOWLEDGE' && (
        <Alert color="blue" variant="light">
          {t('scales.knowledgeHint')}
        </Alert>
      )}
      {fields.length === 0 && <Text c="dimmed">{t('scales.empty')}</Text>}
      {fields.map((field, index) => (
        <ScaleCard key={field.id} index={index} issues={issuesFor(index)} onRemove={() => remove(index)} />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => append(emptyScale())}
        disabled={fields.length >= TEST_LIMITS.scalesMax}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('scales.add')}
      </Button>
    </Stack>
  );
}
