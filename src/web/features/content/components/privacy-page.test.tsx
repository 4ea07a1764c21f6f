import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/testing';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  it('promises what the page-view count does (R33): first-party, no cookie, no third party, on the admin dashboard', () => {
    renderWithProviders(<PrivacyPage />);
    const usage = screen.getByText('Usage information:').closest('li')!;
    expect(usage).toHaveTextContent('We count page views ourselves');
    expect(usage).toHaveTextContent('No cookie is used for it, no third-party script or service is involved');
    expect(usage).toHaveTextContent('on the admin dashboard');
  });
});
