import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * zodResolver, with the schema, zod and the resolver loaded by the form's first validation rather than with its page,
 * so the form paints without waiting for them. A failed load is tried again by the next validation.
 */
export function lazyZodResolver<S extends FormSchema>(
  load: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let loading: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return (await loading)(values, context, options);
  };
}
