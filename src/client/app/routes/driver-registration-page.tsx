import { DriverRegistration } from '../../features/driver-registration/components/driver-registration.tsx';

/** /taxistas and /taxista-registro (the same screen): driver registration with an invitation code. */
export function Component() {
  return <DriverRegistration />;
}
