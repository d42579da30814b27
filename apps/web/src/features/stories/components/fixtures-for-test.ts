import type { TStory } from '@bagdar/contracts';
import type { TStoryGroup } from './story-viewer.tsx';

/** Test-only stories shaped like `GET /stories`. */
const person = (id: string, firstName: string) => ({ id, username: id, firstName, lastName: 'Test', avatarUrl: null });

export function makeStory(id: string, authorId: string, firstName: string, seen = false): TStory {
  return {
    id,
    author: person(authorId, firstName),
    media: {
      id: `m-${id}`,
      kind: 'IMAGE',
      purpose: 'story',
      url: `/media/${id}.webp`,
      contentType: 'image/webp',
      bytes: 10,
      width: 10,
      height: 10,
      durationSeconds: null,
      createdAt: new Date().toISOString(),
    },
    seen,
    hiddenReason: null,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  };
}

export const twoGroups: TStoryGroup[] = [
  {
    author: person('a1', 'Алия'),
    stories: [makeStory('s1', 'a1', 'Алия'), makeStory('s2', 'a1', 'Алия')],
    allSeen: false,
  },
  { author: person('a2', 'Ерлан'), stories: [makeStory('s3', 'a2', 'Ерлан', true)], allSeen: true },
];
