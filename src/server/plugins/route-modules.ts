import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FirstView } from '../features/seo/first-view';

/** The part of Vite's build manifest (dist/web/.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The screen module a first view opens with (the lazy routes of src/web/router.tsx), for the pages whose
 * largest paint is text. The bot page, a profile and the directory open with a picture (the cover, the
 * avatar, the first card's cover) that the head already preloads: measured with Lighthouse, naming their
 * code beside it made the picture share the slow connection with the code and arrive later (bot page LCP
 * 2.2 → 2.8 s, directory 2.5 → 3.8 s), while their first view is already on screen from the HTML.
 */
const SCREEN_OF_VIEW: Partial<Record<FirstView['kind'], string>> = {
  home: 'routes/home.tsx',
};

/**
 * `<link rel="modulepreload">` tags for the code of the screen a page opens with. Every screen is a lazy
 * route, so without them a phone downloads the entry, runs it, and only then learns which files the screen
 * needs: one more round trip on a slow network. The server knows the page (it draws its first view), so the
 * HTML names those files and the browser fetches them beside the entry. Files the entry already imports are
 * left out (the entry's own preloads cover them).
 */
export function routeModulePreloads(webRoot: string): (view: FirstView | undefined) => string {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);

  const tags = new Map<FirstView['kind'], string>();
  for (const [kind, screen] of Object.entries(SCREEN_OF_VIEW) as Array<[FirstView['kind'], string]>) {
    if (!manifest[screen]) continue;
    const files = [...closure(screen)].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file);
    tags.set(kind, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''));
  }
  return (view) => (view ? (tags.get(view.kind) ?? '') : '');
}
