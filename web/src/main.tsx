import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/stale-build.ts';
import './app/start.tsx';

// The app. index.html runs early.ts first, which sends the session's and the page's first
// requests and starts the page's code while this script's code (one chunk, see vite.config.ts)
// is still on its way. stale-build.ts comes first so that it hears the app's first failed import.
