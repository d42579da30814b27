import type { TPlatformAnalytics } from '@bagdar/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { PlatformAnalytics } from './analytics-platform.tsx';

const data: TPlatformAnalytics = {
  totals: { users: 10, organizations: 2, activeOrganizations: 1, testsTaken: 5, analyses: 3 },
  months: [{ month: '2026-11', users: 10, activeOrganizations: 1, testsTaken: 5, analyses: 3 }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PlatformAnalytics', () => {
  it('exports the figures as a workbook named in the interface language', async () => {
    const fetchMock = mockApi({
      'GET /admin/analytics': { status: 200, body: data },
      'GET /admin/analytics/export': { status: 200, body: {} },
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithProviders(<PlatformAnalytics />);
    await userEvent.click(await screen.findByTestId('analytics-export'));
    await vi.waitFor(() => expect(names).toHaveLength(1));
    expect(fetchMock.mock.calls.at(-1)?.[0] as string).toContain('/admin/analytics/export?lang=ru');
    expect(names[0]).toBe('Аналитика — Аналитика платформы.xlsx');
  });
});
