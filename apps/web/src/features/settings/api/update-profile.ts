import type { TProfile, TProfileBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';
import { SETTINGS_QUERY_KEY } from './get-settings.ts';

export function updateProfile(body: TProfileBody): Promise<TProfile> {
  return apiRequest<TProfile>('/profiles/me', { method: 'PUT', body, fallbackMessage: 'Profile save failed' });
}

/** Saves the profile; the settings, the signed-in user (names, avatar) and profiles refetch. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        client.invalidateQueries({ queryKey: ['profile'] }),
      ]);
    },
  });
}
