import { Text } from '@mantine/core';

export interface THighlightSegment {
  text: string;
  match: boolean;
}

/** The server's segments as text, matched words in <mark>: no HTML from the server is ever injected. */
export function HighlightedText({ segments }: { segments: THighlightSegment[] }) {
  return (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="highlighted-text">
      {segments.map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </Text>
  );
}
