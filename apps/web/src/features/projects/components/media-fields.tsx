import type { TMedia } from '@bagdar/contracts';
import { ActionIcon, Alert, Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadProjectImage } from '../api/upload-project-image.ts';
import { projectErrorMessage } from './project-error.ts';
import type { TProjectForm } from './project-form-model.ts';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * Step 4 and the edit page: banner, logo and gallery, each uploaded through the media module as
 * soon as it is picked. `newLimit` caps how many gallery images may be new (3 on the edit page).
 */
export function MediaFields({
  form,
  onChange,
  newLimit,
  original = [],
}: {
  form: TProjectForm;
  onChange: (patch: Partial<TProjectForm>) => void;
  newLimit?: number;
  original?: string[];
}) {
  const { t } = useTranslation('projects');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const added = form.gallery.filter((m) => !original.includes(m.id)).length;
  const left = newLimit === undefined ? Infinity : newLimit - added;

  const upload = async (
    slot: string,
    files: File[],
    apply: (media: TMedia[]) => void,
    notice: string | null = null,
  ) => {
    setError(notice);
    setBusy(slot);
    try {
      apply(await Promise.all(files.map(uploadProjectImage)));
    } catch (err) {
      setError(projectErrorMessage(t, err, 'projects:errors.upload'));
    } finally {
      setBusy(null);
    }
  };

  const single = (slot: 'banner' | 'logo') => (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t(`fields.${slot}`)}
      </Text>
      <Group gap="sm">
        {form[slot] && (
          <Image
            src={form[slot].url}
            alt={t(`fields.${slot}`)}
            h={72}
            w={slot === 'logo' ? 72 : 160}
            radius="sm"
            fit="cover"
          />
        )}
        <FileButton
          accept={IMAGE_TYPES}
          onChange={(file) => file && void upload(slot, [file], ([m]) => onChange({ [slot]: m ?? null }))}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPhoto size={14} aria-hidden />}
              loading={busy === slot}
              data-testid={`upload-${slot}`}
            >
              {form[slot] ? t('media.replace') : t('media.choose')}
            </Button>
          )}
        </FileButton>
        {form[slot] && (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange({ [slot]: null })}>
            {t('media.remove')}
          </Button>
        )}
      </Group>
    </Stack>
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('media.hint')}
      </Text>
      {single('banner')}
      {single('logo')}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('fields.gallery')}
        </Text>
        {newLimit !== undefined && (
          <Text size="xs" c={left <= 0 ? 'orange.8' : 'dimmed'} role="status" data-testid="gallery-new-left">
            {t('media.newLeft', { left: Math.max(0, left), max: newLimit })}
          </Text>
        )}
        <Group gap="xs">
          {form.gallery.map((m, index) => (
            <div key={m.id} style={{ position: 'relative' }} data-testid="gallery-item">
              <Image src={m.url} alt={t('gallery.imageN', { n: index + 1 })} w={96} h={96} radius="sm" fit="cover" />
              <ActionIcon
                size="sm"
                radius="xl"
                color="dark"
                style={{ position: 'absolute', top: 4, right: 4 }}
                aria-label={t('media.removeN', { n: index + 1 })}
                onClick={() => onChange({ gallery: form.gallery.filter((g) => g.id !== m.id) })}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </div>
          ))}
          {busy === 'gallery' && <Loader size="sm" aria-label={t('media.uploading')} />}
        </Group>
        <FileButton
          accept={IMAGE_TYPES}
          multiple
          onChange={(files) => {
            const notice = files.length > left ? t('validation.project_gallery_too_many_new') : null;
            const allowed = files.slice(0, Math.max(0, Math.min(left, 12 - form.gallery.length)));
            if (allowed.length === 0) setError(notice);
            else void upload('gallery', allowed, (media) => onChange({ gallery: [...form.gallery, ...media] }), notice);
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPhoto size={14} aria-hidden />}
              disabled={left <= 0 || busy !== null}
              style={{ alignSelf: 'flex-start' }}
              data-testid="upload-gallery"
            >
              {t('media.addGallery')}
            </Button>
          )}
        </FileButton>
      </Stack>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
