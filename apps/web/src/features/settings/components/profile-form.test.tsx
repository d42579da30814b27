import type { TProfileSettings } from '@bagdar/contracts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders, sentBody } from '../../../lib/testing.tsx';
import { ProfileForm } from './profile-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settings = (overrides: Partial<TProfileSettings> = {}): TProfileSettings => ({
  username: 'aigerim',
  email: 'aigerim@example.kz',
  emailVerified: true,
  firstName: 'Айгерим',
  lastName: 'Серикова',
  gender: 'FEMALE',
  dateOfBirth: '2007-04-12',
  organizationName: null,
  bio: null,
  avatarUrl: null,
  interests: ['MATHEMATICS'],
  academic: null,
  ...overrides,
});
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('ProfileForm', () => {
  it('counts characters and refuses an organisation over 120 and a bio over 500', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ProfileForm settings={settings()} />);
    expect(screen.getByText('0 / 120')).toBeInTheDocument();
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Учебное заведение или организация'), {
      target: { value: 'О'.repeat(121) },
    });
    fireEvent.change(screen.getByLabelText('О себе'), { target: { value: 'б'.repeat(501) } });
    expect(await screen.findByText('121 / 120')).toBeInTheDocument();
    expect(screen.getByText('501 / 500')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Не больше 120 символов')).toBeInTheDocument();
    expect(screen.getByText('Не больше 500 символов')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires the gender', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ProfileForm settings={settings({ gender: null })} />);
    await save();
    expect(await screen.findByText('Укажите пол')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves and puts the server field details under their inputs', async () => {
    const fetchMock = mockApi({
      'PUT /profiles/me': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: 'Invalid body',
          details: [{ field: 'bio', code: 'too_big', message: 'bio_too_long' }],
        },
      },
    });
    renderWithProviders(<ProfileForm settings={settings({ bio: 'Привет' })} />);
    await save();
    expect(await screen.findByText('Не больше 500 символов')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toMatchObject({ firstName: 'Айгерим', gender: 'FEMALE', bio: 'Привет' });
  });

  it('changes the interests chosen at onboarding', async () => {
    const fetchMock = mockApi({ 'PUT /profiles/me': { status: 200, body: {} } });
    renderWithProviders(<ProfileForm settings={settings()} />);
    const field = screen.getByTestId('profile-interests');
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('option', { name: 'Биология' }));
    await save();
    expect(sentBody(fetchMock)).toMatchObject({ interests: ['MATHEMATICS', 'BIOLOGY'] });
  });
});
