import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROJECTS_QUERY_KEY } from './get-projects.ts';

export function deleteProject(id: string): Promise<{ ok: true }> {
  return apiRequest(`/projects/${encodeURIComponent(id)}`, { method: 'DELETE', fallbackMessage: 'Failed to delete' });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
