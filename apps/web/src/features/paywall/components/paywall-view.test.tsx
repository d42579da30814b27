import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { makePlans, renderWithProviders } from '../../../lib/testing.tsx';
import { PaywallView } from './paywall-view.tsx';

describe('PaywallView', () => {
  it('explains an insufficient tier and compares the plans with tenge prices', () => {
    renderWithProviders(
      <PaywallView reason="user_insufficient_tier" required="PRO" current="FREE" plans={makePlans()} />,
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
    expect(screen.queryByText('Что делать')).not.toBeInTheDocument();
  });

  it('goes back to the page before the refused one, never to the refused page', async () => {
    const { router } = renderWithProviders(
      <PaywallView reason="user_insufficient_tier" required="PRO" current="FREE" plans={makePlans()} />,
      { path: '/app/feed' },
    );
    await router.navigate('/paywall?reason=user_insufficient_tier&redirect=%2Fapp%2Fcareers');
    await userEvent.click(await screen.findByRole('button', { name: 'Вернуться назад' }));
    expect(router.state.location.pathname).toBe('/app/feed');
  });

  it('opened directly, offers the feed instead', async () => {
    const { router } = renderWithProviders(
      <PaywallView reason="user_insufficient_tier" required="PRO" current="FREE" plans={makePlans()} />,
      { path: '/paywall?redirect=%2Fapp%2Fcareers' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Перейти в ленту' }));
    expect(router.state.location.pathname).toBe('/app/feed');
  });

  it("speaks of the organisation's licence to its member, before any personal plan", () => {
    renderWithProviders(
      <PaywallView
        reason="user_insufficient_tier"
        required="PRO"
        current="FREE"
        organization="Школа №7"
        plans={makePlans()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Этого раздела нет в лицензии организации');
    expect(screen.getByText(/Лицензия организации «Школа №7» открывает тесты/)).toBeInTheDocument();
    expect(screen.getByTestId('licence-scope')).toHaveTextContent('Учебные заведения и шансы на поступление');
    expect(screen.queryByText('Ваш тариф')).not.toBeInTheDocument();
    const scope = screen.getByTestId('licence-scope');
    const plans = screen.getByTestId('tier-comparison');
    expect(scope.compareDocumentPosition(plans) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['org_not_started', 'Подписка организации ещё не началась'],
    ['org_expired', 'Подписка организации закончилась'],
    ['org_missing_or_inactive', 'Нет доступа через организацию'],
  ] as const)('explains %s and points to the organisation admin and a personal plan', (reason, title) => {
    renderWithProviders(<PaywallView reason={reason} required="STANDARD" current="FREE" plans={makePlans()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(/Обратитесь к администратору вашей организации/)).toBeInTheDocument();
    expect(screen.getByText('Или оформите личную подписку')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти на Standard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перейти в ленту' })).toBeInTheDocument();
  });
});
