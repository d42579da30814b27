import type { TUserRelationList } from '@bagdar/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders, sentBody } from '../../../lib/testing.tsx';
import { PrivacySettings } from './privacy-settings.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const person = (id: string, firstName: string, username: string) => ({
  id,
  username,
  firstName,
  lastName: 'Сапаров',
  avatarUrl: null,
});
const list: TUserRelationList = {
  items: [
    { user: person('u1', 'Темирлан', 'temir'), kind: 'BLOCK', createdAt: '2026-11-20T10:00:00.000Z' },
    { user: person('u2', 'Алина', 'alina'), kind: 'MUTE', createdAt: '2026-11-19T10:00:00.000Z' },
  ],
};

describe('the Privacy tab', () => {
  it('lists blocked and muted people and undoes a block', async () => {
    const fetchMock = mockApi({
      'GET /privacy/relations': { status: 200, body: list },
      'DELETE /privacy/relations/u1': { status: 204 },
    });
    renderWithProviders(<PrivacySettings />);
    expect(await screen.findByText('Заблокирован')).toBeInTheDocument();
    expect(screen.getByText('Скрыт')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Разблокировать: Темирлан Сапаров' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1),
    );
  });

  it('keeps the account when the password is wrong, saying so', async () => {
    const fetchMock = mockApi({
      'GET /privacy/relations': { status: 200, body: { items: [] } },
      'POST /privacy/account/deletion': {
        status: 400,
        body: { statusCode: 400, code: 'WRONG_CURRENT_PASSWORD', message: 'The password is wrong' },
      },
    });
    renderWithProviders(<PrivacySettings />);
    expect(await screen.findByText('Вы никого не заблокировали и не скрыли.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить мой аккаунт' }));
    await userEvent.type(await screen.findByLabelText(/Пароль/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Неверный пароль: аккаунт не удалён')).toBeInTheDocument();
    const posted = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, posted)).toEqual({ password: 'wrong-password' });
  });
});
