import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hashtagRanges, topicHref } from '../../../lib/topics.ts';

/** Splits a post's text so each #hashtag becomes a link to the feed filtered by it. */
export function linkHashtags(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const { start, end, tag } of hashtagRanges(text)) {
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <Anchor key={start} component={Link} to={topicHref(tag)}>
        {text.slice(start, end)}
      </Anchor>,
    );
    last = end;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function PostText({ text }: { text: string }) {
  if (!text) return null;
  return <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{linkHashtags(text)}</Text>;
}
