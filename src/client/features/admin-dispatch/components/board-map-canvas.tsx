import { divIcon, latLngBounds, map as createMap, marker, tileLayer } from 'leaflet';
import { useEffect, useRef } from 'react';

export interface MapPoint {
  lat: number;
  lng: number;
  label: string;
  /** A second, quieter line (a chauffeur's position age). */
  detail?: string;
}

const NYC: [number, number] = [40.7128, -74.006];
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/**
 * A chauffeur: a pin (a round badge with their initials, its tip on the point, so a pickup at the same spot
 * stays visible under it), their name and position age beside the badge.
 */
const driverIcon = (d: MapPoint) =>
  divIcon({
    className: '',
    iconSize: [30, 38],
    iconAnchor: [15, 38],
    html:
      `<span style="position:relative;display:block;width:30px;height:38px">` +
      `<span style="position:absolute;left:9px;top:22px;width:12px;height:12px;background:#0c0c0d;transform:rotate(45deg);border-right:2px solid #c8a35a;border-bottom:2px solid #c8a35a"></span>` +
      `<span style="position:absolute;left:0;top:0;display:flex;align-items:center;justify-content:center;width:30px;height:30px;box-sizing:border-box;border-radius:9999px;background:#0c0c0d;color:#fff;border:2px solid #c8a35a;box-shadow:0 1px 4px rgb(0 0 0/.35);font:700 11px/1 system-ui,sans-serif;letter-spacing:.02em">${escape(initials(d.label))}</span>` +
      `<span style="position:absolute;left:36px;top:15px;transform:translateY(-50%);white-space:nowrap;background:#fff;color:#0c0c0d;border-radius:6px;padding:2px 6px;box-shadow:0 1px 4px rgb(0 0 0/.25);font:600 12px/1.25 system-ui,sans-serif">${escape(d.label)}` +
      (d.detail
        ? `<span style="display:block;font-weight:400;font-size:11px;color:#57534e">${escape(d.detail)}</span>`
        : '') +
      `</span></span>`,
  });

/** The pickups at one point: a gold dot, with how many when several rides start there. */
const pickupIcon = (count: number) => {
  const size = count > 1 ? 22 : 14;
  return divIcon({
    className: '',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    html: `<span style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;box-sizing:border-box;border-radius:9999px;background:#c8a35a;border:2px solid #0c0c0d;box-shadow:0 1px 3px rgb(0 0 0/.3);color:#0c0c0d;font:700 11px/1 system-ui,sans-serif">${count > 1 ? count : ''}</span>`,
  });
};

/** Leaflet (a chunk of its own): the chauffeurs as labelled badges, the pickups as gold dots. */
export default function BoardMapCanvas({
  drivers,
  pickups,
  tileUrl,
}: {
  drivers: MapPoint[];
  pickups: MapPoint[];
  tileUrl: string | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const key = JSON.stringify([drivers, pickups, tileUrl]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // No zoom or fade animation (as the route map): the pins are drawn at their final size at once, and a fit
    // made while the pane was still animating never leaves the markers scaled.
    const m = createMap(el, {
      center: NYC,
      zoom: 11,
      attributionControl: false,
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
    });
    const observer = new ResizeObserver(() => m.invalidateSize({ animate: false }));
    observer.observe(el);
    if (tileUrl) tileLayer(tileUrl, { maxZoom: 19 }).addTo(m);
    // Pickups at the same point (a hotel, an airport terminal) share one dot that says how many.
    const groups = new Map<string, MapPoint[]>();
    for (const p of pickups) {
      const k = `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`;
      groups.set(k, [...(groups.get(k) ?? []), p]);
    }
    for (const group of groups.values()) {
      const first = group[0]!;
      marker([first.lat, first.lng], { icon: pickupIcon(group.length), keyboard: false, zIndexOffset: 2000 })
        .bindTooltip(group.map((p) => escape(p.label)).join('<br>'), { direction: 'top', offset: [0, -8] })
        .addTo(m);
    }
    for (const d of drivers)
      marker([d.lat, d.lng], { icon: driverIcon(d), keyboard: false, zIndexOffset: 1000 }).addTo(m);
    const all = [...drivers, ...pickups].map((p) => [p.lat, p.lng] as [number, number]);
    // Room on the right for the chauffeurs' name labels, which sit beside their badges.
    if (all.length)
      m.fitBounds(latLngBounds(all), {
        paddingTopLeft: [40, 56],
        paddingBottomRight: [drivers.length ? 160 : 40, 40],
        maxZoom: 14,
        animate: false,
      });
    return () => {
      observer.disconnect();
      m.remove();
    };
    // key stands for the points and tiles compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return <div ref={ref} className="size-full" />;
}
