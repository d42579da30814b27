import { Alert, Avatar, Card, Group, ScrollArea, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Initials } from '../../../components/initials.tsx';
import { STORIES_QUERY_KEY, useStories } from '../api/get-stories.ts';
import { AddStoryButton } from './add-story-button.tsx';
import { StoryViewer } from './story-viewer.tsx';

const RING_UNSEEN = 'linear-gradient(45deg, var(--mantine-color-orange-6), var(--mantine-color-pink-6))';
const RING_SEEN = 'var(--mantine-color-gray-4)';

/** The stories strip at the top of the feed: "add story" first, then authors, unseen ones ringed. */
export function StoriesStrip({ meId }: { meId: string | null }) {
  const { t } = useTranslation('stories');
  const stories = useStories();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const groups = stories.data?.items ?? [];

  const close = () => {
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY });
  };

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={t('title')}>
      <ScrollArea type="hover" scrollbarSize={6} offsetScrollbars>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <AddStoryButton onError={setError} />
          {stories.isPending && [0, 1, 2].map((i) => <Skeleton key={i} circle h={60} style={{ flexShrink: 0 }} />)}
          {groups.map((group, index) => {
            const name = `${group.author.firstName} ${group.author.lastName}`.trim();
            return (
              <UnstyledButton
                key={group.author.id}
                onClick={() => setOpen(index)}
                aria-label={group.allSeen ? t('openSeen', { name }) : t('openUnseen', { name })}
                data-testid="story-author"
                data-unseen={!group.allSeen}
                style={{ flexShrink: 0, width: 76 }}
              >
                <Stack gap={4} align="center">
                  <div
                    style={{
                      padding: 3,
                      borderRadius: '50%',
                      background: group.allSeen ? RING_SEEN : RING_UNSEEN,
                    }}
                  >
                    <Avatar
                      src={group.author.avatarUrl}
                      size={54}
                      radius="xl"
                      alt=""
                      style={{ border: '2px solid var(--mantine-color-body)' }}
                    >
                      <Initials firstName={group.author.firstName} lastName={group.author.lastName} />
                    </Avatar>
                  </div>
                  <Text size="xs" ta="center" lineClamp={1} w="100%">
                    {group.author.firstName}
                  </Text>
                </Stack>
              </UnstyledButton>
            );
          })}
        </Group>
      </ScrollArea>
      {stories.isError && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('errors.load')}
        </Text>
      )}
      {error && (
        <Alert
          color="red"
          variant="light"
          mt="xs"
          role="alert"
          withCloseButton
          onClose={() => setError(null)}
          closeButtonLabel={t('close')}
          data-testid="story-error"
        >
          {error}
        </Alert>
      )}
      {open !== null && <StoryViewer groups={groups} startGroup={open} meId={meId} onClose={close} />}
    </Card>
  );
}
