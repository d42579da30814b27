import { QueryClient } from '@tanstack/react-query';
import { setAfterLanguageChange, setSignedInCheck } from './locale.ts';

/** Queries refetch on focus, mount and reconnect; nothing is retried (spec §7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: true, refetchOnMount: true, refetchOnReconnect: true, retry: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** The cache key of the signed-in user (`GET /auth/me`), shared by the guard, the auth feature and the language switch. */
export const ME_QUERY_KEY = ['auth', 'me'] as const;

// A change of language is saved on the server when someone is signed in (lib/locale.ts).
setSignedInCheck(() => Boolean(queryClient.getQueryData(ME_QUERY_KEY)));
// Lists the server sorts in the reader's language are fetched again in the new one.
setAfterLanguageChange(() => void queryClient.invalidateQueries());
