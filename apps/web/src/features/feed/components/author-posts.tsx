import { useTranslation } from 'react-i18next';
import { PostList } from './post-list.tsx';

/** The Posts tab of a profile: that author's posts, newest first, with infinite scroll. */
export function AuthorPosts({ username }: { username: string }) {
  const { t } = useTranslation('feed');
  return <PostList filter={{ author: username }} emptyText={t('list.authorEmpty')} />;
}
