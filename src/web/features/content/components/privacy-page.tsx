import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { usePublicConfig } from '@web/features/status';
import { ProseSection } from './prose-section';

const LAST_UPDATED = 'August 8, 2025';
const link = 'font-medium text-primary hover:underline';

const sections = [
  { id: 'data-collected', title: 'Information we collect' },
  { id: 'data-use', title: 'How we use your information' },
  { id: 'data-sharing', title: 'How we share information' },
  { id: 'data-security', title: 'Security' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'retention', title: 'Data retention' },
  { id: 'transfers', title: 'International transfers' },
  { id: 'children', title: "Children's privacy" },
  { id: 'contact', title: 'Contact us' },
] as const;

type TSectionId = (typeof sections)[number]['id'];
const title = (id: TSectionId) => sections.find((s) => s.id === id)!.title;

/** /privacy: the static privacy policy. */
export function PrivacyPage() {
  const supportEmail = usePublicConfig().data?.supportEmail;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Privacy Policy" description={`Last updated: ${LAST_UPDATED}`} />
      <Card>
        <CardContent className="space-y-8 pt-5 sm:pt-6">
          <p className="text-sm leading-relaxed text-muted-foreground">
            This policy explains what personal information Rivalwatch collects when you use our competitor
            monitoring service, why we collect it, and the choices you have. We collect only what we need to
            run the service and we do not sell personal information.
          </p>

          <nav aria-label="On this page" className="rounded-lg bg-muted p-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              On this page
            </p>
            <ol className="mt-2 gap-x-6 space-y-1.5 text-sm sm:columns-2">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-primary hover:underline">
                    {i + 1}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <ProseSection id="data-collected" title={`1. ${title('data-collected')}`}>
            <ul>
              <li>
                <strong className="text-foreground">Account details:</strong> username, email address, first
                and last name if you give them, time zone and notification preferences. Passwords are stored
                only as a one-way hash.
              </li>
              <li>
                <strong className="text-foreground">Subscription details:</strong> your plan and its status.
                Card numbers are handled by our payment provider; we keep at most the card brand and last four
                digits.
              </li>
              <li>
                <strong className="text-foreground">What you set up:</strong> the competitor store addresses
                you add, your alert rules and any Slack or webhook address you configure.
              </li>
              <li>
                <strong className="text-foreground">Messages:</strong> what you send us through the contact
                form or by email.
              </li>
              <li>
                <strong className="text-foreground">Usage information:</strong> a session cookie that keeps
                you signed in, and whether our emails were opened or their links clicked. We count page views
                ourselves: each page you open sends its address (without any query) to our own server, which
                adds one to that page&apos;s count for the day. No cookie is used for it, no third-party
                script or service is involved, and nothing about you is kept with the count; our team sees the
                totals on the admin dashboard.
              </li>
            </ul>
            <p>
              The competitor data we gather is public storefront information (products, prices, stock) about
              businesses, not personal information about you.
            </p>
          </ProseSection>

          <ProseSection id="data-use" title={`2. ${title('data-use')}`}>
            <ul>
              <li>To run the service: monitor the stores you choose and send the alerts you ask for.</li>
              <li>To manage your account and subscription, including payments and plan changes.</li>
              <li>
                To send service emails and, where you have not opted out, product tips; every such email has
                an unsubscribe link.
              </li>
              <li>To answer support requests.</li>
              <li>To keep the service secure, for example by limiting repeated failed sign-ins.</li>
            </ul>
          </ProseSection>

          <ProseSection id="data-sharing" title={`3. ${title('data-sharing')}`}>
            <p>We do not sell or rent personal information. We share it only:</p>
            <ul>
              <li>
                with service providers that process it on our behalf, such as payment and email delivery;
              </li>
              <li>with services you connect yourself, such as Slack or a webhook address you enter;</li>
              <li>
                when the law requires it, or to protect the rights and safety of our users and our service.
              </li>
            </ul>
          </ProseSection>

          <ProseSection id="data-security" title={`4. ${title('data-security')}`}>
            <p>
              Passwords are hashed with Argon2id. Sign-in sessions use an HttpOnly cookie that page scripts
              cannot read, and traffic is encrypted over HTTPS. Password reset links are single-use and expire
              after one hour, and API tokens are stored hashed. No system is perfectly secure, so please use a
              strong, unique password and tell us at once about any suspected misuse.
            </p>
          </ProseSection>

          <ProseSection id="your-rights" title={`5. ${title('your-rights')}`}>
            <p>Depending on where you live, you may have the right to:</p>
            <ul>
              <li>access the personal information we hold about you;</li>
              <li>correct it, most of it directly in Settings;</li>
              <li>have it deleted, by asking us to close your account;</li>
              <li>receive a copy of it in a portable format;</li>
              <li>object to or opt out of marketing emails at any time;</li>
              <li>complain to your local data protection authority.</li>
            </ul>
            <p>To use any of these rights, contact us as described below.</p>
          </ProseSection>

          <ProseSection id="retention" title={`6. ${title('retention')}`}>
            <p>
              We keep your information for as long as your account is open. When an account is deleted, its
              personal data is removed within 30 days, except where the law requires us to keep a record
              longer (for example, payment records).
            </p>
          </ProseSection>

          <ProseSection id="transfers" title={`7. ${title('transfers')}`}>
            <p>
              Our service providers may process information in countries other than yours, whose data
              protection laws may differ. Where information is transferred across borders, we rely on the
              safeguards that applicable law requires.
            </p>
          </ProseSection>

          <ProseSection id="children" title={`8. ${title('children')}`}>
            <p>
              Rivalwatch is a business tool and is not directed at children under 13. We do not knowingly
              collect personal information from children under 13; if you believe a child has given us
              information, contact us and we will delete it.
            </p>
          </ProseSection>

          <ProseSection id="contact" title={`9. ${title('contact')}`}>
            <p>
              Questions or requests about your privacy:{' '}
              {supportEmail ? (
                <>
                  email{' '}
                  <a href={`mailto:${supportEmail}`} className={link}>
                    {supportEmail}
                  </a>{' '}
                  or use our{' '}
                </>
              ) : (
                'use our '
              )}
              <Link to={paths.contact} className={link}>
                contact form
              </Link>
              . We respond to privacy inquiries within 48 hours.
            </p>
            <p>
              If we change this policy, we will update the date at the top of this page and, for significant
              changes, tell you by email.
            </p>
          </ProseSection>
        </CardContent>
      </Card>
    </div>
  );
}
