import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PERSONALITY_QUERY_KEY } from './get-personality.ts';

export function startAnalysis(): Promise<{ jobId: string }> {
  return apiRequest<{ jobId: string }>('/personality/analyses', {
    method: 'POST',
    fallbackMessage: 'Failed to start the analysis',
  });
}

/** Starts an analysis; the status query then shows LOADING and follows the job. */
export function useStartAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAnalysis,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERSONALITY_QUERY_KEY }),
  });
}

/** The PDF report in the given language (a plain link: the browser downloads it with the session cookie). */
export function reportUrl(locale: 'ru' | 'kk' | 'en'): string {
  return `/api/v1/personality/report.pdf?locale=${locale}`;
}
