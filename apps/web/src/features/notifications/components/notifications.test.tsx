import type { TNotification, TNotificationPage } from '@bagdar/contracts';
import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationsList } from './notifications-list.tsx';

/** A stand-in for the browser's EventSource that tests drive by hand. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }
  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const actor = { id: 'a1', username: 'aigerim', firstName: 'Айгерим', lastName: 'Сейткали', avatarUrl: null };
const nurlan = { id: 'a2', username: 'nurlan', firstName: 'Нұрлан', lastName: 'Әлиев', avatarUrl: null };
const make = (overrides: Partial<TNotification>): TNotification => ({
  id: 'n1',
  type: 'POST_LIKED',
  actor,
  postId: 'p1',
  text: null,
  data: {},
  readAt: null,
  createdAt: new Date(Date.now() - 120_000).toISOString(),
  ...overrides,
});
/** The machine may be busy (other suites run beside these): wait longer than the default second. */
const SLOW = { timeout: 5000 };
const page = (items: TNotification[], unread: number, nextCursor: string | null = null): TNotificationPage => ({
  items,
  nextCursor,
  unread,
});

beforeEach(async () => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  await i18n.changeLanguage('ru');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('shows the unread count in its label and the latest five in the popover', async () => {
    const items = Array.from({ length: 6 }, (_, i) => make({ id: `n${i}` }));
    mockApi({
      'GET /notifications/unread-count': { status: 200, body: { unread: 3 } },
      'GET /notifications': { status: 200, body: page(items, 3) },
    });
    renderWithProviders(<NotificationBell />, { path: '/app/feed' });
    const bell = await screen.findByRole('button', { name: 'Уведомления, 3 непрочитанных' }, SLOW);
    expect(FakeEventSource.instances[0]?.url).toBe('/api/v1/notifications/stream');
    expect(FakeEventSource.instances[0]?.init).toEqual({ withCredentials: true });

    await userEvent.click(bell);
    expect(await screen.findAllByTestId('notification-item', {}, SLOW)).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Все уведомления' })).toHaveAttribute('href', '/app/notifications');
  });

  it('updates the count and list from the stream and shows a toast', async () => {
    mockApi({
      'GET /notifications/unread-count': { status: 200, body: { unread: 0 } },
      'GET /notifications': { status: 200, body: page([], 0) },
    });
    renderWithProviders(
      <>
        <Notifications />
        <NotificationBell />
      </>,
    );
    // The popover's code loads when the bell is pointed at (it may replace the bell before the click).
    await userEvent.hover(await screen.findByRole('button', { name: 'Уведомления' }));
    await screen.findByRole('button', { name: 'Уведомления', expanded: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Уведомления' }));
    await screen.findByText('Новых уведомлений нет', {}, SLOW);

    const source = FakeEventSource.instances[0]!;
    act(() => {
      source.emit(
        'notification',
        make({ id: 'live', type: 'POST_COMMENTED', actor: nurlan, data: { excerpt: 'Круто!' } }),
      );
      source.emit('unread', { unread: 1 });
    });
    expect(await screen.findByRole('button', { name: 'Уведомления, 1 непрочитанных' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Нұрлан прокомментировал(а) ваш пост: «Круто!»', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Новое уведомление')).toBeInTheDocument();
  });

  it('keeps the focus on the bell when its popover’s code loads; Enter opens and closes it, Escape closes it', async () => {
    mockApi({
      'GET /notifications/unread-count': { status: 200, body: { unread: 0 } },
      'GET /notifications': { status: 200, body: page([], 0) },
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />);
    const placeholder = await screen.findByRole('button', { name: 'Уведомления' }, SLOW);
    await user.tab();
    // The popover's code came (at once when an earlier test loaded it): the bell inside it is a new
    // button, with the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Уведомления' })).not.toBe(placeholder), SLOW);
    const bell = screen.getByRole('button', { name: 'Уведомления' });
    await waitFor(() => expect(bell).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Новых уведомлений нет', {}, SLOW)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByText('Новых уведомлений нет')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();

    // Escape closes it from the bell too, not only from inside the popover.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Новых уведомлений нет', {}, SLOW)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByText('Новых уведомлений нет')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('closes the stream when unmounted', async () => {
    mockApi({ 'GET /notifications/unread-count': { status: 200, body: { unread: 0 } } });
    const { unmount } = renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Уведомления' });
    unmount();
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
  });
});

describe('NotificationsList', () => {
  it('renders each type in the interface language, with unread styling', async () => {
    mockApi({
      'GET /notifications': {
        status: 200,
        body: page(
          [
            make({ id: 'n1', type: 'POST_LIKED' }),
            make({ id: 'n2', type: 'POST_COMMENTED', actor: nurlan, data: { excerpt: 'Отлично' } }),
            make({
              id: 'n3',
              type: 'SYSTEM',
              actor: null,
              postId: null,
              text: { ru: 'Добро пожаловать', kk: 'Қош келдіңіз', en: 'Welcome' },
              readAt: '2026-11-01T00:00:00.000Z',
            }),
            make({
              id: 'n4',
              type: 'PROJECT_INVITATION',
              postId: null,
              data: { projectId: 'p1', projectName: 'Робот', invitationId: 'i1', role: 'MEMBER' },
            }),
            make({
              id: 'n5',
              type: 'PROJECT_APPLICATION',
              postId: null,
              data: { projectId: 'p1', projectName: 'Робот' },
            }),
          ],
          4,
        ),
      },
    });
    renderWithProviders(<NotificationsList />);
    expect(await screen.findByText('Айгерим оценил(а) ваш пост')).toBeInTheDocument();
    expect(screen.getByText('Нұрлан прокомментировал(а) ваш пост: «Отлично»')).toBeInTheDocument();
    expect(screen.getByText('Добро пожаловать')).toBeInTheDocument();
    expect(screen.getByText('Айгерим приглашает вас в проект «Робот»')).toBeInTheDocument();
    expect(screen.getByText('Айгерим подал(а) заявку в ваш проект «Робот»')).toBeInTheDocument();
    const items = screen.getAllByTestId('notification-item');
    expect(items.map((i) => i.dataset.unread)).toEqual(['true', 'true', 'false', 'true', 'true']);

    await act(async () => {
      await i18n.changeLanguage('kk');
    });
    expect(await screen.findByText('Айгерим жазбаңызды ұнатты')).toBeInTheDocument();
    expect(screen.getByText('Нұрлан жазбаңызға пікір қалдырды: «Отлично»')).toBeInTheDocument();
    expect(screen.getByText('Қош келдіңіз')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Хабарландырулар' })).toBeInTheDocument();
  });

  it('marks one read on click and opens the feed; marks all read', async () => {
    const fetchMock = mockApi({
      'GET /notifications': {
        status: 200,
        body: page([make({ id: 'n1' }), make({ id: 'n2', type: 'POST_COMMENTED' })], 2),
      },
      'POST /notifications/n1/read': { status: 200, body: { ok: true } },
      'POST /notifications/read-all': { status: 200, body: { ok: true } },
    });
    const { router } = renderWithProviders(<NotificationsList />, { path: '/app/notifications' });
    const [first] = await screen.findAllByTestId('notification-item');
    await userEvent.click(first!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/feed'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/notifications/n1/read',
      expect.objectContaining({ method: 'POST' }),
    );

    await act(async () => {
      await router.navigate('/app/notifications');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Отметить все как прочитанные' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v1/notifications/read-all',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });

  it('answers a project invitation in place: rejects it, and says so when it was already answered', async () => {
    const invitation = (id: string, invitationId: string) =>
      make({
        id,
        type: 'PROJECT_INVITATION',
        postId: null,
        data: { projectId: 'p1', projectName: 'Робот', invitationId, role: 'MEMBER' },
      });
    const fetchMock = mockApi({
      'GET /notifications': { status: 200, body: page([invitation('n1', 'i1'), invitation('n2', 'i2')], 2) },
      'POST /projects/invitations/i1/reject': { status: 200, body: { status: 'REJECTED', projectId: 'p1' } },
      'POST /projects/invitations/i2/accept': {
        status: 409,
        body: { statusCode: 409, code: 'CONFLICT', message: 'answered', reason: 'already_decided' },
      },
      'POST /notifications/n1/read': { status: 200, body: { ok: true } },
      'POST /notifications/n2/read': { status: 200, body: { ok: true } },
    });
    renderWithProviders(<NotificationsList />);
    const [first, second] = await screen.findAllByTestId('notification-invitation-reject');
    await userEvent.click(first!);
    expect(await screen.findByText('Приглашение отклонено')).toBeInTheDocument();
    expect(second).toBeInTheDocument();
    const [accept] = screen.getAllByTestId('notification-invitation-accept');
    await userEvent.click(accept!);
    expect(await screen.findByText('На это приглашение уже ответили')).toBeInTheDocument();
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url);
    expect(posted).toContain('/api/v1/projects/invitations/i1/reject');
  });

  it('shows the empty state and the error state with retry', async () => {
    mockApi({ 'GET /notifications': { status: 200, body: page([], 0) } });
    const { unmount } = renderWithProviders(<NotificationsList />);
    expect(await screen.findByText('Уведомлений пока нет')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /notifications': { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } } });
    renderWithProviders(<NotificationsList />);
    expect(await screen.findByText('Не удалось загрузить уведомления')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
