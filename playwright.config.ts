import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const fakeMicrophone = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';
const baseURL = `http://localhost:${port}`;

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the whole local
 * stack serving the built SPA, as CloudFront would, from a fresh data folder.
 */
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        // A microphone that plays real speech (Debian's pocketsphinx-testdata), for the recorder.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${fakeMicrophone}`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'npm run build && tsx infra/local/start.ts',
    url: `${baseURL}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      LB_PORT: String(port),
      LB_DYNAMODB_PORT: '0',
      LB_S3_PORT: '0',
      LB_SQS_PORT: '0',
      LB_DATA_DIR: '.data-e2e',
      LB_FRESH: '1',
      LB_WEB: 'dist',
      // The review routes honour an x-lb-now header, so a test can come back tomorrow (never in AWS).
      LB_TEST_CLOCK: '1',
    },
  },
});
