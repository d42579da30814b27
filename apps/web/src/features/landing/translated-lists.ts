/**
 * Readers for the arrays kept in `landing.json` (fetched with `returnObjects: true`, which i18next
 * types loosely): they keep only well-formed entries, so a broken translation drops an item
 * instead of crashing the page.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function readStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function readRecordList<K extends string>(value: unknown, keys: readonly K[]): Array<Record<K, string>> {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Record<K, string> => isRecord(item) && keys.every((key) => typeof item[key] === 'string'),
  );
}
