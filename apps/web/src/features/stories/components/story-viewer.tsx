import type { z } from 'zod';
import type { ZStoryGroup } from '@bagdar/contracts';
import { ActionIcon, Avatar, Box, Group, Image, Modal, Progress, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportMenu } from '../../../components/report-menu.tsx';
import { useDeleteStory } from '../api/delete-story.ts';
import { useMarkStorySeen } from '../api/mark-story-seen.ts';
import { RelativeStoryTime } from './relative-story-time.tsx';
import { HiddenNotice } from '../../../components/hidden-notice.tsx';

export type TStoryGroup = z.infer<typeof ZStoryGroup>;

export const IMAGE_STORY_MS = 5000;
const TICK_MS = 100;
const HOLD_MS = 250;

interface TStoryViewerProps {
  groups: TStoryGroup[];
  startGroup: number;
  meId: string | null;
  onClose: () => void;
}

/**
 * Full-screen stories: progress bars, auto-advance, tap/arrow navigation, hold/space to pause, Esc to
 * close; delete on one's own story, a report menu on the others'.
 */
export function StoryViewer({ groups, startGroup, meId, onClose }: TStoryViewerProps) {
  const { t } = useTranslation('stories');
  const [position, setPosition] = useState({ group: startGroup, story: 0 });
  const [elapsed, setElapsed] = useState(0);
  const [paused, setPaused] = useState(false);
  // The report menu or its dialog is open: the story holds still (the report is about the story shown)
  // and Esc closes the dialog alone.
  const [reporting, setReporting] = useState(false);
  const stopped = paused || reporting;
  const seen = useRef(new Set<string>());
  const holdStart = useRef(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const markSeen = useMarkStorySeen();
  const remove = useDeleteStory();

  const group = groups[position.group];
  const story = group?.stories[position.story];
  const duration =
    story?.media.kind === 'VIDEO' ? Math.max(1, story.media.durationSeconds ?? 15) * 1000 : IMAGE_STORY_MS;

  const go = (delta: 1 | -1) => {
    setElapsed(0);
    setPosition(({ group: g, story: s }) => {
      const current = groups[g];
      if (!current) return { group: g, story: s };
      if (delta === 1) {
        if (s + 1 < current.stories.length) return { group: g, story: s + 1 };
        if (g + 1 < groups.length) return { group: g + 1, story: 0 };
        queueMicrotask(onClose);
        return { group: g, story: s };
      }
      if (s > 0) return { group: g, story: s - 1 };
      if (g > 0) return { group: g - 1, story: Math.max(0, (groups[g - 1]?.stories.length ?? 1) - 1) };
      return { group: g, story: 0 };
    });
  };
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });

  // Mark each story seen once, when it is first shown.
  const storyId = story?.id;
  const alreadySeen = story?.seen ?? true;
  useEffect(() => {
    if (!storyId || alreadySeen || seen.current.has(storyId)) return;
    seen.current.add(storyId);
    markSeen.mutate(storyId);
  }, [storyId, alreadySeen, markSeen]);

  // The clock: advances while not paused; at the story's end moves on.
  useEffect(() => {
    if (stopped || !storyId) return;
    const timer = setInterval(() => {
      setElapsed((value) => {
        const next = value + TICK_MS;
        if (next >= duration) {
          queueMicrotask(() => goRef.current(1));
          return duration;
        }
        return next;
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [stopped, storyId, duration]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (stopped) video.pause();
    else void video.play().catch(() => undefined);
  }, [stopped, storyId]);

  // While the report menu or dialog is open the keys are theirs: they reach this box through React's
  // tree (the portals are its children there), and a space or an arrow typed in the report's words
  // must not pause or move to another story.
  const onKeyDown = (event: KeyboardEvent) => {
    if (reporting) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === ' ') {
      event.preventDefault();
      setPaused((p) => !p);
    }
  };

  const hold = {
    onPointerDown: () => {
      holdStart.current = Date.now();
      setPaused(true);
    },
    onPointerUp: () => setPaused(false),
    onPointerLeave: () => setPaused(false),
  };
  const tap = (delta: 1 | -1) => () => {
    const held = holdStart.current !== 0 && Date.now() - holdStart.current > HOLD_MS;
    holdStart.current = 0;
    if (!held) go(delta);
  };

  if (!group || !story) return null;
  const name = `${group.author.firstName} ${group.author.lastName}`.trim();
  const own = meId !== null && group.author.id === meId;

  return (
    <Modal
      opened
      onClose={onClose}
      closeOnEscape={!reporting}
      fullScreen
      withCloseButton={false}
      padding={0}
      transitionProps={{ duration: 0 }}
      title={t('viewerTitle', { name })}
      styles={{ header: { display: 'none' }, body: { height: '100%' }, content: { background: '#000' } }}
    >
      <Box
        onKeyDown={onKeyDown}
        // Space pauses; it must not also press the focused button on key-up.
        onKeyUp={(event) => {
          if (event.key === ' ' && !reporting) event.preventDefault();
        }}
        tabIndex={-1}
        h="100dvh"
        pos="relative"
        style={{ color: '#fff', outline: 'none', touchAction: 'manipulation', userSelect: 'none' }}
        data-testid="story-viewer"
        aria-roledescription={t('viewerRole')}
        aria-label={t('storyOf', { name, n: position.story + 1, total: group.stories.length })}
      >
        <Box pos="absolute" top={0} left={0} right={0} p="sm" style={{ zIndex: 3 }}>
          <Group gap={4} wrap="nowrap" aria-hidden>
            {group.stories.map((s, index) => (
              <Progress
                key={s.id}
                value={index < position.story ? 100 : index === position.story ? (elapsed / duration) * 100 : 0}
                size="xs"
                color="white"
                bg="rgba(255,255,255,0.35)"
                style={{ flex: 1 }}
                transitionDuration={0}
              />
            ))}
          </Group>
          <Group justify="space-between" mt="xs" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Avatar src={group.author.avatarUrl} radius="xl" size="sm" alt="">
                {group.author.firstName.charAt(0)}
              </Avatar>
              <Text fw={600} size="sm" truncate="end">
                {name}
              </Text>
              <RelativeStoryTime iso={story.createdAt} />
            </Group>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="white"
                onClick={() => setPaused((p) => !p)}
                aria-label={paused ? t('play') : t('pause')}
                aria-pressed={paused}
              >
                {paused ? <IconPlayerPlay aria-hidden /> : <IconPlayerPause aria-hidden />}
              </ActionIcon>
              {own && (
                <ActionIcon
                  variant="subtle"
                  color="white"
                  aria-label={t('delete')}
                  loading={remove.isPending}
                  onClick={() => remove.mutate(story.id, { onSuccess: onClose })}
                >
                  <IconTrash aria-hidden />
                </ActionIcon>
              )}
              {!own && (
                <ReportMenu
                  target={{ type: 'STORY', storyId: story.id }}
                  label={t('menu', { name })}
                  color="white"
                  onActiveChange={setReporting}
                />
              )}
              <ActionIcon variant="subtle" color="white" onClick={onClose} aria-label={t('close')} data-autofocus>
                <IconX aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
          {own && story.hiddenReason && (
            <Box mt="xs">
              <HiddenNotice reason={story.hiddenReason} testId="story-hidden" />
            </Box>
          )}
        </Box>
        <Box pos="absolute" inset={0} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {story.media.kind === 'VIDEO' ? (
            <video
              key={story.id}
              ref={videoRef}
              src={story.media.url}
              autoPlay
              playsInline
              muted
              style={{ maxWidth: '100%', maxHeight: '100%' }}
              aria-label={t('videoOf', { name })}
            />
          ) : (
            <Image
              key={story.id}
              src={story.media.url}
              alt={t('imageOf', { name })}
              fit="contain"
              mah="100dvh"
              maw="100%"
            />
          )}
        </Box>
        <Box
          component="button"
          type="button"
          pos="absolute"
          top={80}
          bottom={0}
          left={0}
          w="35%"
          aria-label={t('previous')}
          onClick={tap(-1)}
          {...hold}
          style={{ background: 'transparent', border: 0, zIndex: 2, cursor: 'pointer' }}
        />
        <Box
          component="button"
          type="button"
          pos="absolute"
          top={80}
          bottom={0}
          right={0}
          w="65%"
          aria-label={t('next')}
          onClick={tap(1)}
          {...hold}
          style={{ background: 'transparent', border: 0, zIndex: 2, cursor: 'pointer' }}
        />
      </Box>
    </Modal>
  );
}
