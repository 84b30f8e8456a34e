/**
 * The map's drawings, in the site's ink and gold: the pickup marker (a ringed dot), the destination marker
 * (a pin), the chauffeur's marker (a car) and the placeholder's illustration. The Leaflet markers in route-canvas.tsx draw the same shapes.
 */
interface ArtProps {
  className?: string;
}

export function StartMarkerIcon({ className }: ArtProps) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <circle cx="16" cy="16" r="12" fill="#0c0c0d" stroke="#c8a35a" strokeWidth="4" />
      <circle cx="16" cy="16" r="4.5" fill="#e2c88f" />
    </svg>
  );
}

export function EndMarkerIcon({ className }: ArtProps) {
  return (
    <svg viewBox="0 0 32 40" className={className} aria-hidden focusable="false">
      <path
        d="M16 2C8.3 2 2 8.1 2 15.7 2 26.1 16 38 16 38s14-11.9 14-22.3C30 8.1 23.7 2 16 2z"
        fill="#c8a35a"
        stroke="#0c0c0d"
        strokeWidth="2.5"
      />
      <circle cx="16" cy="15.5" r="5" fill="#0c0c0d" />
    </svg>
  );
}

/** The chauffeur's marker: a gold disc with a car (route-canvas.tsx draws the same on the map). */
export function DriverMarkerIcon({ className }: ArtProps) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      <circle cx="20" cy="20" r="17" fill="#c8a35a" stroke="#0c0c0d" strokeWidth="3" />
      <g
        transform="translate(8 8)"
        fill="none"
        stroke="#0c0c0d"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2" />
        <circle cx="7" cy="17" r="2" />
        <path d="M9 17h6" />
        <circle cx="17" cy="17" r="2" />
      </g>
    </svg>
  );
}

/** Two markers joined by a dotted, gently curved road. */
export function RouteIllustration({ className }: ArtProps) {
  return (
    <svg viewBox="0 0 160 64" className={className} aria-hidden focusable="false">
      <path
        d="M18 46 C 52 46, 56 14, 92 22 S 130 40, 140 20"
        fill="none"
        stroke="#c8a35a"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="1 8"
      />
      <g transform="translate(6 34)">
        <circle cx="12" cy="12" r="9" fill="#0c0c0d" stroke="#c8a35a" strokeWidth="3" />
        <circle cx="12" cy="12" r="3.5" fill="#e2c88f" />
      </g>
      <g transform="translate(128 2)">
        <path
          d="M12 1C6.2 1 1.5 5.6 1.5 11.3 1.5 19.1 12 28 12 28s10.5-8.9 10.5-16.7C22.5 5.6 17.8 1 12 1z"
          fill="#c8a35a"
          stroke="#0c0c0d"
          strokeWidth="2"
        />
        <circle cx="12" cy="11.3" r="3.8" fill="#0c0c0d" />
      </g>
    </svg>
  );
}
