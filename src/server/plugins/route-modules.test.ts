import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModulePreloads } from './route-modules';

/** The screens first views open with, as features/seo gives them. */
const screens: Partial<Record<string, string>> = { home: 'routes/home.tsx' };

function webRootWith(manifest: object | null): string {
  const root = mkdtempSync(path.join(tmpdir(), 'vocero-manifest-'));
  if (manifest) {
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return root;
}

/** A build as Vite describes it: the entry, the home screen and the chunks they share. */
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_Box.js'] },
  '_Box.js': { file: 'assets/Box-2.js' },
  '_Card.js': { file: 'assets/Card-3.js', imports: ['_Box.js', '_Text.js'] },
  '_Text.js': { file: 'assets/Text-4.js' },
  'routes/home.tsx': { file: 'assets/home-5.js', imports: ['_Card.js', '_Box.js'] },
  'routes/bot-page.tsx': { file: 'assets/bot-page-6.js', imports: ['_Box.js'] },
};

describe('routeModulePreloads', () => {
  it("names the home screen's files that the entry does not already bring", () => {
    const tags = routeModulePreloads(webRootWith(manifest), screens)({ kind: 'home' });
    const files = [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(files.sort()).toEqual(['/assets/Card-3.js', '/assets/Text-4.js', '/assets/home-5.js']);
    // The same request mode as Vite's own preloads, so the browser reuses what it fetched.
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/home-5.js">');
  });

  it('adds nothing to pages whose largest paint is a picture, to the shell, or without a build', () => {
    const preloads = routeModulePreloads(webRootWith(manifest), screens);
    const bot = {
      kind: 'bot' as const,
      name: 'Bot',
      description: '',
      pictureUrl: null,
      coverUrl: '/uploads/cover.webp',
      color: null,
    };
    expect(preloads(bot)).toBe('');
    expect(preloads(undefined)).toBe('');
    expect(routeModulePreloads(webRootWith(null), screens)({ kind: 'home' })).toBe('');
  });
});
