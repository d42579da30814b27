import type { TAdminUserDetail, TGlobalRole } from '@bagdar/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useUserMutation } from './use-user-mutation.ts';

export function changeRole({ id, role }: { id: string; role: TGlobalRole }): Promise<TAdminUserDetail> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}/role`, { method: 'PUT', body: { role } });
}

export const useChangeRole = () => useUserMutation(changeRole);
