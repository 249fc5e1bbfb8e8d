import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ServerAwayNotice } from '../components/server-away-notice.tsx';
import { trackReturnTo } from '../features/session/return-to.ts';
import { lazyCode } from '../lib/load-code.ts';
import { afterFirstPage, firstPageResolved, whenNoRequestRuns } from './first-page.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';
import { colorSchemeManager, theme } from './theme.ts';

// The toasts' container loads after the first page has shown its data (rendering it asked for its
// code at once, beside the page's own): toasts shown before it are kept in @mantine/notifications'
// store and appear when it mounts.
const Toasts = lazyCode(() => import('./toasts.tsx').then(({ Toasts }) => ({ default: Toasts })));

function LaterToasts() {
  const [shown, setShown] = useState(false);
  useEffect(() => afterFirstPage(() => setShown(true)), []);
  return shown ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

// The query client needs to navigate on 401/403 and the router needs the query client in its
// context; the arrow breaks the cycle, `router` exists by the time any request fails.
const queryClient = createQueryClient(() => {
  if (!router.state.location.pathname.endsWith('/ui/login')) void router.navigate({ to: '/ui/login' });
});
const router = createAppRouter(queryClient);
trackReturnTo(router);

// The page's code downloads while the session loads: the router itself asks for it only after
// the guards (which need the session) have run.
for (const match of router.matchRoutes(router.state.location)) {
  const route = router.routesById[match.routeId as keyof typeof router.routesById];
  if (route) void router.loadRouteChunk(route)?.catch(() => {});
}

// Once the first page has shown its data, the other pages' code is fetched and compiled while
// the browser is idle, so moving to another page waits for no download (issue 17). Not sooner:
// compiling it while the first page renders made that page twice as slow. A second after the
// toasts' and tooltips' code (smaller, and needed sooner). Links also load their page (and its
// first request) when hovered (`defaultPreload: 'intent'`, app/router.ts).
function preloadPages() {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  idle(() => {
    for (const route of Object.values(router.routesById)) void router.loadRouteChunk(route)?.catch(() => {});
  });
}
const unsubscribe = router.subscribe('onResolved', () => {
  unsubscribe();
  firstPageResolved(queryClient);
});
afterFirstPage(() => setTimeout(() => whenNoRequestRuns(queryClient, 250, preloadPages), 1000));

// `data-navigation` on <html> says whether the page the address names is shown yet: with pages
// loaded on demand the address changes first (end-to-end tests wait for 'idle').
router.subscribe('onBeforeNavigate', () => {
  document.documentElement.dataset.navigation = 'loading';
});
router.subscribe('onRendered', () => {
  document.documentElement.dataset.navigation = 'idle';
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <LaterToasts />
      <ServerAwayNotice />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
