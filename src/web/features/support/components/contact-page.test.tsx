import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@web/components/ui/toaster';
import { ContactPage } from './contact-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type TFetchArgs = [input: string, init?: RequestInit];

/** Not the address the server defaults to, so a match proves it came from GET /api/config/public. */
const SUPPORT_EMAIL = 'care@watch.example';

/**
 * The browser boundary: /api/user answers "signed out", /api/config/public the support address (or as
 * given), /api/contact as given.
 */
function stubFetch(
  contactReply: () => Response,
  configReply: () => Response | Promise<Response> = () => json({ supportEmail: SUPPORT_EMAIL }),
) {
  const stub = vi.fn(async (...[input]: TFetchArgs) => {
    if (input === '/api/user') return json({ message: 'Not signed in' }, 401);
    if (input === '/api/config/public') return configReply();
    if (input === '/api/contact') return contactReply();
    return json({ message: 'Not found' }, 404);
  });
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

  it('shows the configured support address beside the form, and nothing in its place while it loads', async () => {
    let answer: (res: Response) => void = () => {};
    stubFetch(
      () => json({ ok: true, message: '', ticketId: 't1' }),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderPage();

    const emailRow = screen.getByText('Email support').closest('li')!;
    expect(emailRow.textContent).toBe('Email support');
    answer(json({ supportEmail: SUPPORT_EMAIL }));
    const link = await within(emailRow).findByRole('link', { name: SUPPORT_EMAIL });
    expect(link.getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
  });

  it('leaves the address out of the error toast only when the config call failed', async () => {
    stubFetch(
      () => json({ message: 'Database unavailable' }, 500),
      () => json({ message: 'Config unavailable' }, 500),
    );
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('Use the form on this page.')).toBeTruthy();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Error Sending Message')).toBeTruthy();
    expect(screen.getByText('Please try again or email us directly.')).toBeTruthy();
    expect(screen.queryByText(/email us directly at/)).toBeNull();
  });
});
