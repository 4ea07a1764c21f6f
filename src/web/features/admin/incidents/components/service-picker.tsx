import { SERVICE_KEYS, type TServiceKey } from '@shared/contracts/status';
import { SERVICE_INFO } from '@shared/constants/status-services';

/** The affected services: one checkbox per probed service, in the status page's order. */
export function ServicePicker(props: {
  legend: string;
  value: TServiceKey[];
  onChange: (value: TServiceKey[]) => void;
  error?: string;
}) {
  const toggle = (key: TServiceKey, on: boolean) =>
    props.onChange(SERVICE_KEYS.filter((k) => (k === key ? on : props.value.includes(k))));
  return (
    <fieldset className="space-y-1.5" aria-invalid={!!props.error}>
      <legend className="text-sm font-medium text-foreground">{props.legend}</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
        {SERVICE_KEYS.map((key) => (
          <label key={key} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={props.value.includes(key)}
              onChange={(e) => toggle(key, e.target.checked)}
            />
            {SERVICE_INFO[key].name}
          </label>
        ))}
      </div>
      {props.error ? <p className="text-sm text-destructive">{props.error}</p> : null}
    </fieldset>
  );
}
