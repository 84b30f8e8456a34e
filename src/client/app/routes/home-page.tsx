import { AboutSection } from '../../features/home/components/about-section.tsx';
import { CitiesSection } from '../../features/home/components/cities-section.tsx';
import { ContactSection } from '../../features/home/components/contact-section.tsx';
import { CtaSection } from '../../features/home/components/cta-section.tsx';
import { FleetSection } from '../../features/home/components/fleet-section.tsx';
import { HeroSection } from '../../features/home/components/hero-section.tsx';
import { ServicesSection } from '../../features/home/components/services-section.tsx';
import { TestimonialsSection } from '../../features/home/components/testimonials-section.tsx';
import { TrackingSection } from '../../features/home/components/tracking-section.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Home (/) and /tracking-demo: the hero booking widget and the marketing sections, in the specification's order. */
export function Component() {
  usePageTitle();
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <FleetSection />
      <AboutSection />
      <TrackingSection />
      <TestimonialsSection />
      <ContactSection />
      <CitiesSection />
      <CtaSection />
    </>
  );
}
