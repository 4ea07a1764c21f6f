/** Alert cadences from fastest to slowest (docs/product-rules.md R4). */
export const CADENCES = ['instant', 'hourly', 'daily', 'weekly'] as const;
export type TCadence = (typeof CADENCES)[number];

/** The fastest cadence each plan allows: free a weekly digest, starter a daily digest, pro instant. */
export const PLAN_CADENCE_FLOOR: Record<string, TCadence> = {
  free: 'weekly',
  starter: 'daily',
  pro: 'instant',
};

/** The hour (user's local time) daily digests go out. */
export const DAILY_DIGEST_HOUR = 9;

/**
 * The cadence a user's email and Slack alerts follow: the slower of the plan's floor and the user's own choice
 * (alertFrequency instant | hourly | daily). An unknown plan counts as free, an unknown choice as daily.
 */
export function chooseCadence(plan: string, alertFrequency: string): TCadence {
  const floor = PLAN_CADENCE_FLOOR[plan] ?? 'weekly';
  const choice = (CADENCES as readonly string[]).includes(alertFrequency)
    ? (alertFrequency as TCadence)
    : 'daily';
  return CADENCES[Math.max(CADENCES.indexOf(floor), CADENCES.indexOf(choice))]!;
}

/**
 * The same choice inside SQL, over a users row aliased `u`; the plan is the best among the person's accounts
 * (account/person-plan.ts, docs/product-rules.md R24).
 */
export const CADENCE_SQL = `(ARRAY['instant','hourly','daily','weekly'])[GREATEST(
    CASE coalesce((SELECT pa.subscription_plan FROM account_members pm JOIN accounts pa ON pa.id = pm.account_id
      WHERE pm.user_id = u.id
      ORDER BY CASE pa.subscription_plan WHEN 'pro' THEN 0 WHEN 'starter' THEN 1 ELSE 2 END LIMIT 1), 'free')
      WHEN 'pro' THEN 1 WHEN 'starter' THEN 3 ELSE 4 END,
    CASE u.alert_frequency WHEN 'instant' THEN 1 WHEN 'hourly' THEN 2 WHEN 'weekly' THEN 4 ELSE 3 END)]`;
