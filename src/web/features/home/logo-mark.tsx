import { IconMessageChatbot } from '@tabler/icons-react';

/**
 * The product's mark (the top bar's brand icon) at any size: a gradient tile with the chatbot glyph. A class
 * may set `--logo-size` to resize it per screen (the home's 145 / 189 px of spec section 9).
 */
export function LogoMark({ size, className }: { size: number; className?: string }) {
  const side = `var(--logo-size, ${size}px)`;
  return (
    <span
      className={className}
      style={{
        display: 'inline-flex',
        flex: 'none',
        alignItems: 'center',
        justifyContent: 'center',
        width: side,
        height: side,
        borderRadius: '28%',
        color: 'white',
        background: 'linear-gradient(135deg, var(--mantine-color-indigo-6), var(--mantine-color-cyan-5))',
        boxShadow: '0 10px 30px rgba(59, 91, 219, 0.3)',
      }}
    >
      <IconMessageChatbot size="58%" stroke={1.6} aria-hidden />
    </span>
  );
}
