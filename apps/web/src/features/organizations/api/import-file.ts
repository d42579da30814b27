import type { TImportJob, TImportPreview, TImportResult, TImportRole } from '@bagdar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { getCurrentCodes } from './activation-codes.ts';
import { memberKeys } from './get-members.ts';
import { organizationKeys } from './get-organizations.ts';

/** What a commit answers: the result at once (201), or a background job to follow (202, large files). */
export type TCommitAnswer = TImportResult | TImportJob;
export const isImportJob = (answer: TCommitAnswer): answer is TImportJob => 'status' in answer;

export function previewImport(orgId: string, role: TImportRole, file: File): Promise<TImportPreview> {
  return apiUpload(`/admin/organizations/${orgId}/import/${role}/preview`, file, { fallbackMessage: 'Failed to load' });
}

export function commitImport(orgId: string, role: TImportRole, file: File): Promise<TCommitAnswer> {
  return apiUpload(`/admin/organizations/${orgId}/import/${role}/commit`, file, {
    fallbackMessage: 'Something went wrong',
  });
}

export function usePreviewImport(orgId: string, role: TImportRole) {
  return useMutation({ mutationFn: (file: File) => previewImport(orgId, role, file) });
}

export function useCommitImport(orgId: string, role: TImportRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => commitImport(orgId, role, file),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.all(orgId) });
      void queryClient.invalidateQueries({ queryKey: organizationKeys.detail(orgId) });
    },
  });
}

const jobPath = (orgId: string, jobId: string) =>
  `/admin/organizations/${encodeURIComponent(orgId)}/import/jobs/${encodeURIComponent(jobId)}`;

/** A background import, polled every second until it is DONE or FAILED. */
export function useImportJob(orgId: string, jobId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['organizations', orgId, 'import-job', jobId],
    enabled: jobId !== null,
    queryFn: async () => {
      const job = await apiRequest<TImportJob>(jobPath(orgId, jobId ?? ''), { fallbackMessage: 'Failed to load' });
      if (job.status === 'DONE') void queryClient.invalidateQueries({ queryKey: memberKeys.all(orgId) });
      return job;
    },
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'DONE' || status === 'FAILED' ? false : 1000;
    },
  });
}

/**
 * The activation codes of the members a finished background import created: the job sealed them as it
 * wrote them, so this reads them (GET) and changes nothing, however often it is asked.
 */
export function useImportJobCodes(orgId: string, jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['organizations', orgId, 'import-job', jobId, 'codes'],
    enabled,
    queryFn: () => getCurrentCodes({ kind: 'job', orgId, jobId }),
    staleTime: Infinity,
  });
}
