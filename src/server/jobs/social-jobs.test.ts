import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialPosts } from '../db/schema';
import { createLogger } from '../lib/logger';
import { duePost, enableAutoPosting } from '../social/social-fixtures';
import { startSocialStandIns, type TSocialStandIns } from '../testing/social-stand-ins';
import { testConfig, useTestApp } from '../testing/test-app';
import { SOCIAL_TICK_QUEUE, startSocialWorkers } from './social-jobs';

describe('the social minute job', () => {
  const ctx = useTestApp();
  let stand: TSocialStandIns;
  beforeAll(async () => {
    stand = await startSocialStandIns();
  });
  afterAll(async () => {
    await stand.close();
  });

  it('runs through the job queue and publishes a due post', async () => {
    await enableAutoPosting(ctx.db);
    const post = await duePost(ctx.db, 'linkedin', ctx.clock.now());
    const boss = await ctx.queue();
    await startSocialWorkers({
      boss,
      db: ctx.db,
      config: testConfig(stand.env),
      clock: ctx.clock,
      log: createLogger('silent'),
    });
    await boss.send(SOCIAL_TICK_QUEUE, {});
    const deadline = Date.now() + 30_000;
    let status = 'scheduled';
    while (status !== 'posted' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await ctx.db.select().from(socialPosts).where(eq(socialPosts.id, post.id)))[0]!.status;
    }
    expect(status).toBe('posted');
    expect(stand.posts.linkedin).toHaveLength(1);
  }, 45_000);
});
