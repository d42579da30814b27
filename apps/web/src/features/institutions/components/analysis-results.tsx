import type { TAdmissionScores, TEnrollmentAnalysis, TInstitutionResult } from '@bagdar/contracts';
import { Alert, Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatKzt } from '../../../lib/money.ts';
import { formatExamScore } from '../../../lib/numbers.ts';
import { useWhatIf } from '../api/enrollment-analyses.ts';
import { ChanceRange, CompatibilityBar } from './chance-view.tsx';
import { useLocalized } from '../../../lib/use-localized.ts';
import { useFieldName, useReasonText } from './labels.ts';
import { ListState } from './list-state.tsx';
import { PreparationPlan } from './preparation-plan.tsx';
import { WhatIf } from './what-if.tsx';

/** Results: the chances across the list, the what-if control, then each institution and its majors. */
export function AnalysisResults({ analysis, onNew }: { analysis: TEnrollmentAnalysis; onNew: () => void }) {
  const { t } = useTranslation('institutions');
  const text = useLocalized();
  const [scores, setScores] = useState<TAdmissionScores | null>(null);
  const onScores = useCallback((next: TAdmissionScores | null) => setScores(next), []);
  const whatIf = useWhatIf(analysis.id, scores);
  const result = scores && whatIf.data ? whatIf.data : analysis.result;
  const missing = !result.inputs.personality || !result.inputs.academic;

  return (
    <Stack gap="md" data-testid="analysis-results">
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed">
          {t('results.for', { country: text(analysis.countryName), n: analysis.institutionIds.length })}
        </Text>
        <Button variant="default" onClick={onNew}>
          {t('results.new')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed">
            {t('results.atLeastOneAdmission')}
          </Text>
          <Text fz={32} fw={700} data-testid="p-admission">
            {t('percent', { value: result.atLeastOneAdmission })}
          </Text>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed">
            {t('results.atLeastOneGrant')}
          </Text>
          <Text fz={32} fw={700} data-testid="p-grant">
            {t('percent', { value: result.atLeastOneGrant })}
          </Text>
        </Card>
      </SimpleGrid>
      {result.explanation && <Text data-testid="analysis-explanation">{text(result.explanation)}</Text>}
      <Text size="xs" c="dimmed">
        {t('results.independence')}
      </Text>
      {missing && (
        <Alert color="blue" variant="light">
          {!result.inputs.personality && <Text size="sm">{t('results.noPersonality')}</Text>}
          {!result.inputs.academic && <Text size="sm">{t('results.noAcademic')}</Text>}
        </Alert>
      )}
      <WhatIf saved={analysis.result.scores} onChange={onScores} pending={scores !== null && whatIf.isFetching} />
      {whatIf.isError && (
        <ListState
          state="error"
          error={whatIf.error}
          errorTitle={t('whatIf.failed')}
          onRetry={() => void whatIf.refetch()}
        />
      )}
      {result.institutions.map((institution) => (
        <InstitutionResultCard key={institution.institutionId} result={institution} />
      ))}
    </Stack>
  );
}

function InstitutionResultCard({ result }: { result: TInstitutionResult }) {
  const { t, i18n } = useTranslation('institutions');
  const text = useLocalized();
  const fieldName = useFieldName();
  const reasonText = useReasonText();
  return (
    <Card withBorder radius="md" padding="md" data-testid="institution-result">
      <Stack gap="md">
        <Stack gap={2}>
          <Anchor component={Link} to={`/app/institutions/${result.institutionId}`} fw={700} size="lg">
            {text(result.name)}
          </Anchor>
          <Text size="sm" c="dimmed">
            {[text(result.cityName), t(`types.${result.type}`), t(`financing.${result.financing}`)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {result.majors.length === 0 && <Text c="dimmed">{t('noMajors')}</Text>}
        {result.majors.map((major) => (
          <Card key={major.majorId} withBorder radius="sm" padding="sm" data-testid="major-result">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" align="flex-start">
                <Stack gap={0}>
                  <Text fw={600}>{text(major.name)}</Text>
                  <Text size="xs" c="dimmed">
                    {fieldName(major.field)} · {t('detail.perYear', { price: formatKzt(major.pricePerYearKzt) })}
                  </Text>
                </Stack>
                <ChanceRange low={major.chance.low} high={major.chance.high} band={major.band} />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Stack gap={4}>
                  <CompatibilityBar value={major.compatibility} />
                  <List size="xs" spacing={2}>
                    {major.reasons.map((reason) => (
                      <List.Item key={reason.key}>{reasonText(reason)}</List.Item>
                    ))}
                  </List>
                </Stack>
                <Stack gap={4}>
                  {major.grantChance !== null && (
                    <Text size="sm">{t('results.grantChance', { value: major.grantChance })}</Text>
                  )}
                  {major.drivers.map((driver, index) => (
                    <Text key={index} size="xs">
                      {driver.score === null
                        ? t('drivers.missing', {
                            exam: t(`exams.${driver.exam}`),
                            bar: formatExamScore(driver.exam, driver.bar, i18n.language),
                          })
                        : t(driver.margin !== null && driver.margin >= 0 ? 'drivers.above' : 'drivers.below', {
                            exam: t(`exams.${driver.exam}`),
                            score: formatExamScore(driver.exam, driver.score, i18n.language),
                            bar: formatExamScore(driver.exam, driver.bar, i18n.language),
                          })}
                    </Text>
                  ))}
                  {major.missing.length > 0 && (
                    <Badge color="orange" variant="light" w="fit-content">
                      {t('drivers.missingBadge', { exams: major.missing.map((e) => t(`exams.${e}`)).join(', ') })}
                    </Badge>
                  )}
                </Stack>
              </SimpleGrid>
            </Stack>
          </Card>
        ))}
        <PreparationPlan steps={result.preparationSteps} />
        <Button
          component={Link}
          to="/app/careers"
          variant="light"
          leftSection={<IconRoute size={16} aria-hidden />}
          w="fit-content"
        >
          {t('results.roadmap')}
        </Button>
      </Stack>
    </Card>
  );
}
