import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Zod runs an object's refinements only when every field parses, so "passwords do not match"
 * would wait until the whole form is valid. This wrapper reports it together with the other
 * field errors (same key as the contract's refinement).
 */
export function withPasswordMatch<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  password: keyof TValues & string,
  confirmation: keyof TValues & string,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const typed = values[confirmation] as unknown;
    const mismatch = typeof typed === 'string' && typed !== '' && typed !== values[password];
    if (!mismatch || result.errors[confirmation]) return result;
    const errors = {
      ...result.errors,
      [confirmation]: { type: 'custom', message: 'passwords_do_not_match' },
    } as FieldErrors<TValues>;
    return { values: {}, errors };
  };
}
