import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { TimeAgo } from '@web/components/ui/time-ago';
import { json, renderWithProviders, sampleUser, stubApi } from '@web/testing';
import { UserTimeZone } from './user-time-zone';

afterEach(() => vi.unstubAllGlobals());

it('shows dates in the time zone the user chose in Settings (docs/product-rules.md R88)', async () => {
  stubApi({ 'GET /api/user': () => json(200, { ...sampleUser, timezone: 'Asia/Tokyo' }) });
  renderWithProviders(
    <UserTimeZone>
      <TimeAgo value="2025-06-15T23:30:00.000Z" />
    </UserTimeZone>,
  );
  const time = screen.getByText(/ago$/);
  await waitFor(() => expect(time.getAttribute('title')).toBe('Jun 16, 2025, 8:30 AM'));
});
