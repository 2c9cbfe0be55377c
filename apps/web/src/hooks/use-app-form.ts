import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { readFormFailure, type FormFailureOptions } from '@/lib/form-failure';
import { lazyZodResolver } from '@/lib/lazy-resolver';

type FormSchema = z.ZodType<unknown, FieldValues>;

type AppFormOptions<S extends FormSchema> = FormFailureOptions & {
  defaultValues: DefaultValues<z.input<S>>;
  /** Validate from the first change, not from the first blur: for fields checked against each other as they are typed. */
  validateWhileTyping?: boolean;
};

export type AppFormReturn<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** The form's alert: an error of the last submission that no field shows. */
  failure: string | undefined;
  /** Shows a failed request's error: on the fields it names, else in the alert. */
  showFailure: (error: unknown) => void;
  /** The submit handler that validates, runs `action`, and shows the error it throws. */
  submitWith: (action: (values: z.output<S>) => unknown) => (event?: FormEvent) => Promise<void>;
};

/**
 * Every form's state: validated by its schema when a field is left and on each change after (the schema, and zod,
 * load with the first validation, so a first-paint page ships neither), and the API's errors shown one way.
 * `schema` is the schema, or a function that imports it.
 */
export function useAppForm<S extends FormSchema>(
  schema: S | (() => Promise<S>),
  { defaultValues, validateWhileTyping = false, ...failureOptions }: AppFormOptions<S>,
): AppFormReturn<S> {
  const [resolver] = useState(() => lazyZodResolver(typeof schema === 'function' ? schema : async () => schema));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    mode: validateWhileTyping ? 'onChange' : 'onTouched',
    defaultValues,
  });
  const [failure, setFailure] = useState<string>();

  const showFailure = (error: unknown) => {
    const isField = (path: string) => form.getValues(path as FieldPath<z.input<S>>) !== undefined;
    const { fields, alert } = readFormFailure(error, { ...failureOptions, isField });
    fields.forEach(([path, message], index) =>
      form.setError(path as FieldPath<z.input<S>>, { message }, { shouldFocus: index === 0 }),
    );
    setFailure(alert);
  };

  const submitWith = (action: (values: z.output<S>) => unknown) =>
    form.handleSubmit(async (values) => {
      setFailure(undefined);
      try {
        await action(values);
      } catch (error) {
        showFailure(error);
      }
    });

  return { ...form, failure, showFailure, submitWith };
}
