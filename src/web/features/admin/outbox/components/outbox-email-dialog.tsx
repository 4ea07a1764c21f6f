import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { TOutboxEmail } from '@shared/contracts/email';
import { Badge } from '@web/components/ui/badge';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { fullDateTime } from '@shared/format';
import { useOutboxEmail } from '../api/get-outbox-email';

/** One kept email in a wide dialog; its HTML runs in a sandboxed frame with no scripts, forms or same origin. */
export function OutboxEmailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const email = useOutboxEmail(id);
  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-border bg-card p-5 shadow-xl focus:outline-none sm:p-6">
          <Dialog.Title className="pr-8 text-lg font-semibold break-words">
            {email.data?.subject ?? 'Email'}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            An email kept in the outbox instead of being sent.
          </Dialog.Description>
          <div className="mt-4">
            {email.isPending ? (
              <Spinner label="Loading email..." />
            ) : email.isError ? (
              <ErrorState
                title="Could not load this email"
                error={email.error}
                onRetry={() => void email.refetch()}
              />
            ) : (
              <EmailBody email={email.data} />
            )}
          </div>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 cursor-pointer rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The links of an email's HTML part, in order, once each (to finish a password reset from here, R62). */
export function linksOf(html: string): { href: string; text: string }[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const seen = new Set<string>();
  const links: { href: string; text: string }[] = [];
  for (const a of Array.from(doc.querySelectorAll('a[href]'))) {
    const href = a.getAttribute('href') ?? '';
    if (!/^https?:/i.test(href) || seen.has(href)) continue;
    seen.add(href);
    links.push({ href, text: (a.textContent ?? '').trim() || href });
  }
  return links;
}

function EmailBody({ email }: { email: TOutboxEmail }) {
  const headers = Object.entries(email.headers);
  const links = linksOf(email.html);
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <Field label="From">{email.fromAddress}</Field>
        <Field label="To">{email.toAddress}</Field>
        <Field label="Subject">{email.subject}</Field>
        <Field label="Date">{fullDateTime(email.createdAt)}</Field>
        <Field label="Kind">
          <Badge variant="secondary">{email.kind}</Badge>
        </Field>
      </dl>
      <Section title="HTML part">
        {email.html ? (
          <iframe
            title="HTML part"
            sandbox=""
            srcDoc={email.html}
            className="h-96 w-full rounded-lg border border-border bg-white"
          />
        ) : (
          <p className="text-muted-foreground">No HTML part.</p>
        )}
      </Section>
      <Section title="Links">
        {links.length === 0 ? (
          <p className="text-muted-foreground">No links.</p>
        ) : (
          <ul className="space-y-1">
            {links.map((l) => (
              <li key={l.href} className="break-all">
                <a
                  href={l.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary hover:underline"
                >
                  {l.text}
                </a>
                {l.text !== l.href ? (
                  <span className="block text-xs text-muted-foreground">{l.href}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Text part">
        <pre className="max-h-80 overflow-auto rounded-lg bg-muted p-3 text-xs break-words whitespace-pre-wrap">
          {email.text || 'No text part.'}
        </pre>
      </Section>
      <Section title="Headers">
        {headers.length === 0 ? (
          <p className="text-muted-foreground">No headers.</p>
        ) : (
          <dl className="max-h-60 overflow-auto rounded-lg bg-muted p-3 font-mono text-xs">
            {headers.map(([name, value]) => (
              <div key={name} className="break-all">
                <dt className="inline font-semibold">{name}:</dt> <dd className="inline">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Section>
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {children}
    </section>
  );
}
