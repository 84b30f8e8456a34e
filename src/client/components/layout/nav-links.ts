/** Header navigation of the specification. Labels are i18n keys in the common namespace. */
export const SERVICE_LINKS = [
  { to: '/services/airport-transfer', label: 'nav.airport' },
  { to: '/services/hourly-service', label: 'nav.hourly' },
  { to: '/services/point-to-point', label: 'nav.pointToPoint' },
  { to: '/services/corporate', label: 'nav.corporate' },
  { to: '/services/events', label: 'nav.events' },
] as const;

export const MAIN_LINKS = [
  { to: '/fleet', label: 'nav.fleet' },
  { to: '/about', label: 'nav.about' },
  { to: '/#cities', label: 'nav.cities' },
  { to: '/#contact', label: 'nav.contact' },
] as const;

export const ACCOUNT_LINKS = [
  { to: '/bookings', label: 'nav.myBookings' },
  { to: '/driver/dashboard', label: 'nav.drivers' },
] as const;

/**
 * The signed-in driver's and admin's own pages, in the profile menu (labels in the `access` namespace).
 * Passengers and guests have none beyond My Profile and My Bookings.
 */
export const ROLE_LINKS = {
  driver: { to: '/driver/dashboard', label: 'nav.driverDashboard' },
  admin: { to: '/admin', label: 'nav.adminPanel' },
} as const;
