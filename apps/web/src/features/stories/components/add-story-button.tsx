import { MEDIA_LIMITS } from '@bagdar/contracts';
import { ActionIcon, FileButton, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateStory } from '../api/create-story.ts';
import { storyErrorMessage } from './story-error.ts';
import { readVideoDuration } from './video-duration.ts';

const STORY_TYPES = 'image/jpeg,image/png,image/webp,video/mp4';

/** Pick an image or an MP4; a video longer than 15 s is refused at once, the server re-checks every file. */
export function AddStoryButton({ onError }: { onError: (message: string | null) => void }) {
  const { t } = useTranslation('stories');
  const create = useCreateStory();
  const [checking, setChecking] = useState(false);
  const resetPicker = useRef<() => void>(null);

  const pick = async (file: File | null) => {
    // Cleared at once, so picking the same file again (say, after a refusal) is noticed.
    resetPicker.current?.();
    if (!file) return;
    onError(null);
    if (file.type.startsWith('video/')) {
      setChecking(true);
      const seconds = await readVideoDuration(file);
      setChecking(false);
      if (seconds !== null && seconds > MEDIA_LIMITS.videoStoryMaxSeconds) {
        onError(t('errors.VIDEO_TOO_LONG'));
        return;
      }
    }
    create.mutate(file, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('added') }),
      onError: (failure) => onError(storyErrorMessage(t, failure)),
    });
  };

  const busy = checking || create.isPending;
  return (
    <Stack gap={4} align="center" w={76} style={{ flexShrink: 0 }}>
      <FileButton onChange={(file) => void pick(file)} accept={STORY_TYPES} resetRef={resetPicker}>
        {(props) => (
          <ActionIcon
            {...props}
            size={60}
            radius="xl"
            variant="light"
            aria-label={t('add')}
            disabled={busy}
            data-testid="add-story"
          >
            {busy ? <Loader size="sm" aria-label={t('uploading')} /> : <IconPlus size={26} aria-hidden />}
          </ActionIcon>
        )}
      </FileButton>
      <Text size="xs" ta="center" lineClamp={2}>
        {t('add')}
      </Text>
    </Stack>
  );
}
