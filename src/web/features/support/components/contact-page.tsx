import { Activity, ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { paths } from '@web/lib/paths';
import { useUser } from '@web/features/auth';
import { contactDefaults } from '../lib/contact-options';
import { ContactForm } from './contact-form';
import { ContactSideCards } from './contact-side-cards';

function fullName(user: TPublicUser): string {
  return [user.firstName, user.lastName].filter((p) => p?.trim()).join(' ') || user.username;
}

/** /contact: the support form, prefilled with the signed-in user's name and email. */
export function ContactPage() {
  const { data: user } = useUser();
  const defaults = contactDefaults(user ? { name: fullName(user), email: user.email } : null);
  return (
    <div>
      <nav aria-label="Back" className="mb-4 flex flex-wrap gap-x-2 gap-y-1">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden /> {user ? 'Back to Dashboard' : 'Back to Home'}
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.status}>
            <Activity aria-hidden /> System Status
          </Link>
        </Button>
      </nav>
      <PageHeader
        title="Contact Us"
        description="Questions, problems or ideas? Send us a message and we'll get back to you within 24 hours."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2 lg:self-start">
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm key={user?.id ?? 'guest'} defaults={defaults} />
          </CardContent>
        </Card>
        <ContactSideCards />
      </div>
    </div>
  );
}
