/**
 * The bare stack's build (docs/performance.md; see main.tsx). Run from web/ so that it resolves the web's
 * dependencies: `npx vite build --config bench-bare/vite.config.ts --outDir <dir>` and
 * `npx vite preview --config bench-bare/vite.config.ts --outDir <dir> --port <port>`
 * (scripts/bench-boot.mjs and scripts/bench-lighthouse.mjs do both).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  preview: { host: '127.0.0.1', strictPort: true },
  // One chunk on purpose: the bare stack is everything loaded before its first screen.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1000 },
});
