import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PostSkeletons({ count = 3 }: { count?: number }) {
  const { t } = useTranslation('feed');
  return (
    <Stack aria-busy="true" aria-label={t('states.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="md">
          <Group>
            <Skeleton circle h={38} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={10} w="40%" />
              <Skeleton h={8} w="20%" />
            </Stack>
          </Group>
          <Skeleton h={10} mt="md" />
          <Skeleton h={10} mt={8} w="80%" />
        </Card>
      ))}
    </Stack>
  );
}
