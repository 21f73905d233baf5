import { queryOptions } from '@tanstack/react-query';
import { isBusinessTypeKey } from '../../../../shared/business-types';
import type { CategoryKey } from '../../../../shared/categories';
import { loadBusinessTemplate, loadTemplate } from '../../../../shared/templates/load';

/** Where a bot's starter template comes from: its type of business, else its category. */
export interface TemplateSource {
  categoryKey: CategoryKey;
  businessType?: string | null;
}

/** The query keys of starter templates. */
export const templateKeys = {
  detail: (source: TemplateSource) =>
    isBusinessTypeKey(source.businessType ?? '')
      ? (['template', 'type', source.businessType] as const)
      : (['template', 'category', source.categoryKey] as const),
};

/**
 * A bot's starter template (issue 38): its type's when it has one, else its category's; each its own code
 * chunk, downloaded the first time an owner's screen asks.
 */
export function templateQuery(source: TemplateSource) {
  const type = source.businessType ?? '';
  return queryOptions({
    queryKey: templateKeys.detail(source),
    queryFn: () => (isBusinessTypeKey(type) ? loadBusinessTemplate(type) : loadTemplate(source.categoryKey)),
    staleTime: Infinity,
  });
}
