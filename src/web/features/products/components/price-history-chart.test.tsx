import { render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { TimeZoneProvider } from '@web/lib/time-zone';
import { PriceHistoryChart } from './price-history-chart';

afterEach(() => vi.restoreAllMocks());

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

it('draws the price step line, the dashed compare-at line and a band while out of stock', () => {
  // jsdom lays nothing out: give the chart's container a size so recharts draws.
  const size = { width: 600, height: 256, top: 0, left: 0, right: 600, bottom: 256, x: 0, y: 0 };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ ...size, toJSON: () => size });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(256);
  const { container } = render(
    <PriceHistoryChart
      currency="USD"
      variant={{
        id: 1,
        title: 'Default Title',
        sku: null,
        price: '8.00',
        compareAtPrice: null,
        available: true,
        removedAt: null,
        history: [
          { price: '10.00', compareAtPrice: '12.00', available: true, at: ago(9 * DAY) },
          { price: '10.00', compareAtPrice: '12.00', available: false, at: ago(5 * DAY) },
          { price: '8.00', compareAtPrice: null, available: true, at: ago(1 * DAY) },
        ],
      }}
    />,
  );
  const lines = container.querySelectorAll('.recharts-line-curve');
  expect(lines).toHaveLength(2);
  expect(lines[1]?.getAttribute('stroke-dasharray')).toBe('6 4');
  expect(container.querySelectorAll('.recharts-reference-area')).toHaveLength(1);
  // Two in-stock readings as dots, the out-of-stock one as a hollow ring.
  const dots = Array.from(container.querySelectorAll('circle'));
  expect(dots.filter((c) => c.getAttribute('fill') === '#ffffff')).toHaveLength(1);
  expect(dots).toHaveLength(3);
});

it('ticks an intraday history with times and a longer one with dates, in the Settings time zone', () => {
  const size = { width: 600, height: 256, top: 0, left: 0, right: 600, bottom: 256, x: 0, y: 0 };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ ...size, toJSON: () => size });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(256);
  const variant = (history: { at: string; price: string }[]) => ({
    id: 1,
    title: 'Default Title',
    sku: null,
    price: '8.00',
    compareAtPrice: null,
    available: true,
    removedAt: null,
    history: history.map((h) => ({ ...h, compareAtPrice: null, available: true })),
  });
  const ticks = (container: HTMLElement) =>
    Array.from(
      container.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
    ).map((t) => t.textContent ?? '');
  // Six hours of one day in UTC; "now" is later, so pin the span with a last reading near now.
  const now = Date.now();
  const intraday = render(
    <TimeZoneProvider timeZone="Asia/Tokyo">
      <PriceHistoryChart
        currency="USD"
        variant={variant([
          { price: '10.00', at: new Date(now - 6 * 3600_000).toISOString() },
          { price: '8.00', at: new Date(now - 60_000).toISOString() },
        ])}
      />
    </TimeZoneProvider>,
  );
  const intradayTicks = ticks(intraday.container);
  expect(intradayTicks.length).toBeGreaterThan(0);
  for (const t of intradayTicks) expect(t).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/u);
  intraday.unmount();

  const long = render(
    <TimeZoneProvider timeZone="Asia/Tokyo">
      <PriceHistoryChart
        currency="USD"
        variant={variant([
          { price: '10.00', at: new Date(now - 9 * DAY).toISOString() },
          { price: '8.00', at: new Date(now - DAY).toISOString() },
        ])}
      />
    </TimeZoneProvider>,
  );
  const longTicks = ticks(long.container);
  expect(longTicks.length).toBeGreaterThan(0);
  for (const t of longTicks) expect(t).toMatch(/^[A-Z][a-z]{2}\s?\d{1,2}$/);
});
