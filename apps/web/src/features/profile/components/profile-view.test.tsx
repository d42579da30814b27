import type { TProfile } from '@bagdar/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { ProfileView } from './profile-view.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const profile = (overrides: Partial<TProfile> = {}): TProfile => ({
  id: 'u2',
  username: 'dana',
  firstName: 'Дана',
  lastName: 'Ахметова',
  bio: 'Люблю физику',
  organizationName: 'НИШ',
  organization: null,
  avatarUrl: null,
  coverUrl: null,
  academic: {
    gpaSystem: 'FIVE',
    gpa: 4.5,
    gpa4: 3.6,
    ielts: 7,
    toefl: null,
    sat: null,
    unt: 118,
    languages: [{ language: 'Қазақ тілі', level: 'NATIVE' }],
  },
  certificates: [
    {
      id: 'c1',
      name: 'IELTS 7.0',
      kind: 'LINK',
      url: 'https://ielts.org/r/1',
      contentType: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  postCount: 3,
  isMe: false,
  mutedByMe: false,
  ...overrides,
});

describe('ProfileView', () => {
  it('shows "Профиль не найден" with a way back for a missing username', async () => {
    mockApi({});
    renderWithProviders(<ProfileView username="nobody" posts={null} />);
    expect(await screen.findByRole('heading', { name: 'Профиль не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в ленту' })).toHaveAttribute('href', '/app/feed');
  });

  it("shows another user's academics and certificates without edit controls", async () => {
    mockApi({ 'GET /profiles/dana': { status: 200, body: profile() } });
    renderWithProviders(<ProfileView username="dana" posts={null} />);
    expect(await screen.findByRole('heading', { name: 'Дана Ахметова' })).toBeInTheDocument();
    expect(screen.getByText('4,5 из 5')).toBeInTheDocument();
    expect(screen.getByText('по шкале 4.0: 3,6')).toBeInTheDocument();
    expect(screen.getByText('ЕНТ')).toBeInTheDocument();
    expect(screen.getByText('Родной')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /обложку/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Сертификаты' }));
    expect(screen.getByRole('link', { name: /Открыть/ })).toHaveAttribute('href', 'https://ielts.org/r/1');
    expect(screen.queryByRole('button', { name: 'Добавить сертификат' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Проекты' }));
    expect(screen.getByText('Проекты появятся здесь')).toBeInTheDocument();
  });

  it('deletes one of my certificates after confirmation', async () => {
    const fetchMock = mockApi({
      'GET /profiles/dana': { status: 200, body: profile({ isMe: true }) },
      'DELETE /profiles/me/certificates/c1': { status: 204 },
    });
    renderWithProviders(<ProfileView username="dana" posts={null} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Сертификаты' }));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить сертификат «IELTS 7.0»' }));
    expect(await screen.findByText('Сертификат «IELTS 7.0» будет удалён из профиля.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });
});
