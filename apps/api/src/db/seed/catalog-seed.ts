import type { Db } from '../client.ts';
import { learningMaterials, professions } from '../schema/catalog.ts';
import { LEARNING_MATERIALS } from '../../content/catalog/materials.ts';
import { PROFESSIONS } from '../../content/catalog/professions.ts';

/** The professions and learning materials; rows whose slug exists are left alone (admins may have edited them). */
export async function seedCatalog(db: Db): Promise<{ professions: number; materials: number }> {
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
  return { professions: addedProfessions.length, materials: addedMaterials.length };
}
