import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { AuthorPosts } from './author-posts.tsx';
import { makePost } from './fixtures-for-test.ts';
import { PostList } from './post-list.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('PostList', () => {
  it('loads the next page with the cursor when "Показать ещё" is pressed', async () => {
    const fetchMock = mockApi({
      'GET /posts': () => {
        const calls = fetchMock.mock.calls.length;
        return calls <= 1
          ? { status: 200, body: { items: [makePost({ id: 'p1', text: 'Первый' })], nextCursor: 'c-1' } }
          : { status: 200, body: { items: [makePost({ id: 'p2', text: 'Второй' })], nextCursor: null } };
      },
    });
    renderWithProviders(<PostList filter={{}} emptyText="пусто" />);
    expect(await screen.findByText('Первый')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Второй')).toBeInTheDocument();
    const second = fetchMock.mock.calls[1]?.[0] as string;
    expect(second).toContain('cursor=c-1');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('shows the first cards of a page, the next ones on "Показать ещё", then loads the next page', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => makePost({ id: `p${from + i}`, text: `Пост номер ${from + i}` }));
    const fetchMock = mockApi({
      'GET /posts': () =>
        fetchMock.mock.calls.length <= 1
          ? { status: 200, body: { items: page(1, 9), nextCursor: 'c-1' } }
          : { status: 200, body: { items: page(10, 1), nextCursor: null } },
    });
    renderWithProviders(<PostList filter={{}} emptyText="пусто" />);
    expect(await screen.findByText('Пост номер 3')).toBeInTheDocument();
    expect(screen.getAllByTestId('post-card')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Пост номер 8')).toBeInTheDocument();
    expect(screen.getAllByTestId('post-card')).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Пост номер 9')).toBeInTheDocument();
    // Every card of the first page is shown before the next page is asked for.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Пост номер 10')).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]?.[0] as string).toContain('cursor=c-1');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('shows the empty state and an error with Retry', async () => {
    mockApi({ 'GET /posts': { status: 200, body: { items: [], nextCursor: null } } });
    renderWithProviders(<PostList filter={{}} emptyText="Здесь пока пусто — напишите первый пост" />);
    expect(await screen.findByText('Здесь пока пусто — напишите первый пост')).toBeInTheDocument();
  });

  it('offers Retry when the list fails', async () => {
    let fail = true;
    mockApi({
      'GET /posts': () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } }
          : { status: 200, body: { items: [makePost({ text: 'Снова работает' })], nextCursor: null } },
    });
    renderWithProviders(<PostList filter={{}} emptyText="" />);
    const retry = await screen.findByRole('button', { name: 'Повторить' }, { timeout: 5000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Снова работает')).toBeInTheDocument();
  });

  it('AuthorPosts asks for that author and links hashtags to the topic filter', async () => {
    const fetchMock = mockApi({ 'GET /posts': { status: 200, body: { items: [makePost()], nextCursor: null } } });
    renderWithProviders(<AuthorPosts username="dana" />);
    const tag = await screen.findByRole('link', { name: '#математика' });
    expect(tag).toHaveAttribute('href', `/app/feed?topic=${encodeURIComponent('математика')}`);
    expect(fetchMock.mock.calls[0]?.[0]).toContain('author=dana');
    expect(screen.getByRole('link', { name: 'Дана Ахметова' })).toHaveAttribute('href', '/app/profile/dana');
  });
});
