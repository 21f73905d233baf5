import { EmbedDomainSchema, EmbedDomainsSchema } from '../../../shared/schemas/widget';

/**
 * The sites as typed, each pasted address shortened to its host ("https://tienda.com/x" → "tienda.com")
 * when it is a valid one, without repeats; invalid entries stay as typed so the person can see and fix them.
 */
export function normaliseDomains(values: string[]): string[] {
  const normalised = values.map((value) => {
    const parsed = EmbedDomainSchema.safeParse(value);
    return parsed.success ? parsed.data : value.trim();
  });
  return [...new Set(normalised.filter(Boolean))];
}

/** The list ready to save, or the first problem with it in Spanish (naming the site that is wrong). */
export function checkDomains(
  values: string[],
): { ok: true; domains: string[] } | { ok: false; error: string; site?: string } {
  const parsed = EmbedDomainsSchema.safeParse({ domains: values });
  if (parsed.success) return { ok: true, domains: parsed.data.domains };
  const issue = parsed.error.issues[0]!;
  const index = issue.path[1];
  return { ok: false, error: issue.message, site: typeof index === 'number' ? values[index] : undefined };
}

/** The server's field errors that belong to the list ("domains" or "domains.3"), as one message. */
export function domainsFieldError(fields: Record<string, string> | undefined): string | undefined {
  return Object.entries(fields ?? {}).find(([key]) => key === 'domains' || key.startsWith('domains.'))?.[1];
}
