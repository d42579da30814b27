import type {
  TCareerGoal,
  TLocalized,
  TMaterialType,
  TPlanBecause,
  TPlanListFilter,
  TPlanStage,
  TPlanTarget,
} from '@bagdar/contracts';
import { and, asc, desc, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TRoadmap, TRoadmapMaterial, TRoadmapProfession, TRoadmapScores } from '../../ai/roadmap-provider.ts';
import type { Db } from '../../db/client.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { preparedByName } from '../../db/prepared.ts';
import {
  careerPlanMaterials,
  careerPlanPhases,
  careerPlans,
  careerPlanSubtasks,
  type CareerPlanRow,
} from '../../db/schema/careers.ts';
import { learningMaterials, professions, skillSteps } from '../../db/schema/catalog.ts';
import { academicProfiles } from '../../db/schema/profile.ts';
import { containsPattern, timeKey } from '../../lib/keyset.ts';

/** Queries of the career roadmaps: plans, their phases, subtasks and materials, and what the builder reads. */

export async function findProfession(db: Db, id: string): Promise<TRoadmapProfession | null> {
  const [row] = await db
    .select({
      id: professions.id,
      name: professions.name,
      field: professions.field,
      skills: professions.skills,
      majors: professions.majors,
      skillSteps: sql<Record<string, TLocalized[]> | null>`(
        SELECT jsonb_object_agg(${skillSteps.skill}, ${skillSteps.steps}) FROM ${skillSteps}
        WHERE ${skillSteps.skill} IN (SELECT e->>'en' FROM jsonb_array_elements(${professions.skills}) e))`,
    })
    .from(professions)
    .where(eq(professions.id, id))
    .limit(1);
  return row ? { ...row, skillSteps: row.skillSteps ?? {} } : null;
}

/** Professions for the wizard's picker, by slug, optionally matching `q` in any language. */
export async function professionOptions(db: Db, q: string | undefined, afterSlug: string | null, limit: number) {
  const conditions: SQL[] = [];
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      sql`(${professions.name}->>'ru' ILIKE ${pattern} OR ${professions.name}->>'kk' ILIKE ${pattern} OR ${professions.name}->>'en' ILIKE ${pattern})`,
    );
  }
  if (afterSlug) conditions.push(sql`${professions.slug} > ${afterSlug}`);
  return db
    .select({ id: professions.id, slug: professions.slug, name: professions.name, field: professions.field })
    .from(professions)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(professions.slug))
    .limit(limit + 1);
}

export async function academicScores(db: Db, userId: string): Promise<TRoadmapScores> {
  const [row] = await db
    .select({
      ielts: academicProfiles.ielts,
      toefl: academicProfiles.toefl,
      sat: academicProfiles.sat,
      unt: academicProfiles.unt,
      gpa4: academicProfiles.gpa4,
    })
    .from(academicProfiles)
    .where(eq(academicProfiles.userId, userId))
    .limit(1);
  return row ?? { ielts: null, toefl: null, sat: null, unt: null, gpa4: null };
}

export async function roadmapMaterials(db: Db): Promise<TRoadmapMaterial[]> {
  return db
    .select({
      id: learningMaterials.id,
      type: learningMaterials.type,
      title: learningMaterials.title,
      language: learningMaterials.language,
      fields: learningMaterials.fields,
      tags: learningMaterials.tags,
    })
    .from(learningMaterials)
    .orderBy(asc(learningMaterials.title), asc(learningMaterials.id));
}

