import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@web/components/ui/spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Signed-out pages other than the landing and auth screens. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 lg:py-12">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
