// Mantine's rules every page needs, in Mantine's order; each component's own CSS comes with its
// code (vite.config.ts), the toasts' with the toasts.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/stale-build.ts';
import './app/start.tsx';

// The app. index.html runs early.ts first, which sends the session's and the page's first
// requests and starts the page's code while this script's code (one chunk, see vite.config.ts)
// is still on its way. stale-build.ts comes first so that it hears the app's first failed import.
