import { lazy, useEffect, type ComponentType } from 'react';
import { HeroSection } from '../../features/home/components/hero-section.tsx';
import { Island } from '../../components/island.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

const belowTheFold = () => import('../../features/home/components/below-the-fold.ts');
/** One section of the lazy chunk: its code is not part of the page's first load (the HTML shows it). */
function section(name: keyof Awaited<ReturnType<typeof belowTheFold>>) {
  return lazy(async () => ({ default: (await belowTheFold())[name] as ComponentType }));
}
const ServicesSection = section('ServicesSection');
const FleetSection = section('FleetSection');
const AboutSection = section('AboutSection');
const TrackingSection = section('TrackingSection');
const TestimonialsSection = section('TestimonialsSection');
const ContactSection = section('ContactSection');
const CitiesSection = section('CitiesSection');
const CtaSection = section('CtaSection');

/** Home (/) and /tracking-demo: the hero booking widget and the marketing sections, in the specification's order. */
export function Component() {
  usePageTitle();
  // Fetched once the browser is idle after the page, so a section touched later hydrates without waiting for it.
  useEffect(() => {
    const load = () => void belowTheFold();
    if (typeof window.requestIdleCallback !== 'function') return load();
    const idle = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return (
    <>
      <HeroSection />
      {/* Below the first screen: hydrated when needed (components/island.tsx), not with the page. */}
      <Island id="home-services">
        <ServicesSection />
      </Island>
      <Island id="home-fleet">
        <FleetSection />
      </Island>
      <Island id="home-about">
        <AboutSection />
      </Island>
      <Island id="home-tracking">
        <TrackingSection />
      </Island>
      <Island id="home-testimonials">
        <TestimonialsSection />
      </Island>
      <Island id="home-contact">
        <ContactSection />
      </Island>
      <Island id="home-cities">
        <CitiesSection />
      </Island>
      <Island id="home-cta">
        <CtaSection />
      </Island>
    </>
  );
}
