import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { makeMe, mockApi, renderWithProviders, sentBody } from '../../../lib/testing.tsx';
import { LoginForm } from './login-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoginForm', () => {
  it('shows translated validation messages and sends nothing', async () => {
    const fetchMock = mockApi({});
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите email или имя пользователя')).toBeInTheDocument();
    expect(screen.getByText('Пароль слишком короткий')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email или имя пользователя'), 'a b');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите корректный email или имя пользователя')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('says "Invalid email/username or password" for an unknown user', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'POST /auth/login': {
        status: 401,
        body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email/username or password' },
      },
    });
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email или имя пользователя'), 'nobody@example.kz');
    await userEvent.type(screen.getByLabelText('Пароль'), 'Wrong-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный email/имя пользователя или пароль');
  });

  it('hands the signed-in user over on success', async () => {
    const me = makeMe();
    const fetchMock = mockApi({ 'POST /auth/login': { status: 200, body: me } });
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText('Email или имя пользователя'), 'demo.free');
    await userEvent.type(screen.getByLabelText('Пароль'), 'Bagdar2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(me));
    expect(sentBody(fetchMock)).toEqual({ emailOrUsername: 'demo.free', password: 'Bagdar2026!' });
  });
});
