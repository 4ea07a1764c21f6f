import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';

/** The orange notice non-pro users meet on /export (docs/product-rules.md R6). */
export function ProRequiredBanner() {
  return (
    <section
      aria-labelledby="pro-required-title"
      className="mb-6 flex flex-col gap-4 rounded-card border border-orange-300 bg-orange-50 p-5 text-orange-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Crown className="mt-0.5 size-5 shrink-0 text-orange-600" aria-hidden />
        <div>
          <h2 id="pro-required-title" className="font-semibold">
            Pro Subscription Required
          </h2>
          <p className="mt-1 text-sm">
            Data export is only available for Pro subscribers. Upgrade to download your competitors and their
            products as CSV or JSON.
          </p>
        </div>
      </div>
      <Link
        to={paths.pricing}
        className="inline-flex h-10 shrink-0 items-center justify-center rounded-lg bg-orange-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-orange-800"
      >
        Upgrade to Pro
      </Link>
    </section>
  );
}
