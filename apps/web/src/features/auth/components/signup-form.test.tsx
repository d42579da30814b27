import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders, sentBody } from '../../../lib/testing.tsx';
import { SignupForm } from './signup-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const hint = (rule: string) => screen.getByTestId(`password-hint-${rule}`);

async function fillValid(password = 'Strong#Pass1', confirmation = password) {
  await userEvent.type(screen.getByLabelText('Имя'), 'Айгерим');
  await userEvent.type(screen.getByLabelText('Фамилия'), 'Серикова');
  await userEvent.type(screen.getByLabelText('Имя пользователя'), 'aigerim');
  await userEvent.type(screen.getByLabelText('Email'), 'aigerim@example.kz');
  await userEvent.type(screen.getByLabelText('Пароль'), password);
  await userEvent.type(screen.getByLabelText('Повторите пароль'), confirmation);
  await userEvent.click(screen.getByLabelText(/Условия использования/));
  await userEvent.click(screen.getByLabelText(/Политикой конфиденциальности/));
}

describe('SignupForm', () => {
  it('ticks each strength hint as the password meets it', async () => {
    renderWithProviders(<SignupForm onSuccess={vi.fn()} />);
    for (const rule of ['length', 'upper', 'lower', 'digit', 'special']) {
      expect(hint(rule)).toHaveAttribute('data-met', 'false');
    }
    const password = screen.getByLabelText('Пароль');
    await userEvent.type(password, 'abc');
    expect(hint('lower')).toHaveAttribute('data-met', 'true');
    expect(hint('upper')).toHaveAttribute('data-met', 'false');
    await userEvent.type(password, 'DEF12');
    expect(hint('upper')).toHaveAttribute('data-met', 'true');
    expect(hint('digit')).toHaveAttribute('data-met', 'true');
    expect(hint('length')).toHaveAttribute('data-met', 'true');
    expect(hint('special')).toHaveAttribute('data-met', 'false');
    await userEvent.type(password, '!');
    expect(hint('special')).toHaveAttribute('data-met', 'true');
  });

  it('says the passwords do not match and requires the agreements', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<SignupForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Пароль'), 'Strong#Pass1');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'Strong#Pass2');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(screen.getByText('Необходимо принять Условия использования')).toBeInTheDocument();
    expect(screen.getByText('Необходимо принять Политику конфиденциальности')).toBeInTheDocument();
    expect(screen.getByText('Имя — не короче 2 символов')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts a taken username on its field', async () => {
    mockApi({
      'POST /auth/signup': {
        status: 409,
        body: { statusCode: 409, code: 'USERNAME_TAKEN', message: 'Username taken' },
      },
    });
    renderWithProviders(<SignupForm onSuccess={vi.fn()} />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Это имя пользователя уже занято')).toBeInTheDocument();
  });

  it('signs up with the agreements and the interface language', async () => {
    const fetchMock = mockApi({ 'POST /auth/signup': { status: 202, body: { ok: true } } });
    const onSuccess = vi.fn();
    renderWithProviders(<SignupForm onSuccess={onSuccess} />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('aigerim@example.kz'));
    expect(sentBody(fetchMock)).toMatchObject({
      username: 'aigerim',
      acceptTerms: true,
      acceptPrivacy: true,
      marketingConsent: false,
      locale: 'RU',
    });
  });
});
