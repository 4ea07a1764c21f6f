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
