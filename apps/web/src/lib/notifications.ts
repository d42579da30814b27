import { TIMING } from '@bagdar/contracts';
import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ message, title, color: 'teal', autoClose: TIMING.toastMs });
}

export function notifyError(message: string, title?: string): void {
  notifications.show({ message, title, color: 'red', autoClose: TIMING.toastMs });
}
