import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZProduct } from '@shared/contracts/competitors';
import { createSerializerCompiler } from './response-serializer';

const ZUser = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable().optional(),
});
const ZProgress = z.object({ pages: z.number().int(), startedAt: z.string() });
const ZJob = z.object({
  ok: z.literal(true),
  progress: ZProgress.nullable(),
  history: z.array(ZProgress.nullable()),
  at: z.date().optional(),
});

const product = {
  id: 7,
  competitorId: 'c1',
  externalId: '9007199254740993',
  title: 'Trail Boot, "Winter"\nEdition ✓',
  handle: 'trail-boot',
  vendor: null,
  productType: 'Boots',
  tags: ['sale', 'new'],
  imageUrl: null,
  url: 'https://shop.example/products/trail-boot',
  currentPrice: '40.00',
  compareAtPrice: null,
  available: true,
  currency: 'EUR',
  shopifyCreatedAt: '2026-11-01T10:00:00.000Z',
  shopifyUpdatedAt: null,
  createdAt: '2026-11-02T10:00:00.123Z',
  updatedAt: '2026-11-03T10:00:00.999Z',
  competitorName: 'Northpeak',
  lastPriceChangeAt: null,
  lastPriceChangePct: null,
  competitorDomain: 'northpeak.example',
};

/** A real fastify app with the compiler under test and routes that answer whatever the test gives them. */
async function appWith(checkContract: boolean, answer: () => unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ checkContract }));
  app.get('/user', { schema: { response: { 200: ZUser } } }, async () => answer() as z.infer<typeof ZUser>);
  app.get('/products', { schema: { response: { 200: z.array(ZProduct) } } }, async () => [product, product]);
  app.get('/job', { schema: { response: { 200: ZJob.omit({ at: true }) } } }, async () => answer() as never);
  // z.date() has no JSON Schema: the writer cannot be compiled for this contract.
  app.get(
    '/dated',
    { schema: { response: { 200: ZJob.pick({ at: true }) } } },
    async () => answer() as never,
  );
  await app.ready();
  return app;
}

describe('the compiled response writer', () => {
  it.each([true, false])('writes what the contract writes (checked: %s)', async (checkContract) => {
    const app = await appWith(checkContract, () => ({ id: 1, name: 'Ann', nickname: null }));
    const res = await app.inject('/products');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([product, product]);
    expect(JSON.parse(res.body)).toEqual(JSON.parse(JSON.stringify([product, product])));
    expect((await app.inject('/user')).json()).toEqual({ id: 1, name: 'Ann', nickname: null });
  });

  it.each([true, false])(
    'never writes a field the contract does not name (checked: %s)',
    async (checkContract) => {
      const app = await appWith(checkContract, () => ({ id: 1, name: 'Ann', passwordHash: 'secret' }));
      const res = await app.inject('/user');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('passwordHash');
      expect(res.json()).toEqual({ id: 1, name: 'Ann' });
    },
  );

  it.each([true, false])(
    'drops unnamed fields inside nullable objects and arrays of them (checked: %s)',
    async (checkContract) => {
      const step = { pages: 2, startedAt: '2026-11-24T10:00:00.000Z' };
      const app = await appWith(checkContract, () => ({
        ok: true,
        progress: { ...step, phase: 'listing', secret: 'x' },
        history: [null, { ...step, secret: 'y' }],
      }));
      const res = await app.inject('/job');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, progress: step, history: [null, step] });
      const empty = await appWith(checkContract, () => ({ ok: true, progress: null, history: [] }));
      expect((await empty.inject('/job')).json()).toEqual({ ok: true, progress: null, history: [] });
    },
  );

  it('answers through zod in production when the contract cannot be compiled, and fails outside it', async () => {
    const at = new Date('2026-11-24T10:00:00.000Z');
    const production = await appWith(false, () => ({ at }));
    const res = await production.inject('/dated');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ at: '2026-11-24T10:00:00.000Z' });
    expect((await (await appWith(true, () => ({ at }))).inject('/dated')).statusCode).toBe(500);
  });

  it('fails an answer that breaks its contract when checking', async () => {
    const app = await appWith(true, () => ({ id: 1, name: null }));
    const res = await app.inject('/user');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"name":null');
    const wrongLiteral = await appWith(true, () => ({ ok: false, progress: null, history: [] }));
    expect((await wrongLiteral.inject('/job')).statusCode).toBe(500);
  });

  it('does not run zod on every answer in production', async () => {
    // The compiled writer answers alone: it coerces where zod would refuse (null becomes ""), so the broken answer
    // that the checked mode fails goes out coerced here. TypeScript and the checked test runs keep such answers out.
    const app = await appWith(false, () => ({ id: 1, name: null }));
    const res = await app.inject('/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, name: '' });
  });
});
