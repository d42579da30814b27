import type { TAdminUserDetail, TSubscriptionActionBody } from '@bagdar/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useUserMutation } from './use-user-mutation.ts';

export function changeSubscription({
  id,
  body,
}: {
  id: string;
  body: TSubscriptionActionBody;
}): Promise<TAdminUserDetail> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}/subscription`, { method: 'POST', body });
}

export const useChangeSubscription = () => useUserMutation(changeSubscription);
