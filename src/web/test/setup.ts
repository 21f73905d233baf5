// The web project's setup (vitest.config.ts): what jsdom lacks and Mantine needs, the run-time config the
// server would embed in the page, and a clean page, storage and toast list for each test.
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, vi } from 'vitest';
import type { AppConfig } from '../../shared/schemas/system';
import { loadAppConfig } from '../lib/app-config';

export const testAppConfig: AppConfig = {
  appName: 'Vocero',
  appToken: 'test-app-token',
  publicUrl: 'http://localhost:3000',
  supportEmail: null,
  platformBotId: 'platform-bot',
  paymentsMode: 'sandbox',
  marketplaceFeePercent: 5,
  whatsappEnabled: false,
  metaEnabled: false,
  maps: { tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: '', placeSearch: false },
  llmEnabled: false,
  llmProvider: null,
};

// findBy and waitFor give up after 1 s by default: on a loaded CI machine typing into a long form and its
// re-render take longer than that. What they wait for must still happen; only the patience changes. 4 s
// was once not enough for the bot form's alias check while the API suites ran beside it on 2 cores.
configure({ asyncUtilTimeout: 8000 });

// Mantine reads media queries (useMediaQuery, the colour scheme) and measures elements (ScrollArea).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Mantine's autosizing textarea measures again when the page's fonts load.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
// The chat scrolls its list to the last message and the checkout scrolls itself into view.
Element.prototype.scrollTo ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

beforeAll(async () => {
  const script = document.createElement('script');
  script.id = 'app-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify(testAppConfig);
  document.head.append(script);
  await loadAppConfig();
});

afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
