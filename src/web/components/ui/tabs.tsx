import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '@web/lib/cn';

/**
 * Tabs as WAI-ARIA's tabs pattern describes them, with automatic activation: a tab list, tabs that select on click
 * and on the arrow keys (Home and End too) with one tab in the Tab order, and the selected tab's panel alone in the
 * page. Our own instead of Radix Tabs: /auth draws these in its first load, and Radix's roving focus and collection
 * weigh 8.6 KB with brotli there (docs/decisions/012-light-first-load.md). The props follow Radix's, so a screen
 * reads the same: `value`/`onValueChange` or `defaultValue`.
 */
type TTabsContext = { value: string; select: (value: string) => void; id: string };

const TabsContext = createContext<TTabsContext | null>(null);

function useTabs(): TTabsContext {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be inside <Tabs>');
  return context;
}

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;

type TTabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, ...props }: TTabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const id = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, id }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

/** Arrow keys move to the next or previous enabled tab (wrapping), Home and End to the first and last; each selects. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity }[event.key];
  if (step === undefined) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  if (tabs.length === 0) return;
  event.preventDefault();
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    step === -Infinity ? 0 : step === Infinity ? tabs.length - 1 : (at + step + tabs.length) % tabs.length;
  tabs[next]!.focus();
  tabs[next]!.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  value,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.id, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.id, value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex h-9 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm cursor-pointer',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  className,
  value,
  ...props
}: Omit<ComponentProps<'div'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.id, value)}
      aria-labelledby={tabId(tabs.id, value)}
      data-state="active"
      tabIndex={0}
      className={cn('mt-4 rounded-md', className)}
      {...props}
    />
  );
}
