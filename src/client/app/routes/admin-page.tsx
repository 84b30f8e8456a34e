import { Navigate } from 'react-router';

/**
 * /admin: the admin panel (bookings, drivers, analytics) is the next issue; until it exists an admin's home is
 * the review of driver applications, which checks the role itself.
 */
export function Component() {
  return <Navigate to="/admin/driver-applications" replace />;
}
