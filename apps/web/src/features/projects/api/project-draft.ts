import type { TProjectDraft, TSaveDraftBody } from '@bagdar/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROJECTS_QUERY_KEY } from './get-projects.ts';

/** The wizard's server-side draft: read once on opening, written as the user types. */
export function getDraft(): Promise<{ draft: TProjectDraft | null }> {
  return apiRequest('/projects/draft', { fallbackMessage: 'Failed to load' });
}

export function saveDraft(body: TSaveDraftBody): Promise<{ draft: TProjectDraft | null }> {
  return apiRequest('/projects/draft', { method: 'PUT', body, fallbackMessage: 'Failed to save the draft' });
}

export function deleteDraft(): Promise<{ ok: true }> {
  return apiRequest('/projects/draft', { method: 'DELETE', fallbackMessage: 'Failed to delete the draft' });
}

export function useDraft() {
  return useQuery({ queryKey: [...PROJECTS_QUERY_KEY, 'draft'], queryFn: getDraft, staleTime: Infinity });
}

export function useSaveDraft() {
  return useMutation({ mutationFn: saveDraft });
}

export function useDeleteDraft() {
  return useMutation({ mutationFn: deleteDraft });
}
