import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { userRelations } from '../../db/schema/privacy.ts';

/**
 * SQL conditions that keep blocked and muted people's content out of a list. Each is two `NOT EXISTS`
 * probes on user_relations, one per direction: (owner, target) is its primary key and (target, owner)
 * `user_relations_target_idx`, so a row shown costs two index probes, and a viewer who blocked no one
 * (nearly everyone) finds both empty. The other lists' modules add these to their own statements.
 */
type Id = string | Placeholder | SQLWrapper;

/** Neither of the two blocked the other: what every interaction and every view between them needs. */
export function notBlockedBetween(viewerId: Id, authorId: Id): SQL {
  return sql`(NOT EXISTS (SELECT 1 FROM ${userRelations} WHERE ${userRelations.ownerId} = ${viewerId} AND ${userRelations.targetId} = ${authorId} AND ${userRelations.kind} = 'BLOCK')
    AND NOT EXISTS (SELECT 1 FROM ${userRelations} WHERE ${userRelations.ownerId} = ${authorId} AND ${userRelations.targetId} = ${viewerId} AND ${userRelations.kind} = 'BLOCK'))`;
}

/** Neither blocked the other, and the viewer did not mute the author: what the feed, stories and search show. */
export function notHiddenFrom(viewerId: Id, authorId: Id): SQL {
  return sql`(NOT EXISTS (SELECT 1 FROM ${userRelations} WHERE ${userRelations.ownerId} = ${viewerId} AND ${userRelations.targetId} = ${authorId})
    AND NOT EXISTS (SELECT 1 FROM ${userRelations} WHERE ${userRelations.ownerId} = ${authorId} AND ${userRelations.targetId} = ${viewerId} AND ${userRelations.kind} = 'BLOCK'))`;
}
