import type { TProjectCategory, TProjectPage, TProjectStatus, TProjectTab } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const PROJECTS_QUERY_KEY = ['projects'] as const;

export interface TProjectsFilter {
  tab?: TProjectTab;
  q?: string | undefined;
  category?: TProjectCategory | undefined;
  status?: TProjectStatus | undefined;
  /** A username: that user's projects (profile tab). */
  member?: string | undefined;
}

export function getProjects(filter: TProjectsFilter, cursor: string | null): Promise<TProjectPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  if (cursor) params.set('cursor', cursor);
  return apiRequest<TProjectPage>(`/projects?${params.toString()}`, { fallbackMessage: 'Failed to load' });
}

export const projectsQueryOptions = (filter: TProjectsFilter) =>
  infiniteQueryOptions({
    queryKey: [...PROJECTS_QUERY_KEY, 'list', filter],
    queryFn: ({ pageParam }) => getProjects(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useProjects(filter: TProjectsFilter) {
  return useInfiniteQuery(projectsQueryOptions(filter));
}
