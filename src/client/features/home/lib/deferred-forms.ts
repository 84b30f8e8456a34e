/**
 * The two forms pull in react-hook-form and zod, about 20 KB gzipped. They are split from the home page's
 * first-load JavaScript (budget 170 KB) and fetched when needed or once the page is idle.
 */
export const loadRideDetailsForm = () =>
  import('../components/ride-details-form.tsx').then((m) => ({ default: m.RideDetailsForm }));
export const loadContactForm = () =>
  import('../components/contact-form.tsx').then((m) => ({ default: m.ContactForm }));
