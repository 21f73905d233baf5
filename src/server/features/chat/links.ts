/** Link buttons of a reply (spec section 3): a key with its own icon, and a brand colour. */
export interface MessageLink {
  key: 'instagram' | 'facebook' | 'twitter' | 'linkedin' | 'youtube' | 'whatsapp' | 'web';
  url: string;
  title: string;
  hexa: string;
}

const BRANDS: Array<[MessageLink['key'], RegExp, string, string]> = [
  ['instagram', /(^|\.)instagram\.com$|(^|\.)instagr\.am$/, '#E4405F', 'Instagram'],
  ['facebook', /(^|\.)facebook\.com$|(^|\.)fb\.(com|me)$/, '#1877F2', 'Facebook'],
  ['twitter', /(^|\.)twitter\.com$|(^|\.)x\.com$/, '#1DA1F2', 'X (Twitter)'],
  ['linkedin', /(^|\.)linkedin\.com$/, '#0A66C2', 'LinkedIn'],
  ['youtube', /(^|\.)youtube\.com$|(^|\.)youtu\.be$/, '#FF0000', 'YouTube'],
  ['whatsapp', /(^|\.)wa\.me$|(^|\.)whatsapp\.com$/, '#25D366', 'WhatsApp'],
];

/** Every http(s) link of a markdown text, titled by its link text or its brand, without duplicates. */
export function extractLinks(markdown: string): MessageLink[] {
  const found = new Map<string, MessageLink>();
  const labelled = new Map<string, string>();
  for (const match of markdown.matchAll(/\[([^\]]{1,80})\]\((https?:\/\/[^\s)]+)\)/g))
    labelled.set(match[2]!, match[1]!);
  for (const match of markdown.matchAll(/https?:\/\/[^\s)\]<>"']+/g)) {
    const url = match[0].replace(/[.,;:!?]+$/, '');
    if (found.has(url) || !URL.canParse(url)) continue;
    const host = new URL(url).hostname.replace(/^www\./, '');
    const brand = BRANDS.find(([, pattern]) => pattern.test(host));
    found.set(url, {
      key: brand?.[0] ?? 'web',
      url,
      title: labelled.get(url) ?? brand?.[3] ?? host,
      hexa: brand?.[2] ?? '#4263EB',
    });
  }
  return [...found.values()];
}
