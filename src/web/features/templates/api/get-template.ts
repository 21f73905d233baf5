import { queryOptions } from '@tanstack/react-query';
import type { CategoryKey } from '../../../../shared/categories';
import { loadTemplate } from '../../../../shared/templates/load';

/** The query keys of starter templates. */
export const templateKeys = {
  detail: (categoryKey: CategoryKey) => ['template', categoryKey] as const,
};

/** A category's starter template: its own code chunk, downloaded the first time an owner's screen asks. */
export function templateQuery(categoryKey: CategoryKey) {
  return queryOptions({
    queryKey: templateKeys.detail(categoryKey),
    queryFn: () => loadTemplate(categoryKey),
    staleTime: Infinity,
  });
}
