import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TSocialPost, TSocialPlatform, TSocialPostStatus } from '@shared/contracts/social';
import { apiGetPage } from '@web/lib/paging';
import { withQuery } from '@web/lib/paging';
import { socialQueryKey } from './social-query-key';

/** The list's filters; '' is "all". */
export type TSocialPostFilters = { platform: TSocialPlatform | ''; status: TSocialPostStatus | '' };

export const socialPostsQueryKey = [...socialQueryKey, 'posts'] as const;

export const socialPostsUrl = (f: TSocialPostFilters, cursor: string | null) =>
  withQuery('/api/admin/social-media/posts', { platform: f.platform, status: f.status, cursor });

export const getSocialPosts = (f: TSocialPostFilters, cursor: string | null) =>
  apiGetPage<TSocialPost>(socialPostsUrl(f, cursor));

export const socialPostsQueryOptions = (f: TSocialPostFilters) =>
  infiniteQueryOptions({
    queryKey: [...socialPostsQueryKey, f],
    queryFn: ({ pageParam }) => getSocialPosts(f, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useSocialPosts(f: TSocialPostFilters) {
  return useInfiniteQuery(socialPostsQueryOptions(f));
}
