import type { TDataExport, TDataExportState } from '@bagdar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const DATA_EXPORT_QUERY_KEY = ['privacy', 'data-export'] as const;

export function getDataExport(): Promise<TDataExportState> {
  return apiRequest<TDataExportState>('/privacy/data-export', { fallbackMessage: 'Failed to load' });
}

const running = (state: TDataExportState | undefined) =>
  state?.export?.status === 'QUEUED' || state?.export?.status === 'RUNNING';

/** The latest export; asked again every few seconds while the job runs, so the link appears when it is ready. */
export function useDataExport() {
  return useQuery({
    queryKey: DATA_EXPORT_QUERY_KEY,
    queryFn: getDataExport,
    refetchInterval: (query) => (running(query.state.data) ? 3000 : false),
  });
}

export function requestDataExport(): Promise<TDataExport> {
  return apiRequest<TDataExport>('/privacy/data-export', {
    method: 'POST',
    fallbackMessage: 'Could not ask for a copy of the data',
  });
}

export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (created) => client.setQueryData<TDataExportState>(DATA_EXPORT_QUERY_KEY, { export: created }),
  });
}
