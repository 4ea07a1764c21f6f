import { Button } from '@web/components/ui/button';
import { QUICK_TEST_URLS } from '../lib/demo-content';

/** One button per rule: each fills the URL field with an example address. */
export function QuickTestUrls({ onPick }: { onPick: (url: string) => void }) {
  return (
    <div>
      <h2 className="text-lg font-semibold">Quick test URLs</h2>
      <p className="mt-1 text-sm text-muted-foreground">Fill the field with an example, then validate it.</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {QUICK_TEST_URLS.map((t) => (
          <li key={t.url}>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="h-auto w-full flex-col items-start gap-0 py-2 text-left whitespace-normal"
              onClick={() => onPick(t.url)}
            >
              <span className="text-xs text-muted-foreground">{t.label}</span>
              <span className="font-mono text-xs break-all">{t.url}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
