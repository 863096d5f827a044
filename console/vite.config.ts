import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/console', import.meta.url));

/**
 * Each text file of the build is written compressed too (`.br`, `.gz`): the server sends those
 * bytes as they are (src/http/console.ts), so no request compresses anything.
 */
function precompress(): Plugin {
  return {
    name: 'lintel-precompress',
    apply: 'build',
    writeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(html|js|css|svg|json)$/.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        const data = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
      }
    },
  };
}

// React's production build (and JSX transform) whatever NODE_ENV the caller has (vitest sets `test`).
process.env.NODE_ENV = 'production';

export default defineConfig({
  root,
  base: '/console/',
  plugins: [react(), precompress()],
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // One script and one stylesheet: no inline script (the page's Content-Security-Policy allows none).
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
