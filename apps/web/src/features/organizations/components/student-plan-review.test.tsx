import type { TMentorPlan, TPlanDetails } from '@bagdar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { StudentPlanReview } from './student-plan-review.tsx';

const L = (text: string) => ({ ru: text, kk: text, en: text });
const URL = '/admin/organizations/o1/analytics/students/m1/plans/p1';
const phase: TPlanDetails['phases'][number] = {
  id: 'ph1',
  position: 0,
  kind: 'SKILL',
  title: L('Algebra'),
  description: L('Practise algebra'),
  because: null,
  target: null,
  startsOn: '2026-09-01',
  dueOn: '2026-12-01',
  subtasksTotal: 2,
  subtasksDone: 1,
  achievement: { title: L('Algebra badge'), receivedAt: null },
  subtasks: [
    { id: 's1', title: L('Solve 20 problems'), own: false, done: true, doneAt: '2026-09-05T10:00:00Z', because: null },
    { id: 's2', title: L('Take a mock test'), own: false, done: false, doneAt: null, because: null },
  ],
  materials: [],
};
const mentorPlan: TMentorPlan = {
  plan: {
    id: 'p1',
    goal: 'EMPLOYMENT',
    status: 'ACTIVE',
    title: L('Developer'),
    createdAt: '2026-09-01T10:00:00.000Z',
    warnings: [],
    targetDate: '2027-09-01',
    subtasksTotal: 2,
    subtasksDone: 1,
    phasesTotal: 1,
    phasesDone: 0,
    progress: 50,
    remainingDays: 300,
    job: null,
    lifeStage: 'PUPIL',
    years: 10,
    about: '',
    summary: null,
    completedAt: null,
    aiEnriched: false,
    aiModel: null,
    phases: [phase],
    activity: [],
  },
  reviewState: { review: null, comments: [] },
};
const teacher = { firstName: 'Olga', lastName: 'Kim', username: 'school.teacher' };
const ref = { orgId: 'o1', studentId: 'm1', planId: 'p1', onClose: () => undefined };

describe('a mentor reviewing a student plan', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the plan read-only, refuses an empty comment in place, sends a comment and marks it reviewed', async () => {
    const fetchMock = mockApi({
      [`GET ${URL}`]: { status: 200, body: mentorPlan },
      [`POST ${URL}/comments`]: {
        status: 201,
        body: {
          id: 'c1',
          phaseId: 'ph1',
          body: 'Start with the mock test',
          author: teacher,
          createdAt: '2026-09-10T10:00:00Z',
        },
      },
      [`POST ${URL}/review`]: {
        status: 200,
        body: {
          review: { reviewer: teacher, reviewedAt: '2026-09-10T10:05:00Z' },
          comments: [],
        },
      },
    });
    renderWithProviders(<StudentPlanReview {...ref} canReview />);
    const card = await screen.findByTestId('mentor-plan');
    expect(within(card).getByText('Not reviewed yet')).toBeInTheDocument();
    expect(within(card).queryByRole('checkbox')).toBeNull();
    // Screen readers hear whether each subtask is done.
    expect(within(card).getByText('Solve 20 problems').closest('li')).toHaveTextContent(/^done: Solve 20 problems$/);
    expect(within(card).getByText('Take a mock test').closest('li')).toHaveTextContent(/^not done: Take a mock test$/);

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Send comment' }));
    expect(await within(card).findByText('Write a comment')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.type(within(card).getByLabelText('Comment on phase 1'), 'Start with the mock test');
    await user.click(within(card).getByRole('button', { name: 'Send comment' }));
    expect(await within(card).findByTestId('mentor-comment')).toHaveTextContent('Start with the mock test');

    await user.click(within(card).getByRole('button', { name: 'Mark reviewed' }));
    expect(await within(card).findByTestId('mentor-plan-reviewed')).toHaveTextContent('Reviewed by Olga Kim');
  });

  it('offers no comment box or review button to a platform admin, who reads only', async () => {
    mockApi({ [`GET ${URL}`]: { status: 200, body: mentorPlan } });
    renderWithProviders(<StudentPlanReview {...ref} canReview={false} />);
    const card = await screen.findByTestId('mentor-plan');
    expect(within(card).queryByRole('button', { name: 'Mark reviewed' })).toBeNull();
    expect(within(card).queryByLabelText('Comment on phase 1')).toBeNull();
  });

  it('says the plan is not available when the server answers 404', async () => {
    mockApi({});
    renderWithProviders(<StudentPlanReview {...ref} canReview />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The plan was not found or is not available');
  });
});
