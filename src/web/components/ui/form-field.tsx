import { cloneElement, useId, type ReactElement } from 'react';
import { Label } from './input';

type TFieldChildProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/** A labelled control with its hint and error, wired for screen readers. */
export function FormField(props: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<TFieldChildProps>;
}) {
  const id = useId();
  const describedBy = props.error ? `${id}-error` : props.hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      {cloneElement(props.children, { id, 'aria-invalid': !!props.error, 'aria-describedby': describedBy })}
      {props.error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {props.error}
        </p>
      ) : props.hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
