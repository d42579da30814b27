import { RIASEC_NAMES, type TInterest, type TOrganizationAnalytics, type TRiasecCode } from '@bagdar/contracts';
import { Alert, Anchor, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized, useUiLanguage } from '../../../lib/use-localized.ts';
import { analyticsFileName, downloadAnalytics, useOrganizationAnalytics } from '../api/analytics.ts';
import { useGroups } from '../api/groups.ts';
import { useMembers } from '../api/get-members.ts';
import {
  ChartSlot,
  Charts,
  ErrorState,
  FigureTable,
  LoadingState,
  NoData,
  Section,
  StatCards,
} from './analytics-parts.tsx';
import { useErrorMessage } from './org-messages.ts';

const listOf = (items: [string, string | number][]) => items.map(([k, v]) => `${k} ${v}`).join(', ');

/** An organisation's figures with a group filter, charts with tables, an xlsx export and its students. */
export function OrganizationAnalytics({ orgId, orgName }: { orgId: string; orgName: string }) {
  const { t } = useTranslation('analytics');
  const [groupId, setGroupId] = useState<string | null>(null);
  const groups = useGroups(orgId);
  const query = useOrganizationAnalytics(orgId, groupId);
  const lang = useUiLanguage();
  const message = useErrorMessage();
  const [exporting, setExporting] = useState(false);

  const exportXlsx = async () => {
    setExporting(true);
    try {
      const group = groups.data?.items.find((g) => g.id === groupId)?.code;
      await downloadAnalytics(orgId, groupId, lang, analyticsFileName(t('export.fileName'), orgName, group));
    } catch (error) {
      notifications.show({ color: 'red', title: t('export.failed'), message: message(error, t('export.failed')) });
    } finally {
      setExporting(false);
    }
  };

  const back = (
    <Button component={Link} to={`/admin/organizations/${orgId}`} variant="default" size="xs">
      {t('backToOrganization')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {orgName}
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('group.label')}
            w={200}
            data={[
              { value: '', label: t('group.all') },
              ...(groups.data?.items ?? []).map((g) => ({ value: g.id, label: g.code })),
            ]}
            value={groupId ?? ''}
            onChange={(v) => setGroupId(v ? v : null)}
            allowDeselect={false}
            data-testid="analytics-group"
          />
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void exportXlsx()}
            loading={exporting}
            disabled={!query.data}
          >
            {t('export.button')}
          </Button>
        </Group>
      </Group>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} back={back} />
      ) : (
        <Figures data={query.data} />
      )}
      <StudentLinks orgId={orgId} groupId={groupId} />
    </Stack>
  );
}

