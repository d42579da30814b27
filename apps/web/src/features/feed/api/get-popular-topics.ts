import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface TPopularTopics {
  items: { tag: string; postCount: number }[];
}

export const POPULAR_TOPICS_QUERY_KEY = ['topics', 'popular'] as const;

export function getPopularTopics(): Promise<TPopularTopics> {
  return apiRequest<TPopularTopics>('/topics/popular', { fallbackMessage: 'Failed to load' });
}

export const popularTopicsQueryOptions = () =>
  queryOptions({ queryKey: POPULAR_TOPICS_QUERY_KEY, queryFn: getPopularTopics });

export function usePopularTopics() {
  return useQuery(popularTopicsQueryOptions());
}
