import type { FastifyInstance } from 'fastify';
import { claimsInForce, type TClaimId, type TClaimRoute } from '@shared/claims/feature-claims';

type TJsonSchema = { properties?: Record<string, unknown>; anyOf?: TJsonSchema[]; allOf?: TJsonSchema[] };
type TOpenApiOperation = { requestBody?: { content?: Record<string, { schema?: TJsonSchema }> } };
export type TOpenApiDocument = { paths?: Record<string, Record<string, TOpenApiOperation | undefined>> };

/** Whether a JSON Schema (or one of its alternatives) has the property. */
function hasProperty(schema: TJsonSchema | undefined, field: string): boolean {
  if (!schema) return false;
  if (schema.properties && field in schema.properties) return true;
  return [...(schema.anyOf ?? []), ...(schema.allOf ?? [])].some((s) => hasProperty(s, field));
}

/** Whether the OpenAPI document has the operation (and, when named, the field of its JSON body). */
export function operationExists(doc: TOpenApiDocument, route: TClaimRoute): boolean {
  const op = doc.paths?.[route.path]?.[route.method.toLowerCase()];
  if (!op) return false;
  if (!route.bodyField) return true;
  return hasProperty(op.requestBody?.content?.['application/json']?.schema, route.bodyField);
}

/** The feature claims in force on this server (src/shared/claims/feature-claims.ts), from its API document. */
export function claimsInForceOn(doc: TOpenApiDocument): Record<TClaimId, boolean> {
  return claimsInForce((route) => operationExists(doc, route));
}

/** Read once per app, after every route is registered: the routes do not change while it runs. */
const cache = new WeakMap<FastifyInstance, Record<TClaimId, boolean>>();

export function appClaimsInForce(app: FastifyInstance): Record<TClaimId, boolean> {
  let known = cache.get(app);
  if (!known) {
    known = claimsInForceOn(app.swagger() as TOpenApiDocument);
    cache.set(app, known);
  }
  return known;
}
