import { randomBytes } from 'node:crypto';
import { CREDS, send, type TStandInRequest, type TStandInState } from './state';

/** Graph API: POST /{page-id}/feed, GET /{post-id} (page access token in the form or query). */
export async function facebookApi(s: TStandInState, { req, res, path, full, body }: TStandInRequest) {
  const { revoked, failures, posts, publishAttempts, engagement, nextId } = s;
  const form = new URLSearchParams(body);
  const token = req.method === 'GET' ? full.searchParams.get('access_token') : form.get('access_token');
  const fbtrace_id = randomBytes(8).toString('base64url');
  if (token !== CREDS.facebookToken || revoked.has('facebook')) {
    return send(res, 400, {
      error: {
        message: token
          ? 'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.'
          : 'An active access token must be used to query information about the current user.',
        type: 'OAuthException',
        code: 190,
        error_subcode: token ? 460 : undefined,
        fbtrace_id,
      },
    });
  }
  if (req.method === 'POST' && path === `/${CREDS.facebookPage}/feed`) {
    publishAttempts.facebook++;
    const failure = failures.facebook.shift();
    if (failure === 'rate') {
      return send(
        res,
        400,
        {
          error: {
            message: '(#32) Page request limit reached',
            type: 'OAuthException',
            is_transient: true,
            code: 32,
            fbtrace_id,
          },
        },
        {
          'x-business-use-case-usage': JSON.stringify({
            [CREDS.facebookPage]: [
              {
                type: 'pages',
                call_count: 100,
                total_cputime: 20,
                total_time: 30,
                estimated_time_to_regain_access: 5,
              },
            ],
          }),
        },
      );
    }
    if (failure === 'server') {
      return send(res, 500, {
        error: {
          message: 'An unknown error has occurred.',
          type: 'OAuthException',
          is_transient: true,
          code: 1,
          fbtrace_id,
        },
      });
    }
    const message = form.get('message');
    if (!message) {
      return send(res, 400, {
        error: {
          message: '(#100) Missing message or attachment',
          type: 'OAuthException',
          code: 100,
          fbtrace_id,
        },
      });
    }
    const id = `${CREDS.facebookPage}_${nextId()}`;
    posts.facebook.push({ id, text: message, body: Object.fromEntries(form) });
    return send(res, 200, { id });
  }
  const post = posts.facebook.find((p) => `/${p.id}` === path);
  if (req.method === 'GET' && post) {
    return send(res, 200, {
      id: post.id,
      reactions: { data: [], summary: { total_count: engagement.likes, viewer_reaction: 'NONE' } },
      comments: {
        data: [],
        summary: { order: 'ranked', total_count: engagement.comments, can_comment: true },
      },
      ...(engagement.shares > 0 && { shares: { count: engagement.shares } }),
    });
  }
  return send(res, 400, {
    error: {
      message: `Unsupported ${req.method} request. Object with ID '${path.slice(1)}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
      fbtrace_id,
    },
  });
}
