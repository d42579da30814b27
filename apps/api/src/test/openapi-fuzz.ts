import fc from 'fast-check';
import { z } from 'zod';

/**
 * Fuzzing inputs derived from the OpenAPI document the app serves: for every operation,
 * arbitraries for its path parameters, query and JSON body built from the declared schemas — values
 * inside the schema, its boundaries (empty, max length, max + 1, min - 1) and values outside it
 * (NUL, unicode, huge and negative numbers, wrong types, arrays for scalars, prototype-pollution
 * keys) — and validators for its declared response schemas.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  const?: unknown;
  pattern?: string;
  default?: unknown;
};

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Response {
  content?: Record<string, { schema?: JsonSchema }>;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, Response>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The OpenAPI path, `{name}` for parameters. */
  path: string;
  operation: Operation;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body schema, or null when the operation takes no JSON body. */
  bodySchema: JsonSchema | null;
  /** True when the operation's body is multipart (uploads): fuzzed through the query and path only. */
  multipart: boolean;
  /** Declared statuses; `schemas` holds the JSON response validators. */
  statuses: Set<number>;
  schemas: Map<number, z.ZodType>;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  const out: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const statuses = new Set<number>();
      const schemas = new Map<number, z.ZodType>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const code = Number(status);
        statuses.add(code);
        const schema = response.content?.['application/json']?.schema;
        if (schema) schemas.set(code, z.fromJSONSchema(schema as never, { defaultTarget: 'openapi-3.0' }));
      }
      out.push({
        method: method.toUpperCase() as FuzzOperation['method'],
        path,
        operation,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        bodySchema: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
        statuses,
        schemas,
      });
    }
  }
  return out;
}

const NUL = '\u0000';
/** Strings an attacker tries on any text field. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  NUL,
  `a${NUL}b`,
  'Қазақ тілі: ә ғ қ ң ө ұ ү һ і',
  '😀👩‍👩‍👧\u200d\u202e',
  '\ud800',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'null',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  'x'.repeat(5000),
];

const HUGE_NUMBERS = [0, -1, -0.5, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2];

/** Values of the wrong shape for whatever the schema wants. */
function junk(depth: number): fc.Arbitrary<unknown> {
  const leaves = fc.oneof(
    fc.constantFrom<unknown>(null, true, false, ...HUGE_NUMBERS, ...HOSTILE_STRINGS),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.double(),
  );
  if (depth <= 0) return leaves;
  return fc.oneof(
    { weight: 4, arbitrary: leaves },
    { weight: 1, arbitrary: fc.array(leaves, { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom('a', 'constructor', 'prototype', NUL), leaves, { maxKeys: 2 }),
    },
  );
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const inside: fc.Arbitrary<string> = (() => {
    switch (schema.format ?? '') {
      case 'uuid':
        return fc.uuid();
      case 'email':
        return fc.emailAddress();
      case 'date-time':
        return fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      case 'date':
        return fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      case 'uri':
        return fc.webUrl();
      default:
        return fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 60) });
    }
  })();
  const boundaries = [
    'a'.repeat(min),
    'a'.repeat(max),
    'a'.repeat(max + 1),
    'ә'.repeat(max),
    ...(min > 0 ? ['a'.repeat(min - 1)] : []),
  ];
  return fc.oneof(
    { weight: 4, arbitrary: inside },
    { weight: 2, arbitrary: fc.constantFrom(...boundaries) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: inside.map((s) => `${s}${NUL}`) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: Math.min(max + 1, 80) }) },
  );
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1e6;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1e6;
  const lo = Math.max(min, -Number.MAX_SAFE_INTEGER);
  const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
  const inside = integer
    ? fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31 - 1) })
    : fc.double({ min: lo, max: hi, noNaN: true });
  return fc.oneof(
    { weight: 4, arbitrary: inside },
    { weight: 2, arbitrary: fc.constantFrom(lo, hi, lo - 1, hi + 1, ...HUGE_NUMBERS) },
  );
}

/**
 * Values for a schema: mostly inside it (so a request gets past validation and reaches the
 * handler and the database), else at and beyond its boundaries, else of the wrong type.
 */
export function valueFor(schema: JsonSchema | undefined, depth = 3): fc.Arbitrary<unknown> {
  if (!schema || depth < 0) return junk(0);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => valueFor(s, depth - 1)), junk(1));
  }
  if (schema.allOf && schema.allOf.length > 0) return valueFor(Object.assign({}, ...schema.allOf) as JsonSchema, depth);
  const withNull = (arb: fc.Arbitrary<unknown>) => (schema.nullable ? fc.oneof(arb, fc.constant(null)) : arb);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  let valid: fc.Arbitrary<unknown>;
  if (schema.const !== undefined) valid = fc.constant(schema.const);
  else if (schema.enum) valid = fc.constantFrom(...schema.enum);
  else if (type === 'string') valid = stringValue(schema);
  else if (type === 'integer') valid = numberValue(schema, true);
  else if (type === 'number') valid = numberValue(schema, false);
  else if (type === 'boolean') valid = fc.boolean();
  else if (type === 'array') {
    const maxItems = Math.min(schema.maxItems ?? 4, 8);
    valid = fc.oneof(
      { weight: 4, arbitrary: fc.array(valueFor(schema.items, depth - 1), { maxLength: maxItems }) },
      {
        weight: 1,
        arbitrary: fc.array(valueFor(schema.items, depth - 1), { minLength: maxItems + 1, maxLength: maxItems + 2 }),
      },
    );
  } else if (type === 'object' || schema.properties) valid = objectValue(schema, depth);
  else valid = junk(1);
  return fc.oneof({ weight: 8, arbitrary: withNull(valid) }, { weight: 1, arbitrary: junk(depth > 0 ? 1 : 0) });
}

