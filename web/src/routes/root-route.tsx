import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate } from '@tanstack/react-router';
import { RootErrorPage } from '../features/misc/root-error-page.tsx';
import { RootLayout } from '../features/misc/root-layout.tsx';
import { loadSession } from '../features/session/session.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

// Root: loads the session once per navigation (cached), renders the matched page.
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context }) => ({ session: await loadSession(context.queryClient) }),
  component: RootLayout,
  errorComponent: RootErrorPage,
  notFoundComponent: () => <Navigate to="/ui/page-not-found" replace />,
});
