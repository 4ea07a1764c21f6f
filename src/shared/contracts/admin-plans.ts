import { z } from 'zod';
import { BEST_SELLER_DEPTH_MAX } from '../constants/best-seller-depth';
import { SYSTEM_CONFIG_RULES } from './system-config';

/** A plan as /admin/plan-config shows it (docs/product-rules.md R59); price in cents. */
export const ZAdminPlanConfig = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  price: z.number().int(),
  maxCompetitors: z.number().int(),
  /** Seats: the people an account on this plan may have (docs/product-rules.md R24). */
  maxMembers: z.number().int(),
  scrapingIntervalMinutes: z.number().int(),
  /** How many of a store's best sellers this plan reads and shows (docs/product-rules.md R149). */
  bestSellerDepth: z.number().int(),
  features: z.array(z.string()),
  description: z.string(),
  stripePriceId: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminPlanConfig = z.infer<typeof ZAdminPlanConfig>;

export const PLAN_PRICE_MAX_CENTS = 1_000_000;
export const PLAN_COMPETITORS_MAX = 1000;
export const PLAN_MEMBERS_MAX = 500;

/** The refresh interval a plan may have: its system-config range for the sold plans, else 30 to 2880 minutes. */
export function planIntervalRange(key: string): { min: number; max: number } {
  const rule = (SYSTEM_CONFIG_RULES as Record<string, { min?: number; max?: number }>)[
    `scraping_interval_${key}_minutes`
  ];
  return rule?.min !== undefined && rule.max !== undefined
    ? { min: rule.min, max: rule.max }
    : { min: 30, max: 2880 };
}

const fields = {
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  price: z
    .number('Price must be a whole number of cents')
    .int('Price must be a whole number of cents')
    .min(0, 'Price must be between $0 and $10,000')
    .max(PLAN_PRICE_MAX_CENTS, 'Price must be between $0 and $10,000'),
  maxCompetitors: z
    .number()
    .int('Competitor limit must be a whole number')
    .min(1, `Competitor limit must be between 1 and ${PLAN_COMPETITORS_MAX}`)
    .max(PLAN_COMPETITORS_MAX, `Competitor limit must be between 1 and ${PLAN_COMPETITORS_MAX}`),
  maxMembers: z
    .number()
    .int('Seats must be a whole number')
    .min(1, `Seats must be between 1 and ${PLAN_MEMBERS_MAX}`)
    .max(PLAN_MEMBERS_MAX, `Seats must be between 1 and ${PLAN_MEMBERS_MAX}`),
  scrapingIntervalMinutes: z
    .number()
    .int('Scraping interval must be a whole number of minutes')
    .min(30, 'Scraping interval must be between 30 and 2880 minutes')
    .max(2880, 'Scraping interval must be between 30 and 2880 minutes'),
  bestSellerDepth: z
    .number()
    .int('Best sellers read must be a whole number')
    .min(1, `Best sellers read must be between 1 and ${BEST_SELLER_DEPTH_MAX}`)
    .max(BEST_SELLER_DEPTH_MAX, `Best sellers read must be between 1 and ${BEST_SELLER_DEPTH_MAX}`),
  features: z.array(z.string().trim().min(1).max(200)).max(30, 'At most 30 features'),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters'),
  stripePriceId: z.string().trim().max(255).nullable(),
  isActive: z.boolean(),
};

/** The create form: name and price required; the rest defaults (1 competitor, 1440 min, inactive). */
export const ZAdminPlanCreate = z.strictObject({
  name: fields.name,
  price: fields.price,
  maxCompetitors: fields.maxCompetitors.default(1),
  maxMembers: fields.maxMembers.default(1),
  scrapingIntervalMinutes: fields.scrapingIntervalMinutes.default(1440),
  bestSellerDepth: fields.bestSellerDepth.default(20),
  features: fields.features.default([]),
  description: fields.description.default(''),
  stripePriceId: fields.stripePriceId.default(null),
  isActive: fields.isActive.default(false),
});
export type TAdminPlanCreate = z.input<typeof ZAdminPlanCreate>;

export const ZAdminPlanUpdate = z.strictObject({
  name: fields.name.optional(),
  price: fields.price.optional(),
  maxCompetitors: fields.maxCompetitors.optional(),
  maxMembers: fields.maxMembers.optional(),
  scrapingIntervalMinutes: fields.scrapingIntervalMinutes.optional(),
  bestSellerDepth: fields.bestSellerDepth.optional(),
  features: fields.features.optional(),
  description: fields.description.optional(),
  stripePriceId: fields.stripePriceId.optional(),
  isActive: fields.isActive.optional(),
});
export type TAdminPlanUpdate = z.infer<typeof ZAdminPlanUpdate>;
