import type { TProject } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROJECTS_QUERY_KEY } from './get-projects.ts';

export const projectQueryKey = (id: string) => [...PROJECTS_QUERY_KEY, 'one', id] as const;

export function getProject(id: string): Promise<TProject> {
  return apiRequest<TProject>(`/projects/${encodeURIComponent(id)}`, { fallbackMessage: 'Failed to load' });
}

export const projectQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectQueryKey(id), queryFn: () => getProject(id) });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
