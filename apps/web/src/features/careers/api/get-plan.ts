import type { TPlanDetails } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAREERS_QUERY_KEY } from './get-gate.ts';
import { PLAN_POLL_MS } from './get-plans.ts';

export const planQueryKey = (id: string) => [...CAREERS_QUERY_KEY, 'plan', id] as const;

export function getPlan(id: string): Promise<TPlanDetails> {
  return apiRequest<TPlanDetails>(`/careers/plans/${encodeURIComponent(id)}`, {
    fallbackMessage: 'Failed to load the roadmap',
  });
}

/** The plan; asked again every PLAN_POLL_MS while the job builds it (the loading stages). */
export const planQueryOptions = (id: string) =>
  queryOptions({
    queryKey: planQueryKey(id),
    queryFn: () => getPlan(id),
    refetchInterval: (query) => {
      const job = query.state.data?.job;
      return job && !job.failed ? PLAN_POLL_MS : false;
    },
  });

export function usePlan(id: string) {
  return useQuery(planQueryOptions(id));
}
