import { BookOpen } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

const VARIABLES = [
  {
    name: 'N8N_WEBHOOK_URL',
    required: true,
    text: 'The URL of the Webhook node of your N8N workflow. Rivalwatch posts its events there as JSON.',
  },
  {
    name: 'N8N_API_KEY',
    required: false,
    text: 'Sent with every request in the X-N8N-API-KEY header, so the workflow can reject other callers.',
  },
  {
    name: 'N8N_WEBHOOK_SECRET',
    required: false,
    text: 'Signs every event with an HMAC in the X-Rivalwatch-Signature header, so the workflow can verify it came from Rivalwatch.',
  },
] as const;

export function SetupInstructions() {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <BookOpen className="size-5 text-primary" aria-hidden />
          <CardTitle>Setup Instructions</CardTitle>
        </div>
        <CardDescription>
          Set these environment variables on the server, then restart Rivalwatch.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="space-y-4 text-sm">
          {VARIABLES.map((v) => (
            <div key={v.name}>
              <dt className="flex flex-wrap items-center gap-2">
                <code className="rounded bg-muted px-1.5 py-0.5 text-xs font-semibold break-all">
                  {v.name}
                </code>
                <Badge variant={v.required ? 'default' : 'secondary'}>
                  {v.required ? 'Required' : 'Optional'}
                </Badge>
              </dt>
              <dd className="mt-1 text-muted-foreground">{v.text}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
