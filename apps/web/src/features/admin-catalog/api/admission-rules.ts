import type { TAdmissionRule, TAdmissionRuleBody } from '@bagdar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const admissionKeys = {
  all: ['admin-admission'] as const,
  rules: (year: number | null) => [...admissionKeys.all, 'rules', year] as const,
  cutoffs: (year: number | null) => [...admissionKeys.all, 'cutoffs', year] as const,
  audit: () => [...admissionKeys.all, 'audit'] as const,
};

export const ADMISSION_PATH = '/admin/admission';

export function getAdmissionRules(year: number | null) {
  const query = year === null ? '' : `?year=${year}`;
  return apiRequest<TAdmissionRule[]>(`${ADMISSION_PATH}/rules${query}`, {
    fallbackMessage: 'Failed to load the admission rules',
  });
}

/** The rules of one admission year (every year when null): thresholds, subject minimums, the UNT's maximum. */
export function useAdmissionRules(year: number | null) {
  return useQuery(queryOptions({ queryKey: admissionKeys.rules(year), queryFn: () => getAdmissionRules(year) }));
}

/** Changes one rule's score and source; the API audits who changed what. */
export function useUpdateAdmissionRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TAdmissionRuleBody }) =>
      apiRequest<TAdmissionRule>(`${ADMISSION_PATH}/rules/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
        fallbackMessage: 'Failed to save the rule',
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: admissionKeys.all }),
  });
}
