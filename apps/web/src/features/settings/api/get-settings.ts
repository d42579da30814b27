import type { TProfileSettings } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const SETTINGS_QUERY_KEY = ['profile-settings'] as const;

export function getSettings(): Promise<TProfileSettings> {
  return apiRequest<TProfileSettings>('/profiles/me/settings', { fallbackMessage: 'Failed to load the settings' });
}

export const settingsQueryOptions = () => queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
