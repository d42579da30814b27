import type { TOrgApplication } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ORG_APPLICATIONS_KEY } from './get-org-applications.ts';

export function acceptOrgApplication(id: string): Promise<TOrgApplication> {
  return apiRequest(`/admin/organization-applications/${encodeURIComponent(id)}/accept`, { method: 'POST' });
}

export function useAcceptOrgApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOrgApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORG_APPLICATIONS_KEY }),
  });
}
