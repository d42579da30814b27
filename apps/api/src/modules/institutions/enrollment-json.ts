import type { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * The JSON of the enrollment answers (an analysis of 8 institutions is some 250 KB) without Zod's
 * parse of every value: their schemas hold unions (a route's chance, a reason's parameters) that
 * the compiled serializer (lib/response-serializer.ts) refuses, so they fell back to Zod, which was
 * most of the API's CPU on these routes. `projector` walks the schema once and returns a function
 * that copies a value with the schema's keys only, in the schema's order (what Zod's encode
 * returns), and JSON.stringify writes it. The routes send it with lib/json-text-reply.ts, whose
 * cross-check (the tests) compares every answer with Zod's.
 */

type Project = (value: unknown) => unknown;

const identity: Project = (value) => value;
const PLAIN = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'null']);

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  discriminator?: string;
  valueType?: $ZodType;
  values?: unknown[];
}

const defOf = (schema: $ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function isPlain(schema: $ZodType): boolean {
  const def = defOf(schema);
  if (PLAIN.has(def.type)) return true;
  if (def.type === 'union' && !def.discriminator) return (def.options ?? []).every(isPlain);
  return false;
}

/** A copier of values of `schema`; throws for a schema it cannot copy as Zod would write it. */
export function projector(schema: $ZodType, path = '$'): Project {
  const def = defOf(schema);
  if (PLAIN.has(def.type)) return identity;
  switch (def.type) {
    case 'nullable': {
      const inner = projector(def.innerType as $ZodType, path);
      return inner === identity ? identity : (value) => (value === null ? null : inner(value));
    }
    case 'optional': {
      const inner = projector(def.innerType as $ZodType, path);
      return inner === identity ? identity : (value) => (value === undefined ? undefined : inner(value));
    }
    case 'array': {
      const element = projector(def.element as $ZodType, `${path}[]`);
      return element === identity
        ? (value) => (value as unknown[]).slice()
        : (value) => (value as unknown[]).map(element);
    }
    case 'record':
      if (isPlain(def.valueType as $ZodType)) return (value) => ({ ...(value as object) });
      break;
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).map(([key, field]) => ({
        key,
        project: projector(field, `${path}.${key}`),
      }));
      return (value) => {
        const from = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const { key, project } of fields) {
          const item = from[key];
          if (item !== undefined) out[key] = project(item);
        }
        return out;
      };
    }
    case 'union': {
      const discriminator = def.discriminator;
      if (!discriminator) {
        if (isPlain(schema)) return identity;
        break;
      }
      const byValue = new Map<unknown, Project>();
      for (const option of def.options ?? []) {
        const literal = defOf(option).shape?.[discriminator];
        for (const tag of literal ? (defOf(literal).values ?? []) : []) {
          byValue.set(tag, projector(option, `${path}<${String(tag)}>`));
        }
      }
      return (value) => {
        const project = byValue.get((value as Record<string, unknown>)[discriminator]);
        if (!project)
          throw new Error(`${path}: no option for ${String((value as Record<string, unknown>)[discriminator])}`);
        return project(value);
      };
    }
  }
  throw new Error(`${path}: ${def.type} is not copied by the enrollment serializer`);
}

/** JSON of a value of `schema`, as the type provider's Zod serializer would write it. */
export function jsonSerializer<T>(schema: z.ZodType<T>): (value: T) => string {
  const project = projector(schema);
  return (value) => JSON.stringify(project(value));
}
