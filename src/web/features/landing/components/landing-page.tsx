import { useSearchParams } from 'react-router';
import { SiteFooter, SiteHeader } from '@web/features/shell';
import { ClosingCta } from './closing-cta';
import { ComparisonSection } from './comparison-section';
import { EmailHandoff } from './email-handoff';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';

export { EmailHandoff };

/** / for signed-out visitors: the marketing page, or the sign-up handoff when the URL carries ?email=. */
export function LandingPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  if (email) return <EmailHandoff email={email} />;
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="flex-1">
        <HeroSection />
        <FeaturesSection />
        <ComparisonSection />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}