/** Serialises plan creation of one user inside a transaction. */
export async function lockUserPlans(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`career-plans:${userId}`}))`);
}

/** The user's open plans (being built or active), at most one per goal; completed ones are history. */
export async function plansOfUser(db: Db, userId: string) {
  return db
    .select({ id: careerPlans.id, goal: careerPlans.goal, error: careerPlans.error })
    .from(careerPlans)
    .where(and(eq(careerPlans.userId, userId), ne(careerPlans.status, 'COMPLETED')));
}

/** The user's open plan for the goal, if any. */
export async function planForGoal(db: Db, userId: string, goal: TCareerGoal) {
  const [row] = await db
    .select({ id: careerPlans.id, error: careerPlans.error })
    .from(careerPlans)
    .where(and(eq(careerPlans.userId, userId), eq(careerPlans.goal, goal), ne(careerPlans.status, 'COMPLETED')))
    .limit(1);
  return row ?? null;
}

export async function insertPlan(db: Db, values: typeof careerPlans.$inferInsert): Promise<CareerPlanRow> {
  const [row] = await db.insert(careerPlans).values(values).returning();
  if (!row) throw new Error('plan insert returned no row');
  return row;
}

export async function findPlan(db: Db, id: string): Promise<CareerPlanRow | null> {
  const [row] = await db.select().from(careerPlans).where(eq(careerPlans.id, id)).limit(1);
  return row ?? null;
}

/** The user's plan, or null when it does not exist or belongs to someone else. */
export async function findOwnPlan(db: Db, userId: string, id: string): Promise<CareerPlanRow | null> {
  const [row] = await db
    .select()
    .from(careerPlans)
    .where(and(eq(careerPlans.id, id), eq(careerPlans.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function updatePlan(db: Db, id: string, changes: Partial<typeof careerPlans.$inferInsert>): Promise<void> {
  await db.update(careerPlans).set(changes).where(eq(careerPlans.id, id));
}

export async function reportPlanProgress(db: Db, id: string, stage: TPlanStage, percent: number): Promise<void> {
  await updatePlan(db, id, { stage, percent });
}

export async function deleteOwnPlan(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(careerPlans)
    .where(and(eq(careerPlans.id, id), eq(careerPlans.userId, userId)))
    .returning({ id: careerPlans.id });
  return rows.length > 0;
}

/** What a plan's card shows (toSummary): not its text, warnings or inputs. */
const summaryColumns = {
  id: careerPlans.id,
  goal: careerPlans.goal,
  status: careerPlans.status,
  stage: careerPlans.stage,
  percent: careerPlans.percent,
  error: careerPlans.error,
  title: careerPlans.title,
  createdAt: careerPlans.createdAt,
  targetDate: careerPlans.targetDate,
  subtasksTotal: careerPlans.subtasksTotal,
  subtasksDone: careerPlans.subtasksDone,
  phasesTotal: careerPlans.phasesTotal,
  phasesDone: careerPlans.phasesDone,
};

function prepareListPlans(db: Db, filter: TPlanListFilter, afterCursor: boolean, name: string) {
  const conditions: SQL[] = [eq(careerPlans.userId, sql.placeholder('userId'))];
  if (filter === 'ACTIVE') conditions.push(ne(careerPlans.status, 'COMPLETED'));
  if (filter === 'COMPLETED') conditions.push(eq(careerPlans.status, 'COMPLETED'));
  if (afterCursor) {
    conditions.push(
      sql`(${careerPlans.createdAt}, ${careerPlans.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
    );
  }
  return withFastRows(
    db
      .select({ plan: summaryColumns, createdKey: timeKey(careerPlans.createdAt) })
      .from(careerPlans)
      .where(and(...conditions))
      .orderBy(desc(careerPlans.createdAt), desc(careerPlans.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
}

const listPlansPrepared = preparedByName<ReturnType<typeof prepareListPlans>>();

/** A page of the user's plans, newest first, keyset over (created_at, id): a prepared statement per filter and cursor. */
export async function listPlans(
  db: Db,
  userId: string,
  filter: TPlanListFilter,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  const name = `career_plans_${filter.toLowerCase()}${after ? '_after' : ''}`;
  const prepared = listPlansPrepared(db, name, () => prepareListPlans(db, filter, after !== null, name));
  return prepared.execute(
    after ? { userId, afterAt: after.createdAt, afterId: after.id, limit: limit + 1 } : { userId, limit: limit + 1 },
  );
}

export async function planPhases(db: Db, planId: string) {
  return db
    .select()
    .from(careerPlanPhases)
    .where(eq(careerPlanPhases.planId, planId))
    .orderBy(asc(careerPlanPhases.position));
}

export async function planSubtasks(db: Db, planId: string) {
  return db
    .select()
    .from(careerPlanSubtasks)
    .where(eq(careerPlanSubtasks.planId, planId))
    .orderBy(asc(careerPlanSubtasks.phaseId), asc(careerPlanSubtasks.position), asc(careerPlanSubtasks.createdAt));
}

/** Writes the built roadmap under a PENDING plan and makes it ACTIVE (call inside a transaction). */
export async function storeRoadmap(tx: Db, planId: string, roadmap: TRoadmap): Promise<void> {
  const phases = await tx
    .insert(careerPlanPhases)
    .values(
      roadmap.phases.map((phase, position) => ({
        planId,
        position,
        kind: phase.kind,
        title: phase.title,
        description: phase.description,
        achievement: phase.achievement,
        because: phase.because ?? null,
        target: phase.target ?? null,
        startsOn: phase.startsOn,
        dueOn: phase.dueOn,
        subtasksTotal: phase.subtasks.length,
      })),
    )
    .returning({ id: careerPlanPhases.id, position: careerPlanPhases.position });
  const idAt = new Map(phases.map((p) => [p.position, p.id]));
  const phaseId = (position: number) => {
    const id = idAt.get(position);
    if (!id) throw new Error(`phase ${position} was not stored`);
    return id;
  };
  const subtasks = roadmap.phases.flatMap((phase, position) =>
    phase.subtasks.map((title, index) => ({
      planId,
      phaseId: phaseId(position),
      position: index,
      title,
      because: phase.subtaskBecause?.[index] ?? phase.because ?? null,
    })),
  );
  if (subtasks.length > 0) await tx.insert(careerPlanSubtasks).values(subtasks);
  const materials = roadmap.phases.flatMap((phase, position) =>
    phase.materialIds.map((materialId, index) => ({ planId, phaseId: phaseId(position), materialId, position: index })),
  );
  if (materials.length > 0) await tx.insert(careerPlanMaterials).values(materials).onConflictDoNothing();
  await updatePlan(tx, planId, {
    status: 'ACTIVE',
    stage: 'MATERIALS',
    percent: 100,
    title: roadmap.title,
    summary: roadmap.summary,
    targetDate: roadmap.targetDate,
    warnings: roadmap.warnings ?? [],
    phasesTotal: roadmap.phases.length,
    phasesDone: 0,
    subtasksTotal: subtasks.length,
    subtasksDone: 0,
    provider: roadmap.provider,
    aiModel: roadmap.aiModel ?? null,
    aiEnriched: roadmap.aiEnriched,
  });
}

/** A phase of the user's plan, locking the plan row; null when not theirs. */
export async function lockOwnPhase(tx: Db, userId: string, planId: string, phaseId: string) {
  const [row] = await tx
    .select({ phaseId: careerPlanPhases.id, planStatus: careerPlans.status })
    .from(careerPlanPhases)
    .innerJoin(careerPlans, eq(careerPlans.id, careerPlanPhases.planId))
    .where(and(eq(careerPlanPhases.id, phaseId), eq(careerPlans.id, planId), eq(careerPlans.userId, userId)))
    .limit(1)
    .for('update', { of: careerPlans });
  return row ?? null;
}

export async function updateSubtask(tx: Db, id: string, changes: Partial<typeof careerPlanSubtasks.$inferInsert>) {
  const [row] = await tx.update(careerPlanSubtasks).set(changes).where(eq(careerPlanSubtasks.id, id)).returning();
  if (!row) throw new Error('subtask update returned no row');
  return row;
}

export async function insertSubtask(tx: Db, values: typeof careerPlanSubtasks.$inferInsert) {
  const [row] = await tx.insert(careerPlanSubtasks).values(values).returning();
  if (!row) throw new Error('subtask insert returned no row');
  return row;
}

export async function deleteSubtask(tx: Db, id: string): Promise<void> {
  await tx.delete(careerPlanSubtasks).where(eq(careerPlanSubtasks.id, id));
}

/** The next position in a phase and how many own subtasks it has. */
export async function phaseSubtaskStats(tx: Db, phaseId: string) {
  const [row] = await tx
    .select({
      next: sql<number>`coalesce(max(${careerPlanSubtasks.position}) + 1, 0)::int`,
      own: sql<number>`count(*) filter (where ${careerPlanSubtasks.own})::int`,
    })
    .from(careerPlanSubtasks)
    .where(eq(careerPlanSubtasks.phaseId, phaseId));
  return row ?? { next: 0, own: 0 };
}

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A timestamp as `Date#toISOString` writes it (milliseconds, truncated as a Date read from the driver is). */
const isoText = (column: SQL | AnyColumn) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Ticks, unticks or renames a subtask of the user's plan in one statement, locking the plan row first
 * (every write to a plan's subtasks does, so the recount that follows sees them all). The row is
 * written only when something changes. Null when the subtask is not in the user's plan; `updated`
 * false with `own` false when a generated subtask was to be renamed (nothing is written then).

 */
export async function changeOwnSubtask(
  tx: Db,
  userId: string,
  planId: string,
  subtaskId: string,
  change: { title: TLocalized | null; done: boolean | null },
): Promise<(SubtaskJson & { updated: boolean }) | null> {
  const title = change.title === null ? null : JSON.stringify(change.title);
  const rows = await rowsOf<SubtaskJson & { updated: boolean }>(
    tx,
    sql`
    WITH plan AS (
      SELECT ${careerPlans.id} FROM ${careerPlans}
      WHERE ${careerPlans.id} = ${planId} AND ${careerPlans.userId} = ${userId}
      FOR UPDATE
    ), found AS (
      SELECT s.id, s.phase_id, s.title, s.own, s.done_at, s.because FROM ${careerPlanSubtasks} s
      WHERE s.id = ${subtaskId} AND s.plan_id = (SELECT id FROM plan)
    ), changed AS (
      UPDATE ${careerPlanSubtasks} s SET
        title = coalesce(${title}::jsonb, s.title),
        done_at = CASE WHEN ${change.done}::boolean IS NULL THEN s.done_at
          WHEN ${change.done}::boolean THEN coalesce(s.done_at, now()) END
      FROM found
      WHERE s.id = found.id AND (found.own OR ${title}::jsonb IS NULL)
        AND (${title}::jsonb IS NOT NULL OR ${change.done}::boolean <> (s.done_at IS NOT NULL))
      RETURNING s.id, s.title, s.done_at
    )
    SELECT found.id, found.phase_id AS "phaseId", coalesce(changed.title, found.title) AS title, found.own,
      ${isoText(sql`CASE WHEN changed.id IS NULL THEN found.done_at ELSE changed.done_at END`)} AS "doneAt",
      found.because, changed.id IS NOT NULL AS updated
    FROM found LEFT JOIN changed ON true`,
  );
  return rows[0] ?? null;
}

/** A subtask as the plan page's statement and the tick's return it (timestamps as ISO text). */
export interface SubtaskJson {
  id: string;
  phaseId: string;
  title: TLocalized;
  own: boolean;
  doneAt: string | null;
  because: TPlanBecause | null;
}

/**
 * Recounts a phase (done, total, completion, the achievement's date) and then its plan from the subtask rows,
 * so the counts cannot drift: one statement, inside the caller's transaction after it locked the plan row.
 * The plan's completed phases are counted as the phase's update leaves them (the statement's own
 * snapshot does not show that update to its other parts).
 */
export async function recount(tx: Db, planId: string, phaseId: string) {
  const rows = await rowsOf<{
    id: string;
    phaseTotal: number;
    phaseDone: number;
    receivedAt: string | null;
    planTotal: number;
    planDone: number;
  }>(
    tx,
    sql`
    WITH counts AS (
      SELECT count(*) FILTER (WHERE done_at IS NOT NULL) AS done, count(*) AS total
      FROM ${careerPlanSubtasks} WHERE phase_id = ${phaseId}
    ), phase AS (
      UPDATE ${careerPlanPhases} p SET
        subtasks_done = counts.done,
        subtasks_total = counts.total,
        completed_at = CASE WHEN counts.total > 0 AND counts.done = counts.total THEN coalesce(p.completed_at, now()) END,
        -- An achievement once received stays, whatever later happens to the phase's subtasks.
        achievement_received_at = coalesce(p.achievement_received_at,
          CASE WHEN counts.total > 0 AND counts.done = counts.total THEN now() END)
      FROM counts
      WHERE p.id = ${phaseId}
      RETURNING p.id, p.subtasks_total, p.subtasks_done, p.completed_at, p.achievement_received_at
    ), plan AS (
      UPDATE ${careerPlans} SET
        subtasks_done = (SELECT count(*) FROM ${careerPlanSubtasks} WHERE plan_id = ${planId} AND done_at IS NOT NULL),
        subtasks_total = (SELECT count(*) FROM ${careerPlanSubtasks} WHERE plan_id = ${planId}),
        phases_done = (SELECT count(*) FROM ${careerPlanPhases}
            WHERE plan_id = ${planId} AND id <> ${phaseId} AND completed_at IS NOT NULL)
          + (SELECT count(*) FROM phase WHERE completed_at IS NOT NULL)
      WHERE id = ${planId}
      RETURNING subtasks_total, subtasks_done
    )
    SELECT phase.id, phase.subtasks_total::int AS "phaseTotal", phase.subtasks_done::int AS "phaseDone",
      ${isoText(sql`phase.achievement_received_at`)} AS "receivedAt",
      plan.subtasks_total AS "planTotal", plan.subtasks_done AS "planDone"
    FROM phase, plan`,
  );
  const row = rows[0];
  if (!row) throw new Error('recount found no phase or plan');
  return {
    phase: {
      id: row.id,
      subtasksTotal: row.phaseTotal,
      subtasksDone: row.phaseDone,
      achievementReceivedAt: row.receivedAt,
    },
    plan: { subtasksTotal: row.planTotal, subtasksDone: row.planDone },
  };
}

/** A phase of the plan page's statement (timestamps as ISO text). */
export interface PhaseJson {
  id: string;
  position: number;
  kind: string;
  title: TLocalized;
  description: TLocalized;
  achievement: TLocalized;
  because: TPlanBecause | null;
  target: TPlanTarget | null;
  startsOn: string;
  dueOn: string;
  subtasksTotal: number;
  subtasksDone: number;
  achievementReceivedAt: string | null;
}

export interface MaterialJson {
  phaseId: string;
  id: string;
  type: TMaterialType;
  title: string;
  url: string;
  language: 'RU' | 'KK' | 'EN';
}

/** `Date#toISOString` text of a column in the plan page's subqueries (written by name: see below). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/*
 * The subqueries name their tables and columns in plain SQL: drizzle writes a column of a one-table
 * select without its table, which inside a correlated subquery would name the subquery's own column.
 */
const phasesJson = sql.raw(`(
  SELECT coalesce(json_agg(json_build_object(
    'id', ph.id, 'position', ph.position, 'kind', ph.kind, 'title', ph.title,
    'description', ph.description, 'achievement', ph.achievement, 'because', ph.because,
    'target', ph.target, 'startsOn', ph.starts_on, 'dueOn', ph.due_on,
    'subtasksTotal', ph.subtasks_total, 'subtasksDone', ph.subtasks_done,
    'achievementReceivedAt', ${iso('ph.achievement_received_at')}
  ) ORDER BY ph.position), '[]'::json)
  FROM career_plan_phases ph WHERE ph.plan_id = career_plans.id)`);
const subtasksJson = sql.raw(`(
  SELECT coalesce(json_agg(json_build_object(
    'id', st.id, 'phaseId', st.phase_id, 'title', st.title, 'own', st.own,
    'doneAt', ${iso('st.done_at')}, 'because', st.because
  ) ORDER BY st.phase_id, st.position, st.created_at), '[]'::json)
  FROM career_plan_subtasks st WHERE st.plan_id = career_plans.id)`);
const materialsJson = sql.raw(`(
  SELECT coalesce(json_agg(json_build_object(
    'phaseId', mt.phase_id, 'id', lm.id, 'type', lm.type, 'title', lm.title, 'url', lm.url, 'language', lm.language
  ) ORDER BY mt.phase_id, mt.position), '[]'::json)
  FROM career_plan_materials mt JOIN learning_materials lm ON lm.id = mt.material_id
  WHERE mt.plan_id = career_plans.id)`);

function preparePlanDetails(db: Db) {
  return withFastRows(
    db
      .select({
        plan: careerPlans,
        phases: sql<PhaseJson[]>`${phasesJson}`,
        subtasks: sql<SubtaskJson[]>`${subtasksJson}`,
        materials: sql<MaterialJson[]>`${materialsJson}`,
      })
      .from(careerPlans)
      .where(and(eq(careerPlans.id, sql.placeholder('planId')), eq(careerPlans.userId, sql.placeholder('userId'))))
      .limit(1)
      .prepare('career_plan_details'),
  );
}

const planDetailsPrepared = preparedByName<ReturnType<typeof preparePlanDetails>>();

/**
 * The user's plan with its phases, subtasks (in phase, position, creation order) and materials, in one
 * prepared statement; null when it does not exist or belongs to someone else.
 */
export async function findOwnPlanDetails(db: Db, userId: string, planId: string) {
  const prepared = planDetailsPrepared(db, 'career_plan_details', () => preparePlanDetails(db));
  const [row] = await prepared.execute({ planId, userId });
  return row ?? null;
}
