import type { TProjectMember, TProjectRole } from '@bagdar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { MembersList } from './members-list.tsx';

afterEach(() => vi.unstubAllGlobals());

const member = (id: string, firstName: string, role: TProjectRole): TProjectMember => ({
  user: { id, username: id, firstName, lastName: 'Т', avatarUrl: null },
  role,
  joinedAt: '2026-10-01T00:00:00.000Z',
});
const team = [
  member('u-owner', 'Айгерім', 'OWNER'),
  member('u-maint', 'Болат', 'MAINTAINER'),
  member('u-m', 'Дана', 'MEMBER'),
];
const members = { 'GET /projects/p1/members': { status: 200, body: { items: team, nextCursor: null } } };

describe('MembersList', () => {
  it('lets a maintainer remove members but not an owner or themselves, after a confirmation', async () => {
    const fetchMock = mockApi({ ...members, 'DELETE /projects/p1/members/u-m': { status: 200, body: { ok: true } } });
    renderWithProviders(<MembersList projectId="p1" myRole="MAINTAINER" meId="u-maint" />);
    await screen.findByText('Айгерім Т');
    expect(screen.queryByRole('button', { name: 'Исключить из команды: Айгерім Т' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Исключить из команды: Болат Т' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Исключить из команды: Дана Т' }));
    const dialog = await screen.findByRole('dialog', { name: 'Исключить участника?' });
    expect(dialog).toHaveTextContent('Дана Т больше не будет в команде проекта');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Исключить' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });

  it('lets an owner remove another owner; a member sees no remove buttons; a refusal is shown', async () => {
    mockApi({
      ...members,
      'DELETE /projects/p1/members/u-maint': {
        status: 409,
        body: { statusCode: 409, code: 'CONFLICT', message: 'x', reason: 'last_owner' },
      },
    });
    const { unmount } = renderWithProviders(<MembersList projectId="p1" myRole="MEMBER" meId="u-m" />);
    await screen.findByText('Айгерім Т');
    expect(screen.queryByRole('button', { name: /Исключить из команды/ })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<MembersList projectId="p1" myRole="OWNER" meId="u-owner" />);
    await screen.findByText('Айгерім Т');
    expect(screen.getAllByRole('button', { name: /Исключить из команды/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Исключить из команды: Болат Т' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Исключить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Вы последний владелец');
  });

  it('lets a long name and role wrap in the narrow panel instead of cutting them', async () => {
    mockApi(members);
    renderWithProviders(<MembersList projectId="p1" myRole="MEMBER" meId="u-m" />);
    const rows = await screen.findAllByTestId('member-row');
    for (const row of rows) {
      expect(row.getAttribute('style')).toContain('--group-wrap: wrap');
      expect(within(row).getByTestId('member-name')).not.toHaveAttribute('data-truncate');
    }
  });
});
