import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@shared/contracts/common';
import { ONBOARDING_TRIGGERS, ZSendResult, type TLifecycleEmailType } from '@shared/contracts/email';
import { requireUser } from '../auth/request-user';
import type { TAppDeps } from '../lib/deps';
import { limitAttempt } from '../lib/rate-limit';
import { RATE_RULES } from '../lib/rate-rules';
import { sendLifecycleEmail } from '../lifecycle/send-lifecycle-email';

/** How the answers name each email ("Weekly summary email has been sent to your inbox", docs/product-rules.md R30). */
const EMAIL_NAMES: Record<TLifecycleEmailType, string> = {
  welcome: 'Welcome',
  first_competitor: 'First competitor',
  setup_alerts: 'Alerts setup',
  activation_nudge: 'Activation nudge',
  education_day5: 'Day 5 lesson',
  upgrade_cta_day7: 'Upgrade',
  week_summary: 'Weekly summary',
};

/** POST /api/onboarding/{trigger}: the user sends a lifecycle email to their own inbox (/settings/email). */
export function onboardingRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const { db, config } = deps;
  return async (app) => {
    for (const [trigger, type] of Object.entries(ONBOARDING_TRIGGERS)) {
      app.post(
        `/api/onboarding/${trigger}`,
        {
          config: { access: 'user', role: 'person' },
          schema: {
            tags: ['email'],
            summary: `Send the ${EMAIL_NAMES[type].toLowerCase()} email to your own inbox`,
            response: {
              200: ZSendResult,
              429: ZErrorBody,
              502: ZErrorBody,
            },
          },
        },
        async (request, reply) => {
          const user = requireUser(request);
          await limitAttempt({
            db,
            rules: [
              {
                key: `onboarding:user:${user.id}`,
                rule: RATE_RULES.manualEmailsPerUser.rule,
              },
            ],
            message: RATE_RULES.manualEmailsPerUser.message,
          });
          const result = await sendLifecycleEmail({
            db,
            mailer: deps.mailer,
            log: request.log,
            appUrl: config.APP_URL,
            secret: config.SESSION_SECRET,
            userId: user.id,
            type,
          });
          const name = EMAIL_NAMES[type];
          if (!result.sent) {
            return reply.code(502).send({
              message: `The ${name.toLowerCase()} email could not be sent right now; we will retry it automatically and it will show in your email history.`,
              code: 'email_send_failed',
            });
          }
          return { success: true, message: `${name} email has been sent to your inbox` };
        },
      );
    }
  };
}
