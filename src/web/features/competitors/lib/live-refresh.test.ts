import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sampleCompetitor as competitor } from '@web/testing';
import {
  LIVE_REFRESH_INTERVAL_MS,
  LIVE_REFRESH_WINDOW_MS,
  liveRefreshInterval,
  openLiveRefreshWindow,
  scrapeFinished,
} from './live-refresh';

describe('liveRefreshInterval', () => {
  it('polls while any competitor is scraping, and not otherwise', () => {
    const client = new QueryClient();
    expect(liveRefreshInterval(client, undefined)).toBe(false);
    expect(liveRefreshInterval(client, [competitor()])).toBe(false);
    expect(liveRefreshInterval(client, [competitor(), competitor({ id: 'b', status: 'scraping' })])).toBe(
      LIVE_REFRESH_INTERVAL_MS,
    );
  });

  it('polls for a while after an add, replace or refresh, per query client', () => {
    const client = new QueryClient();
    openLiveRefreshWindow(client, 1000);
    expect(liveRefreshInterval(client, [competitor()], 1000 + LIVE_REFRESH_WINDOW_MS - 1)).toBe(
      LIVE_REFRESH_INTERVAL_MS,
    );
    expect(liveRefreshInterval(client, [competitor()], 1000 + LIVE_REFRESH_WINDOW_MS)).toBe(false);
    expect(liveRefreshInterval(new QueryClient(), [competitor()], 1001)).toBe(false);
  });
});

describe('scrapeFinished', () => {
  it('sees a competitor leave "scraping" or a new lastScraped', () => {
    const running = competitor({ status: 'scraping' });
    expect(scrapeFinished([running], [{ ...running, status: 'active' }])).toBe(true);
    expect(scrapeFinished([running], [{ ...running, status: 'error' }])).toBe(true);
    expect(scrapeFinished([running], [running])).toBe(false);
    const idle = competitor({ lastScraped: '2025-01-01T00:00:00Z' });
    expect(scrapeFinished([idle], [{ ...idle, lastScraped: '2025-01-02T00:00:00Z' }])).toBe(true);
    expect(scrapeFinished([idle], [idle])).toBe(false);
    expect(scrapeFinished([], [competitor({ lastScraped: '2025-01-02T00:00:00Z' })])).toBe(false);
  });
});
