import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const HASHTAG = /#([\p{L}\p{N}_]+)/gu;

/** The feed filtered by a topic; `#` and case are dropped as the server stores topics. */
export function topicHref(tag: string): string {
  return `/app/feed?topic=${encodeURIComponent(tag.replace(/^#/, '').toLowerCase())}`;
}

/** Splits a post's text so each #hashtag becomes a link to the feed filtered by it. */
export function linkHashtags(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const index = match.index;
    if (index > last) parts.push(text.slice(last, index));
    parts.push(
      <Anchor key={`${index}-${match[0]}`} component={Link} to={topicHref(match[1] ?? '')}>
        {match[0]}
      </Anchor>,
    );
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function PostText({ text }: { text: string }) {
  if (!text) return null;
  return <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{linkHashtags(text)}</Text>;
}
