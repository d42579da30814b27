import { z } from 'zod';

/** Content authored per language (tests, professions, materials): `{ ru, kk, en }`. */
export const ZLocalized = z.object({
  ru: z.string().trim().min(1, { error: 'localized_required' }).max(4000),
  kk: z.string().trim().min(1, { error: 'localized_required' }).max(4000),
  en: z.string().trim().min(1, { error: 'localized_required' }).max(4000),
});
export type TLocalized = z.infer<typeof ZLocalized>;

/**
 * Stored text in three languages as an answer carries it: ZLocalized's trim() would rewrite every
 * answer and keep the route off the compiled serializer (decision record 015).
 */
export const ZLocalizedText = z.object({ ru: z.string(), kk: z.string(), en: z.string() });

/** A keyset-paginated list: `?cursor=&limit=` → `{ items, nextCursor }`. */
export const ZPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
