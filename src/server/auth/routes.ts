import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChangePasswordBody,
  ZForgotPasswordBody,
  ZLoginBody,
  ZPublicUser,
  ZRegisterBody,
  ZResetPasswordBody,
  ZUserSettings,
  ZUserSettingsPatch,
} from '@shared/contracts/auth';
import { ZErrorBody, ZMessage } from '@shared/contracts/common';
import type { TAppDeps } from '../lib/deps';
import { limitAttempt } from '../lib/rate-limit';
import { RATE_RULES } from '../lib/rate-rules';
import { apiTokenRoutes } from './api-token-routes';
import { changePassword } from './change-password';
import { limitSignUp } from './limit-sign-up';
import { loginUser } from './login-user';
import { toPublicUser, toUserSettings } from './public-user';
import { accountChannels } from '../account/change-account-channels';
import { accountPlan, accountPlanState, sessionAccountPlanState } from '../account/account-plan';
import { registerUser } from './register-user';
import { clearSessionCookie, forbidApiToken, requireUser, setSessionCookie } from './request-user';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { createSession, destroySession } from './sessions';
import { updateSettings } from './update-settings';
import { sendEmailNow } from '../email/send-email-now';

const conflict = { 409: ZErrorBody };
const limited = { 429: ZErrorBody };
const tokenRefused = { 403: ZErrorBody };

export function authRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const { db, config, mailer } = deps;
  const secure = config.NODE_ENV === 'production';
  const allowedPrivateHosts = config.ALLOWED_PRIVATE_HOSTS;

  return async (app) => {
    await app.register(apiTokenRoutes(deps));

    /** Starts a fresh session (a new id at every sign-in), ending the one the browser had. */
    async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string) {
      if (request.sessionId) await destroySession({ db, sid: request.sessionId });
      const { sid } = await createSession({
        db,
        userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, sid, secure);
    }

    app.get(
      '/api/user',
      {
        config: { access: 'user', role: 'person' },
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user (401 when signed out)',
          response: { 200: ZPublicUser },
        },
      },
      async (request) =>
        toPublicUser(
          requireUser(request),
          await accountPlanState({ db, accountId: request.scope?.accountId ?? null }),
        ),
    );

    app.post(
      '/api/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with username (or email) and password; sets the session cookie',
          body: ZLoginBody,
          response: { 200: ZPublicUser, 401: ZErrorBody, ...limited },
        },
      },
      async (request, reply) => {
        const user = await loginUser({ db, ...request.body, ip: request.ip });
        await signIn(request, reply, user.id);
        return toPublicUser(user, await sessionAccountPlanState({ db, userId: user.id }));
      },
    );

    app.post(
      '/api/register',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Create an account on the free plan and sign in',
          body: ZRegisterBody,
          response: { 201: ZPublicUser, ...conflict, ...limited },
        },
      },
      async (request, reply) => {
        await limitSignUp({ db, ip: request.ip, max: config.SIGN_UPS_PER_IP_PER_HOUR });
        const user = await registerUser({
          db,
          input: request.body,
          welcome: { appUrl: config.APP_URL, secret: config.SESSION_SECRET },
        });
        await signIn(request, reply, user.id);
        // After commit: a failed send stays queued and the email sender retries it.
        if (user.welcomeEmailId)
          await sendEmailNow({ db, mailer, log: request.log, id: user.welcomeEmailId });
        return reply
          .code(201)
          .send(toPublicUser(user, await sessionAccountPlanState({ db, userId: user.id })));
      },
    );

    app.post(
      '/api/logout',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], summary: 'Sign out (ends this session)', response: { 200: ZMessage } },
      },
      async (request, reply) => {
        if (request.sessionId) await destroySession({ db, sid: request.sessionId });
        clearSessionCookie(reply, secure);
        return { message: 'Signed out' };
      },
    );

    app.post(
      '/api/forgot-password',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Email a password-reset link (the same answer whether or not the address has an account)',
          body: ZForgotPasswordBody,
          response: { 200: ZMessage, ...limited },
        },
      },
      async (request) => {
        const email = request.body.email.toLowerCase();
        await limitAttempt({
          db,
          rules: [
            { key: `reset:ip:${request.ip}`, rule: RATE_RULES.resetPerIp.rule },
            { key: `reset:email:${email}`, rule: RATE_RULES.resetPerEmail.rule },
          ],
          message: RATE_RULES.resetPerIp.message,
        });
        return {
          message: await requestPasswordReset({
            db,
            mailer,
            appUrl: config.APP_URL,
            secret: config.SESSION_SECRET,
            email,
            log: request.log,
          }),
        };
      },
    );

    app.post(
      '/api/reset-password',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the token of a reset link',
          body: ZResetPasswordBody,
          response: { 200: ZMessage },
        },
      },
      async (request) => {
        await resetPassword({ db, token: request.body.token, newPassword: request.body.newPassword });
        return { message: 'Your password has been reset. You can now sign in with your new password.' };
      },
    );

    app.patch(
      '/api/user/password',
      {
        config: { access: 'user', role: 'person' },
        schema: {
          tags: ['account'],
          summary: 'Change the password (ends the other sessions); not with an API token',
          body: ZChangePasswordBody,
          response: { 200: ZMessage, ...tokenRefused },
        },
      },
      async (request) => {
        const user = requireUser(request);
        forbidApiToken(request, 'change the password');
        await changePassword({ db, user, ...request.body, keepSid: request.sessionId ?? undefined });
        return { message: 'Password updated successfully.' };
      },
    );

    app.get(
      '/api/user/settings',
      {
        config: { access: 'user', role: 'person' },
        schema: { tags: ['account'], summary: "The user's settings", response: { 200: ZUserSettings } },
      },
      async (request) =>
        toUserSettings(
          requireUser(request),
          await accountChannels({ db, accountId: request.scope?.accountId ?? null }),
        ),
    );

    app.patch(
      '/api/user/settings',
      {
        config: { access: 'user', role: 'person' },
        schema: {
          tags: ['account'],
          summary:
            "Change settings (a new email or username needs a signed-in session, not an API token); the Slack and webhook fields are the account's channels, for owners and managers",
          body: ZUserSettingsPatch,
          response: { 200: ZUserSettings, ...tokenRefused, ...conflict },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { email, username } = request.body;
        const renames =
          (email !== undefined && email.toLowerCase() !== user.email) ||
          (username !== undefined && username !== user.username);
        if (renames) {
          forbidApiToken(request, 'change the email or username');
        }
        const plan = request.scope ? await accountPlan({ db, accountId: request.scope.accountId }) : 'free';
        const scope = request.scope ?? null;
        const row = await updateSettings({ db, user, scope, plan, patch: request.body, allowedPrivateHosts });
        return toUserSettings(row, await accountChannels({ db, accountId: scope?.accountId ?? null }));
      },
    );
  };
}
