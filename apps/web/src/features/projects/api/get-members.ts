import type { TProjectMember } from '@bagdar/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROJECTS_QUERY_KEY } from './get-projects.ts';

type TPage = { items: TProjectMember[]; nextCursor: string | null };

export function getMembers(id: string, cursor: string | null): Promise<TPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<TPage>(`/projects/${encodeURIComponent(id)}/members${query}`, {
    fallbackMessage: 'Failed to load',
  });
}

export function useMembers(id: string) {
  return useInfiniteQuery({
    queryKey: [...PROJECTS_QUERY_KEY, 'members', id],
    queryFn: ({ pageParam }) => getMembers(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
