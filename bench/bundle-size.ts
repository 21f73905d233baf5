import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

const DIST = 'dist/web';

/** Files a page downloads before its first render: the entry's static import closure plus its route chunks. */
export function initialFiles(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

export function gzippedKb(files: string[]): number {
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length,
    0,
  );
  return Math.round((bytes / 1024) * 10) / 10;
}

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
}
