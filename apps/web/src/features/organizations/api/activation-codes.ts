import type { TCurrentCodes, TIssueCodesBody, TIssuedCodes, TUiLanguage } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { memberKeys, type TMemberListFilters } from './get-members.ts';

/**
 * Activation codes: GET answers the current (valid, unused) codes and changes nothing, so it may be
 * asked again and again; POST issues new codes, and the codes printed before stop working.
 */

/** Whose codes: the pending members of a list (its role, search and group), or of a finished import. */
export type TCodesSource =
  | { kind: 'list'; orgId: string; filters: Pick<TMemberListFilters, 'role' | 'q' | 'groupId'> }
  | { kind: 'job'; orgId: string; jobId: string };

function sourcePath(source: TCodesSource): string {
  const org = `/admin/organizations/${encodeURIComponent(source.orgId)}`;
  return source.kind === 'job'
    ? `${org}/import/jobs/${encodeURIComponent(source.jobId)}/codes`
    : `${org}/activation-codes`;
}

function sourceParams(source: TCodesSource, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (source.kind === 'list') {
    params.set('role', source.filters.role);
    if (source.filters.q) params.set('q', source.filters.q);
    if (source.filters.groupId) params.set('groupId', source.filters.groupId);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function getCurrentCodes(source: TCodesSource): Promise<TCurrentCodes> {
  return apiRequest<TCurrentCodes>(`${sourcePath(source)}${sourceParams(source)}`, {
    fallbackMessage: 'Failed to load',
  });
}

/** The current codes as an xlsx download (nothing changes on the server). */
export function downloadCurrentCodes(source: TCodesSource, lang: TUiLanguage, filename: string): Promise<void> {
  return downloadFile(`${sourcePath(source)}${sourceParams(source, { format: 'xlsx', lang })}`, filename);
}

/** Issues new codes (all the source's pending members, or with onlyMissing those without a code to show). */
export function useIssueCodes(source: TCodesSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { onlyMissing?: boolean } = {}) => {
      const body: TIssueCodesBody | undefined =
        source.kind === 'list'
          ? {
              role: source.filters.role,
              ...(source.filters.q ? { q: source.filters.q } : {}),
              ...(source.filters.groupId ? { groupId: source.filters.groupId } : {}),
              ...(options.onlyMissing ? { onlyMissing: true } : {}),
            }
          : undefined;
      return apiRequest<TIssuedCodes>(sourcePath(source), {
        method: 'POST',
        ...(body ? { body } : {}),
        fallbackMessage: 'Something went wrong',
      });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberKeys.all(source.orgId) }),
  });
}
