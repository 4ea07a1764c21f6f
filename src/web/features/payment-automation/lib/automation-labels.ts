/** The four n8n webhook paths of payment events; the reminder goes 3 days before a renewal (R27). */
export const N8N_WORKFLOWS = [
  {
    path: '/payment-success',
    type: 'payment_success',
    title: 'Payment success',
    when: 'A payment went through: first payment, upgrade or renewal.',
  },
  {
    path: '/payment-failed',
    type: 'payment_failed',
    title: 'Payment failed',
    when: 'A card was declined; the subscription is past due and will be retried.',
  },
  {
    path: '/subscription-cancelled',
    type: 'subscription_cancelled',
    title: 'Subscription cancelled',
    when: 'A user cancelled; the plan ends at the end of the paid period.',
  },
  {
    path: '/payment-reminder',
    type: 'payment_reminder',
    title: 'Payment reminder',
    when: 'Sent 3 days before a subscription renews (not for one set to cancel).',
  },
] as const;

const TYPE_LABELS: Record<string, string> = Object.fromEntries(N8N_WORKFLOWS.map((w) => [w.type, w.title]));

/** "Payment success" for payment_success; an unknown type title-cased. */
export function eventTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

export function eventStatusTone(status: string): 'success' | 'destructive' | 'secondary' {
  if (status === 'processed') return 'success';
  if (status === 'failed') return 'destructive';
  return 'secondary';
}
