import type { TAdminPlanConfig } from '@shared/contracts/admin-plans';

/** What the plan form edits, as typed: the price in dollars, features one per line. */
export type TPlanForm = {
  name: string;
  price: string;
  maxCompetitors: string;
  maxMembers: string;
  scrapingIntervalMinutes: string;
  bestSellerDepth: string;
  features: string;
  description: string;
  isActive: boolean;
};

export const emptyPlanForm: TPlanForm = {
  name: '',
  price: '',
  maxCompetitors: '1',
  maxMembers: '1',
  scrapingIntervalMinutes: '1440',
  bestSellerDepth: '20',
  features: '',
  description: '',
  isActive: false,
};

export function planToForm(p: TAdminPlanConfig): TPlanForm {
  return {
    name: p.name,
    price: (p.price / 100).toFixed(2),
    maxCompetitors: String(p.maxCompetitors),
    maxMembers: String(p.maxMembers),
    scrapingIntervalMinutes: String(p.scrapingIntervalMinutes),
    bestSellerDepth: String(p.bestSellerDepth),
    features: p.features.join('\n'),
    description: p.description,
    isActive: p.isActive,
  };
}

/** Dollars typed ("19", "19.5", "19.99") to whole cents without a float on the way; NaN when not a price. */
export function dollarsToCents(text: string): number {
  const m = /^\s*\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** The body the server checks (ranges are the server's: docs/product-rules.md R59). */
export function formToBody(f: TPlanForm) {
  return {
    name: f.name.trim(),
    price: dollarsToCents(f.price),
    maxCompetitors: Number(f.maxCompetitors),
    maxMembers: Number(f.maxMembers),
    scrapingIntervalMinutes: Number(f.scrapingIntervalMinutes),
    bestSellerDepth: Number(f.bestSellerDepth),
    features: f.features
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
    description: f.description.trim(),
    isActive: f.isActive,
  };
}
