import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ZPriceChangeFilters } from '@shared/contracts/insights';
import { renderWithProviders } from '@web/testing';
import { filtersFromParams, narrowsList, useUrlFilters } from './url-filters';

function Probe() {
  const { filters, setFilters } = useUrlFilters(ZPriceChangeFilters, 'changes');
  return (
    <>
      <output aria-label="filters">{JSON.stringify(filters)}</output>
      <button
        type="button"
        onClick={() => {
          // Two writes in one event, before the URL of either has rendered.
          setFilters({ q: 'boot' });
          setFilters({ onSale: 'true', sort: 'price' });
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => setFilters({ q: undefined })}>
        Clear search
      </button>
    </>
  );
}

describe('useUrlFilters', () => {
  it('keeps every write of one moment and leaves other parameters alone', async () => {
    renderWithProviders(<Probe />, { url: '/price-tracking?q=tent&changesDirection=decrease' });
    expect(screen.getByLabelText('filters').textContent).toBe('{"direction":"decrease"}');
    await userEvent.click(screen.getByRole('button', { name: 'Both' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/price-tracking?q=tent&changesDirection=decrease&changesQ=boot&changesOnSale=true&changesSort=price',
      ),
    );
    expect(JSON.parse(screen.getByLabelText('filters').textContent!)).toEqual({
      q: 'boot',
      sort: 'price',
      direction: 'decrease',
      onSale: 'true',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/price-tracking?q=tent&changesDirection=decrease&changesOnSale=true&changesSort=price',
      ),
    );
  });

  it('leaves out a value the contract does not allow', () => {
    const params = new URLSearchParams(
      'changesSort=colour&changesDir=desc&changesOnSale=yes&changesQ=%20sock%20',
    );
    expect(filtersFromParams(ZPriceChangeFilters, params, 'changes')).toEqual({ dir: 'desc', q: 'sock' });
    expect(narrowsList({ sort: 'price', dir: 'desc' })).toBe(false);
    expect(narrowsList({ sort: 'price', onSale: 'true' })).toBe(true);
  });
});
