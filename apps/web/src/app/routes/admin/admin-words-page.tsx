import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { WordLists } from '../../../features/moderation/components/word-lists.tsx';
import { CatalogGate } from './catalog-gate.tsx';

/** `/admin/moderation/words`: the word filter's lists (SUPER_ADMIN and MINISTRY). */
export function AdminWordsPage() {
  const { t } = useTranslation('moderation');
  usePageTitle(t('wordsTitle'));
  return (
    <CatalogGate>
      <Stack gap="lg" data-testid="page-admin-words">
        <Title order={1}>{t('wordsTitle')}</Title>
        <WordLists />
      </Stack>
    </CatalogGate>
  );
}
