import type { TUserRelationKind } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Blocks or mutes a person (PUT replaces a mute with a block and the reverse). */
export function setRelation(userId: string, kind: TUserRelationKind): Promise<void> {
  return apiRequest<void>(`/privacy/relations/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { kind },
    fallbackMessage: 'Could not save',
  });
}

/** Every list may change after a block or a mute (feed, stories, the profile), so all queries are read again. */
export function useSetRelation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, kind }: { userId: string; kind: TUserRelationKind }) => setRelation(userId, kind),
    onSuccess: () => client.invalidateQueries(),
  });
}
