import { queryOptions } from '@tanstack/react-query';
import type { CategoryKey } from '../../../../shared/categories';
import { loadTemplate } from '../../../../shared/templates/load';

/** A category's starter template: its own code chunk, downloaded the first time an owner's screen asks. */
export function templateQuery(categoryKey: CategoryKey) {
  return queryOptions({
    queryKey: ['template', categoryKey],
    queryFn: () => loadTemplate(categoryKey),
    staleTime: Infinity,
  });
}
