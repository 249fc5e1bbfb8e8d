import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mantineCssPerComponent } from './mantine-css.ts';

// Beside each built script and stylesheet its gzip and brotli forms, which the server sends as
// they are (@fastify/static `preCompressed`, server/src/plugins/web-app.ts): a real network
// carries the compressed size, and nothing is compressed per request (issue 17).
function precompress(): Plugin {
  return {
    name: 'console-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = join(options.dir ?? 'dist', 'assets');
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const raw = readFileSync(join(dir, name));
        if (raw.length < 1024) continue;
        writeFileSync(join(dir, `${name}.gz`), gzipSync(raw, { level: 9 }));
        const brotli = {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        };
        writeFileSync(join(dir, `${name}.br`), brotliCompressSync(raw, { params: brotli }));
      }
    },
  };
}

const EARLY = /src[\\/](early\.ts|app[\\/](early-page|config)\.ts|lib[\\/]early-requests\.ts)$/;
const EARLY_SHARED = /src[\\/](app[\\/](early-page|config)\.ts|lib[\\/]early-requests\.ts)$|preload-helper/;
const UI_KIT =
  /node_modules[\\/](@mantine|@tabler|@floating-ui|react-number-format|react-remove-scroll|react-textarea-autosize)/;

const APP_KIT = /src[\\/](components|lib)[\\/]|node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;

// early.ts is an entry of its own, run before the app's entry (main.tsx): index.html gets its
// script first. (`vite dev` runs the app without it: its requests are then simply not early.)
function earlyEntry(): Plugin {
  return {
    name: 'console-early-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const early = Object.values(bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.name === 'early',
        );
        if (!early) throw new Error('the early entry was not built');
        return html.replace(
          '<script type="module"',
          `<script type="module" crossorigin src="/ui/${early.fileName}"></script>\n    <script type="module"`,
        );
      },
    },
  };
}

// The built app is served by the server under `{basePath}/ui/`; it rewrites `"/ui/` in index.html when a
// base path is configured, so assets must be referenced as `/ui/assets/...`.
export default defineConfig({
  base: '/ui/',
  plugins: [mantineCssPerComponent(), react(), precompress(), earlyEntry()],
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
    rolldownOptions: {
      input: { index: 'index.html', early: 'src/early.ts' },
      output: {
        codeSplitting: {
          groups: [
            // Everything the first screen runs, in one file: fetched as one request instead of ~30
            // small ones queued on the browser's six connections. early.ts and what it imports stay
            // apart, so its requests leave before this arrives.
            { name: 'start', tags: ['$initial'], test: (id) => !EARLY.test(id), priority: 2 },
            // What early.ts shares with the app (the addresses, the early-request store, Vite's
            // preload helper) in a small chunk of its own: left to the default, it went into the
            // app's chunk, and early.ts waited for the whole app to load and run before asking.
            { name: 'early-shared', test: EARLY_SHARED, priority: 3 },
            // Component-library code and our shared components used by many pages (8 or more), in
            // two files instead of one per component: a list page asked for ~40 files before its
            // rows, queued on the browser's six connections behind each other.
            { name: 'ui-kit', test: UI_KIT, minShareCount: 8, priority: 1 },
            { name: 'app-kit', test: APP_KIT, minShareCount: 8, priority: 1 },
          ],
        },
      },
    },
  },
});
