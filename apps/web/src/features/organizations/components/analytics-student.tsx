import type { TInterest, TStudentAnalytics } from '@bagdar/contracts';
import { Alert, Badge, Button, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useLocalized, useUiLanguage } from '../../../lib/use-localized.ts';
import { analyticsFileName, downloadStudentAnalytics, useStudentAnalytics } from '../api/analytics.ts';
import { ExportButton } from './export-button.tsx';
import { ChartSlot, Charts, ErrorState, FigureTable, LoadingState, Section } from './analytics-parts.tsx';
import { StatusBadge } from './badges.tsx';
import { StudentPlanReview } from './student-plan-review.tsx';
import { formatDate } from './format-date.ts';

/** One student's tests, analysis and roadmaps, as their organisation sees them. */
export function StudentAnalytics({
  orgId,
  studentId,
  canReview = false,
}: {
  orgId: string;
  studentId: string;
  /** The organisation's own teachers, staff and admins comment and mark plans reviewed; platform admins read. */
  canReview?: boolean;
}) {
  const { t } = useTranslation('analytics');
  const query = useStudentAnalytics(orgId, studentId);
  const back = (
    <Button component={Link} to={`/admin/organizations/${orgId}/analytics`} variant="default" size="xs">
      {t('backToAnalytics')}
    </Button>
  );
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.statusCode === 404) {
      return (
        <Stack gap="md" maw={560}>
          <Alert color="orange" role="alert" title={t('student.notFound')}>
            {t('student.notFoundBody')}
          </Alert>
          {back}
        </Stack>
      );
    }
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} back={back} />;
  }
  return <StudentView data={query.data} back={back} planRef={{ orgId, studentId }} canReview={canReview} />;
}

function StudentView({
  data,
  back,
  planRef,
  canReview,
}: {
  data: TStudentAnalytics;
  back: React.ReactNode;
  planRef: { orgId: string; studentId: string };
  canReview: boolean;
}) {
  const { t } = useTranslation(['analytics', 'auth']);
  const localized = useLocalized();
  const lang = useUiLanguage();
  const [openPlan, setOpenPlan] = useState<string | null>(null);
  const { orgId, studentId } = planRef;
  const { student, analysis } = data;
  const fileName = analyticsFileName(t('export.fileName'), `${student.lastName} ${student.firstName}`);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" align="flex-end">
        <div>
          <Title order={1}>
            {student.lastName} {student.firstName}
          </Title>
          <Group gap="xs">
            <Text c="dimmed" size="sm">
              {student.username}
            </Text>
            {student.group && <Badge variant="light">{student.group.code}</Badge>}
            <StatusBadge status={student.status} />
          </Group>
        </div>
        <Group gap="sm">
          <ExportButton download={() => downloadStudentAnalytics(orgId, studentId, lang, fileName)} />
          {back}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Text size="sm">
          <b>{t('analytics:student.rating')}:</b> {student.rating ?? '—'}
        </Text>
        <Text size="sm">
          <b>{t('analytics:student.interests')}:</b>{' '}
          {student.interests.length > 0
            ? student.interests.map((i) => t(`auth:interests.${i as TInterest}`, { defaultValue: i })).join(', ')
            : '—'}
        </Text>
      </SimpleGrid>

      <Section title={t('analytics:student.analysis')} testId="student-analysis">
        {analysis ? (
          <Stack gap="sm">
            <Group gap="md">
              <Text>
                {t('analytics:student.type')}: <b data-testid="student-type">{analysis.type}</b>
              </Text>
              <Text>
                {t('analytics:student.holland')}: <b>{analysis.hollandCode}</b>
              </Text>
              <Text size="sm" c="dimmed">
                {formatDate(analysis.createdAt)}
              </Text>
            </Group>
            <Text size="sm">{localized(analysis.summary)}</Text>
            <Text fw={600} size="sm">
              {t('analytics:student.professions')}
            </Text>
            <FigureTable
              caption={t('analytics:student.professions')}
              head={[t('analytics:cols.place'), t('analytics:cols.profession'), '%']}
              rows={analysis.professions.map((p, i) => [i + 1, localized(p.name), p.fit])}
            />
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            {t('analytics:student.noAnalysis')}
          </Text>
        )}
      </Section>

      <Section title={t('analytics:student.tests')} testId="student-tests">
        {data.tests.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('analytics:student.noTests')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {data.tests.map((test) => (
              <Stack key={test.attemptId} gap="xs">
                <Text fw={600}>{localized(test.title)}</Text>
                <Text size="xs" c="dimmed">
                  {t('analytics:student.completedAt', { date: formatDate(test.completedAt) })}
                  {test.knowledgePercent !== null &&
                    ` · ${t('analytics:student.knowledge', { value: test.knowledgePercent })}`}
                </Text>
                {test.scales.length > 0 && (
                  <>
                    <ChartSlot>
                      <Charts.Bar
                        horizontal
                        label={`${localized(test.title)}: ${test.scales.map((s) => `${localized(s.name)} ${s.score}`).join(', ')}`}
                        data={test.scales.map((s) => ({ name: localized(s.name), score: s.score }))}
                        dataKey="name"
                        series={[{ name: 'score', label: t('analytics:cols.score') }]}
                      />
                    </ChartSlot>
                    <FigureTable
                      caption={localized(test.title)}
                      head={[t('analytics:cols.scale'), t('analytics:cols.score')]}
                      rows={test.scales.map((s) => [localized(s.name), s.score])}
                    />
                  </>
                )}
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Section>

      <Section title={t('analytics:student.roadmaps')} testId="student-roadmaps">
        {data.roadmaps.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('analytics:student.noRoadmaps')}
          </Text>
        ) : (
          <Stack gap="md">
            {data.roadmaps.map((r) => (
              <Stack key={r.id} gap={4}>
                <Group gap="xs">
                  <Text fw={600}>{localized(r.title)}</Text>
                  <Badge variant="light">{t(`analytics:student.goal.${r.goal}`)}</Badge>
                  <Badge variant="outline">{t(`analytics:student.status.${r.status}`)}</Badge>
                </Group>
                <Progress
                  value={r.percent}
                  aria-label={t('analytics:student.progress', { done: r.subtasksDone, total: r.subtasksTotal })}
                />
                <Text size="xs" c="dimmed">
                  {t('analytics:student.progress', { done: r.subtasksDone, total: r.subtasksTotal })} · {r.percent}% ·{' '}
                  {t('analytics:student.target', { date: formatDate(r.targetDate) })}
                </Text>
                <Group>
                  <Button
                    size="xs"
                    variant="light"
                    aria-expanded={openPlan === r.id}
                    aria-controls={`student-plan-${r.id}`}
                    onClick={() => setOpenPlan(openPlan === r.id ? null : r.id)}
                    data-testid="open-student-plan"
                  >
                    {openPlan === r.id ? t('analytics:planReview.close') : t('analytics:planReview.openPlan')}
                  </Button>
                </Group>
                {openPlan === r.id ? (
                  <div id={`student-plan-${r.id}`}>
                    <StudentPlanReview
                      {...planRef}
                      planId={r.id}
                      canReview={canReview}
                      onClose={() => setOpenPlan(null)}
                    />
                  </div>
                ) : null}
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
