import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { StoriesStrip } from './stories-strip.tsx';
import { readVideoDuration } from './video-duration.ts';

vi.mock('./video-duration.ts', () => ({ readVideoDuration: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

const mp4 = () => new File([new Uint8Array([0, 0, 0, 24])], 'clip.mp4', { type: 'video/mp4' });

describe('Adding a story', () => {
  it('refuses a video longer than 15 s before uploading anything', async () => {
    vi.mocked(readVideoDuration).mockResolvedValue(16.2);
    const fetchMock = mockApi({ 'GET /stories': { status: 200, body: { items: [] } } });
    const { container } = renderWithProviders(<StoriesStrip meId="u1" />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, mp4());
    expect(await screen.findByTestId('story-error')).toHaveTextContent('Видео длиннее 15 секунд');
    expect(fetchMock.mock.calls.some(([url]) => (url as string).includes('/media'))).toBe(false);
    // The picker is cleared, so choosing the same file again is noticed (a browser fires no change otherwise).
    expect(input.value).toBe('');
    expect(input.files).toHaveLength(0);
  });

  it("shows the server's translated verdict when the client could not tell", async () => {
    vi.mocked(readVideoDuration).mockResolvedValue(null);
    mockApi({
      'GET /stories': { status: 200, body: { items: [] } },
      'POST /media': {
        status: 400,
        body: { statusCode: 400, code: 'VIDEO_TOO_LONG', message: 'too long', meta: { seconds: '16' } },
      },
    });
    const { container } = renderWithProviders(<StoriesStrip meId="u1" />);
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, mp4());
    expect(await screen.findByTestId('story-error')).toHaveTextContent('Видео длиннее 15 секунд');
  });

  it('uploads a short video for the story, then publishes it with the media id', async () => {
    vi.mocked(readVideoDuration).mockResolvedValue(9);
    const fetchMock = mockApi({
      'GET /stories': { status: 200, body: { items: [] } },
      'POST /media': { status: 201, body: { id: 'vid1' } },
      'POST /stories': { status: 201, body: { id: 's9' } },
    });
    const { container } = renderWithProviders(<StoriesStrip meId="u1" />);
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, mp4());
    await waitFor(() =>
      expect(fetchMock.mock.calls.find(([url]) => (url as string).endsWith('/stories') && true)?.[0]).toBeDefined(),
    );
    const upload = fetchMock.mock.calls.find(([url]) => (url as string).includes('/media'));
    expect(upload?.[0] as string).toContain('purpose=story');
    await waitFor(() => {
      const publish = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST' && typeof init.body === 'string');
      expect(publish?.[1]?.body).toBe(JSON.stringify({ mediaId: 'vid1' }));
    });
  });

  it('rings authors with unseen stories', async () => {
    const { twoGroups } = await import('./fixtures-for-test.ts');
    mockApi({ 'GET /stories': { status: 200, body: { items: twoGroups } } });
    renderWithProviders(<StoriesStrip meId="u1" />);
    expect(await screen.findByRole('button', { name: 'Смотреть истории: Алия Test (новые)' })).toHaveAttribute(
      'data-unseen',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Смотреть истории: Ерлан Test' })).toHaveAttribute(
      'data-unseen',
      'false',
    );
  });
});
