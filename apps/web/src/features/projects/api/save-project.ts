import type { TCreateProjectBody, TProject, TUpdateProjectBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROJECTS_QUERY_KEY } from './get-projects.ts';

export function createProject(body: TCreateProjectBody): Promise<TProject> {
  return apiRequest<TProject>('/projects', { method: 'POST', body, fallbackMessage: 'Failed to create' });
}

export function updateProject({ id, body }: { id: string; body: TUpdateProjectBody }): Promise<TProject> {
  return apiRequest<TProject>(`/projects/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to save',
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
