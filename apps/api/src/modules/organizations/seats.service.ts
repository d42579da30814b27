import type { TImportSeats, TOrganizationRole } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { seatUse } from './organizations.repository.ts';

/**
 * The licence's seat limit: only students hold a seat (every student membership that is not
 * blocked), and nothing may take the organisation past its `seat_count` (null: no limit).
 */

export const holdsSeat = (role: TOrganizationRole) => role === 'ORG_STUDENT';

export function seatsExceeded(seatCount: number | null, used: number, requested: number) {
  return new AppError('SEATS_EXCEEDED', 409, 'The licence has too few seats for these students', {
    meta: { seatCount: String(seatCount), used: String(used), requested: String(requested) },
  });
}

/** The seats a preview reports: null when the role holds none. */
export async function seatsFor(db: Db, organizationId: string, role: TOrganizationRole): Promise<TImportSeats | null> {
  if (!holdsSeat(role)) return null;
  const { seatCount, used } = await seatUse(db, organizationId);
  return { total: seatCount, used };
}

/**
 * Refuses `requested` new seat holders past the limit. Inside a transaction the organisation's row is
 * locked, so two imports or member changes at once cannot both take the last seats.
 */
export async function assertSeatsLeft(db: Db, organizationId: string, requested: number): Promise<void> {
  if (requested <= 0) return;
  const { seatCount, used } = await seatUse(db, organizationId, { lock: true });
  if (seatCount !== null && used + requested > seatCount) throw seatsExceeded(seatCount, used, requested);
}
