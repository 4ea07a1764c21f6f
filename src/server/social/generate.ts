import { and, gte, lt, sql } from 'drizzle-orm';
import {
  SOCIAL_CONTENT_TYPE_LABELS,
  SOCIAL_CONTENT_TYPES,
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  type TSocialContentType,
  type TSocialFigure,
  type TSocialGenerateResult,
  type TSocialPlatform,
} from '@shared/contracts/social';
import { lengthProblem, renderPostText } from '@shared/social/text-length';
import type { TDb } from '../db/client';
import { socialPosts } from '../db/schema';
import { computeFigures, type TFigures } from './figures';
import { toSocialPost } from './post-row';
import { loadSocialSettings, saveSocialSettings } from './settings';
import { renderTemplate, TEMPLATES, templateAvailability, type TTemplate } from './templates';

/** How many days ahead one generation fills: figures quoted later than this would be stale. */
export const GENERATION_DAYS = 3;
/** A slot closer than this to now is left alone: it could fall due before anyone reviews it. */
const LEAD_MINUTES = 10;
/** Statuses that take a place in a day's limit. */
const COUNTED = ['scheduled', 'publishing', 'posted'] as const;

type TSkip = TSocialGenerateResult['skipped'][number];

/**
 * Drafts the coming days' posts (docs/product-rules.md R106, R108): one per free optimal hour of each platform,
 * up to its daily limit counting the posts already there, each of the content type the mix most lacks, from a
 * template whose figures exist. A template is used once per platform in those days: the same text twice reads as
 * spam and X refuses it as a duplicate, so a slot no unused template can fill stays empty and the answer says so.
 * Serialised across callers, and one post per platform and moment, so generating twice never doubles the schedule.
 */
export async function generateSocialPosts(opts: { db: TDb; now: Date }): Promise<TSocialGenerateResult> {
  const { db, now } = opts;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('social_generate'))`);
    const settings = await loadSocialSettings(tx);
    const figures = await computeFigures(tx, now);
    const skipped: TSkip[] = [];

    const usable: TTemplate[] = [];
    for (const template of TEMPLATES) {
      const availability = templateAvailability(template, figures);
      if (availability.ok) usable.push(template);
      else {
        skipped.push({
          reason: `${SOCIAL_CONTENT_TYPE_LABELS[template.type]} template ${template.key} skipped: ${availability.reason}`,
          platform: null,
          postType: template.type,
        });
      }
    }

    const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const windowEnd = new Date(dayStart + GENERATION_DAYS * 86_400_000);
    const existing = await tx
      .select({
        platform: socialPosts.platform,
        scheduledFor: socialPosts.scheduledFor,
        status: socialPosts.status,
        postType: socialPosts.postType,
        templateKey: socialPosts.templateKey,
      })
      .from(socialPosts)
      .where(and(gte(socialPosts.scheduledFor, new Date(dayStart)), lt(socialPosts.scheduledFor, windowEnd)));

    const taken = new Set(existing.map((p) => `${p.platform}|${p.scheduledFor.getTime()}`));
    const perDay = new Map<string, number>();
    const typeCount = new Map<TSocialContentType, number>();
    const templateCount = new Map<string, number>();
    /** `platform|templateKey` of the posts in these days: each template goes once per platform. */
    const used = new Set<string>();
    for (const p of existing) {
      if (!(COUNTED as readonly string[]).includes(p.status)) continue;
      if (p.templateKey) used.add(`${p.platform}|${p.templateKey}`);
      const key = `${p.platform}|${Math.floor((p.scheduledFor.getTime() - dayStart) / 86_400_000)}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
      typeCount.set(p.postType, (typeCount.get(p.postType) ?? 0) + 1);
      if (p.templateKey) templateCount.set(p.templateKey, (templateCount.get(p.templateKey) ?? 0) + 1);
    }

    // The free slots, platform by platform and day by day, within each day's limit.
    const slots: { platform: TSocialPlatform; at: Date }[] = [];
    for (const platform of SOCIAL_PLATFORMS) {
      const label = SOCIAL_PLATFORM_LABELS[platform];
      if (platform === 'reddit' && !settings.subreddit) {
        skipped.push({ reason: `${label}: set a subreddit in Settings first`, platform, postType: null });
        continue;
      }
      const limit = settings.dailyPostLimits[platform];
      const hours = [...settings.optimalPostingTimes[platform]].sort((a, b) => a - b);
      if (limit > hours.length) {
        skipped.push({
          reason: `${label}: the daily limit is ${limit} but there are ${hours.length} posting hours; add hours to post more`,
          platform,
          postType: null,
        });
      }
      for (let day = 0; day < GENERATION_DAYS; day++) {
        let room = limit - (perDay.get(`${platform}|${day}`) ?? 0);
        for (const hour of hours) {
          if (room <= 0) break;
          const at = new Date(dayStart + day * 86_400_000 + hour * 3_600_000);
          if (at.getTime() < now.getTime() + LEAD_MINUTES * 60_000) continue;
          if (taken.has(`${platform}|${at.getTime()}`)) continue;
          slots.push({ platform, at });
          room--;
        }
      }
    }
    slots.sort((a, b) => a.at.getTime() - b.at.getTime());

    const rows: (typeof socialPosts.$inferInsert)[] = [];
    const unfilled = new Map<TSocialPlatform, number>();
    let total = [...typeCount.values()].reduce((a, b) => a + b, 0);
    for (const slot of slots) {
      const fresh = usable.filter((t) => !used.has(`${slot.platform}|${t.key}`));
      if (usable.length > 0 && fresh.length === 0) {
        unfilled.set(slot.platform, (unfilled.get(slot.platform) ?? 0) + 1);
        continue;
      }
      const type = nextType(settings.contentMix, typeCount, total, new Set(fresh.map((t) => t.type)));
      if (!type) {
        skipped.push({
          reason: `${SOCIAL_PLATFORM_LABELS[slot.platform]} at ${slot.at.toISOString()}: no content type of the mix has a template with figures yet`,
          platform: slot.platform,
          postType: null,
        });
        continue;
      }
      const template = fresh
        .filter((t) => t.type === type)
        .sort((a, b) => (templateCount.get(a.key) ?? 0) - (templateCount.get(b.key) ?? 0))[0]!;
      const draft = draftFor(slot.platform, template, figures, settings.subreddit);
      if ('reason' in draft) {
        skipped.push({ reason: draft.reason, platform: slot.platform, postType: type });
        continue;
      }
      rows.push({ ...draft, platform: slot.platform, scheduledFor: slot.at, createdAt: now, updatedAt: now });
      typeCount.set(type, (typeCount.get(type) ?? 0) + 1);
      templateCount.set(template.key, (templateCount.get(template.key) ?? 0) + 1);
      used.add(`${slot.platform}|${template.key}`);
      total++;
    }
    for (const [platform, count] of unfilled) {
      skipped.push({
        reason: `${SOCIAL_PLATFORM_LABELS[platform]}: ${count} slot${count === 1 ? '' : 's'} left empty, as every template with figures is already scheduled there in these days (a repeat would read as a duplicate)`,
        platform,
        postType: null,
      });
    }

    const inserted = rows.length
      ? await tx.insert(socialPosts).values(rows).onConflictDoNothing().returning()
      : [];
    await saveSocialSettings(tx, { lastContentGeneration: now }, now);
    inserted.sort((a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime());
    const message =
      inserted.length > 0
        ? `Scheduled ${inserted.length} post${inserted.length === 1 ? '' : 's'} for the next ${GENERATION_DAYS} days`
        : usable.length === 0
          ? 'No post drafted: there are no figures to quote yet (monitor some stores first)'
          : unfilled.size > 0
            ? 'No post drafted: every template with figures is already scheduled in the coming days'
            : 'No post drafted: the coming days are already at their daily limits';
    return { message, scheduled: inserted.length, skipped, posts: inserted.map(toSocialPost) };
  });
}

