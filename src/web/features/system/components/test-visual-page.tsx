import { Inbox } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { Banner, EmptyState, ErrorState } from '@web/components/ui/states';
import { toast } from '@web/components/ui/use-toast';

/** The design system on one page, for checking type, spacing and colour by eye. */
export function TestVisualPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Styling test" description="Every primitive of the design system." />
      <Card>
        <CardHeader>
          <CardTitle>Buttons and badges</CardTitle>
          <CardDescription>Variants in their resting state.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-3">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="destructive">Destructive</Button>
          <Button disabled>Disabled</Button>
          <Badge>Default</Badge>
          <Badge variant="success">Active</Badge>
          <Badge variant="warning">Scraping</Badge>
          <Badge variant="destructive">Error</Badge>
          <Badge variant="outline">Inactive</Badge>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Form controls</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label="Text input" hint="A hint under the field.">
            <Input placeholder="Type here" />
          </FormField>
          <FormField label="With an error" error="This field is required">
            <Input />
          </FormField>
          <FormField label="Select">
            <NativeSelect defaultValue="b">
              <option value="a">Option A</option>
              <option value="b">Option B</option>
            </NativeSelect>
          </FormField>
        </CardContent>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2">
        <Banner tone="success">Saved successfully.</Banner>
        <Banner tone="error">Something went wrong.</Banner>
      </div>
      <ErrorState error={new Error('The server could not be reached.')} onRetry={() => {}} />
      <EmptyState
        icon={Inbox}
        title="Nothing here yet"
        description="An empty state explains what will appear."
      />
      <div className="flex flex-wrap gap-3">
        <Spinner label="Loading..." />
        <Button
          variant="secondary"
          onClick={() => toast({ title: 'Toast title', description: 'A toast message.' })}
        >
          Show toast
        </Button>
      </div>
    </div>
  );
}
