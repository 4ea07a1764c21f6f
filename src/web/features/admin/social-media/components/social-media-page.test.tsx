import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SOCIAL_DEFAULT_CONTENT_MIX,
  SOCIAL_DEFAULT_DAILY_LIMITS,
  SOCIAL_DEFAULT_POSTING_HOURS,
  type TSocialPost,
  type TSocialSettings,
  type TSocialStats,
} from '@shared/contracts/social';
import { dismissAllToasts, json, page, renderWithProviders, stubApi } from '@web/testing';
import { SocialMediaPage } from './social-media-page';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllToasts();
});

const BASE = '/api/admin/social-media';

const stats = (over: Partial<TSocialStats> = {}): TSocialStats => ({
  totalPosts: 12,
  postsToday: 3,
  scheduledPosts: 5,
  publishingPosts: 1,
  postedPosts: 4,
  failedPosts: 2,
  missedPosts: 1,
  perPlatform: [],
  ...over,
});

const post = (id: string, over: Partial<TSocialPost> = {}): TSocialPost => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  platform: 'twitter',
  content: `Post ${id}: 37% of tracked products changed price this week.`,
  title: null,
  hashtags: ['shopify', 'pricing'],
  renderedText: `Post ${id}`,
  textLength: 80,
  textLimit: 280,
  targetAudience: null,
  postType: 'tips',
  templateKey: 'tips-price-moves',
  imageUrl: null,
  subreddit: null,
  scheduledFor: '2026-11-27T15:00:00.000Z',
  publishedAt: null,
  status: 'scheduled',
  attempts: 0,
  nextAttemptAt: null,
  errorMessage: null,
  externalId: null,
  url: null,
  figures: [
    {
      key: 'price_moved_share_7d',
      label: 'of tracked products changed price in 7 days',
      value: 37,
      formatted: '37%',
      source: 'Price changes of all monitored products, last 7 days',
      computedAt: '2026-11-26T10:00:00.000Z',
      sampleSize: 1240,
    },
  ],
  engagementMetrics: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

const settings = (over: Partial<TSocialSettings> = {}): TSocialSettings => ({
  autoPostingEnabled: false,
  dailyPostLimits: SOCIAL_DEFAULT_DAILY_LIMITS,
  optimalPostingTimes: SOCIAL_DEFAULT_POSTING_HOURS,
  contentMix: SOCIAL_DEFAULT_CONTENT_MIX,
  subreddit: null,
  lastContentGeneration: null,
  platforms: [
    {
      platform: 'twitter',
      configured: true,
      needsNewCredentials: false,
      missingVariables: [],
      credentialsRefusedAt: null,
      lastError: null,
    },
    {
      platform: 'linkedin',
      configured: false,
      needsNewCredentials: false,
      missingVariables: ['LINKEDIN_ACCESS_TOKEN', 'LINKEDIN_ORGANIZATION_URN'],
      credentialsRefusedAt: null,
      lastError: null,
    },
    {
      platform: 'facebook',
      configured: true,
      needsNewCredentials: true,
      missingVariables: [],
      credentialsRefusedAt: '2026-11-26T09:00:00.000Z',
      lastError: 'Facebook answered 401: Invalid OAuth access token',
    },
    {
      platform: 'reddit',
      configured: false,
      needsNewCredentials: false,
      missingVariables: ['REDDIT_CLIENT_ID'],
      credentialsRefusedAt: null,
      lastError: null,
    },
  ],
  ...over,
});

const base = (posts: TSocialPost[] = [post('1')]) => ({
  [`GET ${BASE}/stats`]: () => json(200, stats()),
  [`GET ${BASE}/settings`]: () => json(200, settings()),
  [`GET ${BASE}/posts`]: () => page(posts, { total: posts.length }),
});

const postCard = (name: RegExp) => screen.findByRole('article', { name });

