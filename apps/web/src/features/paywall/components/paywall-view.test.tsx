import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { makePlans, renderWithProviders } from '../../../lib/testing.tsx';
import { PaywallView } from './paywall-view.tsx';

describe('PaywallView', () => {
  it('explains an insufficient tier and compares the plans with tenge prices', () => {
    renderWithProviders(
      <PaywallView
        reason="user_insufficient_tier"
        required="PRO"
        current="FREE"
        back="/app/careers"
        plans={makePlans()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Нужен тариф повыше');
    expect(screen.getByText(/доступна в тарифе Pro/)).toBeInTheDocument();
    expect(within(screen.getByTestId('tier-FREE')).getByText('0 ₸')).toBeInTheDocument();
    expect(within(screen.getByTestId('tier-STANDARD')).getByText('3 500 ₸')).toBeInTheDocument();
    expect(within(screen.getByTestId('tier-STANDARD')).getByText('Профориентационный тест')).toBeInTheDocument();
    expect(within(screen.getByTestId('tier-PRO')).getByText('7 000 ₸')).toBeInTheDocument();
    expect(within(screen.getByTestId('tier-FREE')).getByText('Ваш тариф')).toBeInTheDocument();
    expect(within(screen.getByTestId('tier-PRO')).getByText('Рекомендуем')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти на Pro' })).toHaveAttribute('href', '/app/billing');
    expect(screen.getByRole('link', { name: /Написать в чат/ })).toHaveAttribute('href', 'https://t.me/bagdar_support');
    expect(screen.getByRole('link', { name: /Вернуться на страницу/ })).toHaveAttribute('href', '/app/careers');
    expect(screen.queryByText('Что делать')).not.toBeInTheDocument();
  });

  it.each([
    ['org_not_started', 'Подписка организации ещё не началась'],
    ['org_expired', 'Подписка организации закончилась'],
    ['org_missing_or_inactive', 'Нет доступа через организацию'],
  ] as const)('explains %s and points to the organisation admin and a personal plan', (reason, title) => {
    renderWithProviders(
      <PaywallView reason={reason} required="STANDARD" current="FREE" back={null} plans={makePlans()} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(/Обратитесь к администратору вашей организации/)).toBeInTheDocument();
    expect(screen.getByText('Или оформите личную подписку')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти на Standard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Вернуться на страницу/ })).not.toBeInTheDocument();
  });
});
