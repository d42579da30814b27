import { Button, Card, Stack, Title } from '@mantine/core';
import { IconChecklist, IconRoute, IconUserEdit, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const ACTIONS = [
  { key: 'test', to: '/app/tests', icon: IconChecklist },
  { key: 'roadmap', to: '/app/careers', icon: IconRoute },
  { key: 'project', to: '/app/projects/create', icon: IconUsersGroup },
  { key: 'profile', to: '/app/settings', icon: IconUserEdit },
] as const;

export function QuickActions() {
  const { t } = useTranslation('feed');
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="quick-actions-title">
      <Title order={2} size="h5" id="quick-actions-title" mb="sm">
        {t('quick.title')}
      </Title>
      <Stack gap={6}>
        {ACTIONS.map(({ key, to, icon: Icon }) => (
          <Button
            key={key}
            component={Link}
            to={to}
            variant="light"
            justify="flex-start"
            leftSection={<Icon size={18} aria-hidden />}
          >
            {t(`quick.${key}`)}
          </Button>
        ))}
      </Stack>
    </Card>
  );
}
