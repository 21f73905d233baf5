import { createHash } from 'node:crypto';

/**
 * Generated demo pictures: small SVGs drawn from a seed, so the demo content needs no download.
 * The text inside comes from our own demo data and is escaped anyway.
 */
const PALETTES: Record<string, [string, string]> = {
  blue: ['#1c7ed6', '#74c0fc'],
  cyan: ['#1098ad', '#66d9e8'],
  grape: ['#ae3ec9', '#e599f7'],
  green: ['#37b24d', '#8ce99a'],
  indigo: ['#4263eb', '#91a7ff'],
  lime: ['#74b816', '#c0eb75'],
  orange: ['#f76707', '#ffc078'],
  pink: ['#d6336c', '#faa2c1'],
  red: ['#e03131', '#ffa8a8'],
  teal: ['#0ca678', '#63e6be'],
  violet: ['#7048e8', '#b197fc'],
  yellow: ['#f59f00', '#ffe066'],
};

function palette(color: string): [string, string] {
  return PALETTES[color] ?? PALETTES.indigo!;
}

function seededNumbers(seed: string): number[] {
  const digest = createHash('sha256').update(seed).digest();
  return [...digest];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 || /^\p{Lu}/u.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || name.slice(0, 1).toUpperCase()
  );
}

export function avatarSvg(name: string, color: string): string {
  const [dark, light] = palette(color);
  const n = seededNumbers(name);
  const angle = n[0]! % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<circle cx="${40 + (n[1]! % 176)}" cy="${40 + (n[2]! % 176)}" r="${30 + (n[3]! % 50)}" fill="#fff" fill-opacity=".14"/>
<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="Inter, Segoe UI, Roboto, Arial, sans-serif" font-size="104" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>
</svg>
`;
}

export function coverSvg(seed: string, color: string): string {
  const [dark, light] = palette(color);
  const n = seededNumbers(`cover:${seed}`);
  const circles = Array.from({ length: 6 }, (_, i) => {
    const cx = n[i * 3]! * 3.2;
    const cy = (n[i * 3 + 1]! % 200) + 10;
    const r = 20 + (n[i * 3 + 2]! % 90);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.06 + (i % 3) * 0.04).toFixed(2)}"/>`;
  }).join('');
  const wave = 120 + (n[20]! % 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="220" viewBox="0 0 800 220" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="800" height="220" fill="url(#c)"/>${circles}
<path d="M0 ${wave} C200 ${wave - 60} 400 ${wave + 60} 800 ${wave - 20} L800 220 L0 220 Z" fill="#fff" fill-opacity=".12"/>
</svg>
`;
}
