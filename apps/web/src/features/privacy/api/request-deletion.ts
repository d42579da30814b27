import type { TAccountDeletion } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

export function requestDeletion(password: string): Promise<TAccountDeletion> {
  return apiRequest<TAccountDeletion>('/privacy/account/deletion', {
    method: 'POST',
    body: { password },
    fallbackMessage: 'Could not delete the account',
  });
}

/** The server ends every session of the account, so the client forgets the user as a sign-out does. */
export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDeletion,
    onSuccess: () => {
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    },
  });
}
