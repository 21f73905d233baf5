// The reader moved to src/shared so that the server draws a reply the same way (the bot page's plain chat).
export { parseInline, parseMarkdown, safeHref, type Block, type Inline } from '../../shared/markdown';
