import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { basePath } from '../../app/config.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { sessionKeys } from './session-queries.ts';

/**
 * Logout of spec §4: call the server's logout URL without following its redirect, drop the cached
 * session so roles are asked again, then land on the login page.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await fetch(`${basePath}/logout`, { credentials: 'include', redirect: 'manual' }).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    notifySuccess('Logged out successfully');
    await navigate({ to: '/ui/login', replace: true });
  }, [queryClient, navigate]);
}
