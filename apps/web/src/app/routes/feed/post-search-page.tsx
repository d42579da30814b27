import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { PostCard } from '../../../features/feed/components/post-card.tsx';
import { HighlightedText } from '../../../features/post-search/components/highlighted-text.tsx';
import { SearchField } from '../../../features/post-search/components/search-field.tsx';
import { SearchResults } from '../../../features/post-search/components/search-results.tsx';

/** `/app/feed/posts?q=`: keyword search over posts; the query lives in the URL. */
export function PostSearchPage() {
  const { t } = useTranslation('search');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';

  return (
    <Stack gap="md" maw={760} data-testid="page-post-search">
      <Anchor component={Link} to="/app/feed" size="sm">
        ← {t('back')}
      </Anchor>
      <Title order={1}>{t('title')}</Title>
      <SearchField key={q} initial={q} onSearch={(next) => setParams({ q: next })} />
      <SearchResults
        q={q}
        renderHit={(hit) => <PostCard post={hit} body={<HighlightedText segments={hit.highlight} />} />}
      />
    </Stack>
  );
}
