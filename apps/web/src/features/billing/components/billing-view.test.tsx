import type { TBillingOverview, TUpgradeRequest } from '@bagdar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { makeMe, makePlans, mockApi, renderWithProviders, sentBody } from '../../../lib/testing.tsx';
import { BillingView } from './billing-view.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FREE: TBillingOverview = { source: 'FREE', subscription: null, organization: null, pendingRequest: null };
const REQUEST: TUpgradeRequest = {
  id: 'r1',
  reference: 'BG-7KQ2MX',
  tier: 'STANDARD',
  status: 'PENDING',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const STANDARD_ENDING: TBillingOverview = {
  source: 'PERSONAL',
  subscription: {
    tier: 'STANDARD',
    effectiveTier: 'STANDARD',
    status: 'ACTIVE',
    renewsAt: '2027-03-15T00:00:00.000Z',
    interval: { unit: 'YEAR', count: 1 },
    autoRenew: false,
    endsAt: '2027-03-15T00:00:00.000Z',
  },
  organization: null,
  pendingRequest: null,
};

describe('BillingView', () => {
  it('records an upgrade request and shows it pending with the reference in a prefilled chat link', async () => {
    let overview = FREE;
    const fetchMock = mockApi({
      'GET /billing': () => ({ status: 200, body: overview }),
      'GET /plans': { status: 200, body: { items: makePlans() } },
      'POST /billing/upgrade-requests': () => {
        overview = { ...FREE, pendingRequest: REQUEST };
        return { status: 201, body: REQUEST };
      },
    });
    renderWithProviders(<BillingView me={makeMe()} />);
    expect(await screen.findByTestId('current-tier')).toHaveTextContent('Free');
    expect(within(screen.getByTestId('plan-STANDARD')).getByText('3 500 ₸')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-FREE')).getByText('Ваш тариф')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-FREE')).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Перейти на Standard' }));
    const pending = await screen.findByTestId('upgrade-pending');
    expect(pending).toHaveTextContent('Заявка на Standard отправлена');
    expect(pending).toHaveTextContent('1–2 рабочих дней');
    expect(within(pending).getByTestId('request-reference')).toHaveTextContent('BG-7KQ2MX');
    const chat = within(pending).getByRole('link', { name: /WhatsApp/ });
    const href = chat.getAttribute('href') ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain('BG-7KQ2MX');
    expect(decodeURIComponent(href)).toContain('aigerim');
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, post)).toEqual({ tier: 'STANDARD' });
  });

  it('shows the end date when auto-renewal is off and a translated failure when the switch fails', async () => {
    mockApi({
      'GET /billing': { status: 200, body: STANDARD_ENDING },
      'GET /plans': { status: 200, body: { items: makePlans() } },
      'PUT /billing/auto-renew': { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } },
    });
    const me = makeMe({ subscription: { ...makeMe().subscription, tier: 'STANDARD', effectiveTier: 'STANDARD' } });
    renderWithProviders(<BillingView me={me} />);
    expect(await screen.findByTestId('ends-at')).toHaveTextContent('Подписка закончится 15 марта 2027');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Активна');
    const toggle = screen.getByRole('switch', { name: /^Автопродление/ });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось обновить автопродление');
    expect(within(screen.getByTestId('plan-PRO')).getByRole('button', { name: 'Перейти на Pro' })).toBeInTheDocument();
  });

  it('shows what the organisation licence opens and what it does not, and offers only a personal Pro', async () => {
    mockApi({
      'GET /billing': {
        status: 200,
        body: {
          ...FREE,
          source: 'ORGANIZATION',
          organization: {
            name: 'Школа №7',
            startsAt: '2026-01-01T00:00:00.000Z',
            endsAt: '2027-05-31T00:00:00.000Z',
            active: true,
          },
        },
      },
      'GET /plans': { status: 200, body: { items: makePlans() } },
    });
    renderWithProviders(<BillingView me={makeMe()} />);
    const licence = await screen.findByTestId('org-licence');
    expect(licence).toHaveTextContent('Школа №7');
    expect(licence).toHaveTextContent('31 мая 2027');
    expect(licence).not.toHaveTextContent('Все возможности платформы');
    const scope = within(licence).getByTestId('licence-scope');
    expect(scope).toHaveTextContent('Все профориентационные тесты, включая тесты Pro');
    expect(scope).toHaveTextContent('Не входит: только с личной подпиской Pro');
    expect(scope).toHaveTextContent('Карьерные маршруты (раздел «Карьера»)');
    expect(scope).toHaveTextContent('Учебные заведения и шансы на поступление');
    expect(screen.queryByText('Ваш тариф')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('plan-STANDARD')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('plan-PRO')).getByRole('button', { name: 'Перейти на Pro' })).toBeInTheDocument();
  });

  it('offers a retry when the billing data fails to load', async () => {
    mockApi({
      'GET /billing': { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } },
      'GET /plans': { status: 200, body: { items: makePlans() } },
    });
    renderWithProviders(<BillingView me={makeMe()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
