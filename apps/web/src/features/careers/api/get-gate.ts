import type { TCareerGate } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const CAREERS_QUERY_KEY = ['careers'] as const;
export const GATE_QUERY_KEY = [...CAREERS_QUERY_KEY, 'gate'] as const;

export function getCareerGate(): Promise<TCareerGate> {
  return apiRequest<TCareerGate>('/careers/gate', { fallbackMessage: 'Failed to load the roadmaps' });
}

export const careerGateQueryOptions = () => queryOptions({ queryKey: GATE_QUERY_KEY, queryFn: getCareerGate });

/** Whether the personality analysis exists, and the plan per goal. */
export function useCareerGate() {
  return useQuery(careerGateQueryOptions());
}
