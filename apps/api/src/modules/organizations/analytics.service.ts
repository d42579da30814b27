import {
  FEEDBACK_ANSWERS,
  isSuperAdminLevel,
  MEMBERSHIP_STATUSES,
  type TMe,
  type TMembershipStatus,
  type TOrganizationAnalytics,
  type TPlatformAnalytics,
  type TStudentAnalytics,
  type TUiLanguage,
} from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  latestAnalysisOf,
  latestAttemptsOf,
  num,
  numOrNull,
  organizationNameOf,
  roadmapsOf,
  scopeFigures,
  studentOf,
  type AnalyticsScope,
} from './analytics.repository.ts';
import type { ReportRenderer } from '../../ai/report-render.ts';
import { platformFiguresCounted } from './platform-analytics.repository.ts';
import { analyticsWorkbook } from './analytics-export.ts';
import { memberNotFound, mentorScope, notAllowed, orgNotFound, type OrgActor } from './org-access.ts';

/** Analytics of an organisation, of one of its students, and of the platform. */

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

async function scopeOf(db: Db, actor: OrgActor, organizationId: string, groupId?: string): Promise<AnalyticsScope> {
  // Organisation staff reached their own organisation through actorIn; platform admins may name a missing one.
  if (actor.kind === 'PLATFORM' && (await organizationNameOf(db, organizationId)) === null) throw orgNotFound();
  return { organizationId, groupId, mentorId: mentorScope(actor) };
}

export async function organizationAnalytics(
  db: Db,
  actor: OrgActor,
  organizationId: string,
  groupId?: string,
): Promise<TOrganizationAnalytics> {
  const scope = await scopeOf(db, actor, organizationId, groupId);
  const figures = await scopeFigures(db, scope);
  const of = (kind: (typeof figures)[number]['kind']) => figures.filter((f) => f.kind === kind);
  const countOf = (kind: (typeof figures)[number]['kind'], key: string) =>
    num(figures.find((f) => f.kind === kind && f.key === key)?.n);
  const groups = of('group').map((g) => ({
    groupId: g.key,
    code: g.code,
    students: num(g.n),
    tested: num(g.x),
    analysed: num(g.y),
  }));
  const sum = (key: 'students' | 'tested' | 'analysed') => groups.reduce((total, g) => total + g[key], 0);
  const order = ['R', 'I', 'A', 'S', 'E', 'C'];
  const education = of('education')[0];
  const feedback = of('feedback')[0];
  return {
    students: sum('students'),
    tested: sum('tested'),
    analysed: sum('analysed'),
    byStatus: of('status')
      .filter((s) => (MEMBERSHIP_STATUSES as readonly (string | null)[]).includes(s.key))
      .map((s) => ({ status: s.key as TMembershipStatus, count: num(s.n) })),
    completionByGroup: groups,
    personalityTypes: of('type').map((t) => ({ type: t.key ?? '', count: num(t.n) })),
    riasec: of('riasec')
      .map((r) => ({ code: r.key ?? '', score: numOrNull(r.n) ?? 0 }))
      .sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code)),
    riasecRespondents: num(of('respondents')[0]?.n),
    topProfessions: of('profession').map((p) => ({
      slug: p.key ?? '',
      name: p.name ?? { ru: '', kk: '', en: '' },
      count: num(p.n),
    })),
    topInterests: of('interest').map((i) => ({ interest: i.key ?? '', count: num(i.n) })),
    education: {
      students: num(education?.n),
      average: numOrNull(education?.x),
      ratings: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: countOf('rating', String(rating)) })),
    },
    feedback: {
      responses: num(feedback?.n),
      averageRating: numOrNull(feedback?.x),
      answers: FEEDBACK_ANSWERS.map((answer) => ({ answer, count: countOf('answer', answer) })),
      ratings: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: countOf('star', String(rating)) })),
    },
  };
}

/**
 * The organisation's student `memberId` as this actor may see them: staff and admins any student of
 * the organisation, a teacher only the students of the groups they mentor. Anyone else, and another
 * organisation's student, is not found (404), on reads and writes alike.
 */
