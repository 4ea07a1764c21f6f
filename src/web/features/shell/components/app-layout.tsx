import { Menu, Radar } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/lib/paths';
import { SideNav } from './side-nav';

/** Signed-in layout: a 16rem sidebar from 768 px up, a 20rem slide-in drawer below. */
export function AppLayout({ user }: { user: TPublicUser }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-screen md:pl-64">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-border bg-card md:block">
        <SideNav user={user} />
      </aside>
      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-border bg-card/95 px-4 backdrop-blur md:hidden">
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label="Open navigation">
              <Menu className="size-5!" aria-hidden />
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 data-[state=open]:animate-in" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 w-80 max-w-[85vw] bg-card shadow-xl focus:outline-none"
            >
              <Dialog.Title className="sr-only">Navigation</Dialog.Title>
              <SideNav user={user} onNavigate={() => setOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <Link to={paths.home} className="flex items-center gap-2 font-bold text-primary">
          <Radar className="size-5" aria-hidden /> Rivalwatch
        </Link>
      </header>
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
