import type { TAdminUserDetail } from '@bagdar/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useUserMutation } from './use-user-mutation.ts';

export function unblockUser(id: string): Promise<TAdminUserDetail> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}/unblock`, { method: 'POST' });
}

export const useUnblockUser = () => useUserMutation(unblockUser);
