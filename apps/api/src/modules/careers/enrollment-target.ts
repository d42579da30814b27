import type { TRoadmapEnrollment } from '../../ai/roadmap-provider.ts';
import type { Db } from '../../db/client.ts';
import { getMajorWithInstitution } from '../institutions/institutions.service.ts';

/**
 * The institution and one of its majors as the roadmap builder reads them (the major's minimum
 * scores, the institution's preparation steps), or null when the major is unknown or belongs to
 * another institution.
 */
export async function findEnrollmentTarget(
  db: Db,
  institutionId: string,
  majorId: string,
): Promise<TRoadmapEnrollment | null> {
  const found = await getMajorWithInstitution(db, majorId);
  if (!found || found.institution.id !== institutionId) return null;
  const { institution, major } = found;
  return {
    institution: {
      id: institution.id,
      name: institution.name,
      type: institution.type,
      preparationSteps: institution.preparationSteps,
    },
    major: {
      id: major.id,
      name: major.name,
      field: major.field,
      requirements: { ieltsMin: major.ieltsMin, untMin: major.untMin, satMin: major.satMin, gpaMin: major.gpaMin },
    },
  };
}
