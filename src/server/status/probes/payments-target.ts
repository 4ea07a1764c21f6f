import { paymentsProvider, type TConfig } from '../../config';

/**
 * Which address the payments probe checks: Stripe's API when Stripe is the provider in force, else null ("Not
 * configured": the simulated provider moves no money, so there is nothing to be up or down) (docs/product-rules.md
 * R75, R25).
 */
export function paymentsProbeTarget(config: TConfig): string | null {
  return paymentsProvider(config) === 'stripe' ? (config.STRIPE_API_URL ?? 'https://api.stripe.com') : null;
}

/** The Slack probe checks Slack's API only when the bot is configured. */
export function slackProbeTarget(config: Pick<TConfig, 'SLACK_BOT_TOKEN' | 'SLACK_API_URL'>): string | null {
  return config.SLACK_BOT_TOKEN ? config.SLACK_API_URL : null;
}
