import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

/** Puts a failed contract parse on the form's fields (paths joined with dots); returns the count. */
export function setZodIssues<T extends FieldValues>(error: z.ZodError, setError: UseFormSetError<T>): number {
  for (const issue of error.issues) {
    setError(issue.path.join('.') as Path<T>, { type: 'contract', message: issue.message });
  }
  return error.issues.length;
}