function Figures({ data }: { data: TOrganizationAnalytics }) {
  const { t } = useTranslation(['analytics', 'auth']);
  const localized = useLocalized();
  const riasecLabel = (code: string) => `${code} · ${localized(RIASEC_NAMES[code as TRiasecCode])}`;
  const interestLabel = (interest: string) => t(`auth:interests.${interest as TInterest}`, { defaultValue: interest });
  const groupLabel = (code: string | null) => code ?? t('analytics:group.none');

  return (
    <Stack gap="lg">
      <StatCards
        items={[
          { label: t('analytics:cards.students'), value: data.students },
          { label: t('analytics:cards.tested'), value: data.tested },
          { label: t('analytics:cards.analysed'), value: data.analysed },
          { label: t('analytics:cards.average'), value: data.education.average ?? '—' },
          { label: t('analytics:cards.responses'), value: data.feedback.responses },
        ]}
      />
      {data.students === 0 ? (
        <Alert color="gray" title={t('analytics:empty.title')}>
          {t('analytics:noStudents')}
        </Alert>
      ) : data.tested === 0 ? (
        <Alert color="blue" title={t('analytics:empty.title')} data-testid="analytics-empty">
          {t('analytics:empty.body')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title={t('analytics:sections.completion')} testId="section-completion">
          {data.completionByGroup.length === 0 ? (
            <NoData />
          ) : (
            <>
              <ChartSlot>
                <Charts.Bar
                  label={t('analytics:summary.completion', {
                    list: listOf(data.completionByGroup.map((g) => [groupLabel(g.code), `${g.tested}/${g.students}`])),
                  })}
                  data={data.completionByGroup.map((g) => ({
                    group: groupLabel(g.code),
                    students: g.students,
                    tested: g.tested,
                    analysed: g.analysed,
                  }))}
                  dataKey="group"
                  series={[
                    { name: 'students', label: t('analytics:cols.students') },
                    { name: 'tested', label: t('analytics:cols.tested') },
                    { name: 'analysed', label: t('analytics:cols.analysed') },
                  ]}
                />
              </ChartSlot>
              <FigureTable
                caption={t('analytics:sections.completion')}
                head={[
                  t('analytics:cols.group'),
                  t('analytics:cols.students'),
                  t('analytics:cols.tested'),
                  t('analytics:cols.analysed'),
                ]}
                rows={data.completionByGroup.map((g) => [groupLabel(g.code), g.students, g.tested, g.analysed])}
              />
            </>
          )}
        </Section>
        <Section title={t('analytics:sections.types')} testId="section-types">
          {data.personalityTypes.length === 0 ? (
            <NoData />
          ) : (
            <>
              <ChartSlot>
                <Charts.Donut
                  label={t('analytics:summary.types', {
                    list: listOf(data.personalityTypes.map((p) => [p.type, p.count])),
                  })}
                  data={data.personalityTypes.map((p) => ({ name: p.type, value: p.count }))}
                />
              </ChartSlot>
              <FigureTable
                caption={t('analytics:sections.types')}
                head={[t('analytics:cols.type'), t('analytics:cols.count')]}
                rows={data.personalityTypes.map((p) => [p.type, p.count])}
              />
            </>
          )}
        </Section>
        <Section title={t('analytics:sections.riasec')} testId="section-riasec">
          {data.riasecRespondents === 0 ? (
            <NoData />
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('analytics:respondents', { count: data.riasecRespondents })}
              </Text>
              <ChartSlot>
                <Charts.Radar
                  label={t('analytics:summary.riasec', {
                    count: data.riasecRespondents,
                    list: listOf(data.riasec.map((r) => [riasecLabel(r.code), r.score])),
                  })}
                  data={data.riasec.map((r) => ({ scale: riasecLabel(r.code), score: r.score }))}
                />
              </ChartSlot>
              <FigureTable
                caption={t('analytics:sections.riasec')}
                head={[t('analytics:cols.scale'), t('analytics:cols.score')]}
                rows={data.riasec.map((r) => [riasecLabel(r.code), r.score])}
              />
            </>
          )}
        </Section>
        <Section title={t('analytics:sections.education')} testId="section-education">
          {data.education.students === 0 ? (
            <NoData />
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('analytics:averageOf5', { value: data.education.average })} ·{' '}
                {t('analytics:respondents', { count: data.education.students })}
              </Text>
              <ChartSlot>
                <Charts.Bar
                  label={t('analytics:summary.education', {
                    count: data.education.students,
                    list: listOf(data.education.ratings.map((r) => [String(r.rating), r.count])),
                  })}
                  data={data.education.ratings.map((r) => ({ rating: String(r.rating), count: r.count }))}
                  dataKey="rating"
                  series={[{ name: 'count', label: t('analytics:cols.count') }]}
                />
              </ChartSlot>
              <FigureTable
                caption={t('analytics:sections.education')}
                head={[t('analytics:cols.rating'), t('analytics:cols.count')]}
                rows={data.education.ratings.map((r) => [r.rating, r.count])}
              />
            </>
          )}
        </Section>
        <Section title={t('analytics:sections.professions')} testId="section-professions">
          {data.topProfessions.length === 0 ? (
            <NoData />
          ) : (
            <>
              <ChartSlot>
                <Charts.Bar
                  horizontal
                  label={t('analytics:summary.professions', {
                    list: listOf(data.topProfessions.map((p) => [localized(p.name), p.count])),
                  })}
                  data={data.topProfessions.map((p) => ({ name: localized(p.name), count: p.count }))}
                  dataKey="name"
                  series={[{ name: 'count', label: t('analytics:cols.count') }]}
                />
              </ChartSlot>
              <FigureTable
                caption={t('analytics:sections.professions')}
                head={[t('analytics:cols.place'), t('analytics:cols.profession'), t('analytics:cols.count')]}
                rows={data.topProfessions.map((p, i) => [i + 1, localized(p.name), p.count])}
              />
            </>
          )}
        </Section>
        <Section title={t('analytics:sections.interests')} testId="section-interests">
          {data.topInterests.length === 0 ? (
            <NoData />
          ) : (
            <>
              <ChartSlot>
                <Charts.Bar
                  horizontal
                  label={t('analytics:summary.interests', {
                    list: listOf(data.topInterests.map((i) => [interestLabel(i.interest), i.count])),
                  })}
                  data={data.topInterests.map((i) => ({ name: interestLabel(i.interest), count: i.count }))}
                  dataKey="name"
                  series={[{ name: 'count', label: t('analytics:cols.count') }]}
                />
              </ChartSlot>
              <FigureTable
                caption={t('analytics:sections.interests')}
                head={[t('analytics:cols.place'), t('analytics:cols.interest'), t('analytics:cols.count')]}
                rows={data.topInterests.map((i, n) => [n + 1, interestLabel(i.interest), i.count])}
              />
            </>
          )}
        </Section>
        <Section title={t('analytics:sections.feedback')} testId="section-feedback">
          {data.feedback.responses === 0 ? (
            <NoData />
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('analytics:averageOf5', { value: data.feedback.averageRating })} ·{' '}
                {t('analytics:respondents', { count: data.feedback.responses })}
              </Text>
              <ChartSlot>
                <Charts.Bar
                  label={t('analytics:summary.ratings', {
                    list: listOf(data.feedback.answers.map((a) => [t(`analytics:answers.${a.answer}`), a.count])),
                  })}
                  data={data.feedback.answers.map((a) => ({
                    answer: t(`analytics:answers.${a.answer}`),
                    count: a.count,
                  }))}
                  dataKey="answer"
                  series={[{ name: 'count', label: t('analytics:cols.responses') }]}
                />
              </ChartSlot>
              <FigureTable
                caption={t('analytics:sections.feedback')}
                head={[t('analytics:cols.answer'), t('analytics:cols.responses')]}
                rows={[
                  ...data.feedback.answers.map((a): (string | number)[] => [
                    t(`analytics:answers.${a.answer}`),
                    a.count,
                  ]),
                  ...data.feedback.ratings.map((r): (string | number)[] => [
                    `${t('analytics:cols.rating')} ${'★'.repeat(r.rating)}`,
                    r.count,
                  ]),
                ]}
              />
            </>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

/** The students of the filter with links to their own analytics (first page of the member list). */
function StudentLinks({ orgId, groupId }: { orgId: string; groupId: string | null }) {
  const { t } = useTranslation(['analytics', 'organizations']);
  const members = useMembers(orgId, { role: 'ORG_STUDENT', q: '', status: null, groupId });
  const items = members.data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) return null;
  return (
    <Section title={t('organizations:roles.ORG_STUDENT')} testId="analytics-students">
      <Group gap="xs" wrap="wrap">
        {items.map((m) => (
          <Anchor
            key={m.id}
            component={Link}
            to={`/admin/organizations/${orgId}/analytics/${m.id}`}
            size="sm"
            aria-label={t('analytics:openStudent', { name: `${m.lastName} ${m.firstName}` })}
          >
            {m.lastName} {m.firstName}
          </Anchor>
        ))}
      </Group>
      {members.hasNextPage && (
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          loading={members.isFetchingNextPage}
          onClick={() => void members.fetchNextPage()}
        >
          {t('organizations:loadMore')}
        </Button>
      )}
    </Section>
  );
}
