import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of Vite's build manifest (dist/web/.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` tags for the code of the screen a page opens with. Every screen is a lazy
 * route, so without them a phone downloads the entry, runs it, and only then learns which files the screen
 * needs: one more round trip on a slow network. The server knows the page (it draws its first view), so the
 * HTML names those files and the browser fetches them beside the entry. Files the entry already imports are
 * left out (the entry's own preloads cover them). `screens` names the screen module (a key of Vite's
 * manifest) each kind of first view opens with; the feature that draws the views says which.
 */
export function routeModulePreloads<Kind extends string>(
  webRoot: string,
  screens: Partial<Record<Kind, string>>,
): (view: { kind: Kind } | undefined) => string {
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

  const tags = new Map<Kind, string>();
  for (const [kind, screen] of Object.entries(screens) as Array<[Kind, string]>) {
    if (!manifest[screen]) continue;
    const files = [...closure(screen)].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file);
    tags.set(kind, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''));
  }
  return (view) => (view ? (tags.get(view.kind) ?? '') : '');
}
