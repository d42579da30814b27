import type { TDataExport } from '@bagdar/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { DataExport } from './data-export.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ready: TDataExport = {
  id: 'e1',
  status: 'READY',
  createdAt: '2026-11-26T10:00:00.000Z',
  readyAt: '2026-11-26T10:01:00.000Z',
  expiresAt: '2026-11-27T10:01:00.000Z',
  bytes: 3 * 1_048_576,
  error: null,
  downloadUrl: '/api/v1/privacy/data-export/e1/download',
};

describe('download my data', () => {
  it('asks for a copy and shows that it is being prepared', async () => {
    const queued: TDataExport = {
      ...ready,
      status: 'QUEUED',
      readyAt: null,
      expiresAt: null,
      bytes: null,
      downloadUrl: null,
    };
    mockApi({
      'GET /privacy/data-export': { status: 200, body: { export: null } },
      'POST /privacy/data-export': { status: 202, body: queued },
    });
    renderWithProviders(<DataExport />);
    await userEvent.click(await screen.findByRole('button', { name: 'Подготовить мои данные' }));
    expect(await screen.findByTestId('data-export-running')).toHaveTextContent('Готовим ваши данные');
    expect(screen.queryByRole('button', { name: /Подготовить/ })).not.toBeInTheDocument();
  });

  it('offers the ready file with its size and expiry, and translates a refused second request', async () => {
    mockApi({
      'GET /privacy/data-export': { status: 200, body: { export: ready } },
      'POST /privacy/data-export': {
        status: 409,
        body: { statusCode: 409, code: 'DATA_EXPORT_RUNNING', message: 'already' },
      },
    });
    renderWithProviders(<DataExport />);
    const link = await screen.findByRole('link', { name: 'Скачать архив (3 МБ)' });
    expect(link).toHaveAttribute('href', '/api/v1/privacy/data-export/e1/download');
    expect(screen.getByTestId('data-export-ready')).toHaveTextContent(/Ссылка действует до 27 ноября 2026/);
    await userEvent.click(screen.getByRole('button', { name: 'Подготовить новую копию' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Копия ваших данных уже готовится');
  });
});
