import { Button, Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { msg } from '../../shared/messages.es';

/** "Cargar Más", reading "Cargando..." while the next page is on its way (spec section 2). */
export function LoadMore({ loading, onLoad, size }: { loading: boolean; onLoad: () => void; size?: 'md' }) {
  return (
    <Group justify="center">
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
