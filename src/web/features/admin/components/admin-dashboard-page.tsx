import { BackLink } from '@web/components/ui/back-link';
import {
  Cog,
  CreditCard,
  Inbox,
  LifeBuoy,
  Mail,
  Megaphone,
  Radar,
  Share2,
  Target,
  Users,
  Workflow,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@web/components/ui/page-header';
import { paths } from '@web/lib/paths';

const sections = [
  { to: paths.adminPlanConfig, title: 'Plan configuration', icon: CreditCard },
  { to: paths.adminSupport, title: 'Support tickets', icon: LifeBuoy },
  { to: paths.adminSystemConfig, title: 'System configuration', icon: Cog },
  { to: paths.adminScrapingAudit, title: 'Scraping audit', icon: Radar },
  { to: paths.adminMarketing, title: 'Marketing automation', icon: Megaphone },
  { to: paths.leads, title: 'Lead management', icon: Target },
  { to: paths.adminLeadEmailConfig, title: 'Lead email timing', icon: Mail },
  { to: paths.adminUsers, title: 'User management', icon: Users },
  { to: paths.adminSocialMedia, title: 'Social media automation', icon: Share2 },
  { to: paths.adminOutbox, title: 'Email outbox', icon: Inbox },
  { to: paths.n8n, title: 'N8N integration', icon: Workflow },
];

export function AdminDashboardPage() {
  return (
    <div>
      <BackLink to={paths.home}>Back to app</BackLink>
      <PageHeader
        title="Admin Dashboard"
        description="Operator tools for users, plans, support and scraping."
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map(({ to, title, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="group flex items-center gap-3 rounded-card border border-border bg-card p-5 shadow-sm transition hover:border-primary/40 hover:shadow-md"
          >
            <Icon className="size-5 text-primary" aria-hidden />
            <span className="font-medium group-hover:text-primary">{title}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}
