/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/dev': apiTarget },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        // Above the 15 s async wait of tests/setup/dom.ts, so a slow wait fails as a wait, not a timeout.
        test: { name: 'components', environment: 'jsdom', include: ['tests/unit/**/*.test.tsx', 'tests/stories/**/*.test.tsx'], setupFiles: ['tests/setup/dom.ts'], testTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'integration', environment: 'node', include: ['tests/integration/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, fileParallelism: false },
      },
    ],
  },
});
