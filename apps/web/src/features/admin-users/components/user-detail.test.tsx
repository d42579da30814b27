import type { TAdminUserDetail } from '@bagdar/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makeMe, mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { UserDetail } from './user-detail.tsx';

const user: TAdminUserDetail = {
  id: 'u1',
  username: 'aruzhan',
  email: 'a@example.kz',
  firstName: 'Аружан',
  lastName: 'Серикова',
  role: 'USER',
  tier: 'FREE',
  subscriptionStatus: null,
  organization: { id: 'o1', name: 'Школа №1' },
  verified: true,
  blocked: false,
  createdAt: '2026-09-01T08:00:00.000Z',
  dateOfBirth: null,
  city: null,
  subscription: null,
  history: [],
  membership: {
    organizationId: 'o1',
    organizationName: 'Школа №1',
    role: 'ORG_STUDENT',
    status: 'PENDING_CONFIRMATION',
  },
  blockedAt: null,
  blockReason: null,
  upgradeRequests: [],
  testsCompleted: 0,
  analyses: 0,
  audit: [
    { id: 'a1', actor: 'admin', action: 'BLOCK', detail: { reason: 'спам' }, createdAt: '2026-10-01T08:00:00.000Z' },
    {
      id: 'a2',
      actor: 'admin',
      action: 'ROLE_CHANGE',
      detail: { from: 'USER', to: 'MINISTRY' },
      createdAt: '2026-10-02T08:00:00.000Z',
    },
  ],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ru');
});

describe('admin user detail', () => {
  it('names the organisation role, membership status, tier and audit details in words, in every language', async () => {
    const expected = {
      ru: ['(ученик, Ожидает подтверждения)', '(причина: спам)', '(Пользователь → Министерство)', 'Free'],
      kk: ['(оқушы, Растауды күтуде)', '(себебі: спам)', '(Пайдаланушы → Министрлік)', 'Free'],
      en: ['(student, Pending confirmation)', '(reason: спам)', 'Free'],
    } as const;
    for (const lng of ['ru', 'kk', 'en'] as const) {
      await i18n.changeLanguage(lng);
      mockApi({ 'GET /admin/users/u1': { status: 200, body: user } });
      const view = renderWithProviders(<UserDetail id="u1" me={makeMe({ role: 'SUPER_ADMIN' })} />);
      for (const text of expected[lng]) expect(await screen.findAllByText(text, { exact: false })).not.toHaveLength(0);
      expect(document.body.textContent).not.toMatch(/ORG_STUDENT|PENDING_CONFIRMATION|MINISTRY|FREE/);
      view.unmount();
    }
  });
});
