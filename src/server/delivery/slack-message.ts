import { formatCount } from '@shared/format';
import type { TCadence } from './choose-cadence';
import { priceLine } from './alert-email';
import type { TAlertItem } from './load-delivery-items';

/** Slack accepts at most 50 blocks: header + 2 per product (section, button) + "+N more" + the feed button. */
export const SLACK_MAX_ITEMS = 23;

export type TSlackMessage = { text: string; blocks: Array<Record<string, unknown>> };

/** Slack's mrkdwn needs &, < and > escaped. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * An alert or digest in Block Kit: a header, then per product a section (name linked, store, old → new price,
 * change; the product image as accessory) and a link button, biggest change first, within Slack's 50 blocks;
 * past SLACK_MAX_ITEMS a context block says "+N more" and the last button opens the activity feed.
 */
export function buildSlackMessage(opts: {
  items: TAlertItem[];
  total: number;
  cadence: TCadence;
  feedUrl: string;
  sample?: boolean;
}): TSlackMessage {
  const shown = opts.items.slice(0, SLACK_MAX_ITEMS);
  const more = opts.total - shown.length;
  const changes = `${formatCount(opts.total)} competitor ${opts.total === 1 ? 'change' : 'changes'}`;
  const heading = opts.sample
    ? 'Sample Rivalwatch alert'
    : opts.cadence === 'instant'
      ? `Rivalwatch: ${changes}`
      : `Rivalwatch ${opts.cadence} digest: ${changes}`;
  const blocks: Array<Record<string, unknown>> = [
    { type: 'header', text: { type: 'plain_text', text: cut(heading, 150), emoji: true } },
  ];
  for (const item of shown) {
    const name = item.productName ?? item.title;
    const linked = item.productUrl ? `<${item.productUrl}|${esc(cut(name, 200))}>` : esc(cut(name, 200));
    const section: Record<string, unknown> = {
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: cut(`*${linked}*\n${esc(item.storeName)} · ${esc(priceLine(item) || item.message)}`, 3000),
      },
    };
    if (item.imageUrl) {
      section.accessory = { type: 'image', image_url: item.imageUrl, alt_text: cut(name, 2000) };
    }
    blocks.push(section);
    blocks.push({
      type: 'actions',
      elements: [
        {
          type: 'button',
          text: { type: 'plain_text', text: 'View product' },
          url: item.productUrl ?? item.storeUrl,
        },
      ],
    });
  }
  if (more > 0) {
    blocks.push({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: `+${formatCount(more)} more in your activity feed` }],
    });
  }
  blocks.push({
    type: 'actions',
    elements: [
      { type: 'button', text: { type: 'plain_text', text: 'Open activity feed' }, url: opts.feedUrl },
    ],
  });
  const first = shown[0];
  const text = opts.total === 1 && first ? `${first.title}: ${priceLine(first) || first.message}` : heading;
  return { text, blocks };
}
