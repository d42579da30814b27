import type { TAnalysis } from '@bagdar/contracts';
import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconDownload, IconRobot } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportUrl } from '../api/start-analysis.ts';
import { useLocalized, useUiLanguage } from '../../../lib/use-localized.ts';
import { MaterialsList } from './materials-list.tsx';
import { MajorsList, ProfessionsList } from './professions-list.tsx';
import { RiasecBars } from './riasec-bars.tsx';
import { TypeAxes } from './type-axes.tsx';
import { TypeHeader } from './type-header.tsx';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" data-testid={testId}>
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** STANDARD, PRO and organisation members: the whole analysis and the PDF report. */
export function AnalysisFull({ analysis, actions }: { analysis: TAnalysis; actions: ReactNode }) {
  const { t } = useTranslation('personality');
  const localized = useLocalized();
  const lng = useUiLanguage();
  return (
    <Stack gap="lg" data-testid="personality-state-full">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <TypeHeader analysis={analysis} />
          {analysis.aiEnriched ? (
            <Alert
              role="note"
              color="violet"
              variant="light"
              icon={<IconRobot size={18} aria-hidden />}
              title={t('aiLabel')}
              data-testid="ai-label"
            >
              {t('aiHint')}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button
              component="a"
              href={reportUrl(lng)}
              download={`bagdar-personality-${lng}.pdf`}
              leftSection={<IconDownload size={16} aria-hidden />}
              data-testid="download-report"
            >
              {t('download')}
            </Button>
          </Group>
          {actions}
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('type.axes')}>
          <TypeAxes axes={analysis.axes} />
        </Section>
        <Section title={t('riasec.title')}>
          <RiasecBars riasec={analysis.riasec} />
        </Section>
      </SimpleGrid>
      <Section title={t('professions.title')}>
        <ProfessionsList professions={analysis.professions} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('majors.title')}>
          <MajorsList majors={analysis.majors} />
        </Section>
        <Stack gap="lg">
          <Section title={t('strengths')} testId="strengths">
            <List spacing="xs" size="sm">
              {analysis.strengths.map((item, index) => (
                <List.Item key={index}>{localized(item)}</List.Item>
              ))}
            </List>
          </Section>
          <Section title={t('weaknesses')} testId="weaknesses">
            <List spacing="xs" size="sm">
              {analysis.weaknesses.map((item, index) => (
                <List.Item key={index}>{localized(item)}</List.Item>
              ))}
            </List>
          </Section>
        </Stack>
      </SimpleGrid>
      {analysis.materials.length > 0 ? (
        <Section title={t('materials.title')}>
          <MaterialsList materials={analysis.materials} />
        </Section>
      ) : null}
    </Stack>
  );
}
