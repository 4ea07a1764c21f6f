import type { TStatusDay } from '@shared/contracts/status';
import { barColour, formatPercent, stateLabel } from '../lib/format-status';

/** 90 days, one bar a day coloured by its worst state; each bar says its day, state and uptime in text too. */
export function DayBars({ name, days }: { name: string; days: TStatusDay[] }) {
  if (days.length === 0) return null;
  return (
    <div>
      <ol aria-label={`${name}: the last ${days.length} days`} className="flex h-8 items-stretch gap-px">
        {days.map((d) => {
          const text = `${d.day}: ${d.worst ? stateLabel(d.worst) : 'No data'}${
            d.percent !== null ? `, ${formatPercent(d.percent)} uptime` : ''
          }`;
          return (
            <li
              key={d.day}
              title={text}
              className={`min-w-0 flex-1 rounded-[1px] ${barColour(d.worst)} hover:opacity-70`}
            >
              <span className="sr-only">{text}</span>
            </li>
          );
        })}
      </ol>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden>
        <span>{days.length} days ago</span>
        <span>Today</span>
      </div>
    </div>
  );
}
