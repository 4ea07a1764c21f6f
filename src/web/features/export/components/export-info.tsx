import { Clock, FileText, Lightbulb, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

const sections: { title: string; icon: LucideIcon; text: string }[] = [
  {
    title: 'CSV Format',
    icon: FileText,
    text: 'CSV files follow RFC 4180 in UTF-8, with a header row. Choose "Excel-compatible CSV" in Settings to add the byte-order mark Excel needs to show accented names correctly. Prices come with their store currency.',
  },
  {
    title: 'Data Freshness',
    icon: Clock,
    text: 'An export holds the data as of each store\'s last scrape. On Pro, stores are checked every 2 hours; the "last scrape" column tells you how recent each one is.',
  },
  {
    title: 'Privacy',
    icon: ShieldCheck,
    text: 'Exports contain only your own competitor list and public data from their storefronts. Files are built when you ask and are not kept on our servers.',
  },
  {
    title: 'Tips',
    icon: Lightbulb,
    text: 'Use CSV for spreadsheets and JSON for scripts or BI tools. File names carry the date, so regular exports sort in order and never overwrite each other.',
  },
];

export function ExportInfo() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>About Your Exports</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          {sections.map(({ title, icon: Icon, text }) => (
            <div key={title} className="flex gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div>
                <h3 className="font-medium">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </div>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
