import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hashtagRanges, topicHref } from '../../../lib/topics.ts';

export interface THighlightSegment {
  text: string;
  match: boolean;
}

interface TPiece extends THighlightSegment {
  start: number;
}

/** The segments cut again wherever a hashtag starts or ends, each piece with its offset in the text. */
function cutAt(segments: THighlightSegment[], cuts: number[]): TPiece[] {
  const pieces: TPiece[] = [];
  let offset = 0;
  for (const segment of segments) {
    const end = offset + segment.text.length;
    const inside = cuts.filter((c) => c > offset && c < end);
    let from = offset;
    for (const cut of [...inside, end]) {
      pieces.push({ text: segment.text.slice(from - offset, cut - offset), match: segment.match, start: from });
      from = cut;
    }
    offset = end;
  }
  return pieces.filter((p) => p.text.length > 0);
}

const render = (piece: TPiece) =>
  piece.match ? <mark key={piece.start}>{piece.text}</mark> : <span key={piece.start}>{piece.text}</span>;

/**
 * The server's segments as text, matched words in <mark>, hashtags as links to their topic (as in
 * the feed), a mark inside a link where a matched word is a hashtag: no HTML from the server is
 * ever injected.
 */
export function HighlightedText({ segments }: { segments: THighlightSegment[] }) {
  const tags = hashtagRanges(segments.map((s) => s.text).join(''));
  const pieces = cutAt(
    segments,
    tags.flatMap((t) => [t.start, t.end]),
  );
  const nodes: ReactNode[] = [];
  let i = 0;
  while (i < pieces.length) {
    const piece = pieces[i]!;
    const tag = tags.find((t) => piece.start >= t.start && piece.start < t.end);
    if (!tag) {
      nodes.push(render(piece));
      i += 1;
      continue;
    }
    const inTag: TPiece[] = [];
    while (i < pieces.length && pieces[i]!.start < tag.end) inTag.push(pieces[i++]!);
    nodes.push(
      <Anchor key={`tag-${tag.start}`} component={Link} to={topicHref(tag.tag)}>
        {inTag.map(render)}
      </Anchor>,
    );
  }
  return (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="highlighted-text">
      {nodes}
    </Text>
  );
}
