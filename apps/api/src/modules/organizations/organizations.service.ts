import {
  licenceState,
  type TOrganization,
  type TOrganizationBody,
  type TOrganizationListQuery,
} from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset.ts';
import { isUuid } from '../../lib/uuid.ts';
import { isPlatform, notAllowed, orgNotFound, type OrgActor } from './org-access.ts';
import {
  cityExists,
  findOrganization,
  insertOrganization,
  pageOrganizations,
  updateOrganization,
} from './organizations.repository.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findOrganization>>>;

export function toOrganization(row: Row, now: Date = new Date()): TOrganization {
  const o = row.organization;
  const startsAt = o.subscriptionStartsAt?.toISOString() ?? null;
  const endsAt = o.subscriptionEndsAt?.toISOString() ?? null;
  return {
    id: o.id,
    name: o.name,
    type: o.type,
    city: o.cityId && row.cityName ? { id: o.cityId, name: row.cityName } : null,
    subscriptionStartsAt: startsAt,
    subscriptionEndsAt: endsAt,
    licenceState: licenceState(startsAt, endsAt, now),
    seatCount: o.seatCount,
    seatsUsed: row.seatsUsed,
    createdAt: o.createdAt.toISOString(),
  };
}

/** Platform admins list every organisation; organisation staff get only their own. */
export async function listOrganizations(
  db: Db,
  me: { isPlatform: boolean; organizationId: string | null },
  query: TOrganizationListQuery,
) {
  const now = new Date();
  const after = decodeCursor(query.cursor, 2) as [string, string] | null;
  if (after && !isUuid(after[1])) throw new AppError('VALIDATION_ERROR', 400, 'The cursor is not valid');
  if (!me.isPlatform && !me.organizationId) return { items: [], nextCursor: null };
  const rows = await pageOrganizations(db, {
    ...query,
    ...(me.isPlatform ? {} : { onlyId: me.organizationId ?? undefined }),
    after,
    limit: query.limit + 1,
    now,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toOrganization(row, now)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.sortName, last.organization.id]) : null,
  };
}

export async function getOrganization(db: Db, actor: OrgActor, id: string): Promise<TOrganization> {
  void actor; // actorIn has already scoped the caller to this organisation
  const row = await findOrganization(db, id);
  if (!row) throw orgNotFound();
  return toOrganization(row);
}

async function columns(db: Db, body: TOrganizationBody) {
  if (body.cityId && !(await cityExists(db, body.cityId))) {
    throw new AppError('VALIDATION_ERROR', 400, 'No such city', {
      details: [{ field: 'cityId', code: 'city_invalid', message: 'city_invalid' }],
    });
  }
  return {
    name: body.name,
    type: body.type,
    cityId: body.cityId,
    subscriptionStartsAt: new Date(body.subscriptionStartsAt),
    subscriptionEndsAt: new Date(body.subscriptionEndsAt),
    seatCount: body.seatCount,
  };
}

/** Creating organisations and changing their licence is the platform's (SUPER_ADMIN, MINISTRY). */
export async function createOrganization(db: Db, platform: boolean, body: TOrganizationBody): Promise<TOrganization> {
  if (!platform) throw notAllowed();
  const id = await insertOrganization(db, await columns(db, body));
  return getOrganization(db, { kind: 'PLATFORM', userId: '' }, id);
}

export async function editOrganization(db: Db, actor: OrgActor, id: string, body: TOrganizationBody) {
  if (!isPlatform(actor)) throw notAllowed();
  if (!(await updateOrganization(db, id, await columns(db, body)))) throw orgNotFound();
  return getOrganization(db, actor, id);
}
