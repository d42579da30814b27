import type { TPost } from '@bagdar/contracts';
import { Anchor, Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CommentsSection } from './comments-section.tsx';
import { ImageGrid } from './image-grid.tsx';
import { LikeButton } from './like-button.tsx';
import { PostMenu } from './post-menu.tsx';
import { PostText } from './post-text.tsx';
import { HiddenNotice } from '../../../components/hidden-notice.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';

/**
 * A card out of view is neither styled, laid out nor painted until it nears the viewport
 * (`content-visibility: auto`; the card clips its content already); it keeps the height it last had, or
 * about a text post's before it was ever shown, so the scroll bar stays put. A list of twenty cards
 * otherwise cost the feed's first load on a phone a style and layout pass over all of them (decision 014).
 */
const OFFSCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 240px' } as const;

/** One post; `body` replaces the plain text (the search page passes highlighted text). */
export function PostCard({ post, body }: { post: TPost; body?: ReactNode }) {
  const { t } = useTranslation('feed');
  const [showComments, setShowComments] = useState(false);
  const profile = `/app/profile/${encodeURIComponent(post.author.username)}`;
  const name = `${post.author.firstName} ${post.author.lastName}`.trim();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('post.byAuthor', { name })}
      data-testid="post-card"
      style={OFFSCREEN_SKIPPED}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar
              component={Link}
              to={profile}
              src={post.author.avatarUrl}
              radius="xl"
              alt=""
              aria-hidden
              tabIndex={-1}
            >
              {post.author.firstName.charAt(0)}
              {post.author.lastName.charAt(0)}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={profile} fw={600} c="inherit" truncate="end">
                {name}
              </Anchor>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  @{post.author.username}
                </Text>
                <RelativeTime iso={post.createdAt} />
              </Group>
            </Stack>
          </Group>
          <PostMenu postId={post.id} canDelete={post.canDelete} />
        </Group>
        {post.hiddenReason && <HiddenNotice reason={post.hiddenReason} testId="post-hidden" />}
        {body ?? <PostText text={post.text} />}
        <ImageGrid images={post.images} />
        <Group gap="xs">
          <LikeButton postId={post.id} liked={post.likedByMe} likeCount={post.likeCount} />
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconMessageCircle size={18} aria-hidden />}
            aria-expanded={showComments}
            aria-label={t('post.commentsLabel', { count: post.commentCount })}
            onClick={() => setShowComments((v) => !v)}
          >
            {post.commentCount}
          </Button>
        </Group>
        {showComments && <CommentsSection postId={post.id} />}
      </Stack>
    </Card>
  );
}
