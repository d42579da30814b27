import type { TOrganizationAnalytics } from '@bagdar/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { OrganizationAnalytics } from './analytics-organization.tsx';

const L = (en: string) => ({ ru: en, kk: en, en });
const empty: TOrganizationAnalytics = {
  students: 3,
  tested: 0,
  analysed: 0,
  byStatus: [{ status: 'ACTIVE', count: 3 }],
  completionByGroup: [{ groupId: 'g1', code: '10A', students: 3, tested: 0, analysed: 0 }],
  personalityTypes: [],
  riasec: [],
  riasecRespondents: 0,
  topProfessions: [],
  topInterests: [],
  education: { students: 0, average: null, ratings: [] },
  feedback: { responses: 0, answers: [], averageRating: null, ratings: [] },
};
const full: TOrganizationAnalytics = {
  ...empty,
  tested: 2,
  analysed: 2,
  completionByGroup: [{ groupId: 'g1', code: '10A', students: 3, tested: 2, analysed: 2 }],
  personalityTypes: [
    { type: 'INTJ', count: 1 },
    { type: 'ENFP', count: 1 },
  ],
  riasec: ['R', 'I', 'A', 'S', 'E', 'C'].map((code, i) => ({ code, score: 40 + i * 5 })),
  riasecRespondents: 2,
  topProfessions: [{ slug: 'nurse', name: L('Nurse'), count: 2 }],
  topInterests: [{ interest: 'MATHEMATICS', count: 2 }],
  education: {
    students: 2,
    average: 4.5,
    ratings: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: rating >= 4 ? 1 : 0 })),
  },
  feedback: {
    responses: 2,
    averageRating: 4,
    answers: [
      { answer: 'YES', count: 1 },
      { answer: 'PROBABLY', count: 1 },
      { answer: 'NEUTRAL', count: 0 },
      { answer: 'NOT_REALLY', count: 0 },
      { answer: 'NO', count: 0 },
    ],
    ratings: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: rating === 3 || rating === 5 ? 1 : 0 })),
  },
};

function api(body: TOrganizationAnalytics) {
  return mockApi({
    'GET /admin/organizations/o1/analytics': { status: 200, body },
    'GET /admin/organizations/o1/groups': { status: 200, body: { items: [] } },
    'GET /admin/organizations/o1/members': {
      status: 200,
      body: {
        items: [
          {
            id: 'm1',
            userId: 'u1',
            username: 'aliya',
            email: 'a@x.kz',
            firstName: 'Алия',
            lastName: 'Ахметова',
            role: 'ORG_STUDENT',
            status: 'ACTIVE',
            group: null,
            dateOfBirth: null,
            createdAt: '2026-01-01T00:00:00Z',
          },
        ],
        nextCursor: null,
      },
    },
  });
}

describe('organisation analytics', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says so when no student has taken a test yet', async () => {
    api(empty);
    renderWithProviders(<OrganizationAnalytics orgId="o1" orgName="School 1" />);
    expect(await screen.findByTestId('analytics-empty')).toHaveTextContent('No test results yet');
    expect(within(screen.getByTestId('section-types')).getByText('No data yet')).toBeInTheDocument();
  });

  it('shows the figures as charts with text summaries and as tables, and links students to their page', async () => {
    api(full);
    renderWithProviders(<OrganizationAnalytics orgId="o1" orgName="School 1" />);
    const professions = await screen.findByTestId('section-professions');
    expect(within(professions).getByRole('cell', { name: 'Nurse' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('section-interests')).getByRole('cell', { name: 'Mathematics' }),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('section-education')).getByText(/Average 4.5 of 5/)).toBeInTheDocument();
    const chart = await within(screen.getByTestId('section-types')).findByRole('img');
    expect(chart).toHaveAccessibleName('Personality types: INTJ 1, ENFP 1');
    const link = await screen.findByRole('link', { name: 'Analytics of Ахметова Алия' });
    expect(link).toHaveAttribute('href', '/admin/organizations/o1/analytics/m1');
    expect(screen.queryByTestId('analytics-empty')).not.toBeInTheDocument();
  });
});
