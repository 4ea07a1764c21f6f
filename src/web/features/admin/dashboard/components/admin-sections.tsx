import {
  Banknote,
  Cog,
  CreditCard,
  Inbox,
  LifeBuoy,
  Mail,
  Megaphone,
  Radar,
  Share2,
  Siren,
  Target,
  Users,
  Workflow,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';

const sections = [
  { to: paths.adminUsers, title: 'Users', icon: Users },
  { to: paths.adminPlanConfig, title: 'Plans', icon: CreditCard },
  { to: paths.adminSupport, title: 'Support tickets', icon: LifeBuoy },
  { to: paths.adminSystemConfig, title: 'System configuration', icon: Cog },
  { to: paths.adminScrapingAudit, title: 'Scraping audit', icon: Radar },
  { to: paths.adminOutbox, title: 'Email outbox', icon: Inbox },
  { to: paths.adminIncidents, title: 'Incidents', icon: Siren },
  { to: paths.adminMarketing, title: 'Marketing', icon: Megaphone },
  { to: paths.leads, title: 'Leads', icon: Target },
  { to: paths.adminLeadEmailConfig, title: 'Lead email timing', icon: Mail },
  { to: paths.adminSocialMedia, title: 'Social media', icon: Share2 },
  { to: paths.n8n, title: 'N8N integration', icon: Workflow },
  { to: paths.paymentAutomation, title: 'Payment automation', icon: Banknote },
];

/** The operator screens, as a row of links above the dashboard. */
export function AdminSections() {
  return (
    <nav aria-label="Admin screens" className="mb-6 flex flex-wrap gap-2">
      {sections.map(({ to, title, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="inline-flex items-center gap-2 rounded-lg border border-border bg-card px-3 py-2 text-sm font-medium shadow-sm hover:border-primary/40 hover:text-primary"
        >
          <Icon className="size-4 text-primary" aria-hidden />
          {title}
        </Link>
      ))}
    </nav>
  );
}
