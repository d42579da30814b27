import type { TPlanListFilter, TPlanPage } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAREERS_QUERY_KEY } from './get-gate.ts';

export const PLANS_QUERY_KEY = [...CAREERS_QUERY_KEY, 'plans'] as const;
/** How often the list asks again while a plan is being built. */
export const PLAN_POLL_MS = 1500;

export function getPlans(status: TPlanListFilter, cursor: string | null): Promise<TPlanPage> {
  const params = new URLSearchParams({ status });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<TPlanPage>(`/careers/plans?${params.toString()}`, {
    fallbackMessage: 'Failed to load the roadmaps',
  });
}

export const plansQueryOptions = (status: TPlanListFilter) =>
  infiniteQueryOptions({
    queryKey: [...PLANS_QUERY_KEY, status],
    queryFn: ({ pageParam }) => getPlans(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((plan) => plan.job && !plan.job.failed))
        ? PLAN_POLL_MS
        : false,
  });

export function usePlans(status: TPlanListFilter) {
  return useInfiniteQuery(plansQueryOptions(status));
}
