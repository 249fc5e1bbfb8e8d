import { notifications } from '@mantine/notifications';
import { createElement } from 'react';

// The toasts of spec §8. Each carries a data-testid naming its kind so tests can find it. They sit
// bottom right (main.tsx), away from the page header's buttons; a message already on screen is not
// shown twice, so one failure read by several queries gives one toast, not a stack of them.

const open = new Set<string>();

function show(
  kind: 'success' | 'warning' | 'error',
  message: string,
  options: Parameters<typeof notifications.show>[0],
) {
  const id = `${kind}:${message}`;
  if (open.has(id)) return;
  open.add(id);
  notifications.show({
    ...options,
    id,
    onClose: () => open.delete(id),
    'data-testid': `notification-${kind}`,
  });
}

export function notifySuccess(message: string): void {
  show('success', message, { color: 'green', message, autoClose: 3000 });
}

export function notifyWarning(message: string): void {
  show('warning', message, { color: 'yellow', message });
}

/** Errors of the server stay open until closed, and show the stack trace when there is one. */
export function notifyError(message: string, stacktrace?: string): void {
  show('error', message, {
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
  });
}
