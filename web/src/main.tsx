import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { colorSchemeManager, theme } from './app/theme.ts';
import { trackReturnTo } from './features/session/return-to.ts';

// The query client needs to navigate on 401/403 and the router needs the query client in its
// context; the arrow breaks the cycle, `router` exists by the time any request fails.
const queryClient = createQueryClient(() => {
  if (!router.state.location.pathname.endsWith('/ui/login')) void router.navigate({ to: '/ui/login' });
});
const router = createAppRouter(queryClient);
trackReturnTo(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <DatesProvider settings={{ firstDayOfWeek: 1 }}>
        <ModalsProvider>
          {/* Bottom right: the page header's buttons are top right, and toasts there covered them. */}
          <Notifications position="bottom-right" limit={4} />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  </StrictMode>,
);
