import { CONTACTS, TIERS } from '@bagdar/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makePlans } from '../../../lib/testing.tsx';
import { LandingPage } from './landing-page.tsx';
import type { TPricingPlans } from './pricing-section.tsx';

const PLANS = makePlans({ STANDARD: 3900 });

function renderLanding(plans: TPricingPlans = { items: PLANS, isError: false, onRetry: () => undefined }) {
  // No Mantine provider: the landing runs no Mantine component (decision 014), and must not need one.
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <LandingPage plans={plans} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** Collapses every kind of space (thin, non-breaking) to a plain one, as a reader sees it. */
function spaced(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

afterEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('LandingPage', () => {
  it('shows placeholders while the plans load and a retry when they fail', async () => {
    const { unmount } = renderLanding({ items: undefined, isError: false, onRetry: () => undefined });
    expect(screen.queryByTestId('pricing-card-FREE')).not.toBeInTheDocument();
    unmount();
    let retried = 0;
    renderLanding({ items: undefined, isError: true, onRetry: () => (retried += 1) });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(retried).toBe(1);
  });

  it('has one h1 and the page title', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${i18n.t('landing:meta.title')} | Bagdar`);
  });

  it('shows every plan from the API with its yearly price, formatted in tenge', () => {
    renderLanding();
    for (const tier of TIERS) {
      const card = screen.getByTestId(`pricing-card-${tier}`);
      const price = PLANS.find((p) => p.tier === tier)?.priceKzt ?? -1;
      const expected = `${price.toLocaleString('ru-RU')} ₸`.replace(/\s+/g, ' ');
      expect(spaced(within(card).getByTestId(`price-${tier}`).textContent)).toBe(expected);
    }
    expect(spaced(screen.getByTestId('price-STANDARD').textContent)).toMatch(/^3 900 ₸$/);
    expect(within(screen.getByTestId('pricing-card-PRO')).getByText('в год')).toBeInTheDocument();
    expect(within(screen.getByTestId('pricing-card-FREE')).getByText('навсегда')).toBeInTheDocument();
  });

  it('links the plans to sign-up and organisations to the application form', () => {
    renderLanding();
    const free = within(screen.getByTestId('pricing-card-FREE')).getByRole('link');
    expect(free).toHaveAttribute('href', '/auth/signup');
    const pro = within(screen.getByTestId('pricing-card-PRO')).getByRole('link');
    expect(pro.getAttribute('href')).toContain('/auth/signup');
    const licence = screen.getByRole('link', { name: 'Оставить заявку на лицензию' });
    expect(licence).toHaveAttribute('href', '/organizations/apply');
    expect(screen.getByRole('link', { name: /Подключить тариф в чате/ })).toHaveAttribute(
      'href',
      CONTACTS.upgradeChatUrl,
    );
  });

  it('puts the contacts and the legal documents in the footer', () => {
    renderLanding();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: CONTACTS.email })).toHaveAttribute('href', `mailto:${CONTACTS.email}`);
    expect(footer.getByRole('link', { name: CONTACTS.phone })).toHaveAttribute('href', 'tel:+77172000000');
    expect(footer.getByText('Астана')).toBeInTheDocument();
    expect(footer.getByText(/1–2 рабочих дней/)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/legal/privacy');
    expect(footer.getByRole('link', { name: 'Публичная оферта' })).toHaveAttribute('href', '/legal/offer');
    expect(footer.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute('href', '/legal/terms');
    expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} Bagdar`))).toBeInTheDocument();
  });

  it('opens and closes a FAQ answer, whose prices are the plans the pricing shows', async () => {
    const user = userEvent.setup();
    renderLanding();
    const faq = within(screen.getByRole('region', { name: 'Частые вопросы' }));
    const question = faq.getByRole('heading', { level: 3, name: 'Это бесплатно?' });
    const control = within(question).getByRole('button', { name: 'Это бесплатно?' });
    expect(control).toHaveAttribute('aria-expanded', 'false');
    expect(faq.queryByRole('region', { name: 'Это бесплатно?' })).not.toBeInTheDocument();
    expect(faq.getByText(/Standard стоит/)).not.toBeVisible();
    await user.click(control);
    expect(control).toHaveAttribute('aria-expanded', 'true');
    const answer = faq.getByRole('region', { name: 'Это бесплатно?' });
    expect(control).toHaveAttribute('aria-controls', answer.id);
    expect(within(answer).getByText(/Standard стоит 3\s900\s₸ в год, Pro — 7\s000\s₸ в год/)).toBeVisible();
    await user.click(control);
    expect(control).toHaveAttribute('aria-expanded', 'false');
    expect(faq.queryByRole('region', { name: 'Это бесплатно?' })).not.toBeInTheDocument();
  });

  it('follows the interface language', async () => {
    await i18n.changeLanguage('kk');
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Өз бағытыңызды табыңыз');
    expect(spaced(screen.getByTestId('price-PRO').textContent)).toBe('7 000 ₸');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Жария оферта' })).toBeInTheDocument();
  });
});
