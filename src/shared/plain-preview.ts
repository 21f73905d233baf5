/**
 * A message as one line of plain text, for previews (the inbox list): a bot's reply is markdown, and its
 * markers (**bold**, *italic*, [links](…), bullets) must not show as raw symbols there. Links keep their
 * words, line breaks and bullets become spaces.
 */
export function plainPreview(text: string): string {
  return text
    .replace(/\[([^\]\n]+)\]\([^)\s]+\)/g, '$1')
    .replace(/\*\*([^\n]+?)\*\*/g, '$1')
    .replace(/(^|[^*\w])\*([^*\s\n](?:[^*\n]*[^*\s\n])?)\*(?![*\w])/g, '$1$2')
    .replace(/^\s*[-*•]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}
