import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { makeComment, makePost } from './fixtures-for-test.ts';
import { PostCard } from './post-card.tsx';

afterEach(() => vi.unstubAllGlobals());

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('PostCard likes', () => {
  it('counts a like at once and takes the server answer', async () => {
    const answer = deferred<void>();
    const fetchMock = vi.fn(async () => {
      await answer.promise;
      return new Response(JSON.stringify({ liked: true, likeCount: 10 }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PostCard post={makePost({ likeCount: 3 })} />);
    const like = screen.getByTestId('like-button');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('4');
    answer.resolve();
    await waitFor(() => expect(like).toHaveTextContent('10'));
    expect(fetchMock.mock.calls[0]).toEqual([
      expect.stringContaining('/posts/p1/like'),
      expect.objectContaining({ method: 'POST' }),
    ]);
  });

  it('rolls back when the like fails', async () => {
    mockApi({
      'DELETE /posts/p1/like': { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } },
    });
    renderWithProviders(<PostCard post={makePost({ likeCount: 5, likedByMe: true })} />);
    const like = screen.getByTestId('like-button');
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('5');
  });
});

describe('PostCard comments', () => {
  it('lists, adds and deletes own comments', async () => {
    let comments = [makeComment({ id: 'c1', text: 'Удачи!' })];
    const fetchMock = mockApi({
      'GET /posts/p1/comments': () => ({ status: 200, body: { items: comments, nextCursor: null } }),
      'POST /posts/p1/comments': () => {
        const created = makeComment({ id: 'c2', text: 'Спасибо', canDelete: true });
        comments = [...comments, created];
        return { status: 201, body: created };
      },
      'DELETE /posts/p1/comments/c2': () => {
        comments = comments.filter((c) => c.id !== 'c2');
        return { status: 204 };
      },
    });
    renderWithProviders(<PostCard post={makePost()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Комментарии: 1' }));
    const section = await screen.findByTestId('comments-p1');
    expect(await within(section).findByText('Удачи!')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Удалить комментарий' })).not.toBeInTheDocument();

    await userEvent.type(within(section).getByRole('textbox', { name: 'Комментарий' }), 'Спасибо');
    await userEvent.click(within(section).getByRole('button', { name: 'Отправить' }));
    expect(await within(section).findByText('Спасибо')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Комментарий' })).toHaveValue('');

    await userEvent.click(within(section).getByRole('button', { name: 'Удалить комментарий' }));
    await waitFor(() => expect(within(section).queryByText('Спасибо')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it("refreshes the post's count in the feed and in search results, not other posts' threads", async () => {
    mockApi({
      'GET /posts/p1/comments': { status: 200, body: { items: [], nextCursor: null } },
      'POST /posts/p1/comments': { status: 201, body: makeComment({ id: 'c9', text: 'Спасибо' }) },
    });
    const views = {
      feed: ['posts', 'list', { topic: null, author: null }],
      search: ['posts', 'search', 'ент'],
      otherThread: ['posts', 'comments', 'p2'],
    };
    const { queryClient } = renderWithProviders(<PostCard post={makePost({ commentCount: 0 })} />);
    for (const key of Object.values(views)) queryClient.setQueryData(key, { pages: [], pageParams: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Комментарии: 0' }));
    const section = await screen.findByTestId('comments-p1');
    await userEvent.type(within(section).getByRole('textbox', { name: 'Комментарий' }), 'Спасибо');
    await userEvent.click(within(section).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(queryClient.getQueryState(views.search)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(views.feed)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(views.otherThread)?.isInvalidated).toBe(false);
  });
});

describe('PostCard comment reports', () => {
  const comments = [makeComment({ id: 'c1', text: 'Удачи!' }), makeComment({ id: 'c2', text: 'Моё', canDelete: true })];

  it("reports another's comment with the reason and words, and offers no report on one's own", async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetchMock = mockApi({
      'GET /posts/p1/comments': { status: 200, body: { items: comments, nextCursor: null } },
      'POST /posts/p1/comments/c1/report': { status: 200, body: { ok: true } },
    });
    renderWithProviders(<PostCard post={makePost({ commentCount: 2 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Комментарии: 2' }));
    const section = await screen.findByTestId('comments-p1');
    await within(section).findByText('Удачи!');
    // One menu: on Дана's other comment; the own one has delete instead.
    expect(within(section).getAllByRole('button', { name: /^Действия с комментарием/ })).toHaveLength(1);

    const menuButton = within(section).getByRole('button', { name: 'Действия с комментарием: Дана Ахметова' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Пожаловаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться на комментарий' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Спам или реклама' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Комментарий (необязательно)' }),
      'реклама курсов',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить жалобу' }));

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Жалоба отправлена, модераторы её рассмотрят' }),
      ),
    );
    const call = fetchMock.mock.calls.find(([url]) => (url as string).endsWith('/report'));
    expect(call?.[0]).toBe('/api/v1/posts/p1/comments/c1/report');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ reason: 'SPAM', comment: 'реклама курсов' });
    show.mockRestore();
  });

  it('says so when the comment was already reported', async () => {
    mockApi({
      'GET /posts/p1/comments': { status: 200, body: { items: comments, nextCursor: null } },
      'POST /posts/p1/comments/c1/report': {
        status: 409,
        body: { statusCode: 409, code: 'CONFLICT', message: 'Already reported' },
      },
    });
    renderWithProviders(<PostCard post={makePost({ commentCount: 2 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Комментарии: 2' }));
    const section = await screen.findByTestId('comments-p1');
    await userEvent.click(await within(section).findByRole('button', { name: /^Действия с комментарием/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Пожаловаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться на комментарий' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Оскорбления или травля' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить жалобу' }));
    expect(await within(dialog).findByText('Вы уже жаловались на этот комментарий')).toBeInTheDocument();
  });
});
