import { SOCIAL_LIMITS } from '@bagdar/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders, sentBody } from '../../../lib/testing.tsx';
import { Composer } from './composer.tsx';
import { makePost } from './fixtures-for-test.ts';

afterEach(() => vi.unstubAllGlobals());

const media = (id: string) => ({
  id,
  kind: 'IMAGE',
  purpose: 'post',
  url: `/media/${id}.webp`,
  contentType: 'image/webp',
  bytes: 100,
  width: 10,
  height: 10,
  durationSeconds: null,
  createdAt: new Date().toISOString(),
});

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('Composer', () => {
  it('keeps Publish disabled while empty and while the text is too long, with a counter', async () => {
    mockApi({});
    renderWithProviders(<Composer />);
    const submit = screen.getByRole('button', { name: 'Опубликовать' });
    expect(submit).toBeDisabled();
    const text = screen.getByRole('textbox', { name: 'Что нового?' });
    await userEvent.type(text, '   ');
    expect(submit).toBeDisabled();
    fireEvent.change(text, { target: { value: 'я'.repeat(SOCIAL_LIMITS.postTextMax + 1) } });
    expect(screen.getByText('Не больше 2000 символов')).toBeInTheDocument();
    expect(screen.getByTestId('composer-counter')).toHaveTextContent('2001 / 2000');
    expect(submit).toBeDisabled();
    fireEvent.change(text, { target: { value: 'Привет #ент' } });
    expect(submit).toBeEnabled();
  });

  it('uploads up to 6 images, refuses the 7th, removes one, and sends the media ids', async () => {
    let n = 0;
    const fetchMock = mockApi({
      'POST /media': () => ({ status: 201, body: media(`m${++n}`) }),
      'POST /posts': { status: 201, body: makePost() },
      'GET /posts': { status: 200, body: { items: [], nextCursor: null } },
      'GET /topics/popular': { status: 200, body: { items: [] } },
    });
    const { container } = renderWithProviders(<Composer />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      Array.from({ length: 7 }, (_, i) => png(`${i}.png`)),
    );
    expect(screen.getByText('Можно прикрепить не больше 6 изображений')).toBeInTheDocument();
    expect(screen.getAllByTestId('composer-attachment')).toHaveLength(6);
    const submit = screen.getByRole('button', { name: 'Опубликовать' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Убрать изображение 1' }));
    expect(screen.getAllByTestId('composer-attachment')).toHaveLength(5);
    // The picker is cleared after each pick, so the removed image could be chosen again.
    expect(input.files).toHaveLength(0);
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryAllByTestId('composer-attachment')).toHaveLength(0));
    const postCall = fetchMock.mock.calls.findIndex(
      ([, init]) => init?.method === 'POST' && typeof init.body === 'string',
    );
    expect(sentBody(fetchMock, postCall)).toEqual({ text: '', mediaIds: ['m2', 'm3', 'm4', 'm5', 'm6'] });
  });

  it('shows the server error of an upload in the interface language and blocks publishing', async () => {
    mockApi({
      'POST /media': { status: 400, body: { statusCode: 400, code: 'MEDIA_INVALID', message: 'not an image' } },
    });
    const { container } = renderWithProviders(<Composer />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Что нового?' }), 'Смотрите');
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, png('fake.png'));
    expect(await screen.findByText(/Файл повреждён или имеет неподдерживаемый формат/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Опубликовать' })).toBeDisabled();
  });

  it('keeps the draft when the word filter refuses the post, naming the words to change', async () => {
    const fetchMock = mockApi({
      'POST /posts': {
        status: 422,
        body: {
          statusCode: 422,
          code: 'CONTENT_REJECTED',
          message: 'The text contains words that are not allowed',
          meta: { words: 'дурак' },
        },
      },
    });
    renderWithProviders(<Composer />);
    const text = screen.getByRole('textbox', { name: 'Что нового?' });
    await userEvent.type(text, 'Ты д у р а к, но я всё равно рад тебя видеть');
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('В тексте есть недопустимые слова: дурак');
    // Nothing the author wrote is lost: the text stays in the composer to be edited and sent again.
    expect(text).toHaveValue('Ты д у р а к, но я всё равно рад тебя видеть');
    expect(screen.getByRole('button', { name: 'Опубликовать' })).toBeEnabled();
    expect(sentBody(fetchMock, fetchMock.mock.calls.length - 1)).toEqual({
      text: 'Ты д у р а к, но я всё равно рад тебя видеть',
      mediaIds: [],
    });
  });
});
