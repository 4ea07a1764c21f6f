import { eq, sql } from 'drizzle-orm';
import {
  SOCIAL_DEFAULT_CONTENT_MIX,
  SOCIAL_DEFAULT_DAILY_LIMITS,
  SOCIAL_DEFAULT_POSTING_HOURS,
  SOCIAL_PLATFORMS,
  type TSocialContentType,
  type TSocialPlatform,
  type TSocialPlatformState,
  type TSocialSettings,
} from '@shared/contracts/social';
import type { TExecutor } from '../db/client';
import { socialPlatformStates, socialSettings } from '../db/schema';
import type { TPlatformClients } from './platforms';

export type TStoredSocialSettings = {
  autoPostingEnabled: boolean;
  dailyPostLimits: Record<TSocialPlatform, number>;
  optimalPostingTimes: Record<TSocialPlatform, number[]>;
  contentMix: Record<TSocialContentType, number>;
  subreddit: string | null;
  lastContentGeneration: Date | null;
};

/** The saved settings over the seeded defaults (docs/product-rules.md R42): a key never saved has its default. */
export async function loadSocialSettings(db: TExecutor): Promise<TStoredSocialSettings> {
  const [row] = await db.select().from(socialSettings).where(eq(socialSettings.id, 1));
  return {
    autoPostingEnabled: row?.autoPostingEnabled ?? false,
    dailyPostLimits: { ...SOCIAL_DEFAULT_DAILY_LIMITS, ...row?.dailyPostLimits },
    optimalPostingTimes: { ...SOCIAL_DEFAULT_POSTING_HOURS, ...row?.optimalPostingTimes },
    contentMix: { ...SOCIAL_DEFAULT_CONTENT_MIX, ...row?.contentMix },
    subreddit: row?.subreddit ?? null,
    lastContentGeneration: row?.lastContentGeneration ?? null,
  };
}

/** Writes the settings row (the one row, id 1) with the given changes over what is stored. */
export async function saveSocialSettings(
  db: TExecutor,
  changes: Partial<TStoredSocialSettings>,
  now: Date,
): Promise<TStoredSocialSettings> {
  // Serialises concurrent writers of the one row: each reads what the other wrote.
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('social_settings'))`);
  const current = await loadSocialSettings(db);
  const next = { ...current, ...changes };
  const values = {
    id: 1,
    autoPostingEnabled: next.autoPostingEnabled,
    dailyPostLimits: next.dailyPostLimits,
    optimalPostingTimes: next.optimalPostingTimes,
    contentMix: next.contentMix,
    subreddit: next.subreddit,
    lastContentGeneration: next.lastContentGeneration,
    updatedAt: now,
  };
  await db
    .insert(socialSettings)
    .values(values)
    .onConflictDoUpdate({ target: socialSettings.id, set: values });
  return next;
}

type TStateRow = typeof socialPlatformStates.$inferSelect;

/**
 * Each platform's state: configured (every variable set), and whether it refused the credentials now in use.
 * A refusal recorded for other credentials (they were replaced since) no longer counts.
 */
export async function platformStates(
  db: TExecutor,
  clients: TPlatformClients,
): Promise<TSocialPlatformState[]> {
  const rows = await db.select().from(socialPlatformStates);
  const byPlatform = new Map<string, TStateRow>(rows.map((r) => [r.platform, r]));
  return SOCIAL_PLATFORMS.map((platform) => {
    const client = clients[platform];
    const row = byPlatform.get(platform);
    const missingVariables = client.missingVariables();
    const refused =
      !!row?.needsNewCredentials &&
      missingVariables.length === 0 &&
      row.credentialsFingerprint === client.credentialsFingerprint();
    return {
      platform,
      configured: missingVariables.length === 0,
      needsNewCredentials: refused,
      missingVariables,
      credentialsRefusedAt: refused ? (row.credentialsRefusedAt?.toISOString() ?? null) : null,
      lastError: refused ? row.lastError : null,
    };
  });
}

export async function pausedPlatforms(db: TExecutor, clients: TPlatformClients): Promise<TSocialPlatform[]> {
  return (await platformStates(db, clients)).filter((s) => s.needsNewCredentials).map((s) => s.platform);
}

/**
 * Records that a platform refused its credentials (R43). Returns true only for the first refusal of these
 * credentials, so the admins are told once, not on every post.
 */
export async function markNeedsNewCredentials(opts: {
  db: TExecutor;
  platform: TSocialPlatform;
  fingerprint: string | null;
  message: string;
  now: Date;
}): Promise<boolean> {
  const { db, platform, fingerprint, message, now } = opts;
  const result = await db
    .insert(socialPlatformStates)
    .values({
      platform,
      needsNewCredentials: true,
      credentialsFingerprint: fingerprint,
      credentialsRefusedAt: now,
      lastError: message,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: socialPlatformStates.platform,
      set: {
        needsNewCredentials: true,
        credentialsFingerprint: fingerprint,
        credentialsRefusedAt: now,
        lastError: message,
        updatedAt: now,
      },
      setWhere: sql`NOT ${socialPlatformStates.needsNewCredentials}
        OR ${socialPlatformStates.credentialsFingerprint} IS DISTINCT FROM ${fingerprint}`,
    })
    .returning({ platform: socialPlatformStates.platform });
  return result.length > 0;
}

/** A post went through: the credentials work, whatever was recorded before. */
export async function clearNeedsNewCredentials(db: TExecutor, platform: TSocialPlatform, now: Date) {
  await db
    .update(socialPlatformStates)
    .set({ needsNewCredentials: false, updatedAt: now })
    .where(
      sql`${socialPlatformStates.platform} = ${platform} AND ${socialPlatformStates.needsNewCredentials}`,
    );
}

export function toSettingsAnswer(
  settings: TStoredSocialSettings,
  platforms: TSocialPlatformState[],
): TSocialSettings {
  return {
    autoPostingEnabled: settings.autoPostingEnabled,
    dailyPostLimits: settings.dailyPostLimits,
    optimalPostingTimes: settings.optimalPostingTimes,
    contentMix: settings.contentMix,
    subreddit: settings.subreddit,
    lastContentGeneration: settings.lastContentGeneration?.toISOString() ?? null,
    platforms,
  };
}
