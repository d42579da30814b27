import type { TReportBody } from '@bagdar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function reportPost({ postId, body }: { postId: string; body: TReportBody }): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>(`/posts/${encodeURIComponent(postId)}/report`, {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to report',
  });
}

export function useReportPost() {
  return useMutation({ mutationFn: reportPost });
}
