import { useParams } from 'react-router';
import { AuthorPosts } from '../../../features/feed/components/author-posts.tsx';
import { ProfileView } from '../../../features/profile/components/profile-view.tsx';

/** `/app/profile/:username`: the profile, with the author's posts from the feed in its Posts tab. */
export function ProfilePage() {
  const { username = '' } = useParams();
  return <ProfileView key={username} username={username} posts={<AuthorPosts username={username} />} />;
}
