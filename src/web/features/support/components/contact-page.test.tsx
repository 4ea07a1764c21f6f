import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubApi } from '@web/testing';
import { ContactPage } from './contact-page';

/** Not the address the server defaults to, so a match proves it came from GET /api/config/public. */
const SUPPORT_EMAIL = 'care@watch.example';

/**
 * /api/user answers "signed out", /api/config/public the support address (or as given), POST /api/contact
 * as given.
 */
function stubCalls(
  contactReply: () => Response,
  configReply: () => Response | Promise<Response> = () => json(200, { supportEmail: SUPPORT_EMAIL }),
) {
  return stubApi({
    'GET /api/user': () => json(401, { message: 'Not signed in' }),
    'GET /api/config/public': configReply,
    'POST /api/contact': contactReply,
  });
}

const renderPage = () => renderWithProviders(<ContactPage />, { url: '/contact' });

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
    const api = stubCalls(() => json(200, { ok: true, message: '', ticketId: 't1' }));
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
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.count('POST /api/contact')).toBe(0);
  });

  it('posts a valid message, shows the success toast and resets to the defaults', async () => {
    const api = stubCalls(() =>
      json(200, { ok: true, message: "We'll get back to you within 24 hours.", ticketId: 't1' }),
    );
    const user = userEvent.setup();
    renderPage();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Sent Successfully')).toBeInTheDocument();
    expect(
      screen.getByText("We'll get back to you within 24 hours. Check your email for a confirmation."),
    ).toBeInTheDocument();

    expect(api.calls.find((c) => c.key === 'POST /api/contact')?.body).toEqual({
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
    stubCalls(() => json(500, { message: 'Database unavailable' }));
    const user = userEvent.setup();
    renderPage();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Error Sending Message')).toBeInTheDocument();
    expect(screen.getByText(`Please try again or email us directly at ${SUPPORT_EMAIL}`)).toBeInTheDocument();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Scraping stopped');
  });

  it('shows the configured support address beside the form, and nothing in its place while it loads', async () => {
    let answer: (res: Response) => void = () => {};
    stubCalls(
      () => json(200, { ok: true, message: '', ticketId: 't1' }),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderPage();

    const emailRow = screen.getByText('Email support').closest('li')!;
    expect(emailRow.textContent).toBe('Email support');
    answer(json(200, { supportEmail: SUPPORT_EMAIL }));
    const link = await within(emailRow).findByRole('link', { name: SUPPORT_EMAIL });
    expect(link.getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
  });

  it('leaves the address out of the error toast only when the config call failed', async () => {
    stubCalls(
      () => json(500, { message: 'Database unavailable' }),
      () => json(500, { message: 'Config unavailable' }),
    );
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('Use the form on this page.')).toBeInTheDocument();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Error Sending Message')).toBeInTheDocument();
    expect(screen.getByText('Please try again or email us directly.')).toBeInTheDocument();
    expect(screen.queryByText(/email us directly at/)).toBeNull();
  });
});
