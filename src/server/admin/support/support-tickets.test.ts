import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions, supportTickets } from '../../db/schema';
import { signInAdmin } from '../../testing/admin-session';
import { mimeParts, useSmtpTestApp } from '../../testing/smtp';
import { signUp } from '../../testing/test-app';

const message = {
  name: 'Carol Buyer',
  email: 'carol@shop.test',
  subject: 'Price alerts stopped',
  category: 'technical',
  message: 'I stopped receiving alerts yesterday.',
  priority: 'high',
};

describe('admin support tickets', () => {
  const { ctx, smtp } = useSmtpTestApp();
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const contact = async (over: Partial<typeof message> = {}, remoteAddress = '198.51.100.1') =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...message, ...over },
        remoteAddress,
      })
    ).json().ticketId as string;

  it('replies by email: the customer receives it, the reply is kept and the ticket waits on the customer', async () => {
    const ticketId = await contact();
    const admin = await signInAdmin(ctx.app, ctx.db);
    const before = smtp.received.length;
    const res = await call('POST', `/api/admin/support/tickets/${ticketId}/replies`, admin.cookie, {
      message: 'Hi! We fixed the sender.\n\nYour alerts are back.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'in-progress', awaitingReplySince: null, replyCount: 1 });
    expect(res.json().replies).toEqual([
      expect.objectContaining({
        author: 'admin',
        authorName: 'root',
        emailSent: true,
        message: expect.stringContaining('fixed'),
      }),
    ]);
    const mail = smtp.received.slice(before).find((m) => m.to.includes('carol@shop.test'));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('Subject: Re: Price alerts stopped');
    expect(mimeParts(mail!.raw)['text/plain']).toContain('Your alerts are back.');

    const [log] = await ctx.db.select().from(adminActions);
    expect(log).toMatchObject({
      action: 'support_ticket.reply',
      targetId: ticketId,
      before: { status: 'open' },
    });
    expect(
      (await call('POST', `/api/admin/support/tickets/${ticketId}/replies`, admin.cookie, { message: ' ' }))
        .statusCode,
    ).toBe(400);
  });

  it('lists tabs, pages, searches, and marks tickets waiting over 24 hours as overdue', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const old = await contact({ subject: 'Old one' });
    const answered = await contact({ subject: 'Answered' }, '198.51.100.2');
    const fresh = await contact({ subject: 'Fresh' }, '198.51.100.3');
    const closed = await contact({ subject: 'Done' }, '198.51.100.4');
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await ctx.db
      .update(supportTickets)
      .set({ createdAt: dayAgo, awaitingReplySince: dayAgo })
      .where(eq(supportTickets.id, old));
    await ctx.db
      .update(supportTickets)
      .set({ createdAt: dayAgo, awaitingReplySince: dayAgo })
      .where(eq(supportTickets.id, answered));
    await call('POST', `/api/admin/support/tickets/${answered}/replies`, admin.cookie, { message: 'On it' });
    const close = await call('PATCH', `/api/admin/support/tickets/${closed}`, admin.cookie, {
      status: 'closed',
    });
    expect(close.json().status).toBe('closed');

    const active = await call('GET', '/api/admin/support/tickets?view=active&limit=2', admin.cookie);
    expect(active.headers['x-total-count']).toBe('3');
    const page1 = active.json() as { id: string; overdue: boolean }[];
    const next = /<([^>]+)>; rel="next"/.exec(String(active.headers.link))![1]!;
    const page2 = (await call('GET', next, admin.cookie)).json() as { id: string; overdue: boolean }[];
    const all = [...page1, ...page2];

    expect(new Set(all.map((t) => t.id))).toEqual(new Set([fresh, answered, old]));
    expect(Object.fromEntries(all.map((t) => [t.id, t.overdue]))).toEqual({
      [old]: true,
      [answered]: false,
      [fresh]: false,
    });

    const done = (await call('GET', '/api/admin/support/tickets?view=closed', admin.cookie)).json();
    expect(done.map((t: { id: string }) => t.id)).toEqual([closed]);
    const found = (await call('GET', '/api/admin/support/tickets?q=answer', admin.cookie)).json();
    expect(found.map((t: { id: string }) => t.id)).toEqual([answered]);
    expect((await call('GET', '/api/admin/support/tickets?status=bogus', admin.cookie)).statusCode).toBe(400);

    // a resolved ticket is not overdue, however long it waited
    await call('PATCH', `/api/admin/support/tickets/${old}`, admin.cookie, { status: 'resolved' });
    expect((await call('GET', `/api/admin/support/tickets/${old}`, admin.cookie)).json()).toMatchObject({
      status: 'resolved',
      overdue: false,
    });
    const actions = await ctx.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, 'support_ticket.set_status'));
    expect(actions).toHaveLength(2);
  });

  it('is admin only', async () => {
    const ticketId = await contact();
    const cookie = await signUp(ctx.app);
    expect((await call('GET', '/api/admin/support/tickets', cookie)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/admin/support/tickets/${ticketId}`, undefined, { status: 'closed' }))
        .statusCode,
    ).toBe(401);
    const admin = await signInAdmin(ctx.app, ctx.db);
    expect(
      (
        await call('PATCH', '/api/admin/support/tickets/00000000-0000-4000-8000-000000000000', admin.cookie, {
          status: 'closed',
        })
      ).statusCode,
    ).toBe(404);
  });
});
