import type { TServiceKey } from '../contracts/status';

/** The six services of the status page, as the page names them (docs/product-rules.md R75). */
export const SERVICE_INFO: Record<TServiceKey, { name: string; icon: string; description: string }> = {
  api: { name: 'Platform', icon: 'server', description: 'The web app and its API' },
  database: { name: 'Database', icon: 'database', description: 'Where your stores, prices and alerts live' },
  scraping: {
    name: 'Competitor scraping',
    icon: 'search',
    description: 'Reading competitor stores on schedule',
  },
  email: { name: 'Email notifications', icon: 'mail', description: 'Alert and account emails' },
  slack: { name: 'Chat integration', icon: 'message-square', description: 'Alerts posted to Slack' },
  payments: { name: 'Payment processing', icon: 'credit-card', description: 'Plan upgrades and renewals' },
};

/** The labels of the service states (docs/product-rules.md R38, R76). */
export const SERVICE_STATE_LABELS = {
  operational: 'Operational',
  degraded: 'Degraded Performance',
  outage: 'Outage',
  maintenance: 'Maintenance',
  unknown: 'Unknown',
  not_configured: 'Not configured',
} as const;
