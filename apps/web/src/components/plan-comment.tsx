import type { TPlanComment, TPlanReviewPerson } from '@bagdar/contracts';
import { Group, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { formatLongDateTime } from '../lib/long-date.ts';
import { useUiLanguage } from '../lib/use-localized.ts';

/** A reviewer's or comment author's name as the plan pages show it: first and last name, else the username. */
export const reviewerName = (p: TPlanReviewPerson): string => `${p.firstName} ${p.lastName}`.trim() || p.username;

/** One mentor's comment on a plan phase, as a list item: the text, then who wrote it and when. */
export function PlanCommentItem({ comment, testId }: { comment: TPlanComment; testId?: string }) {
  const lng = useUiLanguage();
  return (
    <Group component="li" gap={6} wrap="nowrap" align="flex-start" data-testid={testId}>
      <IconMessageCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <div>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.body}
        </Text>
        <Text size="xs" c="dimmed">
          {reviewerName(comment.author)} · {formatLongDateTime(comment.createdAt, lng)}
        </Text>
      </div>
    </Group>
  );
}
