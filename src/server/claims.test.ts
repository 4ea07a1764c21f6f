import { describe, expect, it } from 'vitest';
import { CLAIM_IDS, FEATURE_CLAIMS, type TClaim, type TClaimRoute } from '@shared/claims/feature-claims';
import { claimsInForceOn, operationExists, type TOpenApiDocument } from './status/claims-in-force';
import { useTestApp } from './testing/test-app';

/**
 * Every claim the public pages make is true (docs/product-rules.md R32): the claims table
 * (src/shared/claims/feature-claims.ts) is checked against the operations this app really serves.
 */
describe('the feature claims of the public pages', () => {
  const ctx = useTestApp();
  const apiDocument = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<TOpenApiDocument>();

  it('mark available exactly the features whose routes exist, and coming the others', async () => {
    const doc = await apiDocument();
    const wrong: string[] = [];
    for (const id of CLAIM_IDS) {
      const claim: TClaim = FEATURE_CLAIMS[id];
      const missing = claim.dependsOn.filter((route) => !operationExists(doc, route));
      const name = (r: TClaimRoute) =>
        `${r.method} ${r.path}${r.bodyField ? ` (body field ${r.bodyField})` : ''}`;
      if (claim.status === 'available' && missing.length) {
        wrong.push(`${id} is marked available, but the API has no ${missing.map(name).join(', ')}`);
      }
      if (claim.status === 'coming' && !missing.length) {
        wrong.push(
          `${id} is marked coming, but ${claim.dependsOn.map(name).join(', ')} exists: mark it available`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('are answered by GET /api/config/public, as the table says', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/public' });
    const expected = Object.fromEntries(
      CLAIM_IDS.map((id) => [id, FEATURE_CLAIMS[id].status === 'available']),
    );
    expect(res.json().features).toEqual(expected);
    // The answer is the app's own: team management came with GET /api/account/members.
    expect(res.json().features.teamManagement).toBe(true);
  });

  it('flip by themselves when a route lands, and fall when a route or body field goes', async () => {
    const doc = await apiDocument();
    const teamsPath = FEATURE_CLAIMS.teamManagement.dependsOn[0].path;
    expect(claimsInForceOn(doc).teamManagement).toBe(true);
    const { [teamsPath]: _teams, ...withoutTeams } = doc.paths!;
    expect(claimsInForceOn({ paths: withoutTeams }).teamManagement).toBe(false);

    const settings = doc.paths!['/api/user/settings']!;
    const patch = settings.patch!;
    const schema = patch.requestBody!.content!['application/json']!.schema!;
    const { webhookSecret: _dropped, ...properties } = schema.properties ?? {};
    const withoutSecret: TOpenApiDocument = {
      paths: {
        ...doc.paths,
        '/api/user/settings': {
          ...settings,
          patch: { requestBody: { content: { 'application/json': { schema: { ...schema, properties } } } } },
        },
      },
    };
    const inForce = claimsInForceOn(withoutSecret);
    expect(inForce.webhooks).toBe(false);
    expect(inForce.slackAlerts).toBe(true);

    const { '/api/export/{dataset}': _export, ...rest } = doc.paths!;
    expect(claimsInForceOn({ paths: rest }).bulkExport).toBe(false);
  });
});
