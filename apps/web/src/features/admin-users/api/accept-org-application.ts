import type { TOrgApplicationAccepted } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ORG_APPLICATIONS_KEY } from './get-org-applications.ts';

/** Answers the new organisation's first administrator with the activation code, shown once. */
export function acceptOrgApplication(id: string): Promise<TOrgApplicationAccepted> {
  return apiRequest(`/admin/organization-applications/${encodeURIComponent(id)}/accept`, { method: 'POST' });
}

export function useAcceptOrgApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOrgApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORG_APPLICATIONS_KEY }),
  });
}
