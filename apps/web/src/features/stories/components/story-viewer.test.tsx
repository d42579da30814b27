import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { twoGroups } from './fixtures-for-test.ts';
import { StoryViewer } from './story-viewer.tsx';

afterEach(() => vi.unstubAllGlobals());

const seenCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => url as string).filter((url) => url.endsWith('/seen'));

describe('StoryViewer', () => {
  it('moves next and previous by tap areas and arrow keys, across authors, and marks unseen stories seen', async () => {
    const fetchMock = mockApi({
      'POST /stories/s1/seen': { status: 204 },
      'POST /stories/s2/seen': { status: 204 },
    });
    const onClose = vi.fn();
    renderWithProviders(<StoryViewer groups={twoGroups} startGroup={0} meId={null} onClose={onClose} />);
    const viewer = await screen.findByTestId('story-viewer');
    expect(viewer).toHaveAccessibleName('Алия Test: история 1 из 2');
    await waitFor(() => expect(seenCalls(fetchMock)).toEqual(['/api/v1/stories/s1/seen']));

    await userEvent.click(screen.getByRole('button', { name: 'Следующая история' }));
    expect(viewer).toHaveAccessibleName('Алия Test: история 2 из 2');
    await waitFor(() => expect(seenCalls(fetchMock)).toHaveLength(2));

    viewer.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('story-viewer')).toHaveAccessibleName('Ерлан Test: история 1 из 1');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('story-viewer')).toHaveAccessibleName('Алия Test: история 2 из 2');
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущая история' }));
    expect(screen.getByTestId('story-viewer')).toHaveAccessibleName('Алия Test: история 1 из 2');
    // The already seen story of Ерлан was not marked again, and nothing twice.
    expect(seenCalls(fetchMock)).toHaveLength(2);
  });

  it('pauses with Space and closes with Esc or the close button; the last story closes on next', async () => {
    mockApi({});
    const onClose = vi.fn();
    renderWithProviders(<StoryViewer groups={[twoGroups[1]!]} startGroup={0} meId={null} onClose={onClose} />);
    const viewer = await screen.findByTestId('story-viewer');
    viewer.focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Продолжить' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Следующая история' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(3));
  });

  it("reports another's story: the words keep their spaces and arrows, the right request goes out", async () => {
    const fetchMock = mockApi({ 'POST /stories/s3/report': { status: 200, body: { ok: true } } });
    const onClose = vi.fn();
    renderWithProviders(<StoryViewer groups={twoGroups} startGroup={1} meId="a1" onClose={onClose} />);
    await screen.findByTestId('story-viewer');
    await userEvent.click(screen.getByRole('button', { name: 'Действия с историей: Ерлан Test' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Пожаловаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться на историю' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Неприемлемый контент' }));
    // Space and arrows in the dialog are typing, not the viewer's pause and navigation.
    const words = within(dialog).getByRole('textbox', { name: 'Комментарий (необязательно)' });
    await userEvent.type(words, 'плохо видео{ArrowLeft>6/}е');
    expect(words).toHaveValue('плохое видео');
    expect(screen.getByTestId('story-viewer')).toHaveAccessibleName('Ерлан Test: история 1 из 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить жалобу' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Пожаловаться на историю' })).not.toBeInTheDocument(),
    );
    const call = fetchMock.mock.calls.find(([url]) => (url as string).endsWith('/report'));
    expect(call?.[0]).toBe('/api/v1/stories/s3/report');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ reason: 'INAPPROPRIATE', comment: 'плохое видео' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says so when the story was already reported; Esc closes the dialog, not the viewer; none on one's own", async () => {
    mockApi({
      'POST /stories/s3/report': {
        status: 409,
        body: { statusCode: 409, code: 'CONFLICT', message: 'Already reported' },
      },
    });
    const onClose = vi.fn();
    const { unmount } = renderWithProviders(
      <StoryViewer groups={twoGroups} startGroup={1} meId="a1" onClose={onClose} />,
    );
    await screen.findByTestId('story-viewer');
    await userEvent.click(screen.getByRole('button', { name: 'Действия с историей: Ерлан Test' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Пожаловаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться на историю' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Спам или реклама' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить жалобу' }));
    expect(await within(dialog).findByText('Вы уже жаловались на эту историю')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Пожаловаться на историю' })).not.toBeInTheDocument(),
    );
    expect(onClose).not.toHaveBeenCalled();
    unmount();

    renderWithProviders(<StoryViewer groups={twoGroups} startGroup={0} meId="a1" onClose={onClose} />);
    await screen.findByTestId('story-viewer');
    expect(screen.queryByRole('button', { name: /^Действия с историей/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить историю' })).toBeInTheDocument();
  });

  it('marks one’s own hidden story with the moderator’s reason; nobody else’s story carries the mark', async () => {
    mockApi({ 'POST /stories/s1/seen': { status: 200, body: {} } });
    const hidden = twoGroups.map((g, i) =>
      i === 0 ? { ...g, stories: g.stories.map((s) => ({ ...s, hiddenReason: 'ABUSE' })) } : g,
    );
    const { unmount } = renderWithProviders(<StoryViewer groups={hidden} startGroup={0} meId="a1" onClose={vi.fn()} />);
    expect(await screen.findByTestId('story-hidden')).toHaveTextContent(
      'Скрыто модератором (Оскорбления или травля). Публикацию видите только вы',
    );
    unmount();
    renderWithProviders(<StoryViewer groups={hidden} startGroup={0} meId={null} onClose={vi.fn()} />);
    await screen.findByTestId('story-viewer');
    expect(screen.queryByTestId('story-hidden')).not.toBeInTheDocument();
  });
});
