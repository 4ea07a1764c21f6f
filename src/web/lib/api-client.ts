/** The one way the web app talks to the API (a failure becomes an ApiError: docs/product-rules.md R36). */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Message of a failed response: the JSON body's message, else the raw text, else the status text. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let body: unknown = text;
  let message = '';
  try {
    body = JSON.parse(text);
    const m = (body as { message?: unknown } | null)?.message;
    if (typeof m === 'string' && m) message = m;
  } catch {
    // not JSON: fall back to the raw text
  }
  return new ApiError(
    message || text || res.statusText || `Request failed (${res.status})`,
    res.status,
    body,
  );
}

/** Extra request headers (an Idempotency-Key, say). */
export type TRequestHeaders = Record<string, string>;

/** The request itself; a failed answer throws the ApiError of the error rule. */
export async function send(
  method: string,
  path: string,
  payload?: unknown,
  extraHeaders?: TRequestHeaders,
): Promise<Response> {
  const headers = {
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...extraHeaders,
  };
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: Object.keys(headers).length ? headers : undefined,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  if (!res.ok) throw await errorFromResponse(res);
  return res;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  payload?: unknown,
  headers?: TRequestHeaders,
): Promise<T> {
  const res = await send(method, path, payload, headers);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? res.json() : res.text()) as Promise<T>;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, payload?: unknown, headers?: TRequestHeaders) =>
    apiRequest<T>('POST', path, payload, headers),
  put: <T>(path: string, payload?: unknown) => apiRequest<T>('PUT', path, payload),
  patch: <T>(path: string, payload?: unknown) => apiRequest<T>('PATCH', path, payload),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** GET of a file, read whole as a blob, with the headers that name it (Content-Disposition). */
export async function apiGetFile(path: string): Promise<{ blob: Blob; headers: Headers }> {
  const res = await send('GET', path);
  return { blob: await res.blob(), headers: res.headers };
}

/** GET that answers null on 401 instead of throwing (the current-user query). */
export async function getOrNullOn401<T>(path: string): Promise<T | null> {
  try {
    return await api.get<T>(path);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}
