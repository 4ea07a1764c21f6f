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
 * The JSON writer for every response with a schema. It is compiled from the route's zod contract with
 * fast-json-stringify, the first time the route answers: it writes only the contract's fields, in its order.
 * That is about half the CPU of checking the answer with zod and then calling JSON.stringify, which is the
 * largest part of a list page's work in the app.
 *
 * With `checkContract` (development and tests), every answer is also checked with zod and must parse to exactly
 * what zod's own output parses to (the compiled writer puts optional fields last): a handler that breaks its
 * contract fails loudly there, and every API test also proves the compiled writer equal to the contract. A schema that cannot be compiled (there is none
 * today) fails there too, and falls back to zod in production.
 */
export function createSerializerCompiler(opts: { checkContract: boolean }): TCompile {
  return (route) => {
    const contract = contractSerializerCompiler(route);
    let fast: ((data: unknown) => string) | null | undefined;
    const compile = () => {
      try {
        fast = fastJson(
          z.toJSONSchema(zodTypeOf(route.schema), { target: 'draft-7', io: 'output' }) as object,
        ) as (data: unknown) => string;
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
