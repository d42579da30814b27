import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface TLikeState {
  liked: boolean;
  likeCount: number;
}

export function setLike({ postId, liked }: { postId: string; liked: boolean }): Promise<TLikeState> {
  return apiRequest<TLikeState>(`/posts/${encodeURIComponent(postId)}/like`, {
    method: liked ? 'POST' : 'DELETE',
    fallbackMessage: 'Failed to like',
  });
}

export function useSetLike() {
  return useMutation({ mutationFn: setLike });
}
