import { resolveNavigation, type TMe, type TRouteFlags } from '@bagdar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { meQueryOptions } from '../features/auth/api/get-me.ts';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';

export const ACCESS_CHECK_FAILED = '/errors/500?reason=access_check_failed';

export interface TGuardData {
  me: TMe | null;
}

/**
 * The navigation guard of spec §4 as a route loader: it loads the current user afresh on every
 * navigation and redirects wherever the contracts' `resolveNavigation` says.
 */
export function createGuardLoader(flags: TRouteFlags, client: QueryClient = defaultQueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<TGuardData | Response> => {
    let me: TMe | null;
    try {
      me = await client.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    } catch (error) {
      console.warn('Failed to verify access', error);
      return redirect(ACCESS_CHECK_FAILED);
    }
    const url = new URL(request.url);
    const decision = resolveNavigation(flags, me, { pathname: url.pathname, search: url.search });
    if (decision.type === 'redirect') return redirect(decision.to);
    return { me };
  };
}
