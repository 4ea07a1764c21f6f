import { Target } from 'lucide-react';
import type { TComingSoon } from '@web/components/coming-soon-page';

/** Screens routed now and filled by later work: each says plainly what it will do, with no invented data. */
export const comingSoon = {
  leads: {
    title: 'Lead Management',
    icon: Target,
    description: 'Leads from CSV imports and the stores Rivalwatch monitors.',
  },
} satisfies Record<string, TComingSoon>;
