import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { basePath } from '../../app/config.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { resetSession } from './session-queries.ts';

/**
 * Logout of spec §4: call the server's logout URL without following its redirect (it clears the
 * HttpOnly session cookie), load the session again (now anonymous or the default group), then
 * land on the login page replacing history.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await fetch(`${basePath}/logout`, { credentials: 'include', redirect: 'manual' }).catch(() => undefined);
    await resetSession(queryClient);
    notifySuccess('Logged out successfully');
    await navigate({ to: '/ui/login', replace: true });
  }, [queryClient, navigate]);
}
