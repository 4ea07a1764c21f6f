/**
 * Gives every seeded user without one their own account, with their id, as sign-up does
 * (src/server/account/open-own-account.ts); seeds insert users in bulk, not through sign-up.
 */
export const OPEN_OWN_ACCOUNTS_SQL = `
  WITH opened AS (
    INSERT INTO accounts (id, name, created_at)
    SELECT u.id, u.username, u.created_at FROM users u WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = u.id)
    RETURNING id, created_at
  )
  INSERT INTO account_members (account_id, user_id, role, created_at) SELECT id, id, 'owner', created_at FROM opened`;
