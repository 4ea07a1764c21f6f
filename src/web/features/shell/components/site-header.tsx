import { Radar } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';

/** Header of the public pages: brand, Sign In, Get Started. */
export function SiteHeader() {
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold text-primary">
          <Radar className="size-6" aria-hidden /> Rivalwatch
        </Link>
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost">
            <Link to={paths.auth}>Sign In</Link>
          </Button>
          <Button asChild>
            <Link to={paths.authSignUp()}>Get Started</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
