import { UI_LANGUAGES } from '@bagdar/contracts';
import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAt, useIssueMessage } from './issue-message.ts';

/** One text authored in the three languages (`{ ru, kk, en }` at `name`); stacked on phones. */
export function LocalizedFields({
  name,
  label,
  multiline = false,
}: {
  name: string;
  label: string;
  multiline?: boolean;
}) {
  const { t } = useTranslation('admin-catalog');
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const message = useIssueMessage();
  return (
    <Fieldset legend={label} variant="unstyled" p={0}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {UI_LANGUAGES.map((lng) => {
          const path = `${name}.${lng}`;
          const props = {
            label: t(`languages.${lng}`),
            'aria-label': `${label} (${t(`languages.${lng}`)})`,
            required: true,
            lang: lng,
            error: message(errorAt(errors, path)),
            ...register(path),
          };
          return multiline ? (
            <Textarea key={lng} autosize minRows={3} maxRows={10} {...props} />
          ) : (
            <TextInput key={lng} {...props} />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
