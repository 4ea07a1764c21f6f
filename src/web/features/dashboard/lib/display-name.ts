type TNameParts = {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string | null;
};

/** First and last name, else first name, else username, else the email's local part, else "User". */
export function displayName(u: TNameParts | null | undefined): string {
  const first = u?.firstName?.trim();
  const last = u?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  if (u?.username?.trim()) return u.username.trim();
  const local = u?.email?.split('@')[0]?.trim();
  return local || 'User';
}
