import type { TRoadmapEnrollment } from '../../ai/roadmap-provider.ts';
import type { Db } from '../../db/client.ts';

/**
 * The institution and one of its majors as the roadmap builder reads them, or null when either
 * is unknown or the major belongs to another institution. The institutions catalogue is built in
 * issue 8; until it is merged no ENROLLMENT target exists.
 */
export async function findEnrollmentTarget(
  _db: Db,
  _institutionId: string,
  _majorId: string,
): Promise<TRoadmapEnrollment | null> {
  return Promise.resolve(null);
}
