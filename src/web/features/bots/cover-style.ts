import type { CSSProperties } from 'react';

/** The cover image, or a gradient in the category's colour when the bot has none. */
export function coverStyle(coverUrl: string | null, color: string | undefined): CSSProperties {
  const tone = color ?? 'indigo';
  return coverUrl
    ? { backgroundImage: `url("${coverUrl.replace(/["\\\n]/g, '')}")` }
    : {
        backgroundImage: `radial-gradient(circle at 85% 15%, rgba(255, 255, 255, 0.28), transparent 45%), linear-gradient(135deg, var(--mantine-color-${tone}-5), var(--mantine-color-indigo-8))`,
      };
}
