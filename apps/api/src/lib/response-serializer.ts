import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { planResponse, type ResponsePlan } from './response-json-schema.ts';

/**
 * The response serializer (decision record 015): each route's Zod response schema is compiled once
 * with fast-json-stringify, which writes only the declared keys, in the schema's order, without
 * Zod's parse of every answer. A schema it cannot write byte for byte like Zod (see
 * response-json-schema.ts) keeps the type provider's Zod serializer; `report` lists both.
 * With `crossCheck` every answer is also serialized by Zod and a difference throws: the tests run
 * that way, so a wrong output fails them as Zod's own check did.
 */
export interface ResponseSerializationReport {
  /** `METHOD url status` of each compiled response. */
  compiled: string[];
  /** Responses that keep the Zod serializer, with the reason. */
  fallbacks: { response: string; reason: string }[];
  /** Compiles every planned serializer now (they are otherwise compiled on first use). */
  compileAll(): void;
}

type Serialize = (data: unknown) => string;
type Compiled = { plan: ResponsePlan; serialize?: Serialize };
type ZodRouteSchema = Parameters<typeof zodSerializerCompiler>[0]['schema'];

/** An answer the compiled serializer could not write (or, cross-checked, wrote unlike Zod): a 500, as Zod's refusal is. */
export class ResponseSerializationFailed extends Error {
  readonly statusCode = 500;
  readonly code = 'FST_ERR_RESPONSE_SERIALIZATION';
  constructor(response: string, problem: string, options?: { cause: unknown }) {
    super(`${response}: ${problem}`, options);
    this.name = 'ResponseSerializationFailed';
  }
}

export function createResponseSerializerCompiler(options: { crossCheck: boolean }): {
  compiler: FastifySerializerCompiler<ZodRouteSchema>;
  report: ResponseSerializationReport;
} {
  // Many routes share a schema (the error body on every route): one plan and one compile each.
  const bySchema = new WeakMap<object, Compiled>();
  const pending = new Set<Compiled>();
  const report: ResponseSerializationReport = {
    compiled: [],
    fallbacks: [],
    compileAll: () => pending.forEach(compile),
  };

  const compiler: FastifySerializerCompiler<ZodRouteSchema> = (route) => {
    const response = `${route.method} ${route.url} ${route.httpStatus ?? ''}`.trim();
    const entry = entryFor(route.schema);
    if ('reason' in entry.plan) {
      report.fallbacks.push({ response, reason: entry.plan.reason });
      return zodSerializerCompiler(route);
    }
    report.compiled.push(response);
    if (!options.crossCheck) {
      return (data) => {
        try {
          return (entry.serialize ?? compile(entry))(data);
        } catch (cause) {
          throw new ResponseSerializationFailed(response, 'the answer does not fit the schema', { cause });
        }
      };
    }
    const viaZod = zodSerializerCompiler(route);
    return (data) => {
      const expected = viaZod(data);
      const actual = (entry.serialize ?? compile(entry))(data);
      if (actual !== expected) {
        throw new ResponseSerializationFailed(
          response,
          `compiled ${actual.slice(0, 300)} but Zod ${expected.slice(0, 300)}`,
        );
      }
      return actual;
    };
  };

  function entryFor(schema: unknown): Compiled {
    const key = typeof schema === 'object' && schema !== null ? schema : null;
    const known = key ? bySchema.get(key) : undefined;
    if (known) return known;
    const entry: Compiled = { plan: planResponse(schema) };
    if (key) bySchema.set(key, entry);
    if ('json' in entry.plan) pending.add(entry);
    return entry;
  }

  function compile(entry: Compiled): Serialize {
    pending.delete(entry);
    if (!entry.serialize && 'json' in entry.plan) {
      entry.serialize = fastJson(entry.plan.json, { rounding: 'trunc' }) as Serialize;
    }
    return entry.serialize as Serialize;
  }

  return { compiler, report };
}
