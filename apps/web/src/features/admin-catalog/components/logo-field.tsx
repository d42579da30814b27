import { Avatar, Button, FileButton, Group, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useUploadLogo } from '../api/upload-logo.ts';

/** The institution's logo: upload an image (checked and re-encoded by the media module) or remove it. */
export function LogoField() {
  const { t } = useTranslation(['admin-institutions', 'errors']);
  const { watch, setValue } = useFormContext<{ logoMediaId: string | null }>();
  const logoMediaId = watch('logoMediaId');
  const upload = useUploadLogo();
  const [error, setError] = useState<string | null>(null);
  const onFile = async (file: File | null) => {
    if (!file) return;
    setError(null);
    try {
      const media = await upload.mutateAsync(file);
      setValue('logoMediaId', media.id, { shouldDirty: true });
    } catch (failure) {
      setError(translateApiError(t, failure, t('admin-institutions:logo.failed')));
    }
  };
  return (
    <Group gap="sm">
      <Avatar src={logoMediaId ? `/api/v1/media/${logoMediaId}/content` : null} size={48} radius="md" alt="">
        <IconPhoto size={20} aria-hidden />
      </Avatar>
      <FileButton onChange={(file) => void onFile(file)} accept="image/png,image/jpeg,image/webp">
        {(props) => (
          <Button variant="light" size="xs" loading={upload.isPending} {...props}>
            {t('admin-institutions:logo.upload')}
          </Button>
        )}
      </FileButton>
      {logoMediaId && (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => setValue('logoMediaId', null, { shouldDirty: true })}
        >
          {t('admin-institutions:logo.remove')}
        </Button>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Group>
  );
}
