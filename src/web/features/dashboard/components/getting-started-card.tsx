import { CheckCircle2 } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TOnboardingStep, TOnboardingStepName } from '@shared/contracts/onboarding';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { paths } from '@web/lib/paths';
import { useOnboarding, useSkipOnboardingStep } from '../api/get-onboarding';

// The URL form checks with the shared zod contract: it loads when asked for, not with the dashboard.
const AddMyStoreForm = lazy(() =>
  import('@web/features/my-store').then((m) => ({ default: m.AddMyStoreForm })),
);

const TEXTS: Record<TOnboardingStepName, { title: string; text: string }> = {
  own_store: {
    title: 'Add your own store',
    text: 'See where your prices stand against your competitors’. It does not use a competitor slot.',
  },
  competitor: {
    title: 'Add a first competitor',
    text: 'Rivalwatch reads its public storefront and tracks every product and price.',
  },
  alert: {
    title: 'Set an alert',
    text: 'Hear about a price change, a new product or a sale as soon as it happens.',
  },
};

/**
 * The dashboard's "Getting started" card (docs/product-rules.md R148): each step done from the account's rows, the
 * own store skippable (remembered per person); it shows while a step is neither done nor skipped, and nothing while
 * it loads or when it cannot be read (the dashboard's own contents stay in place). `className` places it in the page.
 */
export function GettingStartedCard(props: { className?: string }) {
  const query = useOnboarding();
  if (!query.isSuccess || !query.data.show) return null;
  const steps = query.data.steps;
  const finished = steps.filter((s) => s.done || s.skipped).length;
  return (
    <Card className={props.className} role="region" aria-labelledby="getting-started-title">
      <CardHeader>
        <CardTitle id="getting-started-title">Getting started</CardTitle>
        <CardDescription>
          {finished} of {steps.length} steps done. Each one is marked done as soon as it is.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="divide-y divide-border" aria-label="Getting started steps">
          {steps.map((s, i) => (
            <StepRow key={s.step} step={s} number={i + 1} onRefresh={() => void query.refetch()} />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function StepRow(props: { step: TOnboardingStep; number: number; onRefresh: () => void }) {
  const { step } = props;
  const { title, text } = TEXTS[step.step];
  let action: ReactNode = null;
  if (step.done) action = <Badge variant="success">Done</Badge>;
  else if (step.step === 'own_store') action = <OwnStoreActions step={step} onAdded={props.onRefresh} />;
  else if (step.step === 'competitor')
    action = (
      <Button asChild size="sm" variant="secondary">
        <Link to={paths.competitors}>Add a competitor</Link>
      </Button>
    );
  else
    action = (
      <Button asChild size="sm" variant="secondary">
        <Link to={paths.alerts}>Set an alert</Link>
      </Button>
    );
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {step.done ? (
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-success" aria-hidden />
        ) : (
          <span
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary"
            aria-hidden
          >
            {props.number}
          </span>
        )}
        <div className="min-w-0">
          <h3 className={`font-medium ${step.done ? 'text-muted-foreground line-through' : ''}`}>
            {title}
            {step.done ? <span className="sr-only"> (done)</span> : null}
          </h3>
          <p className="text-sm text-muted-foreground">{text}</p>
        </div>
      </div>
      <div className="pl-9 sm:pl-0">{action}</div>
    </li>
  );
}

function OwnStoreActions(props: { step: TOnboardingStep; onAdded: () => void }) {
  const skip = useSkipOnboardingStep();
  const [adding, setAdding] = useState(false);
  if (adding)
    return (
      <div className="w-full sm:w-80">
        <Suspense fallback={<Spinner label="Loading..." />}>
          <AddMyStoreForm onAdded={props.onAdded} />
        </Suspense>
      </div>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {props.step.skipped ? <Badge variant="secondary">Skipped</Badge> : null}
      <Button size="sm" onClick={() => setAdding(true)}>
        Add my store
      </Button>
      {props.step.skipped ? null : (
        <Button
          size="sm"
          variant="ghost"
          disabled={skip.isPending}
          onClick={() => skip.mutate({ step: 'own_store' })}
        >
          {skip.isPending ? 'Skipping...' : 'Skip'}
        </Button>
      )}
      {skip.isError ? <p className="w-full text-sm text-destructive">{skip.error.message}</p> : null}
    </div>
  );
}