/** Extra keys an attacker adds: prototype pollution and unknown fields. */
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'role', `x${NUL}`];

function objectValue(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([key, s]) => {
    const present = required.has(key) ? fc.constant(true) : fc.boolean();
    const drop = fc.oneof({ weight: 12, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
    return fc.tuple(fc.constant(key), present, drop, valueFor(s, depth - 1));
  });
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant<[string, unknown][]>([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), junk(1)), { maxLength: 2 }) },
  );
  return fc.tuple(fc.tuple(...entries), extra).map(([fields, more]) => {
    // Built with defineProperty so that a `__proto__` key is an own key (as JSON.parse makes it).
    const out: Record<string, unknown> = {};
    for (const [key, present, drop, value] of fields) {
      if (present && !drop) define(out, key, value);
    }
    for (const [key, value] of more) define(out, key, value);
    return out;
  });
}

function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

/** A JSON body for a body schema: mostly an object of its shape, sometimes not an object at all. */
export function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 12, arbitrary: valueFor(schema, 4) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>([], 'text', 0, null, [{}]) },
  );
}

/** A value as the text of a URL part: strings as they are, anything else as JSON. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/**
 * A path parameter (never empty: an empty segment is another route): generated, or — one time in
 * three when `known` has any — an id or username an earlier answer of the run carried, so that
 * object routes are reached past their 404.
 */
export function pathValueFor(parameter: Parameter, known: KnownValues = new KnownValues()): fc.Arbitrary<string> {
  const generated = valueFor(parameter.schema, 1)
    .map(asText)
    .filter((s) => s.length > 0);
  return fc.oneof(
    { weight: 2, arbitrary: generated },
    { weight: 1, arbitrary: fc.nat().map((n) => known.pick(parameter.name, n) ?? 'x') },
  );
}

/**
 * Ids (`id`, `…Id`) and usernames seen in the JSON answers of a fuzzing run, offered back as path
 * parameters. `exclude` keeps values out (the actors' own ids: blocking or demoting the signed-in
 * actors would end the run's sessions).
 */
export class KnownValues {
  private readonly ids: string[] = [];
  private readonly usernames: string[] = [];
  private readonly seen = new Set<string>();
  constructor(private readonly exclude: Set<string> = new Set()) {}

  pick(name: string, n: number): string | undefined {
    const list = name === 'username' && this.usernames.length > 0 ? this.usernames : this.ids;
    return list.length > 0 ? list[n % list.length] : undefined;
  }

  /** Collects from a parsed JSON answer (a few levels deep, at most 500 values). */
  collect(value: unknown, depth = 0): void {
    if (depth > 4 || this.seen.size >= 500 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 20)) this.collect(item, depth + 1);
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && !this.seen.has(item) && !this.exclude.has(item)) {
        if ((key === 'id' || key.endsWith('Id')) && UUID.test(item)) this.add(this.ids, item);
        else if (key === 'username') this.add(this.usernames, item);
      } else this.collect(item, depth + 1);
    }
  }

  private add(list: string[], value: string): void {
    this.seen.add(value);
    list.push(value);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Query entries: declared parameters (sometimes repeated, i.e. an array for a scalar) and hostile extras. */
export function queryFor(parameters: Parameter[]): fc.Arbitrary<[string, string][]> {
  const fields = parameters.map((p) =>
    fc.tuple(
      fc.constant(p.name),
      p.required ? fc.constant(true) : fc.boolean(),
      fc.oneof({ weight: 6, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.constant(2) }),
      valueFor(p.schema, 1),
    ),
  );
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant<[string, string][]>([]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(
          fc.constantFrom('__proto__', 'constructor[prototype][x]', '__proto__[polluted]', 'x'),
          fc.constantFrom('1', NUL, ''),
        ),
        { maxLength: 2 },
      ),
    },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([declared, more]) => {
    const out: [string, string][] = [];
    for (const [name, present, times, value] of declared as [string, boolean, number, unknown][]) {
      if (!present) continue;
      const text = value === null ? '' : asText(value);
      for (let i = 0; i < times; i++) out.push([name, text]);
    }
    return [...out, ...more];
  });
}

/**
 * The request URL: path parameters and query percent-encoded (a NUL becomes %00, a lone surrogate
 * the invalid UTF-8 bytes %ED%A0%80, as a hostile client may send).
 */
export function urlFor(path: string, params: Record<string, string>, query: [string, string][]): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encode(params[name] ?? 'x'));
  if (query.length === 0) return filled;
  return `${filled}?${query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`;
}

function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out += code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(char);
  }
  return out;
}

/** JSON text for a value; a lone surrogate is sent as-is (JSON.stringify escapes it as \udXXX). */
export function jsonText(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/** FUZZ_RUNS requests per operation (default 30, the CI's bounded run) and FUZZ_SEED (default 13). */
export const fuzzSettings = {
  runs: Number(process.env.FUZZ_RUNS ?? 30),
  seed: Number(process.env.FUZZ_SEED ?? 13),
};