/** The content type furthest below its share of the mix, among those with a usable template. */
function nextType(
  mix: Record<TSocialContentType, number>,
  counts: Map<TSocialContentType, number>,
  total: number,
  usable: Set<TSocialContentType>,
): TSocialContentType | null {
  let best: TSocialContentType | null = null;
  let bestGap = -Infinity;
  for (const type of SOCIAL_CONTENT_TYPES) {
    if (!usable.has(type) || mix[type] <= 0) continue;
    const gap = (mix[type] / 100) * (total + 1) - (counts.get(type) ?? 0);
    if (gap > bestGap) {
      best = type;
      bestGap = gap;
    }
  }
  return best;
}

/** One platform's version of a template, within the platform's limits (R107). */
function draftFor(
  platform: TSocialPlatform,
  template: TTemplate,
  figures: TFigures,
  subreddit: string | null,
):
  | {
      postType: TSocialContentType;
      templateKey: string;
      content: string;
      title: string | null;
      hashtags: string[];
      subreddit: string | null;
      targetAudience: string;
      figures: TSocialFigure[];
    }
  | { reason: string } {
  const availability = templateAvailability(template, figures);
  if (!availability.ok) return { reason: availability.reason };
  const text = renderTemplate(template, figures);
  const content = platform === 'twitter' ? text.short : text.long;
  const title = platform === 'reddit' ? text.title : null;
  let hashtags = platform === 'reddit' ? [] : text.hashtags;
  // X: drop hashtags from the end until the post fits.
  while (hashtags.length > 0 && lengthProblem(platform, renderPostText(platform, content, hashtags), title)) {
    hashtags = hashtags.slice(0, -1);
  }
  const problem = lengthProblem(platform, renderPostText(platform, content, hashtags), title);
  if (problem) return { reason: `${SOCIAL_PLATFORM_LABELS[platform]} ${template.key}: ${problem}` };
  return {
    postType: template.type,
    templateKey: template.key,
    content,
    title,
    hashtags,
    subreddit: platform === 'reddit' ? subreddit : null,
    targetAudience: 'Shopify store owners',
    figures: availability.figures,
  };
}
