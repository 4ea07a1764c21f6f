import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '@web/testing';
import { contactDefaults } from '../lib/contact-options';
import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  it('prerenders its selects on their defaults, so the page shows General and Medium before it hydrates', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <QueryClientProvider client={testQueryClient()}>
        <ContactForm defaults={contactDefaults()} />
      </QueryClientProvider>,
    );
    const shown = (name: string) =>
      container.querySelector<HTMLSelectElement>(`select[name=${name}]`)?.selectedOptions[0]?.textContent;
    expect(shown('category')).toBe('General');
    expect(shown('priority')).toBe('Medium');
  });
});
