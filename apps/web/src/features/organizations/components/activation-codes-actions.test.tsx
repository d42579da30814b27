import type { TCurrentCodes, TIssuedCodes } from '@bagdar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { ActivationCodesActions } from './activation-codes-actions.tsx';

const ORG = 'org-1';
const PATH = `/admin/organizations/${ORG}/activation-codes`;
const holder = (n: number, last: string) => ({
  memberId: `m-${n}`,
  username: `pupil${n}`,
  firstName: 'Айгерим',
  lastName: last,
  group: '10А',
});
const current: TCurrentCodes = {
  codes: [
    { ...holder(1, 'Ахметова'), code: 'ABCDE-FGHJK', expiresAt: '2026-12-31T00:00:00.000Z' },
    { ...holder(2, 'Бекова'), code: 'KLMNP-QRSTU', expiresAt: '2026-12-31T00:00:00.000Z' },
  ],
  missing: [holder(3, 'Жанова')],
};
const issued: TIssuedCodes = {
  codes: [
    { ...holder(1, 'Ахметова'), code: 'NEWAA-AAAAA', expiresAt: '2027-01-30T00:00:00.000Z' },
    { ...holder(2, 'Бекова'), code: 'NEWBB-BBBBB', expiresAt: '2027-01-30T00:00:00.000Z' },
    { ...holder(3, 'Жанова'), code: 'NEWCC-CCCCC', expiresAt: '2027-01-30T00:00:00.000Z' },
  ],
  replaced: 2,
};

function renderActions() {
  const fetchMock = mockApi({
    [`GET ${PATH}`]: { status: 200, body: current },
    [`POST ${PATH}`]: { status: 200, body: issued },
  });
  renderWithProviders(
    <ActivationCodesActions
      source={{ kind: 'list', orgId: ORG, filters: { role: 'ORG_STUDENT', q: '', groupId: null } }}
      listLabel="Ученики"
      fileName="Коды активации"
    />,
  );
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { fetchMock, posts };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:codes');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('ActivationCodesActions', () => {
  it('downloads the current codes with GET only, and names the members whose code cannot be shown', async () => {
    const { fetchMock, posts } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Скачать текущие коды' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => typeof url === 'string' && url.includes('format=xlsx'))).toBe(true),
    );
    expect(posts()).toHaveLength(0);
    const missing = await screen.findByTestId('codes-missing');
    expect(missing).toHaveTextContent('Жанова Айгерим');
    expect(missing).toHaveTextContent(': 1 (');
  });

  it('issues new codes only after a confirmation that names whose codes are replaced and warns about printouts', async () => {
    const { posts } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Выпустить новые коды…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выпустить новые коды активации?' });
    expect(dialog).toHaveTextContent('«Ученики»');
    expect(dialog).toHaveTextContent(': 3.');
    expect(dialog).toHaveTextContent('Ахметова Айгерим, Бекова Айгерим, Жанова Айгерим');
    expect(dialog).toHaveTextContent('напечатанные и розданные, перестанут работать');
    expect(posts()).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(posts()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Выпустить новые коды…' }));
    const again = await screen.findByRole('dialog', { name: 'Выпустить новые коды активации?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Выпустить новые коды' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(posts()[0]?.[1]?.body as string)).toEqual({ role: 'ORG_STUDENT' });
    expect(await screen.findByText(/Выпущено новых кодов: 3, заменено действующих: 2/)).toBeInTheDocument();
    // The new codes open as cards to print.
    const sheet = await screen.findByTestId('codes-print');
    expect(within(sheet).getAllByTestId('code-card')).toHaveLength(3);
    expect(within(sheet).getByText('NEWCC-CCCCC')).toBeInTheDocument();
  });

  it('prints one card per current code with the activation page and the steps, in the chosen language', async () => {
    const { posts } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Карточки с кодами' }));
    const sheet = await screen.findByTestId('codes-print');
    const cards = within(sheet).getAllByTestId('code-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Ахметова Айгерим');
    expect(cards[0]).toHaveTextContent('Группа: 10А');
    expect(cards[0]).toHaveTextContent('ABCDE-FGHJK');
    expect(cards[0]).toHaveTextContent(`${window.location.origin}/auth/activate`);
    expect(cards[0]).toHaveTextContent('нажмите «Активировать»');
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Қазақша' }));
    await waitFor(() => expect(within(sheet).getAllByTestId('code-card')[0]).toHaveTextContent('Топ: 10А'));
    expect(posts()).toHaveLength(0);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByTestId('codes-print')).toBeNull();
  });
});
