import { desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { statusIncidents, statusIncidentUpdates, statusMaintenance } from '../db/schema';
import { escapeHtml } from '../email/templates/escape-html';
import { statusPageUrl, type TSite } from './notify-subscribers';

const FEED_ENTRIES = 50;

type TEntry = { id: string; title: string; updated: Date; summary: string };

/**
 * The status page's Atom feed (RFC 4287): one entry per incident step and per maintenance notice, newest first
 * (docs/product-rules.md R83).
 */
export async function statusFeed(opts: { db: TExecutor; site: TSite; now: Date }): Promise<string> {
  const updates = await opts.db
    .select({
      id: statusIncidentUpdates.id,
      status: statusIncidentUpdates.status,
      message: statusIncidentUpdates.message,
      at: statusIncidentUpdates.createdAt,
      title: statusIncidents.title,
    })
    .from(statusIncidentUpdates)
    .innerJoin(statusIncidents, eq(statusIncidents.id, statusIncidentUpdates.incidentId))
    .orderBy(desc(statusIncidentUpdates.createdAt))
    .limit(FEED_ENTRIES);
  const windows = await opts.db
    .select()
    .from(statusMaintenance)
    .orderBy(desc(statusMaintenance.createdAt))
    .limit(FEED_ENTRIES);
  const entries: TEntry[] = [
    ...updates.map((u) => ({
      id: `urn:uuid:${u.id}`,
      title: `${u.status[0]!.toUpperCase()}${u.status.slice(1)}: ${u.title}`,
      updated: u.at,
      summary: u.message,
    })),
    ...windows.map((m) => ({
      id: `urn:uuid:${m.id}`,
      title: `Scheduled maintenance: ${m.title}`,
      updated: m.createdAt,
      summary: `${m.message} (${m.startsAt.toISOString()} to ${m.endsAt.toISOString()})`,
    })),
  ]
    .sort((a, b) => +b.updated - +a.updated)
    .slice(0, FEED_ENTRIES);
  const page = statusPageUrl(opts.site);
  const base = opts.site.appUrl.replace(/\/$/, '');
  const updated = (entries[0]?.updated ?? opts.now).toISOString();
  const x = escapeHtml;
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Rivalwatch status</title>
  <subtitle>Incidents and scheduled maintenance</subtitle>
  <id>${x(page)}</id>
  <link rel="alternate" type="text/html" href="${x(page)}"/>
  <link rel="self" type="application/atom+xml" href="${x(`${base}/status/feed.xml`)}"/>
  <updated>${updated}</updated>
  <author><name>Rivalwatch</name></author>
${entries
  .map(
    (e) => `  <entry>
    <id>${x(e.id)}</id>
    <title>${x(e.title)}</title>
    <link rel="alternate" type="text/html" href="${x(page)}"/>
    <updated>${e.updated.toISOString()}</updated>
    <summary>${x(e.summary)}</summary>
  </entry>`,
  )
  .join('\n')}
</feed>
`;
}
