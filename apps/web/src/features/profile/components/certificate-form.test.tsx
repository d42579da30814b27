import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders, sentBody } from '../../../lib/testing.tsx';
import { CertificateForm } from './certificate-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CertificateForm', () => {
  it('needs a link with http(s) when the link is chosen, and saves name + link', async () => {
    const fetchMock = mockApi({
      'POST /profiles/me/certificates': {
        status: 201,
        body: { id: 'c1', name: 'IELTS', kind: 'LINK', url: 'https://ielts.org', contentType: null, createdAt: '' },
      },
    });
    const onDone = vi.fn();
    renderWithProviders(<CertificateForm onDone={onDone} />);
    await userEvent.type(screen.getByLabelText('Название', { exact: false }), 'IELTS');
    await userEvent.type(screen.getByLabelText('Ссылка на сертификат'), 'ielts.org');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ссылка должна начинаться с http:// или https://')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Ссылка на сертификат'));
    await userEvent.type(screen.getByLabelText('Ссылка на сертификат'), 'https://ielts.org');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({ name: 'IELTS', link: 'https://ielts.org' });
  });

  it('needs a file when the file is chosen, and uploads it before saving', async () => {
    const fetchMock = mockApi({
      'POST /media': { status: 201, body: { id: 'm1', url: '/api/v1/media/m1' } },
      'POST /profiles/me/certificates': {
        status: 201,
        body: { id: 'c1', name: 'Диплом', kind: 'FILE', url: '/m', contentType: 'application/pdf', createdAt: '' },
      },
    });
    const onDone = vi.fn();
    const { container } = renderWithProviders(<CertificateForm onDone={onDone} />);
    await userEvent.type(screen.getByLabelText('Название', { exact: false }), 'Диплом');
    await userEvent.click(screen.getByText('Файл'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Выберите файл', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'diploma.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBody(fetchMock, 1)).toEqual({ name: 'Диплом', mediaId: 'm1' });
  });
});
