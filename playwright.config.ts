import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * The e2e server's DATA_DIR: tests read the e-mail outbox from it. scripts/test-e2e.mjs empties it first.
 * One per port, so that runs on different ports never share (or wipe) each other's database.
 */
export const E2E_DATA_DIR = path.resolve(port === 3210 ? '.data-e2e' : `.data-e2e-${port}`);

/**
 * WhatsApp for the browser journey (issue 21): the server verifies webhooks with this app secret and calls the
 * local Graph API double that e2e/whatsapp.spec.ts starts on `graphPort`.
 */
export const E2E_WHATSAPP = {
  appSecret: 'e2e-whatsapp-app-secret',
  verifyToken: 'e2e-whatsapp-verify-token',
  // Far from the app's own port and from the services of the machine (MariaDB listens on 3306).
  graphPort: port + 1000,
};

/**
 * The place search of the location dialog (e2e/location.spec.ts): the server asks the local Photon double
 * that the spec starts on this port; the map tiles stay unreachable offline, which the dialog survives.
 */
export const E2E_GEOCODER = { port: port + 1001 };

/**
 * The language model of the browser journey (issue 22): the server calls the local chat-completions double
 * that e2e/llm.spec.ts starts on `port`. While no spec runs it, calls fail at once and the engine answers
 * (the fallback every other journey then goes through); the short cooldown lets the breaker close again as
 * soon as the double is up.
 */
export const E2E_LLM = { port: port + 1002, model: 'modelo-e2e' };

/**
 * Messenger and Instagram (issue 41): the server verifies their webhook with this app secret and calls the
 * same Graph API double as WhatsApp's; voice notes go to the transcriber double e2e/channels.spec.ts starts.
 */
export const E2E_META = {
  appSecret: 'e2e-meta-app-secret',
  verifyToken: 'e2e-meta-verify-token',
  transcriberPort: port + 1003,
};

/** The webhook receiver of e2e/integrations.spec.ts (issue 43), on loopback, which the server is let reach. */
export const E2E_WEBHOOKS = { port: port + 1004 };

// Debian's Chromium, never a downloaded browser (see ARCHITECTURE.md section 8).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The specs whose screens change shape between a phone and a desktop (two panes, boards, floating panels,
 * dialogs, the page tour, layout and accessibility checks). Every journey walks at 390 px, the width most
 * customers and owners use; at 1280 px CI walks only these (decision 060). `E2E_EVERY_WIDTH=1`, or
 * `SCREENSHOTS=1` (to look at what was touched at both widths), walks every spec at both.
 */
const DESKTOP_LAYOUT_SPECS = [
  'a11y',
  'chat',
  'chat-phone',
  'directory',
  'directory-search',
  'first-load',
  'floating',
  'insights',
  'location',
  'screenshots',
  'shell',
  'spec-drift',
  'styles',
  'team',
  'widget',
].map((name) => `**/${name}.spec.ts`);
const everyWidth = process.env.E2E_EVERY_WIDTH === '1' || process.env.SCREENSHOTS === '1';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    locale: 'es-AR',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      ...(everyWidth ? {} : { testMatch: DESKTOP_LAYOUT_SPECS }),
    },
  ],
  webServer: {
    command: 'node scripts/serve-fresh.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // A first start compiles the server; on a loaded 2-core machine that has taken over a minute.
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      WHATSAPP_APP_SECRET: E2E_WHATSAPP.appSecret,
      WHATSAPP_VERIFY_TOKEN: E2E_WHATSAPP.verifyToken,
      WHATSAPP_GRAPH_URL: `http://127.0.0.1:${E2E_WHATSAPP.graphPort}/v21.0`,
      META_APP_SECRET: E2E_META.appSecret,
      META_VERIFY_TOKEN: E2E_META.verifyToken,
      TRANSCRIBE_BASE_URL: `http://127.0.0.1:${E2E_META.transcriberPort}/v1`,
      MAP_GEOCODER_URL: `http://127.0.0.1:${E2E_GEOCODER.port}/api`,
      LLM_BASE_URL: `http://127.0.0.1:${E2E_LLM.port}/v1`,
      LLM_MODEL: E2E_LLM.model,
      LLM_BREAKER_COOLDOWN_MS: '500',
      WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    },
  },
});
