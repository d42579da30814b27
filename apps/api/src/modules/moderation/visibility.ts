import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { userSuspensions } from '../../db/schema/moderation.ts';

/**
 * What moderation hides, as conditions the feed, comments and stories add to their statements.
 * Both keep the statements' index walks: they are filters on the rows the walk returns (a column
 * of the row, and one probe of user_suspensions' primary key per row), never a join that could
 * change the plan's order.
 */

/** The row is visible to the viewer: not moderated, or HIDDEN and the viewer is its author (REMOVED: nobody). */
export function moderationAllows(
  table: { moderation: AnyColumn; authorId: AnyColumn },
  viewerId: string | Placeholder,
): SQL {
  return sql`(${table.moderation} IS NULL OR (${table.moderation} = 'HIDDEN' AND ${table.authorId} = ${viewerId}))`;
}

/**
 * The author is not suspended now: a scalar subquery with LIMIT 1 (one probe of the key per row;
 * an EXISTS may be planned as a hash of every suspension).
 */
export function authorNotSuspended(authorId: AnyColumn): SQL {
  return sql`((SELECT 1 FROM ${userSuspensions} WHERE ${userSuspensions.userId} = ${authorId} AND ${userSuspensions.endsAt} > now() LIMIT 1) IS NULL)`;
}
