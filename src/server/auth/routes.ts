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
import { limitAttempt, minutesText } from '../lib/rate-limit';
import { parseAllowedPrivateHosts } from '../net/allowed-hosts';
import { changePassword } from './change-password';
import { loginUser } from './login-user';
import { toPublicUser, toUserSettings } from './public-user';
import { registerUser } from './register-user';
import { clearSessionCookie, forbidApiToken, requireUser, setSessionCookie } from './request-user';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { createSession, destroySession } from './sessions';
import { updateSettings } from './update-settings';
import { sendEmailNow } from '../mail/send-email-now';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };

export function authRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const { db, config, mailer } = deps;
  const secure = config.NODE_ENV === 'production';
  const allowedPrivateHosts = parseAllowedPrivateHosts(config.ALLOWED_PRIVATE_HOSTS);

  return async (app) => {
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
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user (401 when signed out)',
          response: { 200: ZPublicUser, 401: ZErrorBody },
        },
      },
      async (request) => toPublicUser(requireUser(request)),
    );

    app.post(
      '/api/login',
      { schema: { tags: ['auth'], body: ZLoginBody, response: { 200: ZPublicUser, ...errors } } },
      async (request, reply) => {
        const user = await loginUser({ db, ...request.body, ip: request.ip });
        await signIn(request, reply, user.id);
        return toPublicUser(user);
      },
    );

    app.post(
      '/api/register',
      { schema: { tags: ['auth'], body: ZRegisterBody, response: { 201: ZPublicUser, ...errors } } },
      async (request, reply) => {
        const user = await registerUser({
          db,
          input: request.body,
          welcome: { appUrl: config.APP_URL, secret: config.SESSION_SECRET },
        });
        await signIn(request, reply, user.id);
        // After commit: a failed send stays queued and the email sender retries it.
        if (user.welcomeEmailId)
          await sendEmailNow({ db, mailer, log: request.log, id: user.welcomeEmailId });
        return reply.code(201).send(toPublicUser(user));
      },
    );

    app.post(
      '/api/logout',
      { schema: { tags: ['auth'], response: { 200: ZMessage } } },
      async (request, reply) => {
        if (request.sessionId) await destroySession({ db, sid: request.sessionId });
        clearSessionCookie(reply, secure);
        return { message: 'Signed out' };
      },
    );

    app.post(
      '/api/forgot-password',
      { schema: { tags: ['auth'], body: ZForgotPasswordBody, response: { 200: ZMessage, ...errors } } },
      async (request) => {
        const email = request.body.email.toLowerCase();
        await limitAttempt({
          db,
          rules: [
            { key: `reset:ip:${request.ip}`, rule: { max: 10, windowMs: 15 * 60_000 } },
            { key: `reset:email:${email}`, rule: { max: 5, windowMs: 60 * 60_000 } },
          ],
          message: (m) => `Too many reset requests. Please try again in ${minutesText(m)}.`,
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
      { schema: { tags: ['auth'], body: ZResetPasswordBody, response: { 200: ZMessage, ...errors } } },
      async (request) => {
        await resetPassword({ db, token: request.body.token, newPassword: request.body.newPassword });
        return { message: 'Your password has been reset. You can now sign in with your new password.' };
      },
    );

    app.patch(
      '/api/user/password',
      { schema: { tags: ['account'], body: ZChangePasswordBody, response: { 200: ZMessage, ...errors } } },
      async (request) => {
        const user = requireUser(request);
        forbidApiToken(request, 'change the password');
        await changePassword({ db, user, ...request.body, keepSid: request.sessionId ?? undefined });
        return { message: 'Password updated successfully.' };
      },
    );

    app.get(
      '/api/user/settings',
      { schema: { tags: ['account'], response: { 200: ZUserSettings, 401: ZErrorBody } } },
      async (request) => toUserSettings(requireUser(request)),
    );

    app.patch(
      '/api/user/settings',
      {
        schema: { tags: ['account'], body: ZUserSettingsPatch, response: { 200: ZUserSettings, ...errors } },
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
        return toUserSettings(await updateSettings({ db, user, patch: request.body, allowedPrivateHosts }));
      },
    );
  };
}
