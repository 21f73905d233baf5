import { useNavigate } from 'react-router';
import { msg } from '../../../../shared/messages.es';
import { confirmAction } from '../../../components/dialog-store';
import { paths } from '../../../paths';

/** Category filtering (spec section 2): asks first, then opens the directory with cat={key}. */
export function useCategoryFilter() {
  const navigate = useNavigate();
  return async (category: { key: string; name: string }) => {
    const confirmed = await confirmAction({ title: msg.botCard.confirmCategory(category.name) });
    if (confirmed) void navigate(paths.explore({ cat: category.key }));
  };
}
