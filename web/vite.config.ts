import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

// The built app is served by the server under `{basePath}/ui/`; it rewrites `"/ui/` in index.html when a
// base path is configured, so assets must be referenced as `/ui/assets/...`.
export default defineConfig({
  base: '/ui/',
  plugins: [react(), precompress()],
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
