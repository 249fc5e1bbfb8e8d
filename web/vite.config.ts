import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The built app is served by the server under `{basePath}/ui/`; it rewrites `"/ui/` in index.html when a
// base path is configured, so assets must be referenced as `/ui/assets/...`.
export default defineConfig({
  base: '/ui/',
  plugins: [react()],
  server: {
    port: 4000,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/login': 'http://127.0.0.1:8080',
      '/logout': 'http://127.0.0.1:8080',
      '/oauth': 'http://127.0.0.1:8080',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
});
