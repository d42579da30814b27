import { GPA_MAX, type TAcademic } from '@bagdar/contracts';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/numbers.ts';

function Score({ id, label, value, hint }: { id: string; label: string; value: string; hint?: string | null }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={`academic-${id}`}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** GPA with its system and 4.0 value, the four exams and the languages with their levels. */
export function AcademicsTab({ academic, isMe }: { academic: TAcademic | null; isMe: boolean }) {
  const { t, i18n } = useTranslation('profile');
  if (!academic) {
    return (
      <Stack align="center" py="xl" gap="sm">
        <Text c="dimmed">{t('academics.empty')}</Text>
        {isMe ? (
          <>
            <Text size="sm">{t('academics.emptyMine')}</Text>
            <Button component={Link} to="/app/settings?tab=academic" variant="light">
              {t('academics.fill')}
            </Button>
          </>
        ) : null}
      </Stack>
    );
  }
  const number = (v: number) => formatNumber(v, i18n.resolvedLanguage);
  const show = (v: number | null) => (v === null ? t('academics.notSet') : number(v));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        <Score
          id="gpa"
          label={t('academics.gpa')}
          value={
            academic.gpa === null
              ? t('academics.notSet')
              : t('academics.gpaValue', { gpa: number(academic.gpa), max: GPA_MAX[academic.gpaSystem] })
          }
          hint={academic.gpa4 === null ? null : t('academics.gpa4', { value: number(academic.gpa4) })}
        />
        <Score id="ielts" label={t('academics.ielts')} value={show(academic.ielts)} />
        <Score id="toefl" label={t('academics.toefl')} value={show(academic.toefl)} />
        <Score id="sat" label={t('academics.sat')} value={show(academic.sat)} />
        <Score id="unt" label={t('academics.unt')} value={show(academic.unt)} />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('academics.languages')}
        </Title>
        {academic.languages.length === 0 ? (
          <Text c="dimmed">{t('academics.noLanguages')}</Text>
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {academic.languages.map((entry) => (
              // A language is listed once (the contract refuses a second row of it).
              <Group key={entry.language} component="li" gap={6} wrap="nowrap">
                <Text fw={500}>{entry.language}</Text>
                <Badge variant="light">{t(`levels.${entry.level}`)}</Badge>
              </Group>
            ))}
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
