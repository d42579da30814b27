import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form-level error (server answer), announced to screen readers. */
export function FormAlert({ message, title }: { message: string | null; title?: string }) {
  if (!message) return null;
  return (
    <Alert role="alert" color="red" variant="light" title={title} icon={<IconAlertCircle size={18} aria-hidden />}>
      {message}
    </Alert>
  );
}
