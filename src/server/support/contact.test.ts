import { describe, expect, it } from 'vitest';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from '@shared/constants/settings';
import { supportTickets, users } from '../db/schema';
import { outbox } from '../testing/requests';
import { signUp, useTestApp } from '../testing/test-app';

const message = {
  name: 'Carol Buyer',
  email: 'Carol@Example.com',
  subject: 'Price alerts stopped',
  category: 'technical',
  message: 'I stopped receiving alerts yesterday.',
  priority: 'high',
};

describe('POST /api/contact', () => {
  const ctx = useTestApp();

  const contact = (payload: object, opts: { cookie?: string; remoteAddress?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      headers: opts.cookie ? { cookie: opts.cookie } : {},
      remoteAddress: opts.remoteAddress,
    });

  it('stores an open ticket, answers ok and emails a confirmation to the sender', async () => {
    const res = await contact(message);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ok: true,
      message: "We'll get back to you within 24 hours. Check your email for a confirmation.",
    });

    const tickets = await ctx.db.select().from(supportTickets);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      id: body.ticketId,
      status: 'open',
      userId: null,
      name: 'Carol Buyer',
      subject: 'Price alerts stopped',
      category: 'technical',
      priority: 'high',
      message: 'I stopped receiving alerts yesterday.',
    });

    const mails = await outbox(ctx.db);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('contact_confirmation');
    expect(mails[0]!.toAddress.toLowerCase()).toBe('carol@example.com');
    expect(mails[0]!.subject).toContain('Price alerts stopped');
    expect(mails[0]!.text).toContain('Hi Carol Buyer,');
    expect(mails[0]!.text).toContain(body.ticketId.slice(0, 8).toUpperCase());
    expect(mails[0]!.html).toContain('Carol Buyer');
  });

  it('links the ticket to the signed-in user', async () => {
    const cookie = await signUp(ctx.app);
    const [alice] = await ctx.db.select().from(users);
    expect((await contact(message, { cookie })).statusCode).toBe(200);
    const [ticket] = await ctx.db.select().from(supportTickets);
    expect(ticket!.userId).toBe(alice!.id);
  });

  it('escapes what the sender wrote in the HTML confirmation', async () => {
    const res = await contact({ ...message, name: '<script>alert(1)</script>' });
    expect(res.statusCode).toBe(200);
    const [mail] = await outbox(ctx.db);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&#60;script&#62;');
  });

  it('accepts every category and priority of the form', async () => {
    for (const [i, category] of SUPPORT_CATEGORIES.entries()) {
      const priority = SUPPORT_PRIORITIES[i % SUPPORT_PRIORITIES.length]!;
      const res = await contact({ ...message, category, priority }, { remoteAddress: `198.51.100.${i}` });
      expect(res.statusCode, category).toBe(200);
    }
    expect(await ctx.db.select().from(supportTickets)).toHaveLength(SUPPORT_CATEGORIES.length);
  });

  it('refuses a bad category or priority with a 400 naming the field, and stores nothing', async () => {
    const category = await contact({ ...message, category: 'sales' });
    expect(category.statusCode).toBe(400);
    expect(category.json().details).toContainEqual({
      field: 'category',
      message: 'Category must be one of: general, technical, billing, feature, security, bug',
    });

    const priority = await contact({ ...message, priority: 'urgent' });
    expect(priority.statusCode).toBe(400);
    expect(priority.json().details).toContainEqual({
      field: 'priority',
      message: 'Priority must be one of: low, medium, high, critical',
    });

    const email = await contact({ ...message, email: 'not-an-email' });
    expect(email.statusCode).toBe(400);
    expect(email.json().details).toContainEqual({
      field: 'email',
      message: 'Please enter a valid email address',
    });

    const blank = await contact({ ...message, name: '   ', subject: '' });
    expect(blank.statusCode).toBe(400);
    const fields = blank.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'subject']));

    expect(await ctx.db.select().from(supportTickets)).toHaveLength(0);
    expect(await outbox(ctx.db)).toHaveLength(0);
  });

  it('limits messages per IP: the 6th in ten minutes gets 429', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await contact(message, { remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    }
    const limited = await contact(message, { remoteAddress: '203.0.113.7' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await contact(message, { remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    expect(await ctx.db.select().from(supportTickets)).toHaveLength(6);
  });
});