describe('SocialMediaPage', () => {
  it('shows the figures and the posts, and filters them by platform and status', async () => {
    const posted = post('2', {
      platform: 'linkedin',
      status: 'posted',
      publishedAt: '2026-11-26T12:00:00.000Z',
      url: 'https://www.linkedin.com/feed/update/urn:li:share:1',
      engagementMetrics: {
        impressions: 1200,
        likes: 30,
        shares: null,
        comments: 0,
        clicks: null,
        engagementRate: 2.5,
        fetchedAt: '2026-11-26T13:00:00.000Z',
      },
    });
    const failed = post('3', {
      platform: 'facebook',
      status: 'failed',
      errorMessage: 'Facebook is not configured: set FACEBOOK_PAGE_ID and FACEBOOK_PAGE_ACCESS_TOKEN',
      attempts: 1,
    });
    const api = stubApi({
      ...base([post('1'), posted, failed]),
      [`GET ${BASE}/posts?platform=linkedin`]: () => page([posted], { total: 1 }),
      [`GET ${BASE}/posts?platform=linkedin&status=failed`]: () => page([], { total: 0 }),
    });
    renderWithProviders(<SocialMediaPage />, { url: '/admin/social-media' });
    await waitFor(() =>
      expect(screen.getByTestId('stat-Total Posts')).toHaveTextContent('Total Posts124 posted'),
    );
    expect(screen.getByTestId('stat-Posted Today')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-Scheduled')).toHaveTextContent('Scheduled51 publishing');
    expect(screen.getByTestId('stat-Failed')).toHaveTextContent('Failed21 missed');

    const x = await postCard(/^X \(Twitter\) post/);
    expect(within(x).getByText('#shopify #pricing')).toBeInTheDocument();
    expect(within(x).getByText('80 / 280 characters as X counts them')).toBeInTheDocument();
    expect(within(x).getByText('37%')).toBeInTheDocument();
    expect(
      within(x).getByText(/Price changes of all monitored products, last 7 days · 1,240 rows · computed/),
    ).toBeInTheDocument();
    expect(within(x).getByRole('button', { name: /^Publish now/ })).toBeInTheDocument();
    expect(within(x).queryByRole('button', { name: /^Retry/ })).toBeNull();

    const li = await postCard(/^LinkedIn post/);
    expect(within(li).getByRole('link', { name: /View on LinkedIn/ })).toHaveAttribute('href', posted.url);
    // Shares and clicks are not reported (null): left out, never shown as 0. A reported 0 is shown.
    expect(within(li).getByLabelText('Engagement')).toHaveTextContent(
      '1,200 impressions · 30 likes · 0 comments · 2.50% engagement',
    );
    expect(within(li).queryByRole('button', { name: /^(Edit|Delete|Publish now)/ })).toBeNull();

    const fb = await postCard(/^Facebook post/);
    expect(within(fb).getByText(failed.errorMessage!)).toBeInTheDocument();
    expect(within(fb).getByRole('button', { name: /^Retry/ })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'linkedin');
    await waitFor(() => expect(screen.queryByRole('article', { name: /^X \(Twitter\)/ })).toBeNull());
    expect(api.count(`GET ${BASE}/posts?platform=linkedin`)).toBe(1);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByText('No data yet')).toBeInTheDocument();
    expect(screen.getByText('No post matches these filters.')).toBeInTheDocument();
  });

  it('pages by cursor with "Load more" and the true total', async () => {
    const api = stubApi({
      ...base(),
      [`GET ${BASE}/posts`]: () =>
        page([post('1')], { total: 2, next: { path: `${BASE}/posts`, cursor: 'c1' } }),
      [`GET ${BASE}/posts?cursor=c1`]: () => page([post('2', { platform: 'facebook' })]),
    });
    renderWithProviders(<SocialMediaPage />, { url: '/admin/social-media' });
    expect(await screen.findByText('Showing 1 of 2 posts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await postCard(/^Facebook post/)).toBeInTheDocument();
    expect(api.count(`GET ${BASE}/posts?cursor=c1`)).toBe(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says "No data yet" without posts, and when the stats or posts cannot be fetched', async () => {
    stubApi({
      ...base([]),
      [`GET ${BASE}/stats`]: () => json(500, { message: 'Something went wrong on our side.' }),
    });
    renderWithProviders(<SocialMediaPage />, { url: '/admin/social-media' });
    expect(await screen.findByText('No data yet')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch stats')).toBeInTheDocument();
    vi.unstubAllGlobals();

    stubApi({
      ...base(),
      [`GET ${BASE}/posts`]: () => json(500, { message: 'Something went wrong on our side.' }),
    });
    renderWithProviders(<SocialMediaPage />, { url: '/admin/social-media' });
    expect(await screen.findByText('Failed to fetch posts')).toBeInTheDocument();
  });

  it('keeps Generate Content busy for 2 s and shows what was scheduled and skipped', async () => {
    const api = stubApi({
      ...base(),
      [`POST ${BASE}/generate`]: () =>
        json(200, {
          message: 'Scheduled 3 posts; 2 skipped.',
          scheduled: 3,
          skipped: [
            { reason: 'Reddit: set a subreddit in Settings first', platform: 'reddit', postType: null },
            {
              reason: 'Case studies template case_up_vs_down skipped: no price changes recorded yet',
              platform: null,
              postType: 'case_studies',
            },
          ],
          posts: [],
        }),
    });
    renderWithProviders(<SocialMediaPage />, { url: '/admin/social-media' });
    const button = await screen.findByRole('button', { name: 'Generate Content' });
    const started = Date.now();
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(
      await screen.findByText('Scheduled 3 posts; 2 skipped.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1950);
    expect(screen.getByText('Reddit: set a subreddit in Settings first')).toBeInTheDocument();
    expect(
      screen.getByText('Case studies template case_up_vs_down skipped: no price changes recorded yet'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Content' })).toBeEnabled();
    expect(api.count(`POST ${BASE}/generate`)).toBe(1);
    // The list and the figures are read again.
    expect(api.count(`GET ${BASE}/stats`)).toBeGreaterThanOrEqual(2);
  });

  it('starts and stops the scheduler, showing the message and the state', async () => {
    let on = false;
    stubApi({
      ...base(),
      [`GET ${BASE}/settings`]: () => json(200, settings({ autoPostingEnabled: on })),
      [`POST ${BASE}/start`]: () => {
        on = !on;
        return json(200, {
          message: on ? 'Auto-posting is on: due posts are published every minute' : 'Auto-posting is off',
          autoPostingEnabled: on,
        });
      },
    });
    renderWithProviders(<SocialMediaPage />, { url: '/admin/social-media' });
    expect(await screen.findByTestId('scheduler-state')).toHaveTextContent('Stopped');
    await userEvent.click(screen.getByRole('button', { name: 'Start Scheduler' }));
    expect(
      await screen.findByText('Auto-posting is on: due posts are published every minute'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('scheduler-state')).toHaveTextContent('Running'));
    await userEvent.click(screen.getByRole('button', { name: 'Stop Scheduler' }));
    expect(await screen.findByText('Auto-posting is off')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('scheduler-state')).toHaveTextContent('Stopped'));
  });

  it('publishes a post now and retries a failed one', async () => {
    const failed = post('3', {
      platform: 'linkedin',
      status: 'failed',
      errorMessage: 'LinkedIn is not configured: set LINKEDIN_ACCESS_TOKEN',
    });
    const api = stubApi({
      ...base([post('1'), failed]),
      [`POST ${BASE}/posts/${post('1').id}/publish`]: () =>
        json(200, post('1', { status: 'posted', url: 'https://x.com/rivalwatch/status/1' })),
      [`POST ${BASE}/posts/${failed.id}/retry`]: () => json(200, { ...failed, status: 'scheduled' }),
    });
    renderWithProviders(<SocialMediaPage />, { url: '/admin/social-media' });
    const x = await postCard(/^X \(Twitter\) post/);
    await userEvent.click(within(x).getByRole('button', { name: /^Publish now/ }));
    expect(await screen.findByText('Post Published')).toBeInTheDocument();
    expect(screen.getByText('Posted to X (Twitter).')).toBeInTheDocument();

    const li = await postCard(/^LinkedIn post/);
    await userEvent.click(within(li).getByRole('button', { name: /^Retry/ }));
    expect(await screen.findByText('Post Rescheduled')).toBeInTheDocument();
    expect(api.count(`POST ${BASE}/posts/${failed.id}/retry`)).toBe(1);
    expect(api.count(`POST ${BASE}/posts/${post('1').id}/publish`)).toBe(1);
  });

  it('shows the platform refusal when publishing now fails', async () => {
    stubApi({
      ...base(),
      [`POST ${BASE}/posts/${post('1').id}/publish`]: () =>
        json(200, post('1', { status: 'failed', errorMessage: 'X answered 403: Forbidden' })),
    });
    renderWithProviders(<SocialMediaPage />, { url: '/admin/social-media' });
    const x = await postCard(/^X \(Twitter\) post/);
    await userEvent.click(within(x).getByRole('button', { name: /^Publish now/ }));
    expect(await screen.findByText('Publish Failed')).toBeInTheDocument();
    expect(screen.getByText('X answered 403: Forbidden')).toBeInTheDocument();
  });

  it('edits a post with the live X count, refusing what X would refuse', async () => {
    const p = post('1');
    const api = stubApi({
      ...base([p]),
      [`PATCH ${BASE}/posts/${p.id}`]: (body) => json(200, { ...p, ...(body as object) }),
    });
    renderWithProviders(<SocialMediaPage />, { url: '/admin/social-media' });
    await userEvent.click(within(await postCard(/^X/)).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    const content = within(dialog).getByLabelText('Content');

    // A link counts 23 and an emoji 2 on X, whatever their length.
    await userEvent.clear(content);
    await userEvent.type(content, 'See https://rivalwatch.example.com/a/very/long/path/indeed 🚀');
    expect(within(dialog).getByTestId('post-length')).toHaveTextContent(
      /^49 \/ 280 characters as X counts them/,
    );

    await userEvent.clear(content);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Post' }));
    expect(await within(dialog).findByText('Content is required')).toBeInTheDocument();

    await userEvent.type(content, 'a'.repeat(270));
    expect(within(dialog).getByTestId('post-length')).toHaveTextContent('289 / 280 characters');
    expect(within(dialog).getByTestId('post-length')).toHaveTextContent('9 too many');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Post' }));
    expect(await within(dialog).findByText(/X allows 280/)).toBeInTheDocument();
    expect(api.count(`PATCH ${BASE}/posts/${p.id}`)).toBe(0);

    await userEvent.clear(content);
    await userEvent.type(content, 'Prices moved on 37% of products.');
    const tags = within(dialog).getByLabelText('Hashtags');
    await userEvent.clear(tags);
    await userEvent.type(tags, '#shopify ecommerce');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Post' }));
    expect(await screen.findByText('Post Updated')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === `PATCH ${BASE}/posts/${p.id}`)?.body).toEqual({
      content: 'Prices moved on 37% of products.',
      hashtags: ['shopify', 'ecommerce'],
    });
  });

  it('shows the server refusal of an edit as it comes, and reschedules', async () => {
    const p = post('1');
    const api = stubApi({
      ...base([p]),
      [`PATCH ${BASE}/posts/${p.id}`]: (body) =>
        (body as { content?: string }).content
          ? json(409, { message: 'This post is being published and can no longer be edited' })
          : json(200, { ...p, ...(body as object) }),
    });
    renderWithProviders(<SocialMediaPage />, { url: '/admin/social-media' });
    await userEvent.click(within(await postCard(/^X/)).getByRole('button', { name: /^Edit/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    await userEvent.type(within(dialog).getByLabelText('Content'), ' More.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Post' }));
    expect(
      await within(dialog).findByText('This post is being published and can no longer be edited'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(await postCard(/^X/)).getByRole('button', { name: /^Reschedule/ }));
    dialog = await screen.findByRole('dialog', { name: 'Reschedule Post' });
    expect(within(dialog).queryByLabelText('Content')).toBeNull();
    const when = within(dialog).getByLabelText('Scheduled for');
    await userEvent.clear(when);
    await userEvent.type(when, '2026-12-01T09:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText('Post Updated')).toBeInTheDocument();
    const sent = api.calls.filter((c) => c.key === `PATCH ${BASE}/posts/${p.id}`).at(-1)?.body as {
      scheduledFor: string;
    };
    expect(Object.keys(sent)).toEqual(['scheduledFor']);
    // The browser's own zone here (no user zone): the wall time reads back the same.
    const at = new Date(sent.scheduledFor);
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual([
      2026, 11, 1, 9, 30,
    ]);
  });

  it('deletes a post after confirmation', async () => {
    const p = post('1');
    const api = stubApi({ ...base([p]), [`DELETE ${BASE}/posts/${p.id}`]: () => json(204, null) });
    renderWithProviders(<SocialMediaPage />, { url: '/admin/social-media' });
    await userEvent.click(within(await postCard(/^X/)).getByRole('button', { name: /^Delete/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/will not be published\. This cannot be undone\./)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Post' }));
    expect(await screen.findByText('Post Deleted')).toBeInTheDocument();
    expect(api.count(`DELETE ${BASE}/posts/${p.id}`)).toBe(1);
  });
});

describe('SocialMediaPage settings', () => {
  const openSettings = async () => {
    renderWithProviders(<SocialMediaPage />, { url: '/admin/social-media' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    await screen.findByLabelText('X (Twitter) posts per day');
  };

  it('shows each platform: configured, the variables to set, refused credentials', async () => {
    stubApi(base());
    await openSettings();
    const x = screen.getByRole('listitem', { name: 'X (Twitter)' });
    expect(within(x).getByText('Configured')).toBeInTheDocument();
    const li = screen.getByRole('listitem', { name: 'LinkedIn' });
    expect(within(li).getByText('Not configured')).toBeInTheDocument();
    expect(within(li).getByText('LINKEDIN_ACCESS_TOKEN')).toBeInTheDocument();
    expect(within(li).getByText('LINKEDIN_ORGANIZATION_URN')).toBeInTheDocument();
    const fb = screen.getByRole('listitem', { name: 'Facebook' });
    expect(within(fb).getByText('Needs new credentials')).toBeInTheDocument();
    expect(within(fb).getByText(/Facebook answered 401: Invalid OAuth access token/)).toBeInTheDocument();
  });

  it('refuses 21 posts a day and a mix adding up to 90, then saves what changed', async () => {
    const api = stubApi({
      ...base(),
      [`POST ${BASE}/settings`]: (body) =>
        json(200, settings({ dailyPostLimits: { ...SOCIAL_DEFAULT_DAILY_LIMITS, ...(body as object) } })),
    });
    await openSettings();
    const limit = screen.getByLabelText('X (Twitter) posts per day');
    await userEvent.clear(limit);
    await userEvent.type(limit, '21');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Daily post limit for X (Twitter) must be 1 to 20 posts'),
    ).toBeInTheDocument();

    await userEvent.clear(limit);
    await userEvent.type(limit, '6');
    const tips = screen.getByLabelText('Tips (%)');
    await userEvent.clear(tips);
    await userEvent.type(tips, '30');
    expect(screen.getByTestId('mix-total')).toHaveTextContent('Total 90% (must be 100%)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('The content mix must add up to 100% (it adds up to 90%)'),
    ).toBeInTheDocument();
    expect(api.count(`POST ${BASE}/settings`)).toBe(0);

    await userEvent.clear(tips);
    await userEvent.type(tips, '40');
    expect(screen.getByTestId('mix-total')).toHaveTextContent(/^Total 100%$/);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === `POST ${BASE}/settings`)?.body).toEqual({
      dailyPostLimits: { twitter: 6 },
    });
  });

  it('shows a server refusal as it comes, and turns auto-posting on', async () => {
    let current = settings();
    const api = stubApi({
      ...base(),
      [`GET ${BASE}/settings`]: () => json(200, current),
      [`POST ${BASE}/settings`]: (body) => {
        if ('subreddit' in (body as object))
          return json(400, { message: 'Subreddit r/nosuchplace does not exist or is private' });
        current = settings({ autoPostingEnabled: true });
        return json(200, current);
      },
    });
    await openSettings();
    await userEvent.type(screen.getByLabelText('Subreddit'), 'nosuchplace');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Subreddit r/nosuchplace does not exist or is private'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Auto-posting' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-posting' })).toBeChecked());
    expect(api.calls.filter((c) => c.key === `POST ${BASE}/settings`).at(-1)?.body).toEqual({
      autoPostingEnabled: true,
    });
    expect(screen.getByTestId('scheduler-state')).toHaveTextContent('Running');
  });
});
