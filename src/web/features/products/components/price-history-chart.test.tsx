import { fireEvent, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { TimeZoneProvider } from '@web/lib/time-zone';
import { PriceHistoryChart } from './price-history-chart';

afterEach(() => vi.restoreAllMocks());

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

it('draws the price step line, the dashed compare-at line and a band while out of stock', () => {
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
  expect(container.querySelector('[data-part="price-line"]')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+H/);
  const compareAt = container.querySelector('[data-part="compare-at-line"]');
  expect(compareAt?.getAttribute('stroke-dasharray')).toBe('6 4');
  expect(container.querySelectorAll('[data-part="out-of-stock"]')).toHaveLength(1);
  // Two in-stock readings as dots, the out-of-stock one as a hollow ring.
  const dots = Array.from(container.querySelectorAll('[data-part="readings"] circle'));
  expect(dots.filter((c) => c.getAttribute('fill') === '#ffffff')).toHaveLength(1);
  expect(dots).toHaveLength(3);
});

it('ticks an intraday history with times and a longer one with dates, in the Settings time zone', () => {
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
    Array.from(container.querySelectorAll('[data-part="x-ticks"] text')).map((t) => t.textContent ?? '');
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

it('shows the reading nearest the pointer in a tooltip, and hides it when the pointer leaves', () => {
  const now = Date.now();
  const { container, getByTestId, queryByTestId } = render(
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
          {
            price: '10.00',
            compareAtPrice: '12.00',
            available: true,
            at: new Date(now - 9 * DAY).toISOString(),
          },
          { price: '8.00', compareAtPrice: null, available: true, at: new Date(now - DAY).toISOString() },
        ],
      }}
    />,
  );
  const svg = container.querySelector('svg')!;
  expect(queryByTestId('chart-tooltip')).toBeNull();
  // jsdom lays nothing out (the box starts at 0): x 100 is just right of the 88 px axis, near the first reading.
  fireEvent.pointerMove(svg, { clientX: 100, clientY: 100 });
  expect(getByTestId('chart-tooltip').textContent).toContain('Price: $10.00');
  expect(getByTestId('chart-tooltip').textContent).toContain('Compare-at price: $12.00');
  fireEvent.pointerMove(svg, { clientX: 620, clientY: 100 });
  expect(getByTestId('chart-tooltip').textContent).toContain('Price: $8.00');
  fireEvent.pointerLeave(svg);
  expect(queryByTestId('chart-tooltip')).toBeNull();
});
