import { PAGED_PARAM } from './page-query';

type TOperation = {
  parameters?: { name: string; in: string }[];
  responses?: Record<string, { headers?: Record<string, unknown> }>;
};
type TDocument = { paths?: Record<string, Record<string, TOperation>> };

const PAGING_HEADERS = {
  link: {
    description: 'RFC 8288: `<url>; rel="next"` when there is a next page (absent on the last page)',
    schema: { type: 'string' },
  },
  'x-next-cursor': {
    description: 'The next page’s cursor alone (the same as in Link), absent on the last page',
    schema: { type: 'string' },
  },
  'x-total-count': {
    description: 'The true number of rows in the list, on the first page where the list knows it',
    schema: { type: 'integer' },
  },
};

/** Writes the paging headers into the 200 answer of every operation that takes a cursor. */
export function documentPaging<T extends object>(document: T): T {
  for (const item of Object.values((document as TDocument).paths ?? {})) {
    for (const op of Object.values(item)) {
      const paged = op.parameters?.some((p) => p.in === 'query' && p.name === PAGED_PARAM);
      const ok = op.responses?.['200'];
      if (paged && ok) ok.headers = { ...ok.headers, ...PAGING_HEADERS };
    }
  }
  return document;
}
