import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../components/page-title.tsx';

/** The page's h1 and subtitle; also sets the document title. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  usePageTitle(title);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
    </Stack>
  );
}
