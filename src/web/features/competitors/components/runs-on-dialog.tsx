import type { TCompetitor } from '@shared/contracts/competitors';
import type { TFootprintItem, TRunsOn } from '@shared/contracts/runs-on';
import { Badge } from '@web/components/ui/badge';
import { Modal } from '@web/components/ui/modal';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { TimeAgo } from '@web/components/ui/time-ago';
import { useRunsOn } from '../api/get-runs-on';

/** "Runs on" for one competitor: its theme, apps by category, unknown scripts and what changed, with the evidence. */
export function RunsOnDialog(props: { competitor: TCompetitor | null; onClose: () => void }) {
  const { competitor } = props;
  const runsOn = useRunsOn(competitor?.id ?? null);
  return (
    <Modal
      open={competitor !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={`${competitor?.name ?? ''} runs on`}
      description="Read from the store's home page with each scrape: the theme it declares and the apps and pixels whose scripts it loads."
      placement="side"
    >
      {runsOn.isPending ? (
        <Spinner label="Loading..." />
      ) : runsOn.isError ? (
        <ErrorState
          title="Could not load what this store runs on"
          error={runsOn.error}
          onRetry={() => void runsOn.refetch()}
        />
      ) : (
        <RunsOnBody data={runsOn.data} />
      )}
    </Modal>
  );
}

function RunsOnBody({ data }: { data: TRunsOn }) {
  if (!data.readAt)
    return <p className="text-sm text-muted-foreground">No data yet: the store has not been read.</p>;
  const categories = [...new Set(data.apps.map((a) => a.category ?? ''))];
  return (
    <div className="space-y-6 text-sm">
      <p className="text-xs text-muted-foreground">
        Last read <TimeAgo value={data.readAt} />
      </p>
      <section aria-labelledby="runs-on-theme">
        <h3 id="runs-on-theme" className="font-semibold">
          Theme
        </h3>
        {data.theme ? (
          <Item item={data.theme} />
        ) : (
          <p className="mt-1 text-muted-foreground">The home page declares no theme.</p>
        )}
      </section>
      <section aria-labelledby="runs-on-apps">
        <h3 id="runs-on-apps" className="font-semibold">
          Apps and pixels
        </h3>
        {data.apps.length === 0 ? (
          <p className="mt-1 text-muted-foreground">No known app or pixel on the home page.</p>
        ) : (
          categories.map((category) => (
            <div key={category} className="mt-2">
              <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {category}
              </h4>
              <ul className="divide-y divide-border">
                {data.apps
                  .filter((a) => (a.category ?? '') === category)
                  .map((a) => (
                    <li key={a.name}>
                      <Item item={a} />
                    </li>
                  ))}
              </ul>
            </div>
          ))
        )}
      </section>
      {data.unknown.length > 0 ? (
        <section aria-labelledby="runs-on-unknown">
          <h3 id="runs-on-unknown" className="font-semibold">
            Other scripts
          </h3>
          <p className="mt-1 text-xs text-muted-foreground">
            Third-party scripts no known app claims, by where they load from. Not guessed.
          </p>
          <ul className="divide-y divide-border">
            {data.unknown.map((u) => (
              <li key={u.name}>
                <Item item={u} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="runs-on-history">
        <h3 id="runs-on-history" className="font-semibold">
          Before
        </h3>
        {data.history.length === 0 ? (
          <p className="mt-1 text-muted-foreground">No theme or app has gone since the first read.</p>
        ) : (
          <ul className="divide-y divide-border">
            {data.history.map((h) => (
              <li key={`${h.kind}:${h.name}:${h.removedAt}`}>
                <Item item={h} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Item({ item }: { item: TFootprintItem }) {
  return (
    <div className="py-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{item.name}</span>
        {item.version ? <Badge variant="secondary">{item.version}</Badge> : null}
        {item.kind === 'theme' && item.themeStoreId === null ? (
          <Badge variant="outline">Custom theme</Badge>
        ) : null}
        {item.removedAt ? <Badge variant="warning">Gone</Badge> : null}
      </div>
      <p className="mt-0.5 text-xs text-muted-foreground">
        First seen <TimeAgo value={item.firstSeenAt} />
        {item.removedAt ? (
          <>
            {' '}
            · gone <TimeAgo value={item.removedAt} />
          </>
        ) : (
          <>
            {' '}
            · last seen <TimeAgo value={item.lastSeenAt} />
          </>
        )}
      </p>
      <details className="mt-1">
        <summary className="cursor-pointer text-xs text-primary">Evidence</summary>
        <code className="mt-1 block rounded-md bg-muted p-2 font-mono text-xs break-all">
          {item.evidence}
        </code>
      </details>
    </div>
  );
}
