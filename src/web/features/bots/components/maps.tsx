// Loaded on first use only: Leaflet and its CSS never join the first download of a page.
import 'leaflet/dist/leaflet.css';
import './maps.css';
import { Anchor, Avatar, Stack, Text } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import { msg } from '../../../../shared/messages.es';
import type { Bot } from '../../../../shared/schemas/bots';
import { appConfig } from '../../../lib/app-config';
import { paths } from '../../../paths';
import { botRef } from '../bot-links';
import classes from './maps.module.css';

/** The directory's zoom and the bot form's (spec section 9). */
export const MapZoom = { directory: 6, place: 16, world: 3 } as const;
/** Where an empty location picker starts: Latin America. */
const DEFAULT_CENTER: [number, number] = [-12, -62];
const MARKER_PX = 33;

function Tiles() {
  const { tileUrl, attribution } = appConfig().maps;
  return <TileLayer url={tileUrl} attribution={attribution} />;
}

/** Leaflet measures its box once; a map that appears inside a dialog or a new section measures again. */
function SizeWatcher() {
  const map = useMap();
  useEffect(() => {
    const timer = setTimeout(() => map.invalidateSize(), 250);
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [map]);
  return null;
}

function avatarIcon(pictureUrl: string | null, name: string): L.DivIcon {
  // Built as DOM nodes so no value is ever parsed as HTML.
  const box = document.createElement('div');
  box.className = classes.avatarMarker!;
  if (pictureUrl) {
    const img = document.createElement('img');
    img.src = pictureUrl;
    img.alt = name;
    box.appendChild(img);
  }
  return L.divIcon({
    html: box,
    className: '',
    iconSize: [MARKER_PX, MARKER_PX],
    iconAnchor: [MARKER_PX / 2, MARKER_PX / 2],
    popupAnchor: [0, -MARKER_PX / 2],
  });
}

const pinIcon = () =>
  L.divIcon({
    html: `<div class="${classes.pin}"></div>`,
    className: '',
    iconSize: [28, 28],
    iconAnchor: [14, 30],
  });

type Located = Bot & { locationLatitude: number; locationLongitude: number };

function isLocated(bot: Bot): bot is Located {
  return bot.locationLatitude != null && bot.locationLongitude != null;
}

/** The maps widget (spec section 2): the bots at their location; a click on one selects it. */
export function BotsMap({ bots, height }: { bots: readonly Bot[]; height: number }) {
  const located = useMemo(() => bots.filter(isLocated), [bots]);
  const [selected, setSelected] = useState<string | null>(null);
  const icons = useMemo(
    () => new Map(located.map((bot) => [bot._id, avatarIcon(bot.pictureUrl, bot.name)])),
    [located],
  );
  if (located.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {msg.explore.mapEmpty}
      </Text>
    );
  }
  const first = located[0]!;
  return (
    <div className={classes.frame} style={{ height }} data-testid="bots-map">
      <MapContainer
        center={[first.locationLatitude, first.locationLongitude]}
        zoom={MapZoom.directory}
        scrollWheelZoom={false}
      >
        <Tiles />
        <SizeWatcher />
        {located.map((bot) => (
          <Marker
            key={bot._id}
            position={[bot.locationLatitude, bot.locationLongitude]}
            icon={icons.get(bot._id)!}
            title={bot.name}
            alt={bot.name}
            zIndexOffset={selected === bot._id ? 1000 : 0}
            eventHandlers={{ click: () => setSelected(bot._id) }}
          >
            <Popup>
              <div className={classes.popup}>
                <Avatar src={bot.pictureUrl} size={40} radius={40} alt="">
                  {bot.name.slice(0, 1)}
                </Avatar>
                <Stack gap={2}>
                  <Text fw={700} size="sm" lh={1.2}>
                    {bot.name}
                  </Text>
                  {bot.city && (
                    <Text size="xs" c="dimmed">
                      {bot.city}
                    </Text>
                  )}
                  <Anchor component={Link} to={paths.bot(botRef(bot))} size="sm">
                    {msg.explore.open}
                  </Anchor>
                </Stack>
              </div>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}

/** A still map of one place (the bot page, the form's preview). */
export function PlaceMap({
  latitude,
  longitude,
  height,
  zoom = MapZoom.place,
  pictureUrl,
  name,
}: {
  latitude: number;
  longitude: number;
  height: number;
  zoom?: number;
  pictureUrl?: string | null;
  name: string;
}) {
  const icon = useMemo(
    () => (pictureUrl !== undefined ? avatarIcon(pictureUrl, name) : pinIcon()),
    [pictureUrl, name],
  );
  return (
    <div className={classes.frame} style={{ height }} data-testid="place-map">
      <MapContainer
        key={`${latitude},${longitude}`}
        center={[latitude, longitude]}
        zoom={zoom}
        scrollWheelZoom={false}
        dragging={false}
        zoomControl={false}
        doubleClickZoom={false}
        touchZoom={false}
        keyboard={false}
      >
        <Tiles />
        <SizeWatcher />
        <Marker position={[latitude, longitude]} icon={icon} title={name} alt={name} interactive={false} />
      </MapContainer>
    </div>
  );
}

export interface PickedPoint {
  latitude: number;
  longitude: number;
}

function ClickToPick({ onPick }: { onPick: (point: PickedPoint) => void }) {
  const map = useMapEvents({
    click(event) {
      onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng });
      // From far away a click is rough: come closer so the next one can correct it.
      if (map.getZoom() < 13) map.setView(event.latlng, Math.min(map.getZoom() + 5, MapZoom.place));
    },
  });
  return null;
}

function FollowPoint({ point }: { point: PickedPoint | null }) {
  const map = useMap();
  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    if (latitude == null || longitude == null) return;
    if (!map.getBounds().contains([latitude, longitude])) {
      map.setView([latitude, longitude], MapZoom.place);
    }
  }, [map, latitude, longitude]);
  return null;
}

/** Flies to the point each time `focus` grows (a place picked from the search), close enough to correct it. */
function FocusPoint({ point, focus }: { point: PickedPoint | null; focus: number }) {
  const map = useMap();
  const done = useRef(0);
  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    if (focus === done.current || latitude == null || longitude == null) return;
    done.current = focus;
    map.setView([latitude, longitude], MapZoom.place);
  }, [map, focus, latitude, longitude]);
  return null;
}

/** The location dialog's map: a click places the marker, which can then be dragged. */
export function PickerMap({
  value,
  onPick,
  height,
  focus = 0,
}: {
  value: PickedPoint | null;
  onPick: (point: PickedPoint) => void;
  height: number;
  /** Grows when the point was chosen elsewhere (a found place): the map centres on it. */
  focus?: number;
}) {
  const icon = useMemo(() => pinIcon(), []);
  const [start] = useState(() => value);
  return (
    <div className={classes.frame} style={{ height, cursor: 'crosshair' }} data-testid="picker-map">
      <MapContainer
        center={start ? [start.latitude, start.longitude] : DEFAULT_CENTER}
        zoom={start ? MapZoom.place : MapZoom.world}
        scrollWheelZoom
      >
        <Tiles />
        <SizeWatcher />
        <ClickToPick onPick={onPick} />
        <FollowPoint point={value} />
        <FocusPoint point={value} focus={focus} />
        {value && (
          <Marker
            position={[value.latitude, value.longitude]}
            icon={icon}
            draggable
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as L.Marker).getLatLng();
                onPick({ latitude: lat, longitude: lng });
              },
            }}
          />
        )}
      </MapContainer>
    </div>
  );
}

export default BotsMap;
