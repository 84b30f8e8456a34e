import {
  Clock,
  Heart,
  Map as MapIcon,
  PlaneLanding,
  PlaneTakeoff,
  Route,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  'plane-takeoff': PlaneTakeoff,
  'plane-landing': PlaneLanding,
  route: Route,
  clock: Clock,
  heart: Heart,
  sparkles: Sparkles,
  map: MapIcon,
};

/** The lucide icon named by a service's `icon` field (decorative). */
export function ServiceIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon] ?? Route;
  return <Icon className={className} aria-hidden strokeWidth={1.5} />;
}
