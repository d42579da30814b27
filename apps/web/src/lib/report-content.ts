import type { TModerationContentType, TReportBody } from '@bagdar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** What a report is about: the three kinds the API takes reports of, each with the ids its address needs. */
export type TReportTarget =
  | { type: Extract<TModerationContentType, 'POST'>; postId: string }
  | { type: Extract<TModerationContentType, 'COMMENT'>; postId: string; commentId: string }
  | { type: Extract<TModerationContentType, 'STORY'>; storyId: string };

/** The report's address: a comment's sits under its post's, as the API routes it. */
export function reportPath(target: TReportTarget): string {
  switch (target.type) {
    case 'POST':
      return `/posts/${encodeURIComponent(target.postId)}/report`;
    case 'COMMENT':
      return `/posts/${encodeURIComponent(target.postId)}/comments/${encodeURIComponent(target.commentId)}/report`;
    case 'STORY':
      return `/stories/${encodeURIComponent(target.storyId)}/report`;
  }
}

export function reportContent({
  target,
  body,
}: {
  target: TReportTarget;
  body: TReportBody;
}): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>(reportPath(target), { method: 'POST', body, fallbackMessage: 'Failed to report' });
}

/** Reports a post, comment or story. Nothing to refresh: the reporter's own view of the content does not change. */
export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
