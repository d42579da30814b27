import { SOCIAL_LIMITS, type TMedia } from '@bagdar/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePost } from '../api/create-post.ts';
import { uploadPostImage } from '../api/upload-media.ts';
import { fitTextarea } from '../../../lib/fit-textarea.ts';
import { feedErrorMessage } from './feed-error.ts';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
/** The text box's height in lines: from 2, growing with the text up to 12, then scrolling. */
const MIN_ROWS = 2;
const MAX_ROWS = 12;

interface TAttachment {
  key: string;
  preview: string;
  name: string;
  state: 'uploading' | 'done' | 'error';
  media?: TMedia;
  error?: string;
}

let nextKey = 0;

/**
 * Write a post: text up to 2000 characters and up to 6 images, each uploaded as soon as it is picked.
 * With `projectId` the post goes on that project's page.
 */
export function Composer({ projectId }: { projectId?: string } = {}) {
  const { t } = useTranslation('feed');
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<TAttachment[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const create = useCreatePost(projectId);
  const resetPicker = useRef<() => void>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  // Fitted when the text changes, not on mount (lib/fit-textarea.ts): the empty box has its `rows` height.
  const fitted = useRef(text);
  useLayoutEffect(() => {
    if (!textBox.current || fitted.current === text) return;
    fitted.current = text;
    fitTextarea(textBox.current, MAX_ROWS);
  }, [text]);

  const length = text.trim().length;
  const tooLong = text.length > SOCIAL_LIMITS.postTextMax;
  const uploading = attachments.some((a) => a.state === 'uploading');
  const ready = attachments.filter((a) => a.state === 'done' && a.media);
  const empty = length === 0 && ready.length === 0;
  const left = SOCIAL_LIMITS.postImagesMax - attachments.length;

  const update = (key: string, patch: Partial<TAttachment>) =>
    setAttachments((list) => list.map((a) => (a.key === key ? { ...a, ...patch } : a)));

  const pick = (files: File[]) => {
    // Cleared at once, so a removed image can be picked again.
    resetPicker.current?.();
    setNotice(null);
    if (files.length > left) setNotice(t('composer.tooManyImages', { max: SOCIAL_LIMITS.postImagesMax }));
    for (const file of files.slice(0, Math.max(0, left))) {
      const key = `a${nextKey++}`;
      const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
      setAttachments((list) => [...list, { key, preview, name: file.name, state: 'uploading' }]);
      uploadPostImage(file).then(
        (media) => update(key, { state: 'done', media }),
        (error: unknown) => update(key, { state: 'error', error: feedErrorMessage(t, error, 'feed:errors.upload') }),
      );
    }
  };

  const removeAttachment = (key: string) => {
    setAttachments((list) => {
      const gone = list.find((a) => a.key === key);
      if (gone?.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(gone.preview);
      return list.filter((a) => a.key !== key);
    });
    setNotice(null);
  };

  const submit = () => {
    if (empty || tooLong || uploading) return;
    create.mutate(
      { text: text.trim(), mediaIds: ready.map((a) => a.media?.id ?? '') },
      {
        onSuccess: () => {
          setText('');
          setAttachments([]);
          setNotice(null);
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('composer.title')}>
      <Stack gap="sm">
        <Textarea
          label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          ref={textBox}
          rows={MIN_ROWS}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={tooLong ? t('composer.tooLong', { max: SOCIAL_LIMITS.postTextMax }) : undefined}
          description={t('composer.hashtagsHint')}
          data-testid="composer-text"
        />
        <Text size="xs" c={tooLong ? 'red' : 'dimmed'} ta="right" aria-live="polite" data-testid="composer-counter">
          {text.length} / {SOCIAL_LIMITS.postTextMax}
        </Text>
        {attachments.length > 0 && (
          <Group gap="xs" aria-label={t('composer.attachments')}>
            {attachments.map((a, index) => (
              <Stack key={a.key} gap={2} w={96} data-testid="composer-attachment">
                <div style={{ position: 'relative' }}>
                  <Image
                    src={a.preview || undefined}
                    alt={t('composer.imageAlt', { n: index + 1 })}
                    w={96}
                    h={96}
                    radius="sm"
                    fit="cover"
                  />
                  {a.state === 'uploading' && (
                    <Loader
                      size="sm"
                      style={{ position: 'absolute', inset: 0, margin: 'auto' }}
                      aria-label={t('composer.uploading')}
                    />
                  )}
                  <ActionIcon
                    size="sm"
                    radius="xl"
                    color="dark"
                    style={{ position: 'absolute', top: 4, right: 4 }}
                    onClick={() => removeAttachment(a.key)}
                    aria-label={t('composer.removeImage', { n: index + 1 })}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </div>
                {a.state === 'error' && (
                  <Text size="xs" c="red">
                    {a.error}
                  </Text>
                )}
              </Stack>
            ))}
          </Group>
        )}
        {notice && (
          <Text size="sm" c="orange.8" role="status">
            {notice}
          </Text>
        )}
        {create.isError && (
          <Alert color="red" variant="light" role="alert">
            {feedErrorMessage(t, create.error, 'feed:errors.publish')}
          </Alert>
        )}
        <Group justify="space-between">
          <FileButton onChange={pick} accept={IMAGE_TYPES} multiple resetRef={resetPicker}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhoto size={18} aria-hidden />}
                disabled={left <= 0}
              >
                {t('composer.addImages', { left })}
              </Button>
            )}
          </FileButton>
          <Button
            onClick={submit}
            disabled={empty || tooLong || uploading || attachments.some((a) => a.state === 'error')}
            loading={create.isPending}
            data-testid="composer-submit"
          >
            {t('composer.publish')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
