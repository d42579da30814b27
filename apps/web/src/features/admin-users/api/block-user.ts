import type { TAdminUserDetail } from '@bagdar/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useUserMutation } from './use-user-mutation.ts';

export function blockUser({ id, reason }: { id: string; reason: string }): Promise<TAdminUserDetail> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}/block`, { method: 'POST', body: { reason } });
}

export const useBlockUser = () => useUserMutation(blockUser);
