import { UI_LANGUAGES } from '@bagdar/contracts';
import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAt, useIssueMessage } from './issue-message.ts';

/**
 * One text authored in the three languages (`{ ru, kk, en }` at `name`): three inputs side by
 * side on wide screens, stacked on phones. Each input is labelled with its language.
 */
export function LocalizedFields({
  name,
  label,
  multiline = false,
  required = true,
}: {
  name: string;
  label: string;
  multiline?: boolean;
  required?: boolean;
}) {
  const { t } = useTranslation('admin-tests');
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const message = useIssueMessage();
  return (
    <Fieldset legend={label} variant="unstyled" p={0}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {UI_LANGUAGES.map((lng) => {
          const path = `${name}.${lng}`;
          const error = message(errorAt(errors, path));
          const props = {
            label: t(`languages.${lng}`),
            'aria-label': `${label} (${t(`languages.${lng}`)})`,
            required,
            error,
            lang: lng,
            size: 'sm' as const,
            ...register(path),
          };
          return multiline ? (
            <Textarea key={lng} autosize minRows={2} maxRows={8} {...props} />
          ) : (
            <TextInput key={lng} {...props} />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
