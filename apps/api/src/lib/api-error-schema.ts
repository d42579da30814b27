import { ERROR_CODES } from '@bagdar/contracts';
import { z } from 'zod';

/** The error body every route may answer with; kept in OpenAPI through the route response maps. */
export const ZApiError = z.object({
  statusCode: z.number().int(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })).optional(),
  reason: z.string().optional(),
  meta: z.record(z.string(), z.string()).optional(),
});

/** Response entries for the error statuses a route can produce. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, ZApiError])) as Record<S[number], typeof ZApiError>;
}
