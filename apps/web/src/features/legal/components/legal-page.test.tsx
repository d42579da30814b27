import { CONTACTS, UI_LANGUAGES } from '@bagdar/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { PLANS_QUERY_KEY } from '../../../lib/plans.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { makePlans } from '../../../lib/testing.tsx';
import { LEGAL_DOCS, type TLegalDoc } from '../legal-content.ts';
import { LegalPage } from './legal-page.tsx';

/** The plans as `GET /plans` answered them (STANDARD edited to 3 900 ₸ by an admin). */
function renderLegal(doc: TLegalDoc) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(PLANS_QUERY_KEY, { items: makePlans({ STANDARD: 3900 }) });
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[`/legal/${doc}`]}>
            <LegalPage doc={doc} />
          </MemoryRouter>
        </I18nextProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** The raw section headings of a document, straight from the loaded `legal` resources. */
function sourceHeadings(lng: string, doc: TLegalDoc): string[] {
  const bundle: unknown = i18n.getResourceBundle(lng, 'legal');
  const sections: unknown = (bundle as Record<TLegalDoc, { sections?: unknown }>)[doc].sections;
  if (!Array.isArray(sections)) return [];
  return sections.map((section: unknown) => String((section as { heading: unknown }).heading));
}

afterEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('LegalPage', () => {
  for (const lng of UI_LANGUAGES) {
    for (const doc of LEGAL_DOCS) {
      it(`renders every section of ${doc} in ${lng}`, async () => {
        await i18n.changeLanguage(lng);
        renderLegal(doc);
        const headings = sourceHeadings(lng, doc);
        expect(headings.length).toBeGreaterThanOrEqual(8);

        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(i18n.t(`legal:${doc}.title`));
        const article = screen.getByTestId(`legal-${doc}`);
        const h2 = within(article).getAllByRole('heading', { level: 2 });
        expect(h2.map((heading) => heading.textContent)).toEqual(headings.map((heading, i) => `${i + 1}. ${heading}`));

        const toc = within(screen.getByRole('navigation', { name: i18n.t('legal:common.toc') }));
        expect(toc.getAllByRole('link')).toHaveLength(headings.length);

        expect(article.textContent).not.toContain('{{');
        expect(document.title).toBe(`${i18n.t(`legal:${doc}.title`)} | Bagdar`);
        expect(screen.getByRole('contentinfo').textContent).toContain(CONTACTS.email);
      });
    }
  }

  it('states the offer prices from the plans table', () => {
    renderLegal('offer');
    const text = (screen.getByTestId('legal-offer').textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Standard — 3 900 ₸ в год');
    expect(text).toContain('Pro — 7 000 ₸ в год');
    expect(text).toContain('статьёй 395 Гражданского кодекса');
  });

  it('links between the documents and marks the open one', () => {
    renderLegal('terms');
    const nav = within(screen.getByRole('navigation', { name: 'Документы' }));
    expect(nav.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Публичная оферта' })).toHaveAttribute('href', '/legal/offer');
    expect(nav.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
});
