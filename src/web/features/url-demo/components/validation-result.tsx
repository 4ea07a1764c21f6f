import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TValidationResult } from '@shared/contracts/competitors';
import { MISSING } from '@shared/format';
import { Banner } from '@web/components/ui/states';
import { Spinner } from '@web/components/ui/spinner';

export type TResultState =
  | { kind: 'idle' }
  | { kind: 'checking'; url: string }
  | { kind: 'done'; url: string; result: TValidationResult }
  | { kind: 'failed'; url: string; message: string };

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function YesNo({ value }: { value: boolean }) {
  const Icon = value ? CheckCircle2 : XCircle;
  return (
    <span className={`inline-flex items-center gap-1.5 ${value ? 'text-success' : 'text-destructive'}`}>
      <Icon className="size-4" aria-hidden />
      {value ? 'Yes' : 'No'}
    </span>
  );
}

/** The results panel: what the server said about the last URL checked. */
export function ValidationResult({ state }: { state: TResultState }) {
  if (state.kind === 'idle') {
    return <p className="text-sm text-muted-foreground">Validate a URL to see the result here.</p>;
  }
  if (state.kind === 'checking') return <Spinner label="Checking..." />;
  if (state.kind === 'failed') return <Banner tone="error">{state.message}</Banner>;
  const { result } = state;
  return (
    <div className="space-y-3">
      <Banner tone={result.isValid ? 'success' : 'error'}>
        {result.isValid ? 'This store can be tracked.' : 'This URL cannot be tracked.'}
      </Banner>
      <dl className="divide-y divide-border">
        <Row term="Checked">{state.url}</Row>
        <Row term="Valid">
          <YesNo value={result.isValid} />
        </Row>
        <Row term="Normalized URL">{result.normalizedUrl ?? MISSING}</Row>
        <Row term="Store name">{result.storeName ?? MISSING}</Row>
        <Row term="Shopify store">
          <YesNo value={result.isShopify} />
        </Row>
        <Row term="Error">{result.error ?? 'None'}</Row>
      </dl>
    </div>
  );
}
