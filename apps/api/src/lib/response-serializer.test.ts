import * as contracts from '@bagdar/contracts';
import type { TPostPage } from '@bagdar/contracts';
import fc from 'fast-check';
import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { fuzzSettings, valueFor, type JsonSchema as FuzzSchema } from '../test/openapi-fuzz.ts';
import { ZApiError } from './api-error-schema.ts';
import { planResponse, type JsonSchema } from './response-json-schema.ts';
import { createResponseSerializerCompiler, ResponseSerializationFailed } from './response-serializer.ts';

type Serialize = (data: unknown) => string;

/** The compiled serializer and the type provider's Zod serializer for one response schema. */
function serializers(schema: $ZodType, crossCheck = false): { compiled: Serialize; zod: Serialize } {
  const { compiler } = createResponseSerializerCompiler({ crossCheck });
  const route = { schema, method: 'GET', url: '/t', httpStatus: '200' };
  return { compiled: compiler(route), zod: zodSerializerCompiler(route) };
}

/** Zod's bytes, or null when Zod refuses the value (the route would answer 500). */
function zodBytes(zod: Serialize, value: unknown): string | null {
  try {
    return zod(value);
  } catch {
    return null;
  }
}

/** The same value with every object's keys in reverse order (a handler builds objects in any order). */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).reverse()) {
    Object.defineProperty(out, key, {
      value: reversed((value as Record<string, unknown>)[key]),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return out;
}

const ZTree = z.object({
  id: z.string(),
  get children() {
    return z.array(ZTree);
  },
});

const contractSchemas: [string, $ZodType][] = Object.entries(contracts as Record<string, unknown>).flatMap(
  ([name, value]) => (value instanceof $ZodType ? [[name, value] as [string, $ZodType]] : []),
);

describe('compiled response serializer', () => {
  it('writes the same bytes as Zod for every value Zod accepts, for every compilable contract schema', () => {
    const accepted: Record<string, number> = {};
    let schemas = 0;
    for (const [name, schema] of [...contractSchemas, ['ZApiError', ZApiError] as [string, $ZodType]]) {
      const plan = planResponse(schema);
      if (!('json' in plan)) continue;
      schemas += 1;
      const { compiled, zod } = serializers(schema);
      // Values of the schema's shape, and the fuzzing's values (mostly of the shape, some junk).
      const values = fc.oneof(validValue(plan.json), valueFor(plan.json as FuzzSchema, 4));
      fc.assert(
        fc.property(values, fc.boolean(), (generated, reverse) => {
          const value = reverse ? reversed(generated) : generated;
          const expected = zodBytes(zod, value);
          if (expected === null) return;
          accepted[name] = (accepted[name] ?? 0) + 1;
          expect(compiled(value)).toBe(expected);
        }),
        { seed: fuzzSettings.seed, numRuns: fuzzSettings.runs },
      );
    }
    expect(schemas).toBeGreaterThan(100);
    // The hot path's schemas got values Zod accepts, so the comparison above was not vacuous for them.
    for (const name of ['ZPostPage', 'ZSearchPage', 'ZMe', 'ZProfile', 'ZNotificationPage', 'ZApiError']) {
      expect(accepted[name] ?? 0, name).toBeGreaterThan(fuzzSettings.runs / 4);
    }
  });

  it('writes the schema order whatever order the handler built the object in', () => {
    const { compiled, zod } = serializers(contracts.ZPost);
    const post = {
      createdAt: '2026-11-25T08:00:00.000Z',
      hiddenReason: null,
      canDelete: false,
      likedByMe: true,
      commentCount: 0,
      likeCount: 3,
      topics: ['робототехника'],
      images: [],
      text: 'Сәлем "әлем" \\ \n\u0000 \ud83d\ude00 \ud800 ' + 'ұ'.repeat(60),
      author: { avatarUrl: null, lastName: 'Серикова', firstName: 'Айдана', username: 'aidana', id: 'u1' },
      id: 'p1',
    };
    expect(compiled(post)).toBe(zod(post));
    expect(compiled(post).startsWith('{"id":"p1","author":{"id":"u1"')).toBe(true);
  });

  it('keeps the schema order when an optional property comes before a required one', () => {
    const schema = z.object({ a: z.string(), b: z.string().optional(), c: z.number().int(), d: z.string().nullable() });
    const { compiled, zod } = serializers(schema);
    for (const value of [
      { d: null, c: 1, a: 'x' },
      { d: 'y', c: 2, b: 'z', a: 'x' },
      { a: 'x', b: undefined, c: 3, d: null },
    ]) {
      expect(compiled(value)).toBe(zod(value));
    }
  });

  it('writes Date values of a z.date() as Zod and JSON.stringify do', () => {
    const { compiled, zod } = serializers(z.object({ at: z.date(), list: z.array(z.date()) }));
    const value = {
      at: new Date('2026-11-25T08:09:10.011Z'),
      list: [new Date('0500-01-02T03:04:05.006Z'), new Date(Date.UTC(10_000, 0, 1)), new Date(0)],
    };
    expect(compiled(value)).toBe(zod(value));
  });

  it('drops every key the schema does not declare, at any depth (a whole database row)', async () => {
    const app = Fastify();
    app.setSerializerCompiler(createResponseSerializerCompiler({ crossCheck: false }).compiler);
    const row = {
      id: 'u1',
      username: 'aidana',
      firstName: 'Айдана',
      lastName: 'Серикова',
      avatarUrl: null,
      email: 'aidana@example.kz',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$secret',
    };
    app.get('/row', { schema: { response: { 200: contracts.ZPostPage } } }, () => ({
      items: [{ ...samplePost(), author: row, deletedAt: null, authorId: 'u1' }],
      nextCursor: null,
      sql: 'select * from posts',
    }));
    const response = await app.inject({ method: 'GET', url: '/row' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/passwordHash|argon2|email|deletedAt|authorId|sql/);
    expect(Object.keys(response.json<TPostPage>().items[0]?.author ?? {})).toEqual(
      Object.keys(contracts.ZAuthor.shape),
    );
  });

  it('answers 500 for an answer it cannot write (a missing required property), as Zod did', async () => {
    const app = Fastify();
    app.setSerializerCompiler(createResponseSerializerCompiler({ crossCheck: false }).compiler);
    app.get('/broken', { schema: { response: { 200: contracts.ZLikeState } } }, () => ({ likeCount: 1 }));
    let failure: unknown;
    app.setErrorHandler((err, _request, reply) => {
      failure = err;
      return reply.code(500).send('failed');
    });
    const response = await app.inject({ method: 'GET', url: '/broken' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(failure).toBeInstanceOf(ResponseSerializationFailed);
  });

  it('does not check values without the cross-check (decision 015), and refuses them with it', () => {
    const schema = z.object({ count: z.number().int(), name: z.string() });
    const wrong = { count: '7', name: 42 };
    expect(serializers(schema).compiled(wrong)).toBe('{"count":7,"name":"42"}');
    expect(() => serializers(schema, true).compiled(wrong)).toThrow();
    expect(serializers(schema, true).compiled({ count: 7, name: 'x' })).toBe('{"count":7,"name":"x"}');
  });
});

describe('fallback to the Zod serializer', () => {
  const cases: [string, $ZodType][] = [
    ['a transform', z.object({ at: z.string().transform((s) => s.length) })],
    [
      'a codec',
      z.object({
        at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
      }),
    ],
    ['a union', z.object({ id: z.union([z.string(), z.number()]) })],
    ['a lazy schema', z.object({ tree: z.lazy(() => z.string()) })],
    ['recursion', ZTree],
    ['unknown keys kept', z.looseObject({ id: z.string() })],
    ['an enum-keyed record', z.object({ counts: z.record(z.enum(['a', 'b']), z.number()) })],
    ['an unknown value', z.object({ data: z.unknown() })],
  ];

  it.each(cases)('refuses %s and serializes it with Zod', (_name, schema) => {
    expect(planResponse(schema)).toHaveProperty('reason');
    const { compiler, report } = createResponseSerializerCompiler({ crossCheck: false });
    compiler({ schema, method: 'GET', url: '/t', httpStatus: '200' });
    expect(report.fallbacks).toEqual([{ response: 'GET /t 200', reason: expect.any(String) as string }]);
    expect(report.compiled).toEqual([]);
  });

  it('compiles one serializer per schema however many routes share it', () => {
    const { compiler, report } = createResponseSerializerCompiler({ crossCheck: false });
    const a = compiler({ schema: ZApiError, method: 'GET', url: '/a', httpStatus: '404' });
    const b = compiler({ schema: ZApiError, method: 'GET', url: '/b', httpStatus: '404' });
    const body = { statusCode: 404, code: 'NOT_FOUND', message: 'x', meta: { k: 'v' } };
    expect(a(body)).toBe(b(body));
    expect(report.compiled).toEqual(['GET /a 404', 'GET /b 404']);
  });
});

const AWKWARD_STRINGS = [
  '',
  '"',
  '\\',
  '\u0000',
  '\n\t',
  '\ud800',
  '\u2028',
  '😀',
  'Қазақ',
  '</script>',
  'ә'.repeat(50),
  'x'.repeat(5000),
];

/** Values of a JSON Schema's shape (with undeclared keys added), strings chosen to need escaping. */
function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const inner = ((): fc.Arbitrary<unknown> => {
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    switch (schema.type) {
      case 'string':
        if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
        return fc.oneof(fc.constantFrom(...AWKWARD_STRINGS), fc.string({ unit: 'binary', maxLength: 60 }));
      case 'integer':
        return fc.oneof(fc.integer(), fc.constantFrom(0, -0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER));
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(validValue(schema.items as JsonSchema), { maxLength: 3 });
      default:
        return objectValue(schema);
    }
  })();
  return schema.nullable ? fc.oneof(fc.constant(null), inner) : inner;
}

function objectValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (!schema.properties) {
    return fc.dictionary(fc.string({ maxLength: 8 }), validValue(schema.additionalProperties as JsonSchema), {
      maxKeys: 3,
    });
  }
  const properties = schema.properties as Record<string, JsonSchema>;
  const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value)]));
  const required = (schema.required as string[]).filter((key) => properties[key]);
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: required }),
      fc.constantFrom({}, { passwordHash: '$argon2id$x', deletedAt: null }),
    )
    .map(([value, extra]) => ({ ...value, ...extra }));
}

function samplePost() {
  return {
    id: 'p1',
    text: 'Hello',
    images: [],
    topics: [],
    likeCount: 0,
    commentCount: 0,
    likedByMe: false,
    canDelete: true,
    hiddenReason: null,
    createdAt: '2026-11-25T08:00:00.000Z',
  };
}
