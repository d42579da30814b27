import type { TProfile } from '@bagdar/contracts';
import { Alert, Button, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useProfile } from '../api/get-profile.ts';
import { AcademicsTab } from './academics-tab.tsx';
import { CertificatesTab } from './certificates-tab.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileNotFound } from './profile-not-found.tsx';

/**
 * `/app/profile/:username`: the header and the four tabs; `posts` and `projects` are those tabs'
 * content, `actions` what the header offers on someone else's profile.
 */
export function ProfileView({
  username,
  posts,
  projects,
  actions,
}: {
  username: string;
  posts: ReactNode;
  projects?: ReactNode;
  actions?: (profile: TProfile) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  const profile = useProfile(username);
  const data = profile.data;
  usePageTitle(data ? `${data.firstName} ${data.lastName}` : t('tabs.academics'));

  if (profile.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={200} radius="md" />
        <Skeleton h={24} w="40%" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.code === 'NOT_FOUND') return <ProfileNotFound />;
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title={t('loadError')}>
        <Button mt="sm" size="xs" variant="light" onClick={() => void profile.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="lg" data-testid="page-profile">
      <ProfileHeader profile={profile.data} actions={actions?.(profile.data)} />
      <Tabs defaultValue="academics" keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="academics">{t('tabs.academics')}</Tabs.Tab>
          <Tabs.Tab value="posts">{t('tabs.posts')}</Tabs.Tab>
          <Tabs.Tab value="projects">{t('tabs.projects')}</Tabs.Tab>
          <Tabs.Tab value="certificates">{t('tabs.certificates')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="academics" pt="md">
          <AcademicsTab academic={profile.data.academic} isMe={profile.data.isMe} />
        </Tabs.Panel>
        <Tabs.Panel value="posts" pt="md">
          {posts}
        </Tabs.Panel>
        <Tabs.Panel value="projects" pt="md">
          {projects ?? (
            <Text c="dimmed" ta="center" py="xl">
              {t('projects.empty')}
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="certificates" pt="md">
          <CertificatesTab certificates={profile.data.certificates} isMe={profile.data.isMe} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
