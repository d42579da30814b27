import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { CutoffImport } from './cutoff-import.tsx';

configure({ defaultHidden: true });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const values = (gopCode: string, score: string) => ({
  gopCode,
  year: '2024',
  competition: 'GENERAL',
  score,
  sourceTitle: 'НЦТ 2024',
});

const xlsx = () =>
  new File(['x'], 'cutoffs.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('CutoffImport', { timeout: 30_000 }, () => {
  it('shows every row with its errors and offers no import while any row is wrong', async () => {
    const fetchMock = mockApi({
      'POST /admin/admission/cutoffs/import/preview': {
        status: 200,
        body: {
          total: 2,
          valid: 1,
          invalid: 1,
          rows: [
            { row: 2, values: values('B057', '110'), errors: [] },
            {
              row: 3,
              values: values('B999', '150'),
              errors: [
                { column: 'gopCode', code: 'gop_unknown' },
                { column: 'score', code: 'score_above_max' },
              ],
            },
          ],
        },
      },
    });
    const renderResult = renderWithProviders(<CutoffImport year={2024} />);
    const { container } = renderResult;
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, xlsx());
    expect(await screen.findByText('Код ГОП: Такой группы образовательных программ нет')).toBeInTheDocument();
    expect(screen.getByText('Балл: Балл выше максимума ЕНТ')).toBeInTheDocument();
    expect(screen.getByTestId('invalid-count')).toHaveTextContent('С ошибками: 1');
    expect(screen.queryByRole('button', { name: /Импортировать/ })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));
    expect(urls.filter((url) => url.includes('/commit'))).toHaveLength(0);
  });

  it('imports a clean file at once and says how many rows it added and updated', async () => {
    mockApi({
      'POST /admin/admission/cutoffs/import/preview': {
        status: 200,
        body: { total: 1, valid: 1, invalid: 0, rows: [{ row: 2, values: values('B057', '110'), errors: [] }] },
      },
      'POST /admin/admission/cutoffs/import/commit': { status: 200, body: { created: 1, updated: 0 } },
    });
    const renderResult = renderWithProviders(<CutoffImport year={2024} />);
    const { container } = renderResult;
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, xlsx());
    await userEvent.click(await screen.findByRole('button', { name: 'Импортировать (1)' }));
    await waitFor(() =>
      expect(screen.getByTestId('import-done')).toHaveTextContent('Импортировано: новых 1, обновлено 0.'),
    );
  });
});
