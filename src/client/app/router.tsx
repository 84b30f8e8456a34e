import type { RouteObject } from 'react-router';
import { AppLayout } from './app-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every page is its own chunk: a route module exports `Component`. `handle.i18n`: the locale namespaces a page
 * rendered in the browser needs at once, loaded with its chunk (main.tsx), so it does not render, suspend for a
 * namespace and render again (its first paint would be replaced, and with it the largest one).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('./routes/home-page.tsx') },
      { path: '/tracking-demo', lazy: () => import('./routes/home-page.tsx') },
      { path: '/services/airport-transfer', lazy: () => import('./routes/service-airport-page.tsx') },
      { path: '/services/hourly-service', lazy: () => import('./routes/service-hourly-page.tsx') },
      { path: '/services/point-to-point', lazy: () => import('./routes/service-point-to-point-page.tsx') },
      { path: '/services/corporate', lazy: () => import('./routes/service-corporate-page.tsx') },
      { path: '/services/events', lazy: () => import('./routes/service-events-page.tsx') },
      { path: '/services/wedding', lazy: () => import('./routes/service-wedding-page.tsx') },
      { path: '/services/event-packages', lazy: () => import('./routes/service-event-packages-page.tsx') },
      { path: '/fleet', lazy: () => import('./routes/fleet-page.tsx') },
      { path: '/about', lazy: () => import('./routes/about-page.tsx') },
      { path: '/login', lazy: () => import('./routes/login-page.tsx'), handle: { i18n: ['auth', 'errors'] } },
      {
        path: '/auth/login',
        lazy: () => import('./routes/login-page.tsx'),
        handle: { i18n: ['auth', 'errors'] },
      },
      { path: '/driver-login', lazy: () => import('./routes/driver-login-page.tsx') },
      {
        path: '/signup',
        lazy: () => import('./routes/signup-page.tsx'),
        handle: { i18n: ['auth', 'errors'] },
      },
      { path: '/register-options', lazy: () => import('./routes/register-options-page.tsx') },
      { path: '/driver-request', lazy: () => import('./routes/driver-request-page.tsx') },
      { path: '/taxistas', lazy: () => import('./routes/driver-registration-page.tsx') },
      { path: '/taxista-registro', lazy: () => import('./routes/driver-registration-page.tsx') },
      {
        path: '/driver/dashboard',
        lazy: () => import('./routes/driver-dashboard-page.tsx'),
        handle: { i18n: ['driver-dashboard', 'access', 'push'] },
      },
      { path: '/admin', lazy: () => import('./routes/admin-page.tsx') },
      {
        path: '/admin/bookings/new',
        lazy: () => import('./routes/admin-new-booking-page.tsx'),
        handle: { i18n: ['admin-reservations', 'errors'] },
      },
      {
        path: '/admin/dispatch',
        lazy: () => import('./routes/admin-dispatch-page.tsx'),
        handle: { i18n: ['admin-dispatch', 'admin', 'errors'] },
      },
      {
        path: '/admin/compliance',
        lazy: () => import('./routes/admin-compliance-page.tsx'),
        handle: { i18n: ['admin-compliance', 'errors'] },
      },
      {
        path: '/admin/companies',
        lazy: () => import('./routes/admin-companies-page.tsx'),
        handle: { i18n: ['admin-companies', 'errors'] },
      },
      {
        path: '/admin/companies/new',
        lazy: () => import('./routes/admin-company-page.tsx'),
        handle: { i18n: ['admin-companies', 'errors'] },
      },
      {
        path: '/admin/companies/:id',
        lazy: () => import('./routes/admin-company-page.tsx'),
        handle: { i18n: ['admin-companies', 'errors'] },
      },
      {
        path: '/admin/invoices',
        lazy: () => import('./routes/admin-invoices-page.tsx'),
        handle: { i18n: ['admin-invoices', 'errors'] },
      },
      {
        path: '/admin/compliance/trip-records',
        lazy: () => import('./routes/admin-trip-records-page.tsx'),
        handle: { i18n: ['admin-trip-records', 'errors'] },
      },
      {
        path: '/pay',
        lazy: () => import('./routes/pay-link-page.tsx'),
        handle: { i18n: ['admin-reservations', 'errors'] },
      },
      {
        path: '/admin/driver-applications',
        lazy: () => import('./routes/admin-driver-applications-page.tsx'),
      },
      {
        path: '/vehicle-selection/:serviceType',
        lazy: () => import('./routes/vehicle-selection-page.tsx'),
        handle: { i18n: ['vehicles', 'maps', 'booking', 'errors'] },
      },
      {
        path: '/auth',
        lazy: () => import('./routes/auth-page.tsx'),
        handle: { i18n: ['auth', 'booking', 'errors'] },
      },
      {
        path: '/booking-details',
        lazy: () => import('./routes/booking-details-page.tsx'),
        handle: { i18n: ['booking', 'auth', 'maps', 'errors'] },
      },
      {
        path: '/special-service-booking',
        lazy: () => import('./routes/special-service-booking-page.tsx'),
      },
      {
        path: '/stripe-checkout',
        lazy: () => import('./routes/stripe-checkout-page.tsx'),
        handle: { i18n: ['checkout', 'booking', 'errors'] },
      },
      {
        path: '/booking-confirmation',
        lazy: () => import('./routes/booking-confirmation-page.tsx'),
        handle: { i18n: ['confirmation', 'booking', 'booking-status', 'booking-change', 'errors', 'push'] },
      },
      { path: '/forgot-password', lazy: () => import('./routes/forgot-password-page.tsx') },
      { path: '/reset-password', lazy: () => import('./routes/reset-password-page.tsx') },
      { path: '/verify-email', lazy: () => import('./routes/verify-email-page.tsx') },
      { path: '/dashboard', lazy: () => import('./routes/dashboard-page.tsx') },
      { path: '/bookings', lazy: () => import('./routes/bookings-page.tsx') },
      { path: '/bookings/:id/receipt', lazy: () => import('./routes/receipt-page.tsx') },
      {
        path: '/company',
        lazy: () => import('./routes/company-page.tsx'),
        handle: { i18n: ['company-portal', 'account', 'errors'] },
      },
      {
        path: '/company/join',
        lazy: () => import('./routes/company-join-page.tsx'),
        handle: { i18n: ['company-portal', 'account', 'auth', 'errors'] },
      },
      {
        path: '/account/bookings/:id/change',
        lazy: () => import('./routes/change-booking-page.tsx'),
        handle: { i18n: ['booking-change', 'checkout', 'booking', 'errors'] },
      },
      { path: '/terms', lazy: () => import('./routes/terms-page.tsx') },
      { path: '/privacy', lazy: () => import('./routes/privacy-page.tsx') },
      { path: '*', lazy: () => import('./routes/not-found-page.tsx') },
    ],
  },
];
