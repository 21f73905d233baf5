import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

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
