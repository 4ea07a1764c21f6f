import { CheckCircle2, XCircle } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ACCEPTED_RULES, REJECTED_RULES } from '../lib/demo-content';

export function UrlRules() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Validation rules</CardTitle>
        <CardDescription>What Rivalwatch checks before it starts tracking a store.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="rules-accepted">
          <h3 id="rules-accepted" className="text-sm font-semibold text-success">
            Accepted
          </h3>
          <ul className="mt-2 space-y-2 text-sm">
            {ACCEPTED_RULES.map((rule) => (
              <li key={rule} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                {rule}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="rules-rejected">
          <h3 id="rules-rejected" className="text-sm font-semibold text-destructive">
            Rejected
          </h3>
          <ul className="mt-2 space-y-2 text-sm">
            {REJECTED_RULES.map((rule) => (
              <li key={rule} className="flex gap-2">
                <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                {rule}
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
