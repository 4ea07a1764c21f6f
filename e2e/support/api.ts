// Direct API calls for setting up a journey (a user to sign in with) without clicking through the UI.
import { appUrl } from './context.ts';

export type TNewUser = {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
};

/** Registers a user from outside the browser (the browser stays signed out). */
export async function registerUser(user: TNewUser): Promise<void> {
  const res = await fetch(`${appUrl()}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (res.status !== 201) throw new Error(`register ${user.username}: ${res.status} ${await res.text()}`);
}

/** Signs in outside the browser; answers the session cookie and the user. */
export async function apiLogin(username: string, password: string): Promise<{ cookie: string; id: string }> {
  const res = await fetch(`${appUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { id?: string; user?: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, id: body.user?.id ?? body.id! };
}

/** The admin (ADMIN_* of the app under test) puts a user on a plan, as an operator would. */
export async function setPlanAsAdmin(
  user: TNewUser,
  plan: 'free' | 'starter' | 'pro',
  admin: { username: string; password: string },
): Promise<void> {
  const { id } = await apiLogin(user.username, user.password);
  const { cookie } = await apiLogin(admin.username, admin.password);
  const res = await fetch(`${appUrl()}/api/admin/users/${id}/plan`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ plan }),
  });
  if (res.status !== 200) throw new Error(`set plan of ${user.username}: ${res.status} ${await res.text()}`);
}

/** A JSON call as a signed-in user (the cookie of apiLogin); throws unless the status is the one expected. */
export async function apiCall<T>(
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  expected = 200,
): Promise<T> {
  const res = await fetch(`${appUrl()}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
