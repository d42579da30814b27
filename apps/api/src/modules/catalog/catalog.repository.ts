import { and, asc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TLocalized } from '@bagdar/contracts';
import {
  learningMaterials,
  professions,
  skillSteps,
  type MaterialRow,
  type ProfessionRow,
} from '../../db/schema/catalog.ts';
import { containsPattern } from '../../lib/keyset.ts';

/** Queries of the professions and learning-materials catalogues. */

export type NewProfession = typeof professions.$inferInsert;
export type NewMaterial = typeof learningMaterials.$inferInsert;

/** Professions in slug order after `afterSlug`, matching `q` in any language's name or the slug. */
export async function pageProfessions(
  db: Db,
  options: { q?: string; afterSlug: string | null; limit: number },
): Promise<ProfessionRow[]> {
  const conditions: (SQL | undefined)[] = [];
  if (options.afterSlug !== null) conditions.push(gt(professions.slug, options.afterSlug));
  if (options.q) {
    const pattern = containsPattern(options.q);
    conditions.push(
      or(
        ilike(professions.slug, pattern),
        sql`${professions.name}->>'ru' ILIKE ${pattern}`,
        sql`${professions.name}->>'kk' ILIKE ${pattern}`,
        sql`${professions.name}->>'en' ILIKE ${pattern}`,
      ),
    );
  }
  return db
    .select()
    .from(professions)
    .where(and(...conditions))
    .orderBy(asc(professions.slug))
    .limit(options.limit);
}

export async function allProfessions(db: Db): Promise<ProfessionRow[]> {
  return db.select().from(professions).orderBy(asc(professions.slug));
}

export async function findProfession(db: Db, id: string): Promise<ProfessionRow | null> {
  const [row] = await db.select().from(professions).where(eq(professions.id, id)).limit(1);
  return row ?? null;
}

/** Inserts; null when the slug is taken. */
export async function insertProfession(db: Db, values: NewProfession): Promise<ProfessionRow | null> {
  const [row] = await db.insert(professions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findProfessionBySlug(db: Db, slug: string): Promise<ProfessionRow | null> {
  const [row] = await db.select().from(professions).where(eq(professions.slug, slug)).limit(1);
  return row ?? null;
}

export async function updateProfession(db: Db, id: string, values: NewProfession): Promise<ProfessionRow | null> {
  const [row] = await db
    .update(professions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(professions.id, id))
    .returning();
  return row ?? null;
}

export async function deleteProfession(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(professions).where(eq(professions.id, id)).returning({ id: professions.id });
  return rows.length > 0;
}

/** Materials in (title, id) order after the cursor, matching `q` in the title or a tag. */
export async function pageMaterials(
  db: Db,
  options: { q?: string; after: [string, string] | null; limit: number },
): Promise<MaterialRow[]> {
  const conditions: (SQL | undefined)[] = [];
  if (options.after) {
    const [title, id] = options.after;
    conditions.push(sql`(${learningMaterials.title}, ${learningMaterials.id}) > (${title}, ${id}::uuid)`);
  }
  if (options.q) {
    const pattern = containsPattern(options.q);
    conditions.push(
      or(
        ilike(learningMaterials.title, pattern),
        sql`EXISTS (SELECT 1 FROM unnest(${learningMaterials.tags}) AS tag WHERE tag ILIKE ${pattern})`,
      ),
    );
  }
  return db
    .select()
    .from(learningMaterials)
    .where(and(...conditions))
    .orderBy(asc(learningMaterials.title), asc(learningMaterials.id))
    .limit(options.limit);
}

export async function allMaterials(db: Db): Promise<MaterialRow[]> {
  return db.select().from(learningMaterials).orderBy(asc(learningMaterials.title), asc(learningMaterials.id));
}

export async function findMaterial(db: Db, id: string): Promise<MaterialRow | null> {
  const [row] = await db.select().from(learningMaterials).where(eq(learningMaterials.id, id)).limit(1);
  return row ?? null;
}

export async function insertMaterial(db: Db, values: NewMaterial): Promise<MaterialRow> {
  const [row] = await db.insert(learningMaterials).values(values).returning();
  if (!row) throw new Error('material insert returned no row');
  return row;
}

export async function updateMaterial(db: Db, id: string, values: NewMaterial): Promise<MaterialRow | null> {
  const [row] = await db
    .update(learningMaterials)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(learningMaterials.id, id))
    .returning();
  return row ?? null;
}

export async function deleteMaterial(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(learningMaterials)
    .where(eq(learningMaterials.id, id))
    .returning({ id: learningMaterials.id });
  return rows.length > 0;
}

/** The stored steps of the given skills (by English name); a skill without a row has none yet. */
export async function skillStepRows(db: Db, skills: string[]) {
  if (skills.length === 0) return [];
  return db.select().from(skillSteps).where(inArray(skillSteps.skill, skills));
}

/** How many professions list each of the given skills (by English name), in the given order. */
export async function professionsWithSkills(db: Db, skills: string[]): Promise<number[]> {
  if (skills.length === 0) return [];
  const counts = Object.fromEntries(
    skills.map((skill, i) => [
      `s${i}`,
      sql<number>`count(*) FILTER (WHERE ${professions.skills} @> ${JSON.stringify([{ en: skill }])}::jsonb)::int`,
    ]),
  );
  const [row] = await db.select(counts).from(professions);
  return skills.map((_, i) => Number(row?.[`s${i}`] ?? 0));
}

/** Replaces a skill's steps (inserting the row on its first edit); returns the stored row. */
export async function upsertSkillSteps(db: Db, skill: string, steps: TLocalized[]) {
  const [row] = await db
    .insert(skillSteps)
    .values({ skill, steps })
    .onConflictDoUpdate({ target: skillSteps.skill, set: { steps, updatedAt: new Date() } })
    .returning();
  return row!;
}
