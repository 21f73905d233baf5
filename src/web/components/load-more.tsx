import { Button, Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { msg } from '../../shared/messages.es';
import { useNearScreen } from '../lib/use-near-screen';

export interface LoadMoreProps {
  loading: boolean;
  onLoad: () => void;
  size?: 'md';
  /**
   * Also loads the next page when the visitor reaches the end of the list; the value is how many items
   * are shown, so that a page that leaves the end in view loads the next one too. A failed page does not
   * change it, so failures are not retried in a loop: the button is there for that.
   */
  autoLoadKey?: number;
}

/** "Cargar Más", reading "Cargando..." while the next page is on its way (spec section 2). */
export function LoadMore({ loading, onLoad, size, autoLoadKey }: LoadMoreProps) {
  const ref = useNearScreen<HTMLDivElement>(
    () => {
      if (!loading) onLoad();
    },
    { enabled: autoLoadKey !== undefined, key: autoLoadKey },
  );
  return (
    <Group justify="center" ref={ref}>
      <Button
        variant="light"
        size={size}
        radius="xl"
        disabled={loading}
        leftSection={<IconChevronDown size={18} />}
        onClick={onLoad}
      >
        {loading ? msg.explore.loading : msg.explore.loadMore}
      </Button>
    </Group>
  );
}
