import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@web/components/ui/toaster';
import { SUPPORT_EMAIL } from '../lib/support-email';
import { ContactPage } from './contact-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type TFetchArgs = [input: string, init?: RequestInit];

/** The browser boundary: /api/user answers "signed out", /api/contact answers as given. */
function stubFetch(contactReply: () => Response) {
  const stub = vi.fn(async (...[input]: TFetchArgs) =>
    input === '/api/user' ? json({ message: 'Not signed in' }, 401) : contactReply(),
  );
  vi.stubGlobal('fetch', stub);
  return stub;
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada Owner');
  await user.type(screen.getByLabelText('Email'), 'ada@shop.com');
  await user.type(screen.getByLabelText('Subject'), 'Scraping stopped');
  await user.selectOptions(screen.getByLabelText('Category'), 'bug');
  await user.selectOptions(screen.getByLabelText('Priority'), 'high');
  await user.type(screen.getByLabelText('Message'), 'My competitor shows an error since Monday.');
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactPage', () => {
  it('shows the schema messages on an empty submit and sends nothing', async () => {
    const fetchStub = stubFetch(() => json({ ok: true, message: '', ticketId: 't1' }));
    const user = userEvent.setup();
    renderPage();

    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('general');
    expect((screen.getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium');
    expect(screen.getByRole('option', { name: 'General' })).toHaveProperty('value', 'general');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchStub.mock.calls.some(([input]) => input === '/api/contact')).toBe(false);
  });

  it('posts a valid message, shows the success toast and resets to the defaults', async () => {
    const fetchStub = stubFetch(() =>
      json({ ok: true, message: "We'll get back to you within 24 hours.", ticketId: 't1' }),
    );
    const user = userEvent.setup();
    renderPage();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Sent Successfully')).toBeTruthy();
    expect(
      screen.getByText("We'll get back to you within 24 hours. Check your email for a confirmation."),
    ).toBeTruthy();

    const call = fetchStub.mock.calls.find(([input]) => input === '/api/contact');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Ada Owner',
      email: 'ada@shop.com',
      subject: 'Scraping stopped',
      category: 'bug',
      priority: 'high',
      message: 'My competitor shows an error since Monday.',
    });

    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('general');
    expect((screen.getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the error toast with the support address when sending fails', async () => {
    stubFetch(() => json({ message: 'Database unavailable' }, 500));
    const user = userEvent.setup();
    renderPage();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Error Sending Message')).toBeTruthy();
    expect(screen.getByText(`Please try again or email us directly at ${SUPPORT_EMAIL}`)).toBeTruthy();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Scraping stopped');
  });
});
