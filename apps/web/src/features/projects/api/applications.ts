import type { TProjectApplication, TProjectRole } from '@bagdar/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROJECTS_QUERY_KEY } from './get-projects.ts';

type TPage = { items: TProjectApplication[]; nextCursor: string | null };

export function getApplications(id: string, cursor: string | null): Promise<TPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<TPage>(`/projects/${encodeURIComponent(id)}/applications${query}`, {
    fallbackMessage: 'Failed to load',
  });
}

export function useApplications(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...PROJECTS_QUERY_KEY, 'applications', id],
    queryFn: ({ pageParam }) => getApplications(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export function decideApplication(args: { id: string; applicationId: string; role: TProjectRole | null }) {
  const base = `/projects/${encodeURIComponent(args.id)}/applications/${encodeURIComponent(args.applicationId)}`;
  return args.role
    ? apiRequest(`${base}/accept`, { method: 'POST', body: { role: args.role }, fallbackMessage: 'Failed to accept' })
    : apiRequest(`${base}/reject`, { method: 'POST', fallbackMessage: 'Failed to reject' });
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
