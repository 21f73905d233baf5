// The installable app's icons (issue 42), drawn from the favicon: `node scripts/app-icons.mjs` writes them
// into src/web/public. Run again when the favicon changes; the PNGs are committed like the favicon.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../src/web/public/', import.meta.url));
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/**
 * The mark on a square that fills the icon: launchers (maskable icons) and iOS cut their own shape out of
 * it, so the favicon's rounded corners would show as dark corners there. The bubble is shrunk into the
 * safe zone (the central 80% circle) a circular mask keeps.
 */
const fullBleed = favicon
  .replace(/<rect width="64" height="64" rx="14"/, '<rect width="64" height="64"')
  .replace(/(<path[\s\S]*)<\/svg>$/, '<g transform="translate(6.4 6.4) scale(0.8)">$1</g></svg>');
if (fullBleed === favicon) throw new Error('favicon.svg changed shape: update scripts/app-icons.mjs');

const icons = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, file));
  console.log(`${file} (${size}×${size})`);
}
