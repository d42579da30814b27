import type { TAdminUserDetail } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserKeys } from './get-users.ts';

/** A change on the user page: the answer is the fresh detail; lists are refetched. */
export function useUserMutation<V>(mutationFn: (variables: V) => Promise<TAdminUserDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminUserKeys.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: [...adminUserKeys.all, 'list'] });
    },
  });
}
