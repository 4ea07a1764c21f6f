import { describe, expect, it } from 'vitest';
import { KNOWN_APPS } from './known-apps';
import { readFootprint } from './read-footprint';

const SHOP = 'shop.example';
const page = (src: string) => `<html><head><script src="${src}" defer></script></head></html>`;

describe('KNOWN_APPS', () => {
  it('names every app once', () => {
    const names = KNOWN_APPS.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const app of KNOWN_APPS) {
    it(`recognises ${app.name} (${app.category}) by its script, and nothing else`, () => {
      const read = readFootprint(page(app.example), [SHOP]);
      expect(read.apps.map((a) => a.name)).toEqual([app.name]);
      expect(read.apps[0]!.category).toBe(app.category);
      expect(read.unknown).toEqual([]);
    });
    for (const handle of app.extensions ?? []) {
      it(`recognises ${app.name} by its app embed "${handle}"`, () => {
        const src = `https://cdn.shopify.com/extensions/0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/${handle}-412/assets/loader.js`;
        expect(readFootprint(page(src), [SHOP]).apps.map((a) => a.name)).toEqual([app.name]);
      });
    }
  }
});
