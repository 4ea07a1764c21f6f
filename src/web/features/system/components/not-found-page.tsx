import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { paths } from '@web/lib/paths';

export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="p-6 sm:p-6">
          <div className="flex items-center gap-3">
            <FileQuestion className="size-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild className="mt-6">
            <Link to={paths.home}>Go to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
