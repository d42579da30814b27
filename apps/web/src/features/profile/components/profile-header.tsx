import type { TProfile } from '@bagdar/contracts';
import { Avatar, Box, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { CoverControls } from './cover-controls.tsx';

/**
 * Cover, avatar, names, organisation and bio; one's own profile also gets the cover controls, someone
 * else's the `actions` the page gives (the block and mute menu).
 */
export function ProfileHeader({ profile, actions }: { profile: TProfile; actions?: ReactNode }) {
  const { t } = useTranslation('profile');
  const [coverError, setCoverError] = useState<string | null>(null);
  const name = `${profile.firstName} ${profile.lastName}`;
  const organization = profile.organizationName ?? profile.organization?.name ?? null;
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Box
        h={{ base: 120, sm: 200 }}
        bg="var(--mantine-color-blue-light)"
        style={{ position: 'relative' }}
        data-testid="profile-cover"
      >
        {profile.coverUrl ? <Image src={profile.coverUrl} alt={t('coverAlt')} h="100%" w="100%" fit="cover" /> : null}
        {profile.isMe ? (
          <Box pos="absolute" top={8} right={8} left={8}>
            <CoverControls hasCover={profile.coverUrl !== null} onError={setCoverError} />
          </Box>
        ) : null}
      </Box>
      <Stack gap="sm" p={{ base: 'sm', sm: 'lg' }} pt={0}>
        <Avatar
          src={profile.avatarUrl}
          alt={t('avatarAlt', { name })}
          size={96}
          radius={96}
          mt={-48}
          style={{ border: '4px solid var(--mantine-color-body)' }}
        >
          {profile.firstName.charAt(0)}
          {profile.lastName.charAt(0)}
        </Avatar>
        <FormAlert message={coverError} />
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={1} size="h2">
              {name}
            </Title>
            <Text c="dimmed" size="sm">
              @{profile.username} · {t('posts', { count: profile.postCount })}
            </Text>
            {organization ? <Text size="sm">{organization}</Text> : null}
          </Stack>
          {profile.isMe ? (
            <Button
              component={Link}
              to="/app/settings"
              variant="light"
              size="sm"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {t('edit')}
            </Button>
          ) : (
            (actions ?? null)
          )}
        </Group>
        {profile.bio ? <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{profile.bio}</Text> : null}
      </Stack>
    </Paper>
  );
}
