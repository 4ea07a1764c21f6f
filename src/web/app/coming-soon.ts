import { CreditCard, Gauge, Target, Workflow } from 'lucide-react';
import type { TComingSoon } from '@web/components/coming-soon-page';

/** Screens routed now and filled by later work: each says plainly what it will do, with no invented data. */
export const comingSoon = {
  status: {
    title: 'System Status',
    icon: Gauge,
    description: 'Measured health of every Rivalwatch service, probed every minute.',
  },
  paymentAutomation: {
    title: 'Payment Automation',
    icon: Workflow,
    description: 'Payment events and their automation workflows.',
  },
  checkout: { title: 'Checkout', icon: CreditCard, description: 'Upgrade your plan.' },
  simplePayment: { title: 'Payment', icon: CreditCard, description: 'Upgrade to Starter or Pro.' },
  testPayment: { title: 'Test Payment', icon: CreditCard, description: 'Try an upgrade with a test card.' },
  pricing: { title: 'Plans & Pricing', icon: CreditCard, description: 'Free, Starter and Pro plans.' },
  leads: {
    title: 'Lead Management',
    icon: Target,
    description: 'Leads from CSV imports and the stores Rivalwatch monitors.',
  },
} satisfies Record<string, TComingSoon>;
