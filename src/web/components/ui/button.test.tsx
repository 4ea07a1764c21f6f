import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

const form = (
  <form aria-label="Contact">
    <input name="message" aria-label="Message" />
    <Button type="submit">Send Message</Button>
    <Button type="button">Clear</Button>
  </form>
);

describe('Button', () => {
  it('renders a submit button disabled on the server, so a form is never sent before hydration', () => {
    const html = renderToString(form);
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*type="submit"|<button[^>]*type="submit"[^>]*disabled=""/,
    );
    expect(html).not.toMatch(
      /<button[^>]*disabled=""[^>]*type="button"|<button[^>]*type="button"[^>]*disabled=""/,
    );
  });

  it('enables it once the page has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.appendChild(container);
    expect(container.querySelector('button[type=submit]')).toHaveProperty('disabled', true);
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(container.querySelector('button[type=submit]')).toHaveProperty('disabled', false);
    container.remove();
  });

  it('is enabled at once in a page rendered in the browser, and stays disabled when asked', () => {
    render(
      <>
        {form}
        <Button type="submit" disabled>
          Busy
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Busy' })).toBeDisabled();
  });

  it('draws its one child as the button with asChild: the child keeps its own props and classes, after ours', () => {
    const clicks: string[] = [];
    render(
      <Button asChild variant="secondary" size="sm" className="w-full" onClick={() => clicks.push('button')}>
        <a href="/pricing" className="px-8" onClick={(e) => (e.preventDefault(), clicks.push('link'))}>
          See plans
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'See plans' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link.className).toContain('border-border');
    expect(link.className).toContain('w-full');
    expect(link.className).toContain('px-8');
    expect(link.className).not.toContain('px-3');
    expect(screen.queryByRole('button')).toBeNull();
    link.click();
    expect(clicks).toEqual(['link']);
  });
});
