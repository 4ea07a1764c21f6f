import { z } from 'zod';

/**
 * The system config keys an admin may change, with their ranges (docs/product-rules.md R3, R11, R33). The
 * server validates PUT /api/admin/system-configs/{key} with these; the email-intervals form uses the same
 * bounds.
 */
export const SYSTEM_CONFIG_RULES = {
  scraping_enabled: { kind: 'boolean', label: 'Scraping enabled' },
  scraping_interval_free_minutes: {
    kind: 'integer',
    min: 720,
    max: 2880,
    label: 'Free scraping interval',
    unit: 'minutes',
  },
  scraping_interval_starter_minutes: {
    kind: 'integer',
    min: 360,
    max: 1440,
    label: 'Starter scraping interval',
    unit: 'minutes',
  },
  scraping_interval_pro_minutes: {
    kind: 'integer',
    min: 30,
    max: 480,
    label: 'Pro scraping interval',
    unit: 'minutes',
  },
  scraping_interval_minutes: {
    kind: 'integer',
    min: 30,
    max: 2880,
    label: 'Default scraping interval',
    unit: 'minutes',
  },
  scraping_audit_retention_days: {
    kind: 'integer',
    min: 7,
    max: 365,
    label: 'Scraping audit retention',
    unit: 'days',
  },
  scrape_run_timeout_minutes: {
    kind: 'integer',
    min: 10,
    max: 240,
    label: 'Scrape run timeout',
    unit: 'minutes',
  },
  weekly_email_day: { kind: 'integer', min: 0, max: 6, label: 'Weekly email day', unit: '' },
  weekly_email_hour: { kind: 'integer', min: 0, max: 23, label: 'Weekly email hour', unit: '' },
  price_alert_threshold: {
    kind: 'decimal',
    min: 1,
    max: 100,
    step: 0.1,
    label: 'Price alert threshold',
    unit: 'percent',
  },
} as const;
export type TSystemConfigKey = keyof typeof SYSTEM_CONFIG_RULES;

/** "Pro scraping interval must be between 30 and 480 minutes": the words both the server and the form use. */
export function systemConfigRangeMessage(key: TSystemConfigKey): string {
  const rule = SYSTEM_CONFIG_RULES[key];
  if (rule.kind === 'boolean') return `${rule.label} must be true or false`;
  const unit = rule.unit ? ` ${rule.unit}` : '';
  const step = rule.kind === 'decimal' ? `, in steps of ${rule.step}` : '';
  return `${rule.label} must be between ${rule.min} and ${rule.max}${unit}${step}`;
}

export const isSystemConfigKey = (key: string): key is TSystemConfigKey =>
  Object.prototype.hasOwnProperty.call(SYSTEM_CONFIG_RULES, key);

export const ZSystemConfig = z.object({
  key: z.string(),
  value: z.string(),
  description: z.string(),
  category: z.string(),
  dataType: z.string(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type TSystemConfig = z.infer<typeof ZSystemConfig>;
/** GET /api/admin/system-configs: {success, configs[]}, the shape the admin screens read. */
export const ZSystemConfigList = z.object({ success: z.literal(true), configs: z.array(ZSystemConfig) });
export const ZSystemConfigPut = z.strictObject({
  value: z.union([z.string(), z.number(), z.boolean()], 'Value is required'),
});
