import { useState, type FormEvent } from 'react';
import { CheckCircle2, Rss } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input, Label } from '@web/components/ui/input';
import { paths } from '@web/lib/paths';
import { useSubscribeStatus } from '../api/subscribe-status';

/** Email subscription (idle, subscribing, subscribed: the form gives way to a confirmation) and the feed. */
export function SubscribeCard() {
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeStatus();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    subscribe.mutate({ email, type: 'status_notifications' });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Get notified</CardTitle>
        <CardDescription>An email for each incident update and scheduled maintenance.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {subscribe.isSuccess ? (
          <p role="status" className="flex items-start gap-2 text-sm">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {subscribe.data.message}
          </p>
        ) : (
          <form onSubmit={submit} className="space-y-3" aria-label="Subscribe to status updates">
            <div className="space-y-1">
              <Label htmlFor="status-email">Email</Label>
              <Input
                id="status-email"
                type="email"
                required
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="you@example.com"
              />
            </div>
            <Button type="submit" disabled={subscribe.isPending} className="w-full">
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </form>
        )}
        <a
          href={paths.statusFeed}
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
        >
          <Rss className="size-4" aria-hidden /> Atom feed
        </a>
      </CardContent>
    </Card>
  );
}
