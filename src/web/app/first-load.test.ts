import { afterEach, describe, expect, it, vi } from 'vitest';
import { productQueryKey } from '@web/features/products/api/get-product';
import { json, sampleUser, stubApi } from '@web/testing';
import { preloadFirstLoad } from './first-load';
import { AppLayout, CompetitorsPage, ProductPage } from './lazy-pages';
import { createQueryClient } from './query-client';

afterEach(() => vi.unstubAllGlobals());

const PRODUCT = { id: '42', title: 'Linen shirt' };

/** A query client as main.tsx makes it, with the signed-in shell's user answer in it or not. */
function clientWith(user: object | null) {
  const qc = createQueryClient();
  qc.setQueryData(['/api/user'], user);
  return qc;
}

describe('preloadFirstLoad', () => {
  it("asks for a signed-in visitor's product with the page's code, where the product page will find it", async () => {
    const api = stubApi({ 'GET /api/products/42': () => json(200, PRODUCT) });
    const qc = clientWith(sampleUser);
    preloadFirstLoad('/products/42', qc);
    expect(api.count('GET /api/products/42')).toBe(1);
    await vi.waitFor(() => expect(qc.getQueryData(productQueryKey('42'))).toEqual(PRODUCT));
    // Fresh in the cache: the page's own query takes it rather than asking again.
    await qc.fetchQuery({
      queryKey: productQueryKey('42'),
      queryFn: () => Promise.reject(new Error('asked twice')),
    });
    expect(api.count('GET /api/products/42')).toBe(1);
    await Promise.all([AppLayout.preload(), ProductPage.preload()]); // the pages' code it started, loaded
  });

  it('asks for nothing for a visitor not signed in, or for an address that is no product', async () => {
    const api = stubApi({});
    preloadFirstLoad('/products/42', clientWith(null));
    preloadFirstLoad('/products/not-a-number', clientWith(sampleUser));
    preloadFirstLoad('/competitors', clientWith(sampleUser));
    expect(api.calls.filter((c) => c.key.startsWith('GET /api/'))).toEqual([]);
    await Promise.all([AppLayout.preload(), ProductPage.preload(), CompetitorsPage.preload()]);
  });
});
