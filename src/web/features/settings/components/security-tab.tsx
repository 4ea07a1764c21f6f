import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { paths } from '@web/lib/paths';
import { ApiTokensCard } from './api-tokens-card';
import { ChangePasswordForm } from './change-password-form';

export function SecurityTab() {
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>
            Other devices are signed out when your password changes; this one stays signed in.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <ApiTokensCard />
      <Card>
        <CardHeader>
          <CardTitle>Delete account</CardTitle>
          <CardDescription>
            Accounts are deleted through support. Send us a request and we will close your account; your
            personal data is removed within 30 days.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="secondary">
            <Link to={paths.contact}>
              <Mail aria-hidden /> Contact support
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
