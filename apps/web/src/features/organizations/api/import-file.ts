import type { TImportPreview, TImportResult, TImportRole } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-upload.ts';
import { memberKeys } from './get-members.ts';

export function previewImport(orgId: string, role: TImportRole, file: File): Promise<TImportPreview> {
  return apiUpload(`/admin/organizations/${orgId}/import/${role}/preview`, file, { fallbackMessage: 'Failed to load' });
}

export function commitImport(orgId: string, role: TImportRole, file: File): Promise<TImportResult> {
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
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberKeys.all(orgId) }),
  });
}
