import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TStatusService } from '@shared/contracts/status';
import { Label, NativeSelect } from '@web/components/ui/input';

const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' });

/** Mean response time per 15 minutes over the last 24 h, one service at a time. */
export function ResponseChart({ services }: { services: TStatusService[] }) {
  const measured = services.filter((s) => s.responseSeries.length > 0);
  const [key, setKey] = useState<string | null>(null);
  const service = measured.find((s) => s.key === key) ?? measured[0];
  if (!service) return <p className="py-6 text-center text-sm text-muted-foreground">No data yet</p>;
  const points = service.responseSeries.map((p) => ({ t: Date.parse(p.at), ms: p.ms }));
  const max = Math.max(...points.map((p) => p.ms));
  return (
    <figure className="space-y-3">
      <div className="flex items-center gap-2">
        <Label htmlFor="response-service">Service</Label>
        <NativeSelect
          id="response-service"
          value={service.key}
          onChange={(e) => setKey(e.target.value)}
          className="w-auto"
        >
          {measured.map((s) => (
            <option key={s.key} value={s.key}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div
        className="h-48 w-full"
        role="img"
        aria-label={`${service.name} response time over the last 24 hours: ${points.length} readings of 15 minutes, at most ${max} ms`}
      >
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 192 }}>
          <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={(t: number) => time.format(t)}
              tick={{ fontSize: 12 }}
            />
            <YAxis unit=" ms" width={64} tick={{ fontSize: 12 }} />
            <Tooltip
              labelFormatter={(t) => (typeof t === 'number' ? time.format(t) : '')}
              formatter={(v) => [`${String(v)} ms`, 'Response time']}
            />
            <Line type="monotone" dataKey="ms" stroke="#4f46e5" dot={false} strokeWidth={2} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
