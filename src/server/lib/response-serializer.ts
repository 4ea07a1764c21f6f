import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as contractSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TCompile = typeof contractSerializerCompiler;
type TRouteSchema = Parameters<TCompile>[0];

/** A route's response schema as fastify hands it over: the zod type, or an object holding it. */
function zodTypeOf(schema: TRouteSchema['schema']): z.ZodType {
  return (
    schema instanceof z.ZodType ? schema : (schema as { properties: z.ZodType }).properties
  ) as z.ZodType;
}

/**
 * zod writes `.nullable()` as `anyOf: [schema, { type: 'null' }]`. fast-json-stringify picks an anyOf branch by
 * validating the value, so an object with a field the contract does not name would match no branch and fail the
 * answer instead of losing the field. As `type: [type, 'null']` the same schema is written directly, extra fields
 * dropped like everywhere else, and without a validation per value.
 */
function nullableAsTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsTypes);
  if (schema === null || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema).map(([k, v]) => [k, nullableAsTypes(v)] as const);
  const node = Object.fromEntries(entries) as Record<string, unknown>;
  const { anyOf: branches, ...rest } = node;
  if (Array.isArray(branches) && branches.length === 2) {
    const isNull = (b: unknown) => JSON.stringify(b) === '{"type":"null"}';
    const other = branches.find((b) => !isNull(b)) as Record<string, unknown> | undefined;
    const types = typeof other?.type === 'string' ? [other.type] : other?.type;
    if (branches.some(isNull) && other && Array.isArray(types)) {
      return { ...rest, ...other, type: [...(types as string[]), 'null'] };
    }
  }
  return node;
}

/**
 * The JSON writer for every response with a schema. It is compiled from the route's zod contract with
 * fast-json-stringify, the first time the route answers: it writes only the contract's fields, in its order.
 * That is about half the CPU of checking the answer with zod and then calling JSON.stringify, which is the
 * largest part of a list page's work in the app.
 *
 * With `checkContract` (development and tests), every answer is also checked with zod and must parse to exactly
 * what zod's own output parses to (the compiled writer puts optional fields last): a handler that breaks its
 * contract fails loudly there, and every API test also proves the compiled writer equal to the contract. A
 * schema that cannot be compiled (there is none today) fails there too, and falls back to zod in production.
 */
export function createSerializerCompiler(opts: { checkContract: boolean }): TCompile {
  return (route) => {
    const contract = contractSerializerCompiler(route);
    let fast: ((data: unknown) => string) | null | undefined;
    const compile = () => {
      try {
        const schema = z.toJSONSchema(zodTypeOf(route.schema), { target: 'draft-7', io: 'output' });
        fast = fastJson(nullableAsTypes(schema) as object) as (data: unknown) => string;
      } catch (err) {
        // Outside production a contract the writer cannot take is a bug to see at once, not a slow path.
        if (opts.checkContract) throw err;
        fast = null;
      }
      return fast;
    };
    return (data) => {
      const write = fast === undefined ? compile() : fast;
      if (!write) return contract(data);
      if (!opts.checkContract) return write(data);
      const expected = contract(data);
      const written = write(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: the compiled writer gave ${written.slice(0, 300)}, the contract ${expected.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
}
