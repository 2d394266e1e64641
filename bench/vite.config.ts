import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/** The keystroke benchmark page: its own small production build into bench/dist/. */
export default defineConfig({
  root: resolve(import.meta.dirname, 'keystroke'),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: resolve(import.meta.dirname, 'dist'), emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 5000 },
  preview: { host: '127.0.0.1' },
});