export async function reachableStudent(db: Db, actor: OrgActor, organizationId: string, memberId: string) {
  if (!isUuid(memberId)) throw memberNotFound();
  const student = await studentOf(db, await scopeOf(db, actor, organizationId), memberId);
  if (!student) throw memberNotFound();
  return student;
}

export async function studentAnalytics(
  db: Db,
  actor: OrgActor,
  organizationId: string,
  memberId: string,
): Promise<TStudentAnalytics> {
  const student = await reachableStudent(db, actor, organizationId, memberId);
  const [attempts, analysis, roadmaps] = await Promise.all([
    latestAttemptsOf(db, student.user_id),
    latestAnalysisOf(db, student.user_id),
    roadmapsOf(db, student.user_id),
  ]);
  const result = analysis?.result as
    | {
        type?: string;
        hollandCode?: string;
        summary?: { ru: string; kk: string; en: string };
        riasec?: { code: string; score: number }[];
        professions?: { slug: string; name: { ru: string; kk: string; en: string }; fit: number }[];
      }
    | undefined;
  return {
    student: {
      memberId: student.membership_id,
      firstName: student.first_name,
      lastName: student.last_name,
      username: student.username,
      status: student.status as TMembershipStatus,
      group: student.group_id && student.group_code ? { id: student.group_id, code: student.group_code } : null,
      interests: student.interests,
      rating: student.rating,
    },
    tests: attempts.map((a) => ({
      attemptId: a.attempt_id,
      slug: a.slug,
      title: a.title,
      completedAt: iso(a.completed_at),
      scales: (a.result?.scales ?? []).map((s) => ({ key: s.key, name: s.name, score: s.score })),
      knowledgePercent: a.result?.knowledge?.percent ?? null,
    })),
    analysis:
      analysis && result
        ? {
            createdAt: iso(analysis.created_at),
            type: result.type ?? '',
            hollandCode: result.hollandCode ?? '',
            summary: result.summary ?? { ru: '', kk: '', en: '' },
            riasec: result.riasec ?? [],
            professions: (result.professions ?? [])
              .slice(0, 5)
              .map((p) => ({ slug: p.slug, name: p.name, fit: p.fit })),
          }
        : null,
    roadmaps: roadmaps.map((r) => ({
      id: r.id,
      goal: r.goal,
      status: r.status,
      title: r.title,
      subtasksDone: r.subtasks_done,
      subtasksTotal: r.subtasks_total,
      percent: r.subtasks_total > 0 ? Math.round((r.subtasks_done / r.subtasks_total) * 100) : 0,
      targetDate: r.target_date,
    })),
  };
}

/**
 * The figures as xlsx, written on a render thread by `reports` (at most REPORTS_PER_USER at once
 * per user, else 429; the last file answered again while the figures are unchanged).
 */
export async function organizationAnalyticsXlsx(
  db: Db,
  reports: ReportRenderer,
  userId: string,
  actor: OrgActor,
  organizationId: string,
  groupId: string | undefined,
  lang: TUiLanguage,
): Promise<Buffer> {
  const [data, name] = await Promise.all([
    organizationAnalytics(db, actor, organizationId, groupId),
    organizationNameOf(db, organizationId),
  ]);
  return reports.render(userId, {
    kind: 'workbook',
    name: 'organization-analytics',
    workbook: analyticsWorkbook(data, name ?? '', lang),
  });
}

/** SUPER_ADMIN and MINISTRY only. */
export async function platformAnalytics(db: Db, me: TMe, now: Date = new Date()): Promise<TPlatformAnalytics> {
  if (!isSuperAdminLevel(me)) throw notAllowed();
  const rows = await platformFiguresCounted(db, now);
  const n = (v: string) => Number(v);
  const totals = rows.find((r) => r.month === null);
  return {
    totals: {
      users: n(totals?.users ?? '0'),
      organizations: n(totals?.organizations ?? '0'),
      activeOrganizations: n(totals?.active_organizations ?? '0'),
      testsTaken: n(totals?.tests_taken ?? '0'),
      analyses: n(totals?.analyses ?? '0'),
    },
    months: rows
      .filter((r) => r.month !== null)
      .map((r) => ({
        month: r.month ?? '',
        users: n(r.users),
        activeOrganizations: n(r.active_organizations),
        testsTaken: n(r.tests_taken),
        analyses: n(r.analyses),
      })),
  };
}
