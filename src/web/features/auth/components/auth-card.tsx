import { ArrowLeft, Radar, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';

/** The page around the signed-out account screens: brand on a soft gradient. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-primary-soft to-background px-4 py-10">
      <Link to={paths.home} className="mb-6 flex items-center gap-2 text-xl font-bold text-primary">
        <Radar className="size-7" aria-hidden /> Rivalwatch
      </Link>
      {children}
    </div>
  );
}

/** The server's message, else a generic line: a dropped connection has none (docs/product-rules.md R23). */
export function passwordResetErrorText(err: unknown): string {
  return err instanceof ApiError && err.message ? err.message : 'Something went wrong. Please try again.';
}

/** The centered card of the signed-out account screens (same frame as /auth). */
export function AuthCard(props: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  tone?: 'primary' | 'success' | 'destructive';
  children: ReactNode;
}) {
  const Icon = props.icon;
  const tone = {
    primary: 'bg-primary-soft text-primary',
    success: 'bg-success-soft text-success',
    destructive: 'bg-destructive-soft text-destructive',
  }[props.tone ?? 'primary'];
  return (
    <AuthFrame>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className={`mx-auto mb-2 w-fit rounded-full p-3 ${tone}`}>
            <Icon className="size-6" aria-hidden />
          </div>
          <h1 className="text-xl font-semibold">{props.title}</h1>
          {props.description ? <p className="text-sm text-muted-foreground">{props.description}</p> : null}
        </CardHeader>
        <CardContent className="space-y-4">{props.children}</CardContent>
      </Card>
    </AuthFrame>
  );
}

export function BackToSignIn() {
  return (
    <p className="text-center text-sm">
      <Link
        to={paths.auth}
        className="inline-flex items-center gap-1 font-medium text-muted-foreground hover:text-foreground hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to sign in
      </Link>
    </p>
  );
}
