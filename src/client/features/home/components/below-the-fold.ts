/**
 * The home page's sections under its first screen, in one chunk the page loads when the first of their islands
 * wakes (app/routes/home-page.tsx): their HTML is prerendered, so their code is not needed to show them.
 */
export { AboutSection } from './about-section.tsx';
export { CitiesSection } from './cities-section.tsx';
export { ContactSection } from './contact-section.tsx';
export { CtaSection } from './cta-section.tsx';
export { FleetSection } from './fleet-section.tsx';
export { ServicesSection } from './services-section.tsx';
export { TestimonialsSection } from './testimonials-section.tsx';
export { TrackingSection } from './tracking-section.tsx';
