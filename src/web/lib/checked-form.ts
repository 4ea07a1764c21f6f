import { useRef, useState, type FormEvent } from 'react';

/** A form's values as its inputs hold them, by field name. */
export type TFormValues<TField extends string> = Record<TField, string>;
/** The first message of each field that fails its rule, as react-hook-form's zodResolver shows them. */
export type TFieldErrors<TField extends string> = Partial<Record<TField, string>>;
/** Checks a form's values against its rules: the parsed values, or the errors by field. */
export type TFormCheck<TField extends string, TData> = (
  values: TFormValues<TField>,
) => { data: TData } | { errors: TFieldErrors<TField> };

const valuesOf = <TField extends string>(form: HTMLFormElement, fields: readonly TField[]) =>
  Object.fromEntries(
    fields.map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '']),
  ) as TFormValues<TField>;

/**
 * A form of plain inputs whose rules load on demand: when a field is first focused, else on submit. It keeps
 * react-hook-form and zod off the first load of a light page (/auth, docs/decisions/012-light-first-load.md)
 * while the rules stay the shared contracts' (`zodFormCheck`). Like react-hook-form's defaults it checks on
 * submit, then again on every change once a submit failed, and focuses the first field in error.
 */
export function useCheckedForm<TField extends string, TData>(opts: {
  fields: readonly TField[];
  loadCheck: () => Promise<TFormCheck<TField, TData>>;
}) {
  const [errors, setErrors] = useState<TFieldErrors<TField>>({});
  const submitted = useRef(false);
  const loading = useRef<Promise<TFormCheck<TField, TData>> | null>(null);
  const check = () => (loading.current ??= opts.loadCheck());

  const recheck = async (form: HTMLFormElement) => {
    const result = (await check())(valuesOf(form, opts.fields));
    setErrors('errors' in result ? result.errors : {});
  };

  /** The props of the input of one field. */
  const field = (name: TField) => ({
    name,
    onFocus: () => void check(),
    onChange: (e: { currentTarget: HTMLInputElement }) => {
      const form = e.currentTarget.form;
      if (submitted.current && form) void recheck(form);
    },
  });

  const handleSubmit = (onValid: (data: TData) => void) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    submitted.current = true;
    const result = (await check())(valuesOf(form, opts.fields));
    if ('errors' in result) {
      setErrors(result.errors);
      const first = opts.fields.find((name) => result.errors[name]);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    onValid(result.data);
  };

  return { errors, field, handleSubmit };
}
