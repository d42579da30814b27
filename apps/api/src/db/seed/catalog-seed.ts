import type { Db } from '../client.ts';
import { learningMaterials, professions, skillSteps } from '../schema/catalog.ts';
import { LEARNING_MATERIALS } from '../../content/catalog/materials.ts';
import { PROFESSIONS } from '../../content/catalog/professions.ts';
import { SKILL_STEPS } from '../../content/catalog/skill-steps.ts';

/**
 * The professions, learning materials and skill steps; rows whose slug (skill) exists are left alone
 * (admins may have edited them).
 */
export async function seedCatalog(db: Db): Promise<{ professions: number; materials: number; skillSteps: number }> {
  const addedProfessions = await db
    .insert(professions)
    .values(
      PROFESSIONS.map(({ salaryKzt, ...p }) => ({ ...p, salaryFromKzt: salaryKzt.from, salaryToKzt: salaryKzt.to })),
    )
    .onConflictDoNothing({ target: professions.slug })
    .returning({ id: professions.id });
  const addedMaterials = await db
    .insert(learningMaterials)
    .values(LEARNING_MATERIALS)
    .onConflictDoNothing({ target: learningMaterials.slug })
    .returning({ id: learningMaterials.id });
  const addedSteps = await db
    .insert(skillSteps)
    .values(Object.entries(SKILL_STEPS).map(([skill, steps]) => ({ skill, steps })))
    .onConflictDoNothing({ target: skillSteps.skill })
    .returning({ skill: skillSteps.skill });
  return { professions: addedProfessions.length, materials: addedMaterials.length, skillSteps: addedSteps.length };
}
