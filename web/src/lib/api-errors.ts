import { isCancelledError } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { notifyError, notifyWarning } from './notify.ts';
import { storageKeys } from './storage.ts';

function isAbort(error: unknown): boolean {
  return (
    isCancelledError(error) ||
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

/**
 * Spec §8 in one place; called by the query and mutation caches for every failed request.
 * 401/403 send the user to login with the message kept for the login page; other 4xx warn; 5xx
 * and "no answer" raise a sticky error with the stack trace; cancelled requests say nothing.
 */
export function reportApiError(error: unknown, goToLogin: () => void): void {
  if (isAbort(error)) return;
  if (!(error instanceof ApiError)) {
    notifyError(error instanceof Error ? error.message : 'Internal Server Error');
    return;
  }
  if (error.status === 401 || error.status === 403) {
    localStorage.setItem(storageKeys.toastMessage, error.message);
    goToLogin();
  } else if (error.status > 0 && error.status < 500) {
    notifyWarning(error.message);
  } else {
    notifyError(error.message, error.stacktrace);
  }
}
