import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { $ZodType, type $ZodTypes } from 'zod/v4/core';

/**
 * Whether fast-json-stringify can write a route's Zod response schema with the same bytes as the
 * type provider's serializer (`safeEncode` then `JSON.stringify`), and the JSON Schema it compiles.
 * The JSON Schema is the one the OpenAPI document shows (the type provider's own transform), so
 * the document and the serializer cannot disagree. Anything whose output is not a plain
 * projection of the value (transforms, codecs, unions, recursion, catch-all keys) is refused with
 * a reason, and that route keeps the Zod serializer (decision record 015).
 */
export type ResponsePlan = { json: JsonSchema } | { reason: string };

export type JsonSchema = { [keyword: string]: unknown };

/** The OpenAPI version @fastify/swagger documents by default (plugins/openapi.ts sets none). */
const OPENAPI_VERSION = '3.0.3';

/** Keywords fast-json-stringify writes by; only these (and the validation-only ones below) may appear. */
const SHAPE_KEYWORDS = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'nullable']);
/** Keywords that only constrain values: the serializer ignores them, as it ignores a valid value's checks. */
const CHECK_KEYWORDS = new Set([
  'enum',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'description',
  'title',
  'examples',
  'deprecated',
  'readOnly',
]);

export function planResponse(schema: unknown): ResponsePlan {
  if (!(schema instanceof $ZodType)) return { reason: 'not a Zod schema' };
  const refused = refusal(schema as $ZodTypes, '$', false, new Set());
  if (refused) return { reason: refused };
  const transformed = jsonSchemaTransform({
    schema: { response: { 200: schema } },
    url: '/',
    openapiObject: { openapi: OPENAPI_VERSION },
  } as Parameters<typeof jsonSchemaTransform>[0]);
  const json = (transformed.schema as { response: Record<number, JsonSchema> }).response[200];
  if (!json) return { reason: 'no JSON Schema' };
  const problem = jsonRefusal(json, '$');
  if (problem) return { reason: problem };
  return { json: forFastJsonStringify(json) };
}

/**
 * Why this Zod schema's encoded output is not a plain projection of the value, or null when it is.
 * `outer` holds the schemas being walked around this one: meeting one again is recursion.
 */
function refusal(schema: $ZodTypes, at: string, isProperty: boolean, outer: Set<$ZodType>): string | null {
  if (outer.has(schema)) return `${at}: recursion`;
  outer.add(schema);
  const refused = ownRefusal(schema, at, isProperty, outer);
  outer.delete(schema);
  return refused;
}

function ownRefusal(schema: $ZodTypes, at: string, isProperty: boolean, outer: Set<$ZodType>): string | null {
  const def = schema._zod.def;
  // trim(), toLowerCase() and the like rewrite the value inside Zod's checks.
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite'))
    return `${at}: a check that rewrites the value`;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'enum':
    case 'date':
      return null;
    case 'literal':
      return def.values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))
        ? null
        : `${at}: literal of ${typeof def.values[0]}`;
    case 'optional':
      return isProperty ? refusal(def.innerType as $ZodTypes, at, true, outer) : `${at}: optional outside an object`;
    case 'nullable':
    case 'readonly':
    case 'default':
      return refusal(def.innerType as $ZodTypes, at, isProperty, outer);
    case 'array':
      return refusal(def.element as $ZodTypes, `${at}[]`, false, outer);
    case 'object':
      if (def.catchall && def.catchall._zod.def.type !== 'never') return `${at}: object keeps unknown keys`;
      for (const [key, value] of Object.entries(def.shape)) {
        const inner = refusal(value as $ZodTypes, `${at}.${key}`, true, outer);
        if (inner) return inner;
      }
      return null;
    case 'record':
      // A record keyed by an enum is written in the enum's order by Zod, in the value's by fast-json-stringify.
      if ((def.keyType as $ZodTypes)._zod.def.type !== 'string' || def.mode === 'loose') {
        return `${at}: record not keyed by a plain string`;
      }
      return refusal(def.valueType as $ZodTypes, `${at}{}`, false, outer);
    case 'any':
    case 'unknown':
    case 'union':
    case 'intersection':
    case 'tuple':
    case 'lazy':
    case 'pipe':
    case 'transform':
    case 'catch':
    case 'prefault':
    case 'nonoptional':
    case 'custom':
    case 'undefined':
    case 'void':
    case 'never':
    case 'bigint':
    case 'symbol':
    case 'nan':
    case 'map':
    case 'set':
    case 'file':
    case 'function':
    case 'promise':
    case 'success':
    case 'template_literal':
      return `${at}: ${def.type}`;
  }
}

/** Why fast-json-stringify would write this JSON Schema differently from JSON.stringify, or null. */
function jsonRefusal(json: JsonSchema, at: string): string | null {
  for (const [keyword, value] of Object.entries(json)) {
    if (CHECK_KEYWORDS.has(keyword) || keyword === 'default') {
      // fast-json-stringify writes a string of format `unsafe` without escaping it.
      if (keyword === 'format' && value === 'unsafe') return `${at}: format unsafe`;
      continue;
    }
    if (!SHAPE_KEYWORDS.has(keyword)) return `${at}: JSON Schema keyword ${keyword}`;
  }
  if (json.type === undefined) return `${at}: no type`;
  if (Array.isArray(json.type)) return `${at}: several types`;
  for (const [key, value] of Object.entries((json.properties as Record<string, JsonSchema> | undefined) ?? {})) {
    const inner = jsonRefusal(value, `${at}.${key}`);
    if (inner) return inner;
  }
  if (json.type === 'object' && json.properties === undefined && typeof json.additionalProperties !== 'object') {
    return `${at}: object without properties`;
  }
  if (json.additionalProperties !== undefined && json.additionalProperties !== false) {
    if (json.properties !== undefined) return `${at}: properties and additionalProperties`;
    const inner = jsonRefusal(json.additionalProperties as JsonSchema, `${at}{}`);
    if (inner) return inner;
  }
  if (json.items !== undefined) {
    if (Array.isArray(json.items) || typeof json.items !== 'object') return `${at}: tuple`;
    const inner = jsonRefusal(json.items as JsonSchema, `${at}[]`);
    if (inner) return inner;
  }
  return null;
}

/**
 * The copy fast-json-stringify compiles. It writes required properties before optional ones; Zod
 * writes them in the schema's order. So `required` keeps only the required properties before the
 * first optional one (the order then stays the schema's); a later required property that is missing
 * is left out instead of failing, which the handler's return type and the cross-check in tests
 * prevent. `default` is dropped: Zod's encode does not fill in defaults, so neither may the copy.
 */
function forFastJsonStringify(json: JsonSchema): JsonSchema {
  const copy: JsonSchema = { ...json };
  delete copy.default;
  if (copy.properties) {
    const properties = copy.properties as Record<string, JsonSchema>;
    const required = new Set((copy.required as string[] | undefined) ?? []);
    const keys = Object.keys(properties);
    const firstOptional = keys.findIndex((key) => !required.has(key));
    copy.required = firstOptional === -1 ? keys : keys.slice(0, firstOptional);
    copy.properties = Object.fromEntries(keys.map((key) => [key, forFastJsonStringify(properties[key] as JsonSchema)]));
    copy.additionalProperties = false;
  }
  if (typeof copy.additionalProperties === 'object') {
    copy.additionalProperties = forFastJsonStringify(copy.additionalProperties as JsonSchema);
  }
  if (copy.items) copy.items = forFastJsonStringify(copy.items as JsonSchema);
  return copy;
}
