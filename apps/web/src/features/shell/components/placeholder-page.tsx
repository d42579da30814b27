import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';

/**
 * A page that a later issue fills in: its translated title and a short description of
 * what is coming, inside the layout. `namespace:pages.<pageKey>.{title,description}`.
 */
export function PlaceholderPage({ namespace, pageKey }: { namespace: 'app' | 'admin'; pageKey: string }) {
  const { t } = useTranslation([namespace, 'common']);
  const title = t(`${namespace}:pages.${pageKey}.title`);
  usePageTitle(title);
  return (
    <Stack gap="lg" data-testid={`page-${pageKey}`}>
      <Title order={1}>{title}</Title>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="sm" align="flex-start">
          <Badge variant="light" leftSection={<IconTools size={12} aria-hidden />}>
            {t('app:comingSoon')}
          </Badge>
          <Text>{t(`${namespace}:pages.${pageKey}.description`)}</Text>
        </Stack>
      </Card>
    </Stack>
  );
}
