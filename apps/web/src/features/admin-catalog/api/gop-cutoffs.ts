import type { TCutoffImportResult, TGopCutoff, TGopCutoffBody, TImportPreview } from '@bagdar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { ADMISSION_PATH, admissionKeys } from './admission-rules.ts';

export function getGopCutoffs(year: number | null) {
  const params = new URLSearchParams({ limit: '500' });
  if (year !== null) params.set('year', String(year));
  return apiRequest<{ items: TGopCutoff[]; nextCursor: string | null }>(
    `${ADMISSION_PATH}/cutoffs?${params.toString()}`,
    { fallbackMessage: 'Failed to load the cut-offs' },
  );
}

/** The grant cut-offs of one admission year, per GOP and competition. */
export function useGopCutoffs(year: number | null) {
  return useQuery(queryOptions({ queryKey: admissionKeys.cutoffs(year), queryFn: () => getGopCutoffs(year) }));
}

/** Changes one cut-off (its score and source); the API audits the change. */
export function useUpdateGopCutoff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TGopCutoffBody }) =>
      apiRequest<TGopCutoff>(`${ADMISSION_PATH}/cutoffs/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
        fallbackMessage: 'Failed to save the cut-off',
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: admissionKeys.all }),
  });
}

/** Checks an uploaded sheet of cut-offs row by row; nothing is written. */
export function usePreviewCutoffImport() {
  return useMutation({
    mutationFn: (file: File) =>
      apiUpload<TImportPreview>(`${ADMISSION_PATH}/cutoffs/import/preview`, file, {
        fallbackMessage: 'The file was refused',
      }),
  });
}

/** Writes every row of the sheet, or none when any row is wrong. */
export function useCommitCutoffImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiUpload<TCutoffImportResult>(`${ADMISSION_PATH}/cutoffs/import/commit`, file, {
        fallbackMessage: 'The import failed',
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: admissionKeys.all }),
  });
}

export const cutoffTemplatePath = (lang: string) => `${ADMISSION_PATH}/cutoffs/template?lang=${lang}`;

export const cutoffExportPath = (year: number | null, lang: string) =>
  `${ADMISSION_PATH}/cutoffs/export?lang=${lang}${year === null ? '' : `&year=${year}`}`;
