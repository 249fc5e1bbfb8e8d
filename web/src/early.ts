import { startEarlyPage } from './app/early-page.ts';
import { startEarlyRequests } from './lib/early-requests.ts';

// The first script of index.html, kept tiny and apart from the app (main.tsx): it sends the
// session's requests and the page's first ones, and starts the page's code, while the app's code
// is still downloading and compiling (issue 17: no waterfall 'code → session → page').
startEarlyRequests(location.pathname);
startEarlyPage(location.pathname, location.search);
