import type { TCareerGoal, TLocalized, TPlanListFilter, TPlanStage } from '@bagdar/contracts';
import { and, asc, desc, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TRoadmap, TRoadmapMaterial, TRoadmapProfession, TRoadmapScores } from '../../ai/roadmap-provider.ts';
import type { Db } from '../../db/client.ts';
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

/** A page of the user's plans, newest first, keyset over (created_at, id). */
export async function listPlans(
  db: Db,
  userId: string,
  filter: TPlanListFilter,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  const conditions: SQL[] = [eq(careerPlans.userId, userId)];
  if (filter === 'ACTIVE') conditions.push(ne(careerPlans.status, 'COMPLETED'));
  if (filter === 'COMPLETED') conditions.push(eq(careerPlans.status, 'COMPLETED'));
  if (after) {
    const cursorCondition = or(
      sql`${careerPlans.createdAt} < ${after.createdAt}::timestamptz`,
      and(sql`${careerPlans.createdAt} = ${after.createdAt}::timestamptz`, sql`${careerPlans.id} < ${after.id}::uuid`),
    );
    if (cursorCondition) conditions.push(cursorCondition);
  }
  return db
    .select({ plan: careerPlans, createdKey: timeKey(careerPlans.createdAt) })
    .from(careerPlans)
    .where(and(...conditions))
    .orderBy(desc(careerPlans.createdAt), desc(careerPlans.id))
    .limit(limit + 1);
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

export async function planMaterials(db: Db, planId: string) {
  return db
    .select({
      phaseId: careerPlanMaterials.phaseId,
      id: learningMaterials.id,
      type: learningMaterials.type,
      title: learningMaterials.title,
      url: learningMaterials.url,
      language: learningMaterials.language,
    })
    .from(careerPlanMaterials)
    .innerJoin(learningMaterials, eq(learningMaterials.id, careerPlanMaterials.materialId))
    .where(eq(careerPlanMaterials.planId, planId))
    .orderBy(asc(careerPlanMaterials.phaseId), asc(careerPlanMaterials.position));
}

/** Days with ticked subtasks (UTC), oldest first. */
export async function planActivity(db: Db, planId: string) {
  const day = sql<string>`to_char(${careerPlanSubtasks.doneAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(careerPlanSubtasks)
    .where(and(eq(careerPlanSubtasks.planId, planId), isNotNull(careerPlanSubtasks.doneAt)))
    .groupBy(day)
    .orderBy(day);
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

/** A subtask of the user's plan with its plan's status, locking the plan row; null when not theirs. */
export async function lockOwnSubtask(tx: Db, userId: string, planId: string, subtaskId: string) {
  const [row] = await tx
    .select({ subtask: careerPlanSubtasks, planStatus: careerPlans.status })
    .from(careerPlanSubtasks)
    .innerJoin(careerPlans, eq(careerPlans.id, careerPlanSubtasks.planId))
    .where(and(eq(careerPlanSubtasks.id, subtaskId), eq(careerPlans.id, planId), eq(careerPlans.userId, userId)))
    .limit(1)
    .for('update', { of: careerPlans });
  return row ?? null;
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

/**
 * Recounts a phase (done, total, completion, the achievement's date) and then its plan from the subtask rows,
 * so the counts cannot drift; two statements, inside the caller's transaction.
 */
export async function recount(tx: Db, planId: string, phaseId: string) {
  const done = sql`(SELECT count(*) FROM ${careerPlanSubtasks} WHERE ${careerPlanSubtasks.phaseId} = ${phaseId} AND ${careerPlanSubtasks.doneAt} IS NOT NULL)`;
  const total = sql`(SELECT count(*) FROM ${careerPlanSubtasks} WHERE ${careerPlanSubtasks.phaseId} = ${phaseId})`;
  const [phase] = await tx
    .update(careerPlanPhases)
    .set({
      subtasksDone: sql`${done}`,
      subtasksTotal: sql`${total}`,
      completedAt: sql`CASE WHEN ${total} > 0 AND ${done} = ${total} THEN coalesce(${careerPlanPhases.completedAt}, now()) ELSE NULL END`,
      // An achievement once received stays, whatever later happens to the phase's subtasks.
      achievementReceivedAt: sql`coalesce(${careerPlanPhases.achievementReceivedAt}, CASE WHEN ${total} > 0 AND ${done} = ${total} THEN now() END)`,
    })
    .where(eq(careerPlanPhases.id, phaseId))
    .returning({
      id: careerPlanPhases.id,
      subtasksTotal: careerPlanPhases.subtasksTotal,
      subtasksDone: careerPlanPhases.subtasksDone,
      completedAt: careerPlanPhases.completedAt,
      achievementReceivedAt: careerPlanPhases.achievementReceivedAt,
    });
  const [plan] = await tx
    .update(careerPlans)
    .set({
      subtasksDone: sql`(SELECT count(*) FROM ${careerPlanSubtasks} WHERE ${careerPlanSubtasks.planId} = ${planId} AND ${careerPlanSubtasks.doneAt} IS NOT NULL)`,
      subtasksTotal: sql`(SELECT count(*) FROM ${careerPlanSubtasks} WHERE ${careerPlanSubtasks.planId} = ${planId})`,
      phasesDone: sql`(SELECT count(*) FROM ${careerPlanPhases} WHERE ${careerPlanPhases.planId} = ${planId} AND ${careerPlanPhases.completedAt} IS NOT NULL)`,
    })
    .where(eq(careerPlans.id, planId))
    .returning({ subtasksTotal: careerPlans.subtasksTotal, subtasksDone: careerPlans.subtasksDone });
  if (!phase || !plan) throw new Error('recount found no phase or plan');
  return { phase, plan };
}
