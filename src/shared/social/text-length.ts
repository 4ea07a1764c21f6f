import { REDDIT_TITLE_LIMIT, SOCIAL_TEXT_LIMITS, type TSocialPlatform } from '../contracts/social';

/**
 * The length a platform counts (docs/product-rules.md R107). X weighs text as its twitter-text library does
 * (version 3 configuration): code points in the Latin, punctuation and symbol ranges below weigh 1, every other
 * code point (CJK, most scripts beyond them) weighs 2, an emoji sequence (with its modifiers and joiners) weighs
 * 2 as a whole, and every URL weighs 23 whatever its length. The other platforms count characters (UTF-16 code
 * units, as their APIs do).
 */
const X_LIGHT_RANGES: [number, number][] = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];
export const X_URL_WEIGHT = 23;

/** URLs as X links them: with a scheme, www., or a bare domain on a common top-level domain. */
const URL_PATTERN =
  /\b(?:https?:\/\/[^\s<>"]+|www\.[^\s<>"]+|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?:com|net|org|io|co|app|dev|ai|shop|store|info|biz|me|us|uk|ca|de)\b(?:\/[^\s<>"]*)?)/giu;

const EMOJI_SEQUENCE =
  /(?:\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)*)/gu;

function codePointWeight(cp: number): number {
  return X_LIGHT_RANGES.some(([from, to]) => cp >= from && cp <= to) ? 1 : 2;
}

/** X's weighted length of a text (a limit of 280). */
export function xWeightedLength(text: string): number {
  let length = 0;
  const withoutUrls = text.normalize('NFC').replace(URL_PATTERN, () => {
    length += X_URL_WEIGHT;
    return '';
  });
  const withoutEmoji = withoutUrls.replace(EMOJI_SEQUENCE, () => {
    length += 2;
    return '';
  });
  for (const ch of withoutEmoji) length += codePointWeight(ch.codePointAt(0)!);
  return length;
}

/** The length the platform counts for a post's text. */
export function platformTextLength(platform: TSocialPlatform, text: string): number {
  return platform === 'twitter' ? xWeightedLength(text) : text.length;
}

/** The text as sent: the content, then the hashtags on a line of their own (none for Reddit). */
export function renderPostText(platform: TSocialPlatform, content: string, hashtags: string[]): string {
  if (platform === 'reddit' || hashtags.length === 0) return content;
  return `${content}\n\n${hashtags.map((h) => `#${h}`).join(' ')}`;
}

/** Why a post does not fit its platform, or null when it does. */
export function lengthProblem(platform: TSocialPlatform, text: string, title: string | null): string | null {
  const limit = SOCIAL_TEXT_LIMITS[platform];
  const length = platformTextLength(platform, text);
  if (length > limit) {
    return platform === 'twitter'
      ? `The post is ${length} characters as X counts them (links count 23, most emoji and CJK characters 2); X allows ${limit}`
      : `The post is ${length} characters; ${platform === 'reddit' ? 'Reddit' : platform === 'linkedin' ? 'LinkedIn' : 'Facebook'} allows ${limit}`;
  }
  if (platform === 'reddit') {
    if (!title) return 'A Reddit post needs a title';
    if (title.length > REDDIT_TITLE_LIMIT)
      return `The title is ${title.length} characters; Reddit allows ${REDDIT_TITLE_LIMIT}`;
  }
  return null;
}
