import type { TStoryFeed } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const STORIES_QUERY_KEY = ['stories'] as const;

export function getStories(): Promise<TStoryFeed> {
  return apiRequest<TStoryFeed>('/stories', { fallbackMessage: 'Failed to load stories' });
}

export const storiesQueryOptions = () => queryOptions({ queryKey: STORIES_QUERY_KEY, queryFn: getStories });

export function useStories() {
  return useQuery(storiesQueryOptions());
}
