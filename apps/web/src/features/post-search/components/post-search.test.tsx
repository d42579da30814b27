import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { HighlightedText } from './highlighted-text.tsx';
import { SearchField } from './search-field.tsx';
import { SearchResults } from './search-results.tsx';

afterEach(() => vi.unstubAllGlobals());

const hit = (id: string, segments: { text: string; match: boolean }[]) => ({
  id,
  author: { id: 'u', username: 'u', firstName: 'A', lastName: 'B', avatarUrl: null },
  text: segments.map((s) => s.text).join(''),
  images: [],
  topics: [],
  likeCount: 0,
  commentCount: 0,
  likedByMe: false,
  canDelete: false,
  createdAt: new Date().toISOString(),
  highlight: segments,
});

describe('post search', () => {
  it('refuses one character with a hint and searches from two', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchField onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Поиск по постам' });
    await userEvent.type(input, ' a{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText('Введите не меньше 2 символов')).toBeInTheDocument();
    await userEvent.type(input, 'б{Enter}');
    expect(onSearch).toHaveBeenCalledWith('aб');
  });

  it('sends no request for a short query', () => {
    const fetchMock = mockApi({});
    renderWithProviders(<SearchResults q="a" renderHit={() => null} />);
    expect(screen.getByTestId('search-hint')).toHaveTextContent('Введите не меньше 2 символов');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renders matched words in <mark> and loads the next page', async () => {
    const fetchMock = mockApi({
      'GET /posts/search': () =>
        fetchMock.mock.calls.length <= 1
          ? {
              status: 200,
              body: {
                items: [
                  hit('p1', [
                    { text: 'Готовлюсь к ', match: false },
                    { text: 'ЕНТ', match: true },
                    { text: ' <b>', match: false },
                  ]),
                ],
                nextCursor: 'n1',
              },
            }
          : { status: 200, body: { items: [hit('p2', [{ text: 'ент', match: true }])], nextCursor: null } },
    });
    renderWithProviders(<SearchResults q="ент" renderHit={(h) => <HighlightedText segments={h.highlight} />} />);
    const marks = await screen.findAllByText('ЕНТ', { selector: 'mark' });
    expect(marks).toHaveLength(1);
    expect(screen.getByText(/<b>/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0] as string).toContain(`q=${encodeURIComponent('ент')}`);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('ент', { selector: 'mark' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]?.[0] as string).toContain('cursor=n1');
  });

  it('links hashtags to their topic, keeping the marks of matched words inside the link', () => {
    renderWithProviders(
      <HighlightedText
        segments={[
          { text: 'Готовлюсь к ', match: false },
          { text: 'ЕНТ', match: true },
          { text: ' #', match: false },
          { text: 'ҰБТ', match: true },
          { text: 'ға и #STEM!', match: false },
        ]}
      />,
    );
    const untTag = screen.getByRole('link', { name: '#ҰБТға' });
    expect(untTag).toHaveAttribute('href', `/app/feed?topic=${encodeURIComponent('ұбтға')}`);
    expect(untTag.querySelector('mark')).toHaveTextContent('ҰБТ');
    expect(screen.getByRole('link', { name: '#STEM' })).toHaveAttribute('href', '/app/feed?topic=stem');
    const plainMark = screen.getByText('ЕНТ', { selector: 'mark' });
    expect(plainMark.closest('a')).toBeNull();
    expect(screen.getByTestId('highlighted-text')).toHaveTextContent('Готовлюсь к ЕНТ #ҰБТға и #STEM!');
  });

  it('shows an empty result', async () => {
    mockApi({ 'GET /posts/search': { status: 200, body: { items: [], nextCursor: null } } });
    renderWithProviders(<SearchResults q="zz" renderHit={() => null} />);
    expect(await screen.findByText('По запросу «zz» ничего не найдено')).toBeInTheDocument();
  });
});
