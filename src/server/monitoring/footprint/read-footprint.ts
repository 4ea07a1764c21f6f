import { KNOWN_APPS, type TAppCategory } from './known-apps';

/** The theme a storefront runs, as its own page declares it (`Shopify.theme`). */
export type TThemeFootprint = {
  name: string;
  /** The theme's id in that store (changes when the owner publishes another copy). */
  id: number | null;
  /** The Theme Store's id (887 is Dawn); null for a custom theme. */
  themeStoreId: number | null;
  /** The theme's own name and version (`schema_name`, `schema_version`), when the theme declares them. */
  schemaName: string | null;
  schemaVersion: string | null;
  /** The declaration it was read from. */
  evidence: string;
};

export type TAppFootprint = { name: string; category: TAppCategory; evidence: string };
export type TUnknownScript = { host: string; evidence: string };

export type TFootprint = {
  theme: TThemeFootprint | null;
  /** Known apps and pixels, one entry per app (the first script that showed it), by name. */
  apps: TAppFootprint[];
  /** Third-party script hosts no known app claims, one entry per host, by host. */
  unknown: TUnknownScript[];
};

/** Hosts and paths that are Shopify's or the store's own, never an app. */
const PLATFORM_HOSTS = [
  'shopify.com',
  'shopifycloud.com',
  'shopifysvc.com',
  'shopifycdn.net',
  'shop.app',
  'myshopify.com',
];
/** `/extensions/<id>/<handle>-<version>/assets/...` on Shopify's CDN or the store's own /cdn. */
const EXTENSION_PATH = /\/extensions\/[\w-]+\/([a-z0-9][a-z0-9-]*?)-\d[\w.-]*\/assets\//i;
const EVIDENCE_MAX = 300;

const clip = (text: string) => (text.length > EVIDENCE_MAX ? `${text.slice(0, EVIDENCE_MAX - 1)}…` : text);
const underHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * What a storefront's home page shows it runs on: the theme it declares, the apps and pixels whose scripts it loads
 * (script elements, and the addresses of the `asyncLoad` list that Shopify writes for script-tag apps), and the
 * third-party script hosts no known app claims. Read from the HTML alone: nothing is run, nothing guessed.
 * `ownHosts`: the host the page came from and the store's other names (its myshopify.com domain); relative
 * addresses resolve against the first.
 */
export function readFootprint(html: string, ownHosts: readonly string[]): TFootprint {
  const shopHost = ownHosts[0] ?? 'invalid';
  const apps = new Map<string, TAppFootprint>();
  const unknown = new Map<string, TUnknownScript>();
  for (const { url, evidence } of scriptAddresses(html)) {
    const parsed = parseAddress(url, shopHost);
    if (!parsed) continue;
    const extension = EXTENSION_PATH.exec(parsed.pathname)?.[1]?.toLowerCase();
    const app = KNOWN_APPS.find(
      (a) =>
        (extension && a.extensions?.includes(extension)) ||
        a.hosts?.some((domain) => underHost(parsed.host, domain)),
    );
    if (app) {
      if (!apps.has(app.name))
        apps.set(app.name, { name: app.name, category: app.category, evidence: clip(evidence) });
      continue;
    }
    const own =
      ownHosts.some((h) => underHost(parsed.host, h.toLowerCase())) ||
      PLATFORM_HOSTS.some((d) => underHost(parsed.host, d)) ||
      parsed.pathname.startsWith('/cdn/shop/');
    if (extension) {
      // An app extension no entry names: its handle is what identifies it.
      const key = `extension:${extension}`;
      if (!unknown.has(key)) unknown.set(key, { host: key, evidence: clip(evidence) });
    } else if (!own && !unknown.has(parsed.host)) {
      unknown.set(parsed.host, { host: parsed.host, evidence: clip(evidence) });
    }
  }
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
  return {
    theme: readTheme(html),
    apps: [...apps.values()].sort(byName),
    unknown: [...unknown.values()].sort((a, b) => a.host.localeCompare(b.host)),
  };
}

function readTheme(html: string): TThemeFootprint | null {
  const match = /Shopify\.theme\s*=\s*(\{[^;<]*\})\s*;/.exec(html);
  if (!match) return null;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(match[1]!) as Record<string, unknown>;
  } catch {
    return null;
  }
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null);
  const int = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
  const name = text(raw.name);
  if (!name) return null;
  return {
    name,
    id: int(raw.id),
    themeStoreId: int(raw.theme_store_id),
    schemaName: text(raw.schema_name),
    schemaVersion: text(raw.schema_version),
    evidence: clip(match[0]),
  };
}

/** Script addresses: `<script src>` and the `asyncLoad` list's `var urls = [...]` (JSON with escaped slashes). */
function* scriptAddresses(html: string): Generator<{ url: string; evidence: string }> {
  for (const m of html.matchAll(/<script\b[^>]*?\ssrc\s*=\s*(["'])([^"']+)\1[^>]*>/gi)) {
    yield { url: decodeEntities(m[2]!), evidence: m[0] };
  }
  for (const m of html.matchAll(/var\s+urls\s*=\s*(\[[^\]]*\])/g)) {
    let list: unknown;
    try {
      list = JSON.parse(m[1]!);
    } catch {
      continue;
    }
    if (!Array.isArray(list)) continue;
    for (const url of list) if (typeof url === 'string') yield { url, evidence: url };
  }
}

const decodeEntities = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x2F;|&#47;/g, '/');

function parseAddress(url: string, shopHost: string): { host: string; pathname: string } | null {
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url, `https://${shopHost}/`);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return { host: parsed.hostname.toLowerCase(), pathname: parsed.pathname };
  } catch {
    return null;
  }
}
