const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
}

/**
 * The HTML an owner pastes into a site to show the bot's chat button:
 * `<script src="{publicUrl}/widget.js" data-bot="{alias}" async></script>`.
 */
export function widgetSnippet(publicUrl: string, alias: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `<script src="${escapeAttribute(`${base}/widget.js`)}" data-bot="${escapeAttribute(alias)}" async></script>`;
}
