import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;
const alias = { '@shared': path.join(root, 'shared'), '@': path.join(root, 'frontend/src') };

/**
 * Tests by layer: pure units (node and jsdom), integration against the real local servers, and
 * CDK assertions. Playwright runs the end-to-end layer (playwright.config.ts).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // The error mapper logs unexpected errors on purpose; the tests assert the response.
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/**/*.test.ts',
            'test/eval/**/*.test.ts',
            'test/providers/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'frontend',
          environment: 'jsdom',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          setupFiles: ['frontend/src/test-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // One local stack is shared; files run one after another to keep the 2-core box calm.
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          environment: 'node',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 120_000,
          // Synthesis bundles every Lambda with esbuild.
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
