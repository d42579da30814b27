import type { TMajor, TMajorBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminInstitutionKeys } from './get-admin-institutions.ts';

const base = (institutionId: string) => `/admin/institutions/${encodeURIComponent(institutionId)}/majors`;

/** Adds (no majorId) or saves a major of one institution. */
export function saveMajor({
  institutionId,
  majorId,
  body,
}: {
  institutionId: string;
  majorId?: string;
  body: TMajorBody;
}): Promise<TMajor> {
  return apiRequest(majorId ? `${base(institutionId)}/${encodeURIComponent(majorId)}` : base(institutionId), {
    method: majorId ? 'PUT' : 'POST',
    body,
    fallbackMessage: 'Failed to save the major',
  });
}

export function deleteMajor({ institutionId, majorId }: { institutionId: string; majorId: string }): Promise<void> {
  return apiRequest(`${base(institutionId)}/${encodeURIComponent(majorId)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete the major',
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return async (institutionId: string) => {
    await queryClient.invalidateQueries({ queryKey: adminInstitutionKeys.detail(institutionId) });
    await queryClient.invalidateQueries({ queryKey: [...adminInstitutionKeys.all, 'list'] });
  };
}

export function useSaveMajor() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveMajor, onSuccess: (_m, vars) => refresh(vars.institutionId) });
}

export function useDeleteMajor() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteMajor, onSuccess: (_r, vars) => refresh(vars.institutionId) });
}
