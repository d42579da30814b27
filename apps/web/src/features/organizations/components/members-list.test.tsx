import type { TMember } from '@bagdar/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders, screenWidth } from '../../../lib/testing.tsx';
import { MembersList } from './members-list.tsx';

const ORG = 'org-1';
const abilities = {
  editOrganization: true,
  staffLists: true,
  manageAdmins: true,
  writeMembers: true,
  manageGroups: true,
};
const member = (overrides: Partial<TMember>): TMember => ({
  id: 'm-1',
  userId: 'u-1',
  username: 'aigerim',
  email: 'aigerim@example.kz',
  firstName: 'Айгерим',
  lastName: 'Серикова',
  role: 'ORG_STUDENT',
  status: 'ACTIVE',
  blockedByPlatform: false,
  group: { id: 'g-1', code: '11А' },
  dateOfBirth: null,
  createdAt: '2026-09-01T00:00:00.000Z',
  ...overrides,
});
const api = () =>
  mockApi({
    [`GET /admin/organizations/${ORG}/members`]: {
      status: 200,
      body: {
        items: [member({}), member({ id: 'm-2', userId: 'u-2', username: 'daniyar', blockedByPlatform: true })],
        nextCursor: null,
      },
    },
    [`GET /admin/organizations/${ORG}/groups`]: { status: 200, body: { items: [] } },
  });

let restore = () => {};
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('MembersList', () => {
  it('says which members the platform blocked, next to the status the school set', async () => {
    api();
    renderWithProviders(<MembersList orgId={ORG} roles={['ORG_STUDENT']} abilities={abilities} />);
    const table = await screen.findByTestId('members-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).queryByText('Заблокирован платформой')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Заблокирован платформой')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Активен')).toBeInTheDocument();
  });

  it('shows each member as a card on a phone, with the status and the actions inside it', async () => {
    restore = screenWidth(true);
    api();
    renderWithProviders(<MembersList orgId={ORG} roles={['ORG_STUDENT']} abilities={abilities} />);
    const cards = await screen.findAllByTestId('member-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByTestId('members-table')).toBeNull();
    const second = cards[1] as HTMLElement;
    expect(within(second).getByText('Заблокирован платформой')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: /Серикова Айгерим/ })).toBeInTheDocument();
  });
});
