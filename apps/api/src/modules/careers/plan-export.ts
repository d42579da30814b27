import type { TMe } from '@bagdar/contracts';
import { renderRoadmapCalendar } from '../../ai/roadmap-calendar.ts';
import type { ReportRenderer } from '../../ai/report-render.ts';
import type { TRoadmapLang } from '../../ai/roadmap-report.ts';
import { AppError } from '../../lib/app-error.ts';
import { planDetails, type CareersContext } from './careers.service.ts';

const langOf = (me: TMe, requested: TRoadmapLang | undefined): TRoadmapLang =>
  requested ?? (me.locale.toLowerCase() as TRoadmapLang);

async function builtPlan(ctx: CareersContext, me: TMe, planId: string) {
  const plan = await planDetails(ctx, me, planId);
  if (plan.status === 'PENDING') throw new AppError('NOT_FOUND', 404, 'The plan is still being built');
  return plan;
}

/** The plan as a PDF in the requested language (the user's own by default). */
export async function planReport(
  ctx: CareersContext,
  reports: ReportRenderer,
  me: TMe,
  planId: string,
  lang?: TRoadmapLang,
) {
  const plan = await builtPlan(ctx, me, planId);
  return reports.render(me.id, {
    kind: 'roadmap',
    plan,
    lang: langOf(me, lang),
    fullName: `${me.firstName} ${me.lastName}`.trim(),
  });
}

/** The plan's deadlines as an iCalendar file. */
export async function planCalendar(ctx: CareersContext, me: TMe, planId: string, lang?: TRoadmapLang) {
  const plan = await builtPlan(ctx, me, planId);
  return renderRoadmapCalendar(plan, langOf(me, lang), new Date());
}
