import { SOCIAL_LIMITS } from '@bagdar/contracts';
import { ActionIcon, Alert, Anchor, Avatar, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreateComment } from '../api/create-comment.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useComments } from '../api/get-comments.ts';
import { feedErrorMessage } from './feed-error.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { ReportMenu } from '../../../components/report-menu.tsx';

/**
 * A post's comments: the list (oldest first, paginated), a form to add one, delete on one's own and a
 * report menu on the others' (`canDelete` is true exactly on the viewer's own comments).
 */
export function CommentsSection({ postId }: { postId: string }) {
  const { t } = useTranslation('feed');
  const comments = useComments(postId);
  const create = useCreateComment(postId);
  const remove = useDeleteComment(postId);
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const tooLong = trimmed.length > SOCIAL_LIMITS.commentTextMax;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || tooLong) return;
    create.mutate(trimmed, { onSuccess: () => setText('') });
  };

  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm" data-testid={`comments-${postId}`}>
      {comments.isPending && <Loader size="sm" aria-label={t('states.loading')} />}
      {comments.isError && (
        <Alert color="red" variant="light">
          <Group justify="space-between">
            <Text size="sm">{feedErrorMessage(t, comments.error, 'feed:errors.comments')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void comments.refetch()}>
              {t('states.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {comments.isSuccess && items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('comments.empty')}
        </Text>
      )}
      {items.map((comment) => (
        <Group key={comment.id} align="flex-start" wrap="nowrap" gap="xs">
          <Avatar src={comment.author.avatarUrl} size="sm" radius="xl" alt="">
            {comment.author.firstName.charAt(0)}
          </Avatar>
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <Anchor
                component={Link}
                to={`/app/profile/${encodeURIComponent(comment.author.username)}`}
                size="sm"
                fw={600}
              >
                {comment.author.firstName} {comment.author.lastName}
              </Anchor>
              <RelativeTime iso={comment.createdAt} />
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.text}
            </Text>
          </Stack>
          {comment.canDelete && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('comments.delete')}
              loading={remove.isPending && remove.variables === comment.id}
              onClick={() =>
                remove.mutate(comment.id, {
                  onError: (error) =>
                    notifications.show({ color: 'red', message: feedErrorMessage(t, error, 'feed:errors.delete') }),
                })
              }
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
          {!comment.canDelete && (
            <ReportMenu
              target={{ type: 'COMMENT', postId, commentId: comment.id }}
              label={t('comments.menu', { name: `${comment.author.firstName} ${comment.author.lastName}`.trim() })}
            />
          )}
        </Group>
      ))}
      {comments.hasNextPage && (
        <Button
          variant="subtle"
          size="compact-sm"
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t('comments.more')}
        </Button>
      )}
      <form onSubmit={submit}>
        <Stack gap={4}>
          <Textarea
            label={t('comments.label')}
            placeholder={t('comments.placeholder')}
            autosize
            minRows={1}
            maxRows={6}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={
              tooLong
                ? t('comments.tooLong', { max: SOCIAL_LIMITS.commentTextMax })
                : create.isError
                  ? feedErrorMessage(t, create.error, 'feed:errors.comment')
                  : undefined
            }
          />
          <Group justify="flex-end">
            <Button type="submit" size="compact-sm" disabled={!trimmed || tooLong} loading={create.isPending}>
              {t('comments.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
