import {
  divIcon,
  map as createMap,
  marker as createMarker,
  tileLayer,
  type LeafletMouseEvent,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import type { LatLng } from '../../../../shared/contracts/maps.ts';

export interface PlacePinCanvasProps {
  /** Where the pin stands. */
  point: LatLng;
  /** The customer dragged the pin, tapped the map or moved the pin with the arrow keys. */
  onMove: (point: LatLng) => void;
  tileUrl?: string | undefined;
  /** The pin's accessible name ("Pickup pin: drag it, tap the map or use the arrow keys to move it"). */
  pinLabel: string;
}

const GOLD = '#c8a35a';
const INK = '#0c0c0d';
const ZOOM = 16;
/** One arrow key press moves the pin about 20 m. */
const STEP_DEGREES = 0.0002;

const pinIcon = divIcon({
  className: 'route-map-marker place-pin',
  html: `<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" focusable="false"><path d="M16 2C8.3 2 2 8.1 2 15.7 2 26.1 16 38 16 38s14-11.9 14-22.3C30 8.1 23.7 2 16 2z" fill="${GOLD}" stroke="${INK}" stroke-width="2.5"/><circle cx="16" cy="15.5" r="5" fill="${INK}"/></svg>`,
  iconSize: [32, 40],
  iconAnchor: [16, 38],
});

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const toPoint = (ll: { lat: number; lng: number }): LatLng => ({ lat: round(ll.lat), lng: round(ll.lng) });

/**
 * An interactive map with one pin: drag the pin, tap the map to put it there, or focus the pin and use the
 * arrow keys. Used where an address could only be placed approximately (the customer confirms or moves it).
 * The map pans and zooms with its buttons and by dragging, never with the page's scroll wheel.
 */
export default function PlacePinCanvas({ point, onMove, tileUrl, pinLabel }: PlacePinCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const moveRef = useRef(onMove);
  useEffect(() => {
    moveRef.current = onMove;
  }, [onMove]);
  const initial = useRef(point);

  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const start = initial.current;
    const map = createMap(el, {
      center: [start.lat, start.lng],
      zoom: ZOOM,
      attributionControl: false,
      scrollWheelZoom: false,
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
    });
    const pin = createMarker([start.lat, start.lng], {
      icon: pinIcon,
      draggable: true,
      keyboard: true,
      title: pinLabel,
      alt: pinLabel,
      autoPan: true,
    }).addTo(map);
    const element = pin.getElement();
    element?.setAttribute('aria-label', pinLabel);
    element?.setAttribute('role', 'button');
    element?.setAttribute('data-testid', 'place-pin');
    pin.on('dragend', () => moveRef.current(toPoint(pin.getLatLng())));
    map.on('click', (e: LeafletMouseEvent) => {
      pin.setLatLng(e.latlng);
      moveRef.current(toPoint(e.latlng));
    });
    const onKey = (e: KeyboardEvent) => {
      const d: Record<string, [number, number]> = {
        ArrowUp: [STEP_DEGREES, 0],
        ArrowDown: [-STEP_DEGREES, 0],
        ArrowLeft: [0, -STEP_DEGREES],
        ArrowRight: [0, STEP_DEGREES],
      };
      const step = d[e.key];
      if (!step) return;
      e.preventDefault();
      e.stopPropagation();
      const at = pin.getLatLng();
      const next = { lat: at.lat + step[0], lng: at.lng + step[1] };
      pin.setLatLng(next);
      map.panTo(next, { animate: false });
      moveRef.current(toPoint(next));
    };
    element?.addEventListener('keydown', onKey);
    mapRef.current = map;
    markerRef.current = pin;
    const observer = new ResizeObserver(() => map.invalidateSize({ animate: false }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      element?.removeEventListener('keydown', onKey);
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // The pin's label is set once; a new place remounts the canvas (keyed by the place).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    const tiles = tileLayer(tileUrl, { maxZoom: 19, className: 'route-map-tiles' }).addTo(map);
    return () => {
      map.removeLayer(tiles);
    };
  }, [tileUrl]);

  return (
    <div
      ref={containerRef}
      className="route-map size-full"
      style={{ background: 'transparent', cursor: 'crosshair' }}
      data-testid="place-pin-map"
    />
  );
}
