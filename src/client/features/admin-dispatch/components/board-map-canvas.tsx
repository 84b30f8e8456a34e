import { circleMarker, divIcon, latLngBounds, map as createMap, marker, tileLayer } from 'leaflet';
import { useEffect, useRef } from 'react';

export interface MapPoint {
  lat: number;
  lng: number;
  label: string;
}

const NYC: [number, number] = [40.7128, -74.006];
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Leaflet (a chunk of its own): the chauffeurs as labelled car pins, the pickups as gold dots. */
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
    for (const p of pickups)
      circleMarker([p.lat, p.lng], {
        radius: 7,
        color: '#0c0c0d',
        weight: 2,
        fillColor: '#c8a35a',
        fillOpacity: 1,
      })
        .bindTooltip(p.label)
        .addTo(m);
    for (const d of drivers)
      marker([d.lat, d.lng], {
        icon: divIcon({
          className: '',
          html: `<span style="display:inline-block;white-space:nowrap;transform:translate(-50%,-100%);background:#0c0c0d;color:#fff;border:2px solid #c8a35a;border-radius:9999px;padding:2px 8px;font:600 11px system-ui">${escape(d.label)}</span>`,
          iconSize: [0, 0],
        }),
        keyboard: false,
      }).addTo(m);
    const all = [...drivers, ...pickups].map((p) => [p.lat, p.lng] as [number, number]);
    if (all.length) m.fitBounds(latLngBounds(all), { padding: [40, 40], maxZoom: 14, animate: false });
    return () => {
      observer.disconnect();
      m.remove();
    };
    // key stands for the points and tiles compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return <div ref={ref} className="size-full" />;
}
