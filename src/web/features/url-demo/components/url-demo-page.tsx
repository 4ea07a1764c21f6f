import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { paths } from '@web/lib/paths';
import { useUser } from '@web/features/auth';
import { serverMessage, useAddCompetitor, useValidateUrl } from '@web/features/competitors';
import { QuickTestUrls } from './quick-test-urls';
import { UrlRules } from './url-rules';
import { ValidationResult, type TResultState } from './validation-result';

/** /url-demo and /url-validation-demo: try the URL rules on any address, signed in or not. */
export function UrlDemoPage() {
  const user = useUser();
  const signedIn = !!user.data;
  const validate = useValidateUrl();
  const add = useAddCompetitor();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [result, setResult] = useState<TResultState>({ kind: 'idle' });
  const [added, setAdded] = useState(false);

  const trimmedUrl = url.trim();
  const trimmedName = name.trim();

  const onValidate = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmedUrl) return;
    const checked = trimmedUrl;
    setResult({ kind: 'checking', url: checked });
    validate.mutate(
      { url: checked, ...(trimmedName ? { name: trimmedName } : {}) },
      {
        onSuccess: (res) => setResult({ kind: 'done', url: checked, result: res }),
        onError: (err) =>
          setResult({ kind: 'failed', url: checked, message: serverMessage(err) ?? 'Validation failed' }),
      },
    );
  };

  const onAdd = () => {
    if (!trimmedUrl || !trimmedName) return;
    setAdded(false);
    add.mutate({ name: trimmedName, url: trimmedUrl }, { onSuccess: () => setAdded(true) });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="URL Validation Demo"
        description="See whether Rivalwatch can track a store before you add it."
      />
      {/* Phones: form, result, examples; from 1024 px the result sits beside both. */}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Check a store</CardTitle>
            <CardDescription>
              Paste a competitor's address. The store name is only needed to add it.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate className="space-y-4" onSubmit={onValidate}>
              <FormField label="Competitor URL">
                <Input
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://example-store.myshopify.com"
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                />
              </FormField>
              <FormField label="Store name (optional)">
                <Input
                  autoComplete="off"
                  placeholder="e.g. Acme Outdoor"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
              </FormField>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button type="submit" disabled={!trimmedUrl || validate.isPending}>
                  {validate.isPending ? 'Validating...' : 'Validate URL'}
                </Button>
                {signedIn ? (
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={!trimmedUrl || !trimmedName || add.isPending}
                    onClick={onAdd}
                  >
                    {add.isPending ? 'Adding...' : 'Add Competitor'}
                  </Button>
                ) : (
                  <Button asChild variant="secondary">
                    <Link to={paths.authSignUp()}>Add Competitor</Link>
                  </Button>
                )}
              </div>
              <p className="text-xs text-muted-foreground">
                {signedIn
                  ? 'Adding needs both the URL and a store name.'
                  : 'Adding a competitor needs a free account: the button takes you to sign-up.'}
              </p>
              {added ? (
                <p role="status" className="text-sm">
                  Added.{' '}
                  <Link to={paths.competitors} className="font-medium text-primary hover:underline">
                    See it on your Competitors page
                  </Link>
                </p>
              ) : null}
            </form>
          </CardContent>
        </Card>
        <Card className="lg:row-span-2">
          <section aria-labelledby="url-demo-result">
            <CardHeader>
              <CardTitle id="url-demo-result">Result</CardTitle>
            </CardHeader>
            <CardContent aria-live="polite">
              <ValidationResult state={result} />
            </CardContent>
          </section>
        </Card>
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <QuickTestUrls
              onPick={(picked) => {
                setUrl(picked);
                setAdded(false);
              }}
            />
          </CardContent>
        </Card>
      </div>
      <UrlRules />
      <nav aria-label="More" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={paths.home} className="font-medium text-primary hover:underline">
          Back to Home
        </Link>
        {signedIn ? (
          <Link to={paths.competitors} className="font-medium text-primary hover:underline">
            Your competitors
          </Link>
        ) : (
          <Link to={paths.authSignUp()} className="font-medium text-primary hover:underline">
            Sign Up
          </Link>
        )}
      </nav>
    </div>
  );
}
