import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makeMe, mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { OnboardingPage } from './onboarding-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ru');
});

describe('OnboardingPage', () => {
  it('tells a self-registered user the confirmation link was sent', async () => {
    mockApi({ 'GET /auth/me': { status: 200, body: makeMe({ emailVerified: false, email: 'a@example.kz' }) } });
    renderWithProviders(<OnboardingPage />);
    expect(await screen.findByText(/Мы отправили ссылку для подтверждения на a@example\.kz/)).toBeInTheDocument();
  });

  it('does not claim a mail to an account an organisation created, and offers to send the link', async () => {
    const me = makeMe({
      emailVerified: false,
      email: 'pupil@example.kz',
      organizationUser: { id: 'm1', role: 'ORG_STUDENT', status: 'ACTIVE' },
    });
    mockApi({ 'GET /auth/me': { status: 200, body: me } });
    renderWithProviders(<OnboardingPage />);
    expect(await screen.findByText(/мы отправим на него ссылку/)).toBeInTheDocument();
    expect(screen.queryByText(/Мы отправили/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить ссылку' })).toBeInTheDocument();
  });
});
