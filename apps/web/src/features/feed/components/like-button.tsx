import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetLike, type TLikeState } from '../api/toggle-like.ts';
import { feedErrorMessage } from './feed-error.ts';

/** Like/unlike with the count changed at once; the server's answer replaces it, an error rolls it back. */
export function LikeButton({ postId, liked, likeCount }: { postId: string } & TLikeState) {
  const { t } = useTranslation('feed');
  const [state, setState] = useState<TLikeState>({ liked, likeCount });
  // A refetched post brings the server's numbers: adopt them (React's "adjust state on prop change").
  const [fromProps, setFromProps] = useState<TLikeState>({ liked, likeCount });
  if (fromProps.liked !== liked || fromProps.likeCount !== likeCount) {
    setFromProps({ liked, likeCount });
    setState({ liked, likeCount });
  }
  const mutation = useSetLike();

  const toggle = () => {
    const before = state;
    const next = { liked: !before.liked, likeCount: Math.max(0, before.likeCount + (before.liked ? -1 : 1)) };
    setState(next);
    mutation.mutate(
      { postId, liked: next.liked },
      {
        onSuccess: (server) => setState(server),
        onError: (error) => {
          setState(before);
          notifications.show({ color: 'red', message: feedErrorMessage(t, error, 'feed:errors.like') });
        },
      },
    );
  };

  return (
    <Button
      variant="subtle"
      color={state.liked ? 'red' : 'gray'}
      size="compact-sm"
      leftSection={state.liked ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
      aria-pressed={state.liked}
      aria-label={t('post.likeLabel', { count: state.likeCount })}
      onClick={toggle}
      data-testid="like-button"
    >
      {state.likeCount}
    </Button>
  );
}
