// How the browser bundle is cut into chunks (docs/decisions/012-light-first-load.md). Each script a first load
// fetches costs its bytes and about 1 KB of response headers, so a screen should fetch a handful of chunks, not
// fifty: React and its companions in one `framework` chunk, everything the entry imports in one `app` chunk,
// zod and react-hook-form in one `forms` chunk for the screens with a form, and the small chunks the bundler would
// share between pages (an icon, a button, a hook of a few hundred bytes) copied into the pages that use them.
import type { RolldownOptions } from 'rolldown';

/** Shared chunks smaller than this (source bytes before minifying) are inlined into each page that uses them. */
const INLINE_SHARED_BELOW = 8 * 1024;

type TOutput = Exclude<NonNullable<RolldownOptions['output']>, unknown[]>;

/** The rolldown options of the browser build (not the server-side render's: its entry's exports must stay). */
export const browserChunking: Pick<RolldownOptions, 'preserveEntrySignatures'> & { output: TOutput } = {
  // Required by the inlining of shared chunks; the entry (main.tsx) exports nothing.
  preserveEntrySignatures: false,
  output: {
    codeSplitting: {
      groups: [
        // What every page runs, in one long-cached chunk: React, the router and the query cache.
        {
          name: 'framework',
          test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
          priority: 20,
        },
        // The entry and all it imports statically (the app, the routes, the class-name helpers) in one request.
        { name: 'app', tags: ['$initial'], priority: 10 },
        // Only the screens with a form need these; one request for them there.
        { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 5 },
      ],
      experimentalInlineCommonChunks: { maxSize: INLINE_SHARED_BELOW },
    },
  },
};
