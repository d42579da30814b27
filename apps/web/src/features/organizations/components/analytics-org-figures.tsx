import { RIASEC_NAMES, type TInterest, type TOrganizationAnalytics, type TRiasecCode } from '@bagdar/contracts';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/use-localized.ts';
import { Charts, FigureSection, StatCards } from './analytics-parts.tsx';

/** An organisation's figures: the cards, a notice while nobody is tested, and a section per figure. */

type Data = TOrganizationAnalytics;

/** The chart's text alternative: "label value, label value…". */
const listOf = (items: [string, string | number][]) => items.map(([k, v]) => `${k} ${v}`).join(', ');

export function OrganizationFigures({ data }: { data: Data }) {
  const { t } = useTranslation('analytics');
  return (
    <Stack gap="lg">
      <StatCards
        items={[
          { label: t('cards.students'), value: data.students },
          { label: t('cards.tested'), value: data.tested },
          { label: t('cards.analysed'), value: data.analysed },
          { label: t('cards.average'), value: data.education.average ?? '—' },
          { label: t('cards.responses'), value: data.feedback.responses },
        ]}
      />
      {data.students === 0 ? (
        <Alert color="gray" title={t('empty.title')}>
          {t('noStudents')}
        </Alert>
      ) : data.tested === 0 ? (
        <Alert color="blue" title={t('empty.title')} data-testid="analytics-empty">
          {t('empty.body')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <CompletionSection data={data} />
        <TypesSection data={data} />
        <RiasecSection data={data} />
        <EducationSection data={data} />
        <ProfessionsSection data={data} />
        <InterestsSection data={data} />
        <FeedbackSection data={data} />
      </SimpleGrid>
    </Stack>
  );
}

/** Students, tested and analysed per group. */
function CompletionSection({ data }: { data: Data }) {
  const { t } = useTranslation('analytics');
  const groupLabel = (code: string | null) => code ?? t('group.none');
  const groups = data.completionByGroup;
  return (
    <FigureSection
      title={t('sections.completion')}
      testId="section-completion"
      empty={groups.length === 0}
      chart={
        <Charts.Bar
          label={t('summary.completion', {
            list: listOf(groups.map((g) => [groupLabel(g.code), `${g.tested}/${g.students}`])),
          })}
          data={groups.map((g) => ({
            group: groupLabel(g.code),
            students: g.students,
            tested: g.tested,
            analysed: g.analysed,
          }))}
          dataKey="group"
          series={[
            { name: 'students', label: t('cols.students') },
            { name: 'tested', label: t('cols.tested') },
            { name: 'analysed', label: t('cols.analysed') },
          ]}
        />
      }
      table={{
        head: [t('cols.group'), t('cols.students'), t('cols.tested'), t('cols.analysed')],
        rows: groups.map((g) => [groupLabel(g.code), g.students, g.tested, g.analysed]),
      }}
    />
  );
}

function TypesSection({ data }: { data: Data }) {
  const { t } = useTranslation('analytics');
  const types = data.personalityTypes;
  return (
    <FigureSection
      title={t('sections.types')}
      testId="section-types"
      empty={types.length === 0}
      chart={
        <Charts.Donut
          label={t('summary.types', { list: listOf(types.map((p) => [p.type, p.count])) })}
          data={types.map((p) => ({ name: p.type, value: p.count }))}
        />
      }
      table={{ head: [t('cols.type'), t('cols.count')], rows: types.map((p) => [p.type, p.count]) }}
    />
  );
}

function RiasecSection({ data }: { data: Data }) {
  const { t } = useTranslation('analytics');
  const localized = useLocalized();
  const riasecLabel = (code: string) => `${code} · ${localized(RIASEC_NAMES[code as TRiasecCode])}`;
  return (
    <FigureSection
      title={t('sections.riasec')}
      testId="section-riasec"
      empty={data.riasecRespondents === 0}
      note={t('respondents', { count: data.riasecRespondents })}
      chart={
        <Charts.Radar
          label={t('summary.riasec', {
            count: data.riasecRespondents,
            list: listOf(data.riasec.map((r) => [riasecLabel(r.code), r.score])),
          })}
          data={data.riasec.map((r) => ({ scale: riasecLabel(r.code), score: r.score }))}
        />
      }
      table={{
        head: [t('cols.scale'), t('cols.score')],
        rows: data.riasec.map((r) => [riasecLabel(r.code), r.score]),
      }}
    />
  );
}

/** "Average N of 5 · M respondents", above a rating's chart. */
function AverageNote({ average, respondents }: { average: number | null; respondents: number }) {
  const { t } = useTranslation('analytics');
  return (
    <>
      {t('averageOf5', { value: average })} · {t('respondents', { count: respondents })}
    </>
  );
}

function EducationSection({ data }: { data: Data }) {
  const { t } = useTranslation('analytics');
  const { students, average, ratings } = data.education;
  return (
    <FigureSection
      title={t('sections.education')}
      testId="section-education"
      empty={students === 0}
      note={<AverageNote average={average} respondents={students} />}
      chart={
        <Charts.Bar
          label={t('summary.education', {
            count: students,
            list: listOf(ratings.map((r) => [String(r.rating), r.count])),
          })}
          data={ratings.map((r) => ({ rating: String(r.rating), count: r.count }))}
          dataKey="rating"
          series={[{ name: 'count', label: t('cols.count') }]}
        />
      }
      table={{ head: [t('cols.rating'), t('cols.count')], rows: ratings.map((r) => [r.rating, r.count]) }}
    />
  );
}

/** A ranked list as a horizontal bar chart and a table with places (professions, interests). */
function TopSection({
  title,
  testId,
  nameColumn,
  summary,
  items,
}: {
  title: string;
  testId: string;
  nameColumn: string;
  summary: (list: string) => string;
  items: { name: string; count: number }[];
}) {
  const { t } = useTranslation('analytics');
  return (
    <FigureSection
      title={title}
      testId={testId}
      empty={items.length === 0}
      chart={
        <Charts.Bar
          horizontal
          label={summary(listOf(items.map((i) => [i.name, i.count])))}
          data={items}
          dataKey="name"
          series={[{ name: 'count', label: t('cols.count') }]}
        />
      }
      table={{
        head: [t('cols.place'), nameColumn, t('cols.count')],
        rows: items.map((i, n) => [n + 1, i.name, i.count]),
      }}
    />
  );
}

function ProfessionsSection({ data }: { data: Data }) {
  const { t } = useTranslation('analytics');
  const localized = useLocalized();
  return (
    <TopSection
      title={t('sections.professions')}
      testId="section-professions"
      nameColumn={t('cols.profession')}
      summary={(list) => t('summary.professions', { list })}
      items={data.topProfessions.map((p) => ({ name: localized(p.name), count: p.count }))}
    />
  );
}

function InterestsSection({ data }: { data: Data }) {
  const { t } = useTranslation(['analytics', 'auth']);
  const interestLabel = (interest: string) => t(`auth:interests.${interest as TInterest}`, { defaultValue: interest });
  return (
    <TopSection
      title={t('analytics:sections.interests')}
      testId="section-interests"
      nameColumn={t('analytics:cols.interest')}
      summary={(list) => t('analytics:summary.interests', { list })}
      items={data.topInterests.map((i) => ({ name: interestLabel(i.interest), count: i.count }))}
    />
  );
}

/** The answers to "was it useful" as a chart; the table adds the star ratings. */
function FeedbackSection({ data }: { data: Data }) {
  const { t } = useTranslation('analytics');
  const { responses, averageRating, answers, ratings } = data.feedback;
  const answerLabel = (answer: Data['feedback']['answers'][number]['answer']) => t(`answers.${answer}`);
  return (
    <FigureSection
      title={t('sections.feedback')}
      testId="section-feedback"
      empty={responses === 0}
      note={<AverageNote average={averageRating} respondents={responses} />}
      chart={
        <Charts.Bar
          label={t('summary.ratings', { list: listOf(answers.map((a) => [answerLabel(a.answer), a.count])) })}
          data={answers.map((a) => ({ answer: answerLabel(a.answer), count: a.count }))}
          dataKey="answer"
          series={[{ name: 'count', label: t('cols.responses') }]}
        />
      }
      table={{
        head: [t('cols.answer'), t('cols.responses')],
        rows: [
          ...answers.map((a): (string | number)[] => [answerLabel(a.answer), a.count]),
          ...ratings.map((r): (string | number)[] => [`${t('cols.rating')} ${'★'.repeat(r.rating)}`, r.count]),
        ],
      }}
    />
  );
}
