import type { TOrganizationAnalytics, TPlatformAnalytics, TStudentAnalytics, TUiLanguage } from '@bagdar/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

/** Organisation, student and platform analytics. */

export const analyticsKeys = {
  organization: (orgId: string, groupId: string | null) => ['org-analytics', orgId, groupId ?? 'all'] as const,
  student: (orgId: string, studentId: string) => ['org-analytics', orgId, 'student', studentId] as const,
  platform: ['platform-analytics'] as const,
};

const groupQuery = (groupId: string | null) => (groupId ? `?groupId=${encodeURIComponent(groupId)}` : '');

export function useOrganizationAnalytics(orgId: string, groupId: string | null) {
  return useQuery({
    queryKey: analyticsKeys.organization(orgId, groupId),
    queryFn: () =>
      apiRequest<TOrganizationAnalytics>(
        `/admin/organizations/${encodeURIComponent(orgId)}/analytics${groupQuery(groupId)}`,
        {
          fallbackMessage: 'Failed to load',
        },
      ),
  });
}

export function useStudentAnalytics(orgId: string, studentId: string) {
  return useQuery({
    queryKey: analyticsKeys.student(orgId, studentId),
    queryFn: () =>
      apiRequest<TStudentAnalytics>(
        `/admin/organizations/${encodeURIComponent(orgId)}/analytics/students/${encodeURIComponent(studentId)}`,
        { fallbackMessage: 'Failed to load' },
      ),
  });
}

export function usePlatformAnalytics() {
  return useQuery({
    queryKey: analyticsKeys.platform,
    queryFn: () => apiRequest<TPlatformAnalytics>('/admin/analytics', { fallbackMessage: 'Failed to load' }),
  });
}

/** The organisation's analytics workbook in `lang`, saved as `filename` (named in the interface language). */
export function downloadAnalytics(
  orgId: string,
  groupId: string | null,
  lang: TUiLanguage,
  filename: string,
): Promise<void> {
  const query = new URLSearchParams({ lang });
  if (groupId) query.set('groupId', groupId);
  return downloadFile(
    `/admin/organizations/${encodeURIComponent(orgId)}/analytics/export?${query.toString()}`,
    filename,
  );
}

/** One student's analytics workbook in `lang` (studentId is the membership id). */
export function downloadStudentAnalytics(orgId: string, studentId: string, lang: TUiLanguage, filename: string) {
  return downloadFile(
    `/admin/organizations/${encodeURIComponent(orgId)}/analytics/students/${encodeURIComponent(studentId)}/export?lang=${lang}`,
    filename,
  );
}

/** The platform analytics workbook in `lang`. */
export function downloadPlatformAnalytics(lang: TUiLanguage, filename: string) {
  return downloadFile(`/admin/analytics/export?lang=${lang}`, filename);
}

/** A file name from the interface-language words: characters file systems refuse become "_". */
export function analyticsFileName(...parts: (string | null | undefined)[]): string {
  const name = parts
    .filter((part): part is string => !!part)
    .join(' — ')
    .replace(/[\\/:*?"<>|]+/g, '_')
    .trim();
  return `${name}.xlsx`;
}
