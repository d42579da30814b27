import type { TOrganization, TOrganizationBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { organizationKeys } from './get-organizations.ts';

/** Creates (no id) or updates an organisation. */
export function saveOrganization(id: string | null, body: TOrganizationBody): Promise<TOrganization> {
  return apiRequest(id ? `/admin/organizations/${id}` : '/admin/organizations', {
    method: id ? 'PUT' : 'POST',
    body,
    fallbackMessage: 'Something went wrong',
  });
}

export function useSaveOrganization(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrganizationBody) => saveOrganization(id, body),
    onSuccess: (org) => {
      queryClient.setQueryData(organizationKeys.detail(org.id), org);
      void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    },
  });
}
