import type { TPlanKey } from '@shared/constants/plans';
import type { TN8nConfig, TOperatorServices, TServicesConfig } from '@shared/contracts/delivery';
import type { TConfig } from '../config';
import type { TAccountChannels } from '../account/change-account-channels';
import type { TUserRow } from '../db/schema';

/** GET /api/config/services and /api/alerts/services/config: what each alert channel has, for this user. */
export function servicesConfig(opts: {
  config: TConfig;
  transport: 'smtp' | 'outbox';
  user: TUserRow;
  /** The plan of the account the person acts in. */
  plan: TPlanKey;
  /** The alert channels of that account (docs/product-rules.md R133). */
  channels: TAccountChannels;
}): TServicesConfig {
  const { config, user, channels } = opts;
  const pro = opts.plan === 'pro';
  const slackConfigured = !!channels.slackWebhookUrl || !!(config.SLACK_BOT_TOKEN && config.SLACK_CHANNEL);
  const workflowConfigured = !!config.N8N_WEBHOOK_URL || !!channels.webhookUrl;
  const workflow = {
    configured: workflowConfigured,
    enabled: !!config.N8N_WEBHOOK_URL || (pro && !!channels.webhookUrl),
  };
  return {
    email: { configured: true, enabled: user.emailNotifications, transport: opts.transport },
    slack: { configured: slackConfigured, enabled: pro && user.slackNotifications },
    n8n: workflow,
    'workflow-automation': workflow,
  };
}

export function n8nConfig(config: TConfig): TN8nConfig {
  return {
    enabled: !!config.N8N_WEBHOOK_URL,
    webhookConfigured: !!config.N8N_WEBHOOK_URL,
    apiKeyConfigured: !!config.N8N_API_KEY,
  };
}

/** The operator's view of the connections set by env (Settings → Services): what is on, never a secret. */
export function operatorServices(config: TConfig, transport: 'smtp' | 'outbox'): TOperatorServices {
  const slackBot = !!(config.SLACK_BOT_TOKEN && config.SLACK_CHANNEL);
  return {
    email: { transport, from: config.MAIL_FROM },
    slackBot: { configured: slackBot, channel: slackBot ? config.SLACK_CHANNEL! : null },
    n8n: {
      enabled: !!config.N8N_WEBHOOK_URL,
      apiKeyConfigured: !!config.N8N_API_KEY,
      signingSecretConfigured: !!config.N8N_WEBHOOK_SECRET,
    },
  };
}
