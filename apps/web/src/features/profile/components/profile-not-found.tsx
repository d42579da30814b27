import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A missing username: says so and leads back to the feed. */
export function ProfileNotFound() {
  const { t } = useTranslation('profile');
  return (
    <Stack align="center" gap="md" py="xl" data-testid="profile-not-found">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray">
        <IconUserQuestion size={36} aria-hidden />
      </ThemeIcon>
      <Title order={1} ta="center">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={420}>
        {t('notFound.text')}
      </Text>
      <Button component={Link} to="/app/feed">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
