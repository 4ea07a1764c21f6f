import type { z } from 'zod';
import type { TFieldErrors, TFormCheck } from './checked-form';

/** A form check from a shared contract: its parsed output, or the first message of each field in error. */
export function zodFormCheck<TField extends string, TSchema extends z.ZodType>(
  schema: TSchema,
): TFormCheck<TField, z.output<TSchema>> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { data: result.data };
    const errors: TFieldErrors<TField> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as TField | undefined;
      if (name !== undefined && errors[name] === undefined) errors[name] = issue.message;
    }
    return { errors };
  };
}
