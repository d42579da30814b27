import type { TAnalysis } from '@bagdar/contracts';
import { Badge, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/use-localized.ts';

/** Top professions with the fit percentage and the reasons. */
export function ProfessionsList({ professions }: { professions: TAnalysis['professions'] }) {
  const { t } = useTranslation('personality');
  const localized = useLocalized();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="professions">
      {professions.map((profession) => (
        <Paper
          key={profession.id}
          withBorder
          radius="md"
          p="md"
          component="article"
          aria-label={localized(profession.name)}
        >
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Title order={3} size="h5">
                {localized(profession.name)}
              </Title>
              <Badge variant="light" color="gray" title="RIASEC">
                {profession.riasec}
              </Badge>
            </Group>
            <Text size="sm" fw={600}>
              {t('professions.fit', { value: profession.fit })}
            </Text>
            <Progress
              value={profession.fit}
              color="teal"
              aria-label={t('professions.fit', { value: profession.fit })}
            />
            {profession.reasons.length > 0 ? (
              <List size="sm" spacing={2} aria-label={t('professions.reasons')}>
                {profession.reasons.map((reason, index) => (
                  <List.Item key={index}>{localized(reason)}</List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Education directions with their fit. */
export function MajorsList({ majors }: { majors: TAnalysis['majors'] }) {
  const localized = useLocalized();
  return (
    <Stack gap="sm" data-testid="majors">
      {majors.map((major, index) => (
        <Stack key={index} gap={2}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{localized(major.name)}</Text>
            <Text size="sm" fw={600}>
              {major.fit}%
            </Text>
          </Group>
          <Progress value={major.fit} size="sm" color="cyan" aria-label={`${localized(major.name)}: ${major.fit}%`} />
        </Stack>
      ))}
    </Stack>
  );
}
