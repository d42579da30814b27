import type {
  TAdmissionScores,
  TEnrollmentAnalysis,
  TEnrollmentAnalysisBody,
  TEnrollmentAnalysisSummary,
  TEnrollmentResult,
} from '@bagdar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const analysisKeys = {
  all: ['enrollment-analyses'] as const,
  list: () => [...analysisKeys.all, 'list'] as const,
  detail: (id: string) => [...analysisKeys.all, 'detail', id] as const,
};

/** The user's saved analyses, newest first (the first page is enough to reopen the last one). */
export function useEnrollmentAnalyses() {
  return useQuery({
    queryKey: analysisKeys.list(),
    queryFn: (): Promise<{ items: TEnrollmentAnalysisSummary[]; nextCursor: string | null }> =>
      apiRequest('/enrollment-analyses?limit=10', { fallbackMessage: 'Failed to load analyses' }),
  });
}

export function useEnrollmentAnalysis(id: string | null) {
  return useQuery({
    queryKey: analysisKeys.detail(id ?? ''),
    queryFn: (): Promise<TEnrollmentAnalysis> =>
      apiRequest(`/enrollment-analyses/${encodeURIComponent(id ?? '')}`, {
        fallbackMessage: 'Failed to load the analysis',
      }),
    enabled: id !== null,
  });
}

export function useCreateEnrollmentAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEnrollmentAnalysisBody): Promise<TEnrollmentAnalysis> =>
      apiRequest('/enrollment-analyses', { method: 'POST', body, fallbackMessage: 'Failed to analyse' }),
    onSuccess: async (analysis) => {
      queryClient.setQueryData(analysisKeys.detail(analysis.id), analysis);
      await queryClient.invalidateQueries({ queryKey: analysisKeys.list() });
    },
  });
}

/** Recomputes a saved analysis with other scores; nothing is saved. */
export function whatIf(id: string, scores: TAdmissionScores): Promise<TEnrollmentResult> {
  return apiRequest(`/enrollment-analyses/${encodeURIComponent(id)}/what-if`, {
    method: 'POST',
    body: { scores },
    fallbackMessage: 'Failed to recompute',
  });
}

export function useWhatIf(id: string, scores: TAdmissionScores | null) {
  return useQuery({
    queryKey: [...analysisKeys.detail(id), 'what-if', scores],
    queryFn: () => whatIf(id, scores as TAdmissionScores),
    enabled: scores !== null,
    placeholderData: (previous) => previous,
  });
}
