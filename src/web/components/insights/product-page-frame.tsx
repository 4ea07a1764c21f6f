import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { PageLoader } from '@web/components/ui/spinner';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { ApiError } from '@web/lib/api-client';

/**
 * A product page (mine or a competitor's): the way back to its list, then the product once loaded. A malformed id
 * or a 404 shows `notFound` with a link to the list; a failure shows the error with a retry.
 */
export function ProductPageFrame<T>(props: {
  back: { to: string; label: string };
  /** False for an id that cannot be a product's: the page says not found without asking. */
  valid: boolean;
  query: UseQueryResult<T>;
  notFound: { title: string; description: string; linkText: string };
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  let body;
  if (!props.valid || (query.isError && query.error instanceof ApiError && query.error.status === 404))
    body = (
      <EmptyState
        icon={PackageSearch}
        title={props.notFound.title}
        description={props.notFound.description}
        action={
          <Button asChild variant="secondary">
            <Link to={props.back.to}>{props.notFound.linkText}</Link>
          </Button>
        }
      />
    );
  else if (query.isPending) body = <PageLoader label="Loading product..." />;
  else if (query.isError)
    body = (
      <ErrorState
        title="Could not load this product"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  else body = props.children(query.data);
  return (
    <div>
      <Link
        to={props.back.to}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> {props.back.label}
      </Link>
      {body}
    </div>
  );
}
