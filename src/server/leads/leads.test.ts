import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, outreachSequences, outreachSuppressions } from '../db/schema';
import { signInAdmin } from '../testing/admin-session';
import { signUp, useTestApp } from '../testing/test-app';

type TRow = { line: number; domain: string | null; outcome: string; reason: string | null; fields: string[] };

describe('leads: CSV import, list, edit, export', () => {
  const ctx = useTestApp();

  const importCsv = (cookie: string, csv: string | Buffer, dryRun = false) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/leads/import${dryRun ? '?dryRun=true' : ''}`,
      headers: { cookie, 'content-type': 'text/csv' },
      payload: csv,
    });
  const get = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const allLeads = () => ctx.db.select().from(leads);

  it('imports quoted fields with a BOM, refuses bad rows with reasons, and a dry run writes nothing', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const csv = Buffer.from(
      '\uFEFF' +
        'Store Name,Website URL,E-mail,Country,Niche,Annual Revenue\r\n' +
        '"Peak, Outdoor ""Co""",https://www.PeakOutdoor.com/shop,Owner@PeakOutdoor.com,Canada,Fitness,"$120,000"\r\n' +
        'Glow Lab,glowlab.co,not-an-email,US,Beauty,50k\r\n' +
        'No Site,,someone@nosite.com,US,Tech,\r\n' +
        'Peak again,peakoutdoor.com,,CA,,\r\n' +
        '"Multi\nline",multi.shop,hello@multi.shop,Narnia,Tech,lots\r\n',
      'utf8',
    );
    const preview = await importCsv(admin.cookie, csv, true);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.dryRun).toBe(true);
    expect(body.columns.map((c: { field: string | null }) => c.field)).toEqual([
      'storeName',
      'website',
      'email',
      'country',
      'category',
      'estimatedRevenue',
    ]);
    expect(body.counts).toEqual({ added: 2, merged: 0, unchanged: 0, refused: 3 });
    const rows = body.rows as (TRow & { warnings: string[] })[];
    expect(rows[0]).toMatchObject({ line: 2, domain: 'peakoutdoor.com', outcome: 'added' });
    expect(rows[1]).toMatchObject({ outcome: 'refused', reason: '"not-an-email" is not an email address' });
    expect(rows[2]).toMatchObject({
      outcome: 'refused',
      reason: 'No website or domain: a lead is one store domain',
    });
    expect(rows[3]).toMatchObject({ outcome: 'refused', reason: 'The same store as line 2' });
    expect(rows[4]).toMatchObject({ line: 7, domain: 'multi.shop', outcome: 'added' });
    expect(rows[4]!.warnings).toEqual([
      'Country "Narnia" is not known: left empty',
      'estimatedRevenue "lots" is not a number: left empty',
    ]);
    expect(await allLeads()).toEqual([]);

    const done = await importCsv(admin.cookie, csv);
    expect(done.json().counts).toEqual(body.counts);
    const stored = await ctx.db.select().from(leads).where(eq(leads.domain, 'peakoutdoor.com'));
    expect(stored[0]).toMatchObject({
      storeName: 'Peak, Outdoor "Co"',
      email: 'owner@peakoutdoor.com',
      country: 'CA',
      category: 'Fitness',
      estimatedRevenue: 120_000,
      source: 'csv',
      sources: ['csv'],
      status: 'new',
    });
    expect(stored[0]!.fieldSources).toMatchObject({ email: 'csv', country: 'csv', storeName: 'csv' });
    const multi = (await ctx.db.select().from(leads).where(eq(leads.domain, 'multi.shop')))[0]!;
    expect(multi.storeName).toBe('Multi\nline');
    expect(multi.country).toBeNull();

    // The same file again adds nothing.
    const again = await importCsv(admin.cookie, csv);
    expect(again.json().counts).toEqual({ added: 0, merged: 0, unchanged: 2, refused: 3 });
    expect(await allLeads()).toHaveLength(2);
  });

  it('merges into an existing lead: fills empty fields, keeps others, never re-enables a suppressed address', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    await ctx.db.insert(leads).values([
      {
        domain: 'known.shop',
        storeName: 'Known',
        website: 'https://known.shop',
        country: 'US',
        source: 'monitored_store',
        sources: ['monitored_store'],
        fieldSources: { storeName: 'monitored_store', country: 'monitored_store' },
      },
      {
        domain: 'gone.shop',
        storeName: 'Gone',
        website: 'https://gone.shop',
        email: 'left@gone.shop',
        unsubscribed: true,
        source: 'csv',
        sources: ['csv'],
      },
    ]);
    const res = await importCsv(
      admin.cookie,
      'name,domain,email,country\nRenamed,KNOWN.shop,sales@known.shop,GB\nSecond,second.shop,left@gone.shop,US\n',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual({ added: 1, merged: 1, unchanged: 0, refused: 0 });
    expect(res.json().rows[0]).toMatchObject({ outcome: 'merged', fields: ['email'], reason: 'Fills email' });
    const known = (await ctx.db.select().from(leads).where(eq(leads.domain, 'known.shop')))[0]!;
    expect(known).toMatchObject({
      storeName: 'Known',
      country: 'US',
      email: 'sales@known.shop',
      source: 'monitored_store',
      sources: ['monitored_store', 'csv'],
      unsubscribed: false,
    });
    expect(known.fieldSources).toEqual({
      storeName: 'monitored_store',
      country: 'monitored_store',
      email: 'csv',
    });
    const second = (await ctx.db.select().from(leads).where(eq(leads.domain, 'second.shop')))[0]!;
    expect(second.unsubscribed).toBe(true);
    expect(res.json().rows[1].reason).toBe('The email is on the suppression list: stored unsubscribed');
  });

  it('imports 10,000 rows in one request and refuses a bigger file', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const lines = ['store,website,email'];
    for (let i = 0; i < 10_000; i += 1) lines.push(`Store ${i},store-${i}.example.com,owner${i}@example.com`);
    const csv = `${lines.join('\n')}\n`;
    const started = Date.now();
    const res = await importCsv(admin.cookie, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual({ added: 10_000, merged: 0, unchanged: 0, refused: 0 });
    expect(Date.now() - started).toBeLessThan(60_000);
    const total = await get(admin.cookie, '/api/leads?limit=1');
    expect(total.headers['x-total-count']).toBe('10000');

    const tooMany = await importCsv(admin.cookie, `${csv}Extra,extra.example.com,\n`, true);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('A file holds at most 10,000 rows');
  }, 120_000);

  it('imports over a real HTTP connection', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${url}/api/leads/import?dryRun=true`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'text/csv' },
      body: 'website,email\nhttp.example.com,a@http.example.com\n',
      signal: AbortSignal.timeout(20_000),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { counts: unknown }).counts).toEqual({
      added: 1,
      merged: 0,
      unchanged: 0,
      refused: 0,
    });
  });

  it('refuses a body that is not a CSV with a website column, and non-admins', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const noSite = await importCsv(admin.cookie, 'name,email\nA,a@a.com\n');
    expect(noSite.statusCode).toBe(400);
    expect(noSite.json().message).toMatch(/no website or domain column/);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/leads/import',
      headers: { cookie: admin.cookie },
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the CSV file as the body, with Content-Type: text/csv');
    const broken = await importCsv(admin.cookie, 'website,name\n"unclosed,x\n');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^The file is not valid CSV/);
    const empty = await importCsv(admin.cookie, '');
    expect(empty.statusCode).toBe(400);

    const customer = await signUp(ctx.app);
    expect((await importCsv(customer, 'website\na.com\n')).statusCode).toBe(403);
    expect((await get(customer, '/api/leads')).statusCode).toBe(403);
    expect((await get('', '/api/leads/export/csv')).statusCode).toBe(401);
  });

  it('lists with search, filters, sorts and keyset pages with a true total; edits; exports', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    await importCsv(
      admin.cookie,
      [
        'name,website,email',
        'Delta,delta.shop,d@delta.shop',
        'alpha,alpha.shop,',
        'Charlie,charlie.shop,c@mail.test',
        'Bravo,bravo.shop,b@bravo.shop',
        'Echo 100%,echo.shop,',
      ].join('\n'),
    );
    const byName = await get(admin.cookie, '/api/leads?sort=storeName&limit=2');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().map((l: { storeName: string }) => l.storeName)).toEqual(['alpha', 'Bravo']);
    expect(byName.headers['x-total-count']).toBe('5');
    const next = /<([^>]+)>; rel="next"/.exec(String(byName.headers.link))![1]!;
    const page2 = await get(admin.cookie, next);
    expect(page2.json().map((l: { storeName: string }) => l.storeName)).toEqual(['Charlie', 'Delta']);
    const page3 = await get(admin.cookie, /<([^>]+)>/.exec(String(page2.headers.link))![1]!);
    expect(page3.json().map((l: { storeName: string }) => l.storeName)).toEqual(['Echo 100%']);
    expect(page3.headers.link).toBeUndefined();

    for (const sort of ['createdAt', 'lastContactedAt']) {
      const seen: string[] = [];
      let url: string | null = `/api/leads?sort=${sort}&limit=2`;
      while (url) {
        const res = await get(admin.cookie, url);
        expect(res.statusCode).toBe(200);
        seen.push(...res.json().map((l: { id: string }) => l.id));
        url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
      }
      expect(new Set(seen).size).toBe(5);
    }
    const storeCursor = /cursor=([^&>]+)/.exec(String(byName.headers.link))![1]!;
    expect((await get(admin.cookie, `/api/leads?cursor=${storeCursor}`)).statusCode).toBe(400);

    const search = await get(admin.cookie, '/api/leads?q=MAIL.TEST');
    expect(search.json().map((l: { domain: string }) => l.domain)).toEqual(['charlie.shop']);
    expect(search.headers['x-total-count']).toBe('1');
    const percent = await get(admin.cookie, `/api/leads?q=${encodeURIComponent('100%')}`);
    expect(percent.json()).toHaveLength(1);
    const byDomain = await get(admin.cookie, '/api/leads?q=bravo.sh');
    expect(byDomain.json()).toHaveLength(1);

    const bravo = byDomain.json()[0];
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/leads/${bravo.id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'contacted', notes: 'Called on Monday', lastContactedAt: null },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'contacted', notes: 'Called on Monday' });
    expect(Date.parse(edited.json().lastContactedAt)).toBeGreaterThan(Date.now() - 60_000);
    const dated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/leads/${bravo.id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'qualified', lastContactedAt: '2026-01-02T03:04:05.000Z' },
    });
    expect(dated.json()).toMatchObject({ status: 'qualified', lastContactedAt: '2026-01-02T03:04:05.000Z' });
    const badStatus = await ctx.app.inject({
      method: 'PUT',
      url: `/api/leads/${bravo.id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'won' },
    });
    expect(badStatus.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/leads/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin.cookie },
      payload: { status: 'new' },
    });
    expect(missing.statusCode).toBe(404);

    const qualified = await get(admin.cookie, '/api/leads?status=qualified');
    expect(qualified.json().map((l: { id: string }) => l.id)).toEqual([bravo.id]);
    const fromDirectory = await get(admin.cookie, '/api/leads?source=directory');
    expect(fromDirectory.json()).toEqual([]);
    expect(fromDirectory.headers['x-total-count']).toBe('0');
    expect((await get(admin.cookie, '/api/leads?cursor=bogus')).statusCode).toBe(400);

    const file = await get(admin.cookie, '/api/leads/export/csv');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const lines = file.body.split('\r\n');
    expect(lines[0]).toMatch(/^id,store_name,domain,website,email,status,source,/);
    expect(lines).toHaveLength(7);
    const bravoLine = lines.find((l) => l.includes('bravo.shop'))!;
    expect(bravoLine).toContain(',qualified,csv,');
    expect(bravoLine).toContain('Called on Monday');
  });

  it('exports more leads than one batch, each once, and quotes what needs quoting', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    await ctx.db.insert(leads).values(
      Array.from({ length: 2100 }, (_, i) => ({
        domain: `s${i}.example.com`,
        storeName: i === 7 ? '=Evil, "Quoted"' : `S${i}`,
        website: `https://s${i}.example.com`,
        source: 'csv' as const,
        sources: ['csv' as const],
      })),
    );
    const file = await get(admin.cookie, '/api/leads/export/csv');
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2101);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(2100);
    expect(file.body).toContain(`"'=Evil, ""Quoted"""`);
  });

  it('a lead set to customer stops its sequence at once, and a suppressed address stays suppressed on import', async () => {
    const admin = await signInAdmin(ctx.app, ctx.db);
    const [lead] = await ctx.db
      .insert(leads)
      .values({
        domain: 'seq.example.com',
        storeName: 'Seq',
        website: 'https://seq.example.com',
        email: 'owner@seq.example.com',
        source: 'csv',
        sources: ['csv'],
      })
      .returning();
    await ctx.db
      .insert(outreachSequences)
      .values({ leadId: lead!.id, startedAt: new Date(), nextStep: 2, nextSendAt: new Date() });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/leads/${lead!.id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'customer' },
    });
    expect(put.statusCode).toBe(200);
    const [sequence] = await ctx.db.select().from(outreachSequences);
    expect(sequence).toMatchObject({ status: 'stopped', stopReason: 'customer', nextSendAt: null });

    // An address on the outreach suppression list (a hard bounce, say) comes in unsubscribed, whatever the file.
    await ctx.db.insert(outreachSuppressions).values({ email: 'gone@bounced.shop', reason: 'hard_bounce' });
    const imported = await importCsv(
      admin.cookie,
      'Store,Website,Email\nBounced,bounced.shop,Gone@Bounced.shop\n',
    );
    expect(imported.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(leads).where(eq(leads.domain, 'bounced.shop'));
    expect(row).toMatchObject({ email: 'gone@bounced.shop', unsubscribed: true });
  });
});
