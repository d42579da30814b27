import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { makeMe, mockApi, renderWithProviders, sentBody } from '../../../lib/testing.tsx';
import { OnboardingForm } from './onboarding-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));

describe('OnboardingForm', () => {
  it('shows a translated message for every missing answer', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<OnboardingForm onSuccess={vi.fn()} />);
    await submit();
    expect(await screen.findByText('Укажите дату рождения')).toBeInTheDocument();
    expect(screen.getByText('Укажите пол')).toBeInTheDocument();
    expect(screen.getByText('Выберите, где вы учитесь или работаете')).toBeInTheDocument();
    expect(screen.getByText('Укажите город')).toBeInTheDocument();
    expect(screen.getByText('Выберите хотя бы 1 интерес')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not ask again for the date of birth and gender the organisation supplied, and sends them', async () => {
    const me = makeMe();
    const fetchMock = mockApi({ 'POST /auth/onboarding': { status: 200, body: me } });
    const onSuccess = vi.fn();
    renderWithProviders(<OnboardingForm known={{ dateOfBirth: '2009-03-14', gender: 'MALE' }} onSuccess={onSuccess} />);
    expect(screen.queryByLabelText(/Дата рождения/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Мужской')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Где вы учитесь/), 'SCHOOL_STUDENT');
    await userEvent.type(screen.getByRole('textbox', { name: /Город/ }), 'Усть');
    await userEvent.click(await screen.findByRole('option', { name: 'Усть-Каменогорск' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Математика' }));
    await submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(me));
    expect(sentBody(fetchMock)).toMatchObject({ dateOfBirth: '2009-03-14', gender: 'MALE' });
  });

  it('refuses a child under the minimum age', async () => {
    mockApi({});
    renderWithProviders(<OnboardingForm onSuccess={vi.fn()} />);
    const thisYear = new Date().getUTCFullYear();
    fireEvent.change(screen.getByLabelText(/Дата рождения/), { target: { value: `${thisYear - 2}-01-01` } });
    await submit();
    expect(await screen.findByText('Пользоваться платформой можно с 6 лет')).toBeInTheDocument();
  });

  it('offers the cities in Russian and sends a complete profile', async () => {
    const me = makeMe();
    const fetchMock = mockApi({ 'POST /auth/onboarding': { status: 200, body: me } });
    const onSuccess = vi.fn();
    renderWithProviders(<OnboardingForm onSuccess={onSuccess} />);
    fireEvent.change(screen.getByLabelText(/Дата рождения/), { target: { value: '2008-05-20' } });
    await userEvent.click(screen.getByLabelText('Женский'));
    await userEvent.selectOptions(screen.getByLabelText(/Где вы учитесь/), 'SCHOOL_STUDENT');
    await userEvent.type(screen.getByRole('textbox', { name: /Город/ }), 'Усть');
    expect(await screen.findByRole('option', { name: 'Усть-Каменогорск' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Усть-Каменогорск' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Математика' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Робототехника' }));
    await submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(me));
    expect(sentBody(fetchMock)).toEqual({
      dateOfBirth: '2008-05-20',
      gender: 'FEMALE',
      educationStatus: 'SCHOOL_STUDENT',
      city: 'Усть-Каменогорск',
      interests: ['MATHEMATICS', 'ROBOTICS'],
      preferredLanguage: 'RU',
    });
  });
});
