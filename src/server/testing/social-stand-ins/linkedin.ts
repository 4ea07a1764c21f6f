import { SOCIAL_TEXT_LIMITS } from '@shared/contracts/social';
import { CREDS, send, type TStandInRequest, type TStandInState } from './state';

/** LinkedIn: POST /rest/posts (bearer, LinkedIn-Version, X-Restli-Protocol-Version 2.0.0; id in x-restli-id). */
export async function linkedinApi(s: TStandInState, { req, res, path, body }: TStandInRequest) {
  const { revoked, failures, posts, publishAttempts, nextId } = s;
  if (req.headers.authorization !== `Bearer ${CREDS.linkedinToken}` || revoked.has('linkedin')) {
    return send(res, 401, {
      status: 401,
      serviceErrorCode: 65600,
      code: 'INVALID_ACCESS_TOKEN',
      message: 'Invalid access token',
    });
  }
  if (!/^\d{6}$/.test(String(req.headers['linkedin-version'] ?? ''))) {
    return send(res, 400, {
      status: 400,
      code: 'VERSION_MISSING',
      message: 'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
    });
  }
  if (req.headers['x-restli-protocol-version'] !== '2.0.0') {
    return send(res, 400, { status: 400, message: 'Restli protocol version 2.0.0 is required' });
  }
  if (req.method === 'POST' && path === '/rest/posts') {
    publishAttempts.linkedin++;
    const failure = failures.linkedin.shift();
    if (failure === 'rate') {
      return send(res, 429, {
        status: 429,
        message: 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.',
      });
    }
    if (failure === 'server') return send(res, 500, { status: 500, message: 'Internal Server Error' });
    const json = JSON.parse(body) as {
      author?: string;
      commentary?: string;
      visibility?: string;
      lifecycleState?: string;
      distribution?: { feedDistribution?: string };
    };
    if (json.author !== CREDS.linkedinOrg) {
      return send(res, 403, {
        status: 403,
        serviceErrorCode: 100,
        code: 'ACCESS_DENIED',
        message: `Not enough permissions to access: partnerApiPostsExternal.CREATE.20251001`,
      });
    }
    const missing = (['commentary', 'visibility', 'lifecycleState'] as const).filter((k) => !json[k]);
    if (missing.length || !json.distribution?.feedDistribution) {
      return send(res, 422, {
        status: 422,
        code: 'UNPROCESSABLE_ENTITY',
        message: `Field Value validation failed in REQUEST_BODY: missing ${missing.join(', ') || 'distribution'}`,
      });
    }
    if (json.commentary!.length > SOCIAL_TEXT_LIMITS.linkedin) {
      return send(res, 422, { status: 422, message: 'commentary :: length exceeds 3000' });
    }
    const urn = `urn:li:share:7${nextId()}`;
    posts.linkedin.push({ id: urn, text: json.commentary!, body: json });
    res.writeHead(201, { 'x-restli-id': urn, 'x-linkedin-id': urn });
    return res.end();
  }
  return send(res, 404, { status: 404, message: `No route ${req.method} ${path}` });
}
