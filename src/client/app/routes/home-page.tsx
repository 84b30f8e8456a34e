import { AboutSection } from '../../features/home/components/about-section.tsx';
import { CitiesSection } from '../../features/home/components/cities-section.tsx';
import { ContactSection } from '../../features/home/components/contact-section.tsx';
import { CtaSection } from '../../features/home/components/cta-section.tsx';
import { FleetSection } from '../../features/home/components/fleet-section.tsx';
import { HeroSection } from '../../features/home/components/hero-section.tsx';
import { ServicesSection } from '../../features/home/components/services-section.tsx';
import { TestimonialsSection } from '../../features/home/components/testimonials-section.tsx';
import { TrackingSection } from '../../features/home/components/tracking-section.tsx';
import { Island } from '../../components/island.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Home (/) and /tracking-demo: the hero booking widget and the marketing sections, in the specification's order. */
export function Component() {
  usePageTitle();
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
