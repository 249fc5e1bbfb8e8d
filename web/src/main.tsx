import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { startEarlyPage } from './app/early-page.ts';
import { startEarlyRequests } from './lib/early-requests.ts';

// The entry is kept tiny: it sends the session's requests, then loads the app (app/start.tsx),
// so both travel at the same time (issue 17); the busiest pages' code and rows leave too.
startEarlyRequests(location.pathname);
startEarlyPage(location.pathname, location.search);
void import('./app/start.tsx');
