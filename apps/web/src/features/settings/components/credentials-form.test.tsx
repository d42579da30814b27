import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { CredentialsForm } from './credentials-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const refuse = (code: string) => ({
  'POST /auth/change-password': {
    status: code === 'WRONG_CURRENT_PASSWORD' ? 400 : 403,
    body: { statusCode: 400, code, message: code },
  },
  'POST /auth/verify-email/send': { status: 200, body: { ok: true } },
});

async function fill() {
  await userEvent.type(screen.getByLabelText(/^Текущий пароль/), 'Old-pass1');
  await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'New-pass22!');
  await userEvent.type(screen.getByLabelText(/^Повторите новый пароль/), 'New-pass22!');
  await userEvent.click(screen.getByRole('button', { name: 'Изменить пароль' }));
}

describe('CredentialsForm', () => {
  it('says the current password is wrong and offers the reset', async () => {
    mockApi(refuse('WRONG_CURRENT_PASSWORD'));
    renderWithProviders(<CredentialsForm email="a@example.kz" />);
    await fill();
    expect(await screen.findAllByText(/Текущий пароль указан неверно/)).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('asks to confirm the email first and resends the confirmation', async () => {
    const fetchMock = mockApi(refuse('PASSWORD_CHANGE_NOT_ALLOWED'));
    renderWithProviders(<CredentialsForm email="a@example.kz" />);
    await fill();
    expect(await screen.findByText(/подтверждения email/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    expect(await screen.findByText('Письмо отправлено на a@example.kz')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks the confirmation and the strength on the client', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<CredentialsForm email="a@example.kz" />);
    await userEvent.type(screen.getByLabelText(/^Текущий пароль/), 'Old-pass1');
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'weak');
    await userEvent.click(screen.getByRole('button', { name: 'Изменить пароль' }));
    expect(screen.getByTestId('password-hint-length')).toHaveAttribute('data-met', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
