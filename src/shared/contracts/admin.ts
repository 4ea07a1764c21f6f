import { z } from 'zod';
import { ZOutcomeDay } from './admin-scraping';

/** Kinds of the System Activities feed (docs/product-rules.md R56). */
export const ACTIVITY_TYPES = ['scraping', 'payment', 'user', 'admin', 'other'] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];

/** GET /api/admin/activities: one event of the merged feed, newest first. */
export const ZAdminActivity = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  description: z.string(),
  details: z.record(z.string(), z.unknown()),
  timestamp: z.string(),
});
export type TAdminActivity = z.infer<typeof ZAdminActivity>;

export const ZActivitiesQuery = z.strictObject({
  type: z.enum(ACTIVITY_TYPES, `Type must be one of: ${ACTIVITY_TYPES.join(', ')}`).optional(),
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_.]*$/, 'Action is a name like user.create')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  cursor: z.string().max(500).optional(),
});
export type TActivitiesQuery = z.infer<typeof ZActivitiesQuery>;

/** An amount of money in one currency, in cents (figures are never added across currencies). */
export const ZMoney = z.object({ currency: z.string(), amountCents: z.number().int() });
export type TMoney = z.infer<typeof ZMoney>;

/** GET /api/admin/stats: the four stat cards of /admin. */
export const ZAdminStats = z.object({
  totalUsers: z.number().int(),
  newUsersToday: z.number().int(),
  /** Accounts, counted apart from the people in them (docs/product-rules.md R24). */
  totalAccounts: z.number().int(),
  /** Revenue of the current month per currency; empty when no payment was recorded. */
  monthlyRevenue: z.array(ZMoney),
  activeSubscriptions: z.number().int(),
  totalCompetitors: z.number().int(),
  activeScrapingJobs: z.number().int(),
  totalAlerts: z.number().int(),
  alertsTriggeredToday: z.number().int(),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

/** GET /api/admin/charts: 30 days of sign-ups, MRR (per currency) and scrape outcomes, oldest day first. */
export const ZAdminCharts = z.object({
  signups: z.array(z.object({ day: z.string(), count: z.number().int() })),
  mrr: z.array(z.object({ day: z.string(), currency: z.string(), amountCents: z.number().int() })),
  scrapes: z.array(ZOutcomeDay),
});
export type TAdminCharts = z.infer<typeof ZAdminCharts>;

/** GET /api/admin/payments: recent payments, newest first (empty until payments are recorded). */
export const ZAdminPayment = z.object({
  id: z.string(),
  userEmail: z.string(),
  type: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  plan: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;
