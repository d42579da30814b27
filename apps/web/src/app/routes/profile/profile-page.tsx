import { useParams } from 'react-router';
import { AuthorPosts } from '../../../features/feed/components/author-posts.tsx';
import { RelationMenu } from '../../../features/privacy/components/relation-menu.tsx';
import { ProfileView } from '../../../features/profile/components/profile-view.tsx';
import { UserProjects } from '../../../features/projects/components/user-projects.tsx';

/**
 * `/app/profile/:username`: the profile, with the author's posts (feed) and projects (projects) in its
 * tabs, and the block and mute menu (privacy) on someone else's.
 */
export function ProfilePage() {
  const { username = '' } = useParams();
  return (
    <ProfileView
      key={username}
      username={username}
      posts={<AuthorPosts username={username} />}
      projects={<UserProjects username={username} />}
      actions={(profile) => (
        <RelationMenu userId={profile.id} name={`${profile.firstName} ${profile.lastName}`} muted={profile.mutedByMe} />
      )}
    />
  );
}
