import { notifications } from '@mantine/notifications';
import { createElement } from 'react';

// The toasts of spec §8. Each carries a data-testid naming its kind so tests can find it.

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, 'data-testid': 'notification-success' });
}

export function notifyWarning(message: string): void {
  notifications.show({ color: 'yellow', message, 'data-testid': 'notification-warning' });
}

/** Errors of the server stay open until closed, and show the stack trace when there is one. */
export function notifyError(message: string, stacktrace?: string): void {
  notifications.show({
    color: 'red',
    title: message,
    message: stacktrace
      ? createElement(
          'pre',
          { style: { maxHeight: 240, overflow: 'auto', fontSize: 11, margin: 0 } },
          stacktrace,
        )
      : null,
    autoClose: false,
    'data-testid': 'notification-error',
  });
}
