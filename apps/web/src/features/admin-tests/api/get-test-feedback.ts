import type { TFeedbackSummary } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTestKeys } from './get-admin-tests.ts';

export function getTestFeedback(id: string): Promise<TFeedbackSummary> {
  return apiRequest(`/admin/tests/${encodeURIComponent(id)}/feedback`, {
    fallbackMessage: 'Failed to load the feedback',
  });
}

export const testFeedbackQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminTestKeys.feedback(id), queryFn: () => getTestFeedback(id) });

export function useTestFeedback(id: string, enabled = true) {
  return useQuery({ ...testFeedbackQueryOptions(id), enabled });
}
