import {
  divIcon,
  latLngBounds,
  layerGroup,
  map as createMap,
  marker,
  polyline,
  tileLayer,
  type LatLngBounds,
  type LayerGroup,
  type Map as LeafletMap,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import type { LatLng } from '../../../shared/contracts/maps.ts';

/** The specification's default view: New York, zoom 12. */
export const DEFAULT_CENTER: LatLng = { lat: 40.7128, lng: -74.006 };
export const DEFAULT_ZOOM = 12;
/** Tiles that fail before any loads (no internet, wrong URL): the layer goes, the route stays. */
const TILE_FAILURES_BEFORE_GIVING_UP = 4;

export interface RouteCanvasProps {
  points: LatLng[];
  origin?: LatLng | undefined;
  destination?: LatLng | undefined;
  /** The chauffeur's last reported position: a car marker, kept in view with the route. */
  driver?: LatLng | undefined;
  tileUrl?: string | undefined;
  tone: 'light' | 'dark';
  /** The text alternative: "Route from X to Y, 17.4 mi, about 48 min". */
  label: string;
  /** Pixels at the bottom covered by a legend: the route is fitted above them. */
  bottomInset: number;
  /** The tiles could not load and their layer was dropped (the attribution can go too). */
  onTilesGone?: () => void;
}

const GOLD = '#c8a35a';
const GOLD_LIGHT = '#e2c88f';
const INK = '#0c0c0d';

const startIcon = divIcon({
  className: 'route-map-marker',
  html: `<svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false"><circle cx="16" cy="16" r="12" fill="${INK}" stroke="${GOLD}" stroke-width="4"/><circle cx="16" cy="16" r="4.5" fill="${GOLD_LIGHT}"/></svg>`,
  iconSize: [30, 30],
  iconAnchor: [15, 15],
});

const endIcon = divIcon({
  className: 'route-map-marker',
  html: `<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" focusable="false"><path d="M16 2C8.3 2 2 8.1 2 15.7 2 26.1 16 38 16 38s14-11.9 14-22.3C30 8.1 23.7 2 16 2z" fill="${GOLD}" stroke="${INK}" stroke-width="2.5"/><circle cx="16" cy="15.5" r="5" fill="${INK}"/></svg>`,
  iconSize: [32, 40],
  iconAnchor: [16, 38],
});

/** The chauffeur: a gold disc with a car, ringed in ink, drawn above the route's markers. */
const driverIcon = divIcon({
  className: 'route-map-marker route-map-driver',
  html: `<svg viewBox="0 0 40 40" width="38" height="38" aria-hidden="true" focusable="false"><circle cx="20" cy="20" r="17" fill="${GOLD}" stroke="${INK}" stroke-width="3"/><g transform="translate(8 8)" fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2"/><circle cx="7" cy="17" r="2"/><path d="M9 17h6"/><circle cx="17" cy="17" r="2"/></g></svg>`,
  iconSize: [38, 38],
  iconAnchor: [19, 19],
});

/** Leaflet, drawn once per mount; a static picture (no drag, zoom or keyboard), so it never traps scrolling. */
export default function RouteCanvas({
  points,
  origin,
  destination,
  driver,
  tileUrl,
  tone,
  label,
  bottomInset,
  onTilesGone,
}: RouteCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const routeRef = useRef<LayerGroup | null>(null);
  const boundsRef = useRef<LatLngBounds | null>(null);
  const insetRef = useRef(bottomInset);
  const tilesGoneRef = useRef(onTilesGone);
  useEffect(() => {
    tilesGoneRef.current = onTilesGone;
  }, [onTilesGone]);

  // The map itself: created on mount, removed on unmount; refits when its box changes size.
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const map = createMap(el, {
      center: [DEFAULT_CENTER.lat, DEFAULT_CENTER.lng],
      zoom: DEFAULT_ZOOM,
      zoomControl: false,
      attributionControl: false,
      dragging: false,
      touchZoom: false,
      scrollWheelZoom: false,
      doubleClickZoom: false,
      boxZoom: false,
      keyboard: false,
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
      inertia: false,
    });
    mapRef.current = map;
    routeRef.current = layerGroup().addTo(map);
    const observer = new ResizeObserver(() => {
      map.invalidateSize({ animate: false });
      fit(map, boundsRef.current, insetRef.current);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      map.remove();
      mapRef.current = null;
      routeRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    let loaded = 0;
    let failed = 0;
    const tiles = tileLayer(tileUrl, { maxZoom: 19, className: 'route-map-tiles' });
    tiles.on('tileload', () => {
      loaded += 1;
    });
    tiles.on('tileerror', () => {
      failed += 1;
      if (loaded === 0 && failed === TILE_FAILURES_BEFORE_GIVING_UP) {
        map.removeLayer(tiles);
        tilesGoneRef.current?.();
      }
    });
    tiles.addTo(map);
    return () => {
      map.removeLayer(tiles);
    };
  }, [tileUrl]);

  useEffect(() => {
    insetRef.current = bottomInset;
    if (mapRef.current) fit(mapRef.current, boundsRef.current, bottomInset);
  }, [bottomInset]);

  const routeKey = JSON.stringify([points, origin, destination, driver, tone]);
  useEffect(() => {
    const map = mapRef.current;
    const group = routeRef.current;
    if (!map || !group) return;
    group.clearLayers();
    const path = points.map((p) => [p.lat, p.lng] as [number, number]);
    if (path.length > 1) {
      polyline(path, {
        color: INK,
        weight: tone === 'dark' ? 9 : 8,
        opacity: tone === 'dark' ? 0.85 : 0.75,
        lineCap: 'round',
        lineJoin: 'round',
        interactive: false,
        className: 'route-map-casing',
      }).addTo(group);
      polyline(path, {
        color: tone === 'dark' ? GOLD_LIGHT : GOLD,
        weight: 4,
        opacity: 1,
        lineCap: 'round',
        lineJoin: 'round',
        interactive: false,
        className: 'route-map-line',
      }).addTo(group);
    }
    const ends = [origin, destination, driver].filter((p): p is LatLng => Boolean(p));
    if (origin) marker([origin.lat, origin.lng], markerOptions(startIcon)).addTo(group);
    if (destination) marker([destination.lat, destination.lng], markerOptions(endIcon)).addTo(group);
    if (driver)
      marker([driver.lat, driver.lng], { ...markerOptions(driverIcon), zIndexOffset: 1000 }).addTo(group);
    const all = [...path, ...ends.map((p) => [p.lat, p.lng] as [number, number])];
    boundsRef.current = all.length ? latLngBounds(all) : null;
    fit(map, boundsRef.current, insetRef.current);
    // routeKey stands for points, origin, destination, driver and tone compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeKey]);

  return (
    <div role="img" aria-label={label} className="absolute inset-0 isolate">
      <div
        ref={containerRef}
        className={tone === 'dark' ? 'route-map route-map-dark size-full' : 'route-map size-full'}
        style={{ background: 'transparent' }}
      />
    </div>
  );
}

function markerOptions(icon: ReturnType<typeof divIcon>) {
  return { icon, interactive: false, keyboard: false };
}

function fit(map: LeafletMap, bounds: LatLngBounds | null, bottomInset: number): void {
  const size = map.getSize();
  if (size.x === 0 || size.y === 0) return;
  if (!bounds) {
    map.setView([DEFAULT_CENTER.lat, DEFAULT_CENTER.lng], DEFAULT_ZOOM, { animate: false });
    return;
  }
  // Room for the markers all round (the pin stands 40 px tall), and for a legend at the bottom.
  const side = Math.min(48, Math.round(size.x / 8));
  const bottom = Math.min(bottomInset + 24, Math.round(size.y * 0.6));
  map.fitBounds(bounds, {
    paddingTopLeft: [side, side],
    paddingBottomRight: [side, bottom],
    maxZoom: 15,
    animate: false,
  });
}
