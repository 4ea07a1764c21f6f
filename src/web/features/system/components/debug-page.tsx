import { useLocation } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { useUser } from '@web/features/auth';

/** Shows the current user object, the loading flag and the current location. */
export function DebugPage() {
  const { data: user, isLoading } = useUser();
  const location = useLocation();
  const blocks = [
    { title: 'User', value: user ?? null },
    { title: 'Loading', value: isLoading },
    {
      title: 'Location',
      value: { pathname: location.pathname, search: location.search, hash: location.hash },
    },
  ];
  return (
    <div>
      <PageHeader title="Debug" description="What the app knows about this session." />
      {/* One column that never grows past the screen: long values scroll inside their own block. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {blocks.map((b) => (
          <Card key={b.title} className="min-w-0">
            <CardHeader>
              <CardTitle>{b.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <pre className="overflow-x-auto rounded-lg bg-muted p-4 text-xs whitespace-pre-wrap break-all">
                {JSON.stringify(b.value, null, 2)}
              </pre>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
