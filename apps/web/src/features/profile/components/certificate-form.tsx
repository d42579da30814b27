import { MEDIA_LIMITS, ZCertificateBody } from '@bagdar/contracts';
import { Button, FileInput, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, useFieldMessage } from '../../../lib/error-messages.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useAddCertificate } from '../api/add-certificate.ts';
import { CERTIFICATE_TYPES, certificateErrorMessage, megabytes } from './media-error.ts';

interface TCertificateForm {
  name: string;
  source: 'FILE' | 'LINK';
  link: string;
  file: File | null;
}

/** The contract's rules (name, file xor link, http(s) link) plus the file's type and size. */
const certificateResolver: Resolver<TCertificateForm> = (values) => {
  const errors: FieldErrors<TCertificateForm> = {};
  const body =
    values.source === 'LINK' ? { name: values.name, link: values.link.trim() } : { name: values.name, mediaId: 'file' };
  const parsed = ZCertificateBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'name' ? 'name' : 'link';
      errors[field] ??= { type: 'validate', message: issue.message };
    }
  }
  if (values.source === 'FILE') {
    if (!values.file) errors.file = { type: 'required', message: 'fileRequired' };
    else if (!CERTIFICATE_TYPES.includes(values.file.type)) errors.file = { type: 'type', message: 'fileType' };
    else if (values.file.size > MEDIA_LIMITS.documentBytes) errors.file = { type: 'size', message: 'tooLarge' };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** Adds a certificate: a name and either a file (PDF or image) or a link. */
export function CertificateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['profile', 'errors']);
  const message = useFieldMessage();
  const add = useAddCertificate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState, setError } = useForm<TCertificateForm>({
    resolver: certificateResolver,
    defaultValues: { name: '', source: 'LINK', link: '', file: null },
  });
  const source = useWatch({ control, name: 'source' });
  const { errors } = formState;
  const fileMessage = (key: string | undefined) =>
    key === undefined ? undefined : t(`profile:certificates.${key}`, { mb: megabytes(MEDIA_LIMITS.documentBytes) });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await add.mutateAsync(
        values.source === 'FILE' && values.file
          ? { name: values.name.trim(), file: values.file }
          : { name: values.name.trim(), link: values.link.trim() },
      );
      notifySuccess(t('profile:certificates.saved'));
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, setError, ['name', 'link'])) return;
      setFormError(certificateErrorMessage(t, error, t('profile:certificates.saveError')));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('profile:certificates.add')}>
      <Stack gap="sm">
        <FormAlert message={formError} />
        <TextInput
          label={t('profile:certificates.name')}
          required
          maxLength={120}
          error={message(errors.name?.message)}
          {...register('name')}
        />
        <Controller
          control={control}
          name="source"
          render={({ field }) => (
            <SegmentedControl
              aria-label={t('profile:certificates.source')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              data={[
                { value: 'LINK', label: t('profile:certificates.link') },
                { value: 'FILE', label: t('profile:certificates.file') },
              ]}
            />
          )}
        />
        {source === 'FILE' ? (
          <Controller
            control={control}
            name="file"
            render={({ field }) => (
              <FileInput
                label={t('profile:certificates.fileLabel')}
                placeholder={t('profile:certificates.filePlaceholder')}
                accept={CERTIFICATE_TYPES.join(',')}
                leftSection={<IconFileUpload size={16} aria-hidden />}
                clearable
                value={field.value}
                onChange={field.onChange}
                error={fileMessage(errors.file?.message)}
              />
            )}
          />
        ) : (
          <TextInput
            label={t('profile:certificates.linkLabel')}
            placeholder="https://"
            type="url"
            error={message(errors.link?.message)}
            {...register('link')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('profile:certificates.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('profile:certificates.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
