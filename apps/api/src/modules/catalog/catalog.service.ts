import type {
  TMaterial,
  TMaterialBody,
  TProfession,
  TProfessionBody,
  TProfessionSkillSteps,
  TRiasecCode,
  TSkillStepsBody,
} from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import type { MaterialRow, ProfessionRow } from '../../db/schema/catalog.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  deleteMaterial,
  deleteProfession,
  findMaterial,
  findProfession,
  findProfessionBySlug,
  insertMaterial,
  insertProfession,
  pageMaterials,
  pageProfessions,
  professionsWithSkills,
  skillStepRows,
  updateMaterial,
  updateProfession,
  upsertSkillSteps,
  type NewProfession,
} from './catalog.repository.ts';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/keyset.ts';

/** The professions and learning-materials catalogues for the admin area. */

export interface PageOptions {
  q?: string;
  cursor?: string;
  limit: number;
}

export function toProfession(row: ProfessionRow): TProfession {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    riasec: row.riasec,
    typeAffinities: row.typeAffinities,
    skills: row.skills,
    majors: row.majors,
    field: row.field,
    demand: row.demand,
    salaryKzt: { from: row.salaryFromKzt, to: row.salaryToKzt },
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMaterial(row: MaterialRow): TMaterial {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    url: row.url,
    language: row.language,
    tags: row.tags,
    riasec: row.riasec as TRiasecCode[],
    fields: row.fields,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const professionNotFound = () => new AppError('NOT_FOUND', 404, 'No such profession');
const skillNotFound = () => new AppError('NOT_FOUND', 404, 'The profession has no such skill');
const materialNotFound = () => new AppError('NOT_FOUND', 404, 'No such material');
const slugTaken = () =>
  new AppError('CONFLICT', 409, 'The slug is taken', {
    details: [{ field: 'slug', code: 'slug_taken', message: 'slug_taken' }],
  });

function professionColumns(body: TProfessionBody): NewProfession {
  if (body.salaryKzt.from > body.salaryKzt.to) {
    throw new AppError('VALIDATION_ERROR', 400, 'The salary range is reversed', {
      details: [{ field: 'salaryKzt.to', code: 'salary_range_invalid', message: 'salary_range_invalid' }],
    });
  }
  const { salaryKzt, ...rest } = body;
  return { ...rest, salaryFromKzt: salaryKzt.from, salaryToKzt: salaryKzt.to };
}

export async function listProfessions(db: Db, options: PageOptions) {
  const after = decodeCursor(options.cursor, 1);
  const rows = await pageProfessions(db, { q: options.q, afterSlug: after?.[0] ?? null, limit: options.limit + 1 });
  const items = rows.slice(0, options.limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toProfession),
    nextCursor: rows.length > options.limit && last ? encodeCursor([last.slug]) : null,
  };
}

export async function getProfession(db: Db, id: string): Promise<TProfession> {
  const row = isUuid(id) ? await findProfession(db, id) : null;
  if (!row) throw professionNotFound();
  return toProfession(row);
}

export async function createProfession(db: Db, body: TProfessionBody): Promise<TProfession> {
  const row = await insertProfession(db, professionColumns(body));
  if (!row) throw slugTaken();
  return toProfession(row);
}

export async function saveProfession(db: Db, id: string, body: TProfessionBody): Promise<TProfession> {
  await getProfession(db, id);
  const values = professionColumns(body);
  const owner = await findProfessionBySlug(db, body.slug);
  if (owner && owner.id !== id) throw slugTaken();
  const row = await updateProfession(db, id, values);
  if (!row) throw professionNotFound();
  return toProfession(row);
}

export async function removeProfession(db: Db, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteProfession(db, id))) throw professionNotFound();
}

/** The profession's skills in catalogue order, each with its steps and how many other professions share it. */
export async function listSkillSteps(db: Db, id: string): Promise<{ items: TProfessionSkillSteps[] }> {
  const profession = await getProfession(db, id);
  const names = profession.skills.map((skill) => skill.en);
  const [rows, counts] = await Promise.all([skillStepRows(db, names), professionsWithSkills(db, names)]);
  const bySkill = new Map(rows.map((row) => [row.skill, row]));
  return {
    items: profession.skills.map((skill, index) => {
      const row = bySkill.get(skill.en);
      return {
        index,
        skill,
        steps: row?.steps ?? [],
        sharedWith: Math.max(0, (counts[index] ?? 1) - 1),
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    }),
  };
}

/**
 * Replaces the steps of the profession's skill at `index`. The list belongs to the skill, so every
 * profession that lists it (and every roadmap built from now on) gets the new steps; the change is
 * audited with the list before and after.
 */
export async function saveSkillSteps(
  db: Db,
  actorId: string,
  id: string,
  index: number,
  body: TSkillStepsBody,
): Promise<TProfessionSkillSteps> {
  const profession = await getProfession(db, id);
  const skill = profession.skills[index];
  if (!skill) throw skillNotFound();
  return db.transaction(async (tx) => {
    const [before] = await skillStepRows(tx, [skill.en]);
    const row = await upsertSkillSteps(tx, skill.en, body.steps);
    await recordAudit(tx, {
      actorId,
      action: 'SKILL_STEPS_EDITED',
      subject: { type: 'SKILL', id: skill.en },
      before: before ? { steps: before.steps } : null,
      after: { steps: row.steps },
      detail: { profession: profession.slug },
    });
    const [count] = await professionsWithSkills(tx, [skill.en]);
    return {
      index,
      skill,
      steps: row.steps,
      sharedWith: Math.max(0, (count ?? 1) - 1),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function listMaterials(db: Db, options: PageOptions) {
  const after = decodeCursor(options.cursor, 2) as [string, string] | null;
  if (after && !isUuid(after[1])) throw invalidCursor();
  const rows = await pageMaterials(db, { q: options.q, after, limit: options.limit + 1 });
  const items = rows.slice(0, options.limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toMaterial),
    nextCursor: rows.length > options.limit && last ? encodeCursor([last.title, last.id]) : null,
  };
}

export async function getMaterial(db: Db, id: string): Promise<TMaterial> {
  const row = isUuid(id) ? await findMaterial(db, id) : null;
  if (!row) throw materialNotFound();
  return toMaterial(row);
}

export async function createMaterial(db: Db, body: TMaterialBody): Promise<TMaterial> {
  return toMaterial(await insertMaterial(db, body));
}

export async function saveMaterial(db: Db, id: string, body: TMaterialBody): Promise<TMaterial> {
  const row = isUuid(id) ? await updateMaterial(db, id, body) : null;
  if (!row) throw materialNotFound();
  return toMaterial(row);
}

export async function removeMaterial(db: Db, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteMaterial(db, id))) throw materialNotFound();
}
