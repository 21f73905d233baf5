import { Button, Center, Loader } from '@mantine/core';
import { IconMap } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { msg } from '../../../../shared/messages.es';

// Leaflet is only downloaded when a map is about to show.
const BotsMap = lazy(() => import('./maps').then((m) => ({ default: m.BotsMap })));
const PlaceMap = lazy(() => import('./maps').then((m) => ({ default: m.PlaceMap })));

function MapLoading({ height }: { height: number }) {
  return (
    <Center h={height} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      <Loader size="sm" />
    </Center>
  );
}

export function LazyBotsMap(props: ComponentProps<typeof BotsMap>) {
  return (
    <Suspense fallback={<MapLoading height={props.height} />}>
      <BotsMap {...props} />
    </Suspense>
  );
}

export function LazyPlaceMap(props: ComponentProps<typeof PlaceMap>) {
  return (
    <Suspense fallback={<MapLoading height={props.height} />}>
      <PlaceMap {...props} />
    </Suspense>
  );
}

/**
 * A place's map that loads when asked for: on a bot page the address is already written above it, and the
 * map library (Leaflet, its tiles and styles) is the heaviest thing a phone would otherwise download and run
 * for a picture most visitors never look at.
 */
export function PlaceMapOnDemand(props: ComponentProps<typeof PlaceMap>) {
  const [shown, setShown] = useState(false);
  if (shown) return <LazyPlaceMap {...props} />;
  return (
    <Center h={props.height} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      <Button
        variant="default"
        radius="xl"
        leftSection={<IconMap size={18} />}
        onClick={() => setShown(true)}
      >
        {msg.botPage.showMap}
      </Button>
    </Center>
  );
}
