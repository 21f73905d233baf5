import { yieldToBrowser } from './yield-to-browser';

/**
 * Vite's helper for a dynamic `import()` in the built app (it stands in for `vite/preload-helper`, see
 * batchedPreloads in vite.config.ts): before the chunk is imported, the files it needs are announced to the
 * browser (`<link rel=modulepreload>`, and stylesheets, which must be in before the chunk runs) so that they
 * download side by side instead of one after the other.
 *
 * Vite announces them all in one task. A bot page's chat needs about fifteen files, and announcing each one
 * costs a slow phone a few milliseconds (more while a profiler watches, as Lighthouse's does): together one
 * long task. Here the scripts are announced a few per task; what Vite does otherwise is kept: each file is
 * announced once per page, a stylesheet the page already has is not added again, the chunk is imported
 * once its stylesheets are in, and a failed stylesheet is reported as `vite:preloadError` (chunk-reload.ts).
 */

/** Scripts announced per task: a few milliseconds of work at most on a slow phone. */
const SCRIPTS_PER_TASK = 4;

/** Files announced so far, with the load of each stylesheet still on its way. */
const announced = new Map<string, Promise<void> | undefined>();

interface PresentLinks {
  all: Set<string>;
  styles: Set<string>;
}

/** The links the page already has (the HTML's own, or those a previous import added). */
function presentLinks(): PresentLinks {
  const present: PresentLinks = { all: new Set(), styles: new Set() };
  for (const link of document.getElementsByTagName('link')) {
    present.all.add(link.href);
    if (link.rel === 'stylesheet') present.styles.add(link.href);
  }
  return present;
}

function isStylesheet(href: string): boolean {
  return new URL(href).pathname.endsWith('.css');
}

function addLink(href: string, stylesheet: boolean): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = stylesheet ? 'stylesheet' : 'modulepreload';
  if (!stylesheet) link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
  return link;
}

function loaded(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${link.href}`)), {
      once: true,
    });
  });
}

/** Vite's contract: a listener may cancel the event to swallow the error (a stale chunk after a deploy). */
function reportPreloadError(error: unknown): void {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

/** A dependency as Vite names it ("assets/chat-panel-x1y2.js", relative to the base) as an absolute URL. */
function absolute(dep: string): string {
  return new URL(`${import.meta.env.BASE_URL}${dep}`, document.baseURI).href;
}

async function announce(deps: readonly string[]): Promise<void> {
  const waits: Array<Promise<void>> = [];
  const scripts: string[] = [];
  let present: PresentLinks | undefined;
  for (const href of deps.map(absolute)) {
    if (announced.has(href)) {
      const pending = announced.get(href);
      if (pending) waits.push(pending);
      continue;
    }
    present ??= presentLinks();
    const stylesheet = isStylesheet(href);
    if ((stylesheet ? present.styles : present.all).has(href)) {
      announced.set(href, undefined);
    } else if (stylesheet) {
      const pending = loaded(addLink(href, true)).finally(() => announced.set(href, undefined));
      announced.set(href, pending);
      waits.push(pending);
    } else {
      announced.set(href, undefined);
      scripts.push(href);
    }
  }
  for (let i = 0; i < scripts.length; i++) {
    if (i > 0 && i % SCRIPTS_PER_TASK === 0) await yieldToBrowser();
    addLink(scripts[i]!, false);
  }
  const settled = await Promise.allSettled(waits);
  for (const result of settled) if (result.status === 'rejected') reportPreloadError(result.reason);
}

export async function __vitePreload<T>(
  baseModule: () => Promise<T>,
  deps?: readonly string[],
  _importerUrl?: string,
): Promise<T> {
  if (deps && deps.length > 0) await announce(deps);
  try {
    return await baseModule();
  } catch (error) {
    reportPreloadError(error);
    // A listener cancelled the event: like Vite, the import then resolves to nothing.
    return undefined as T;
  }
}
