/**
 * Vehicle classes (issue 35, decision record 042): which chauffeur's car may drive which booked vehicle.
 *
 * A booking's class is its catalog vehicle's category (sedan, suv, van). A chauffeur's class comes from the car
 * they registered (`drivers.vehicle_type`): a "luxury" car is a luxury sedan and counts as sedan class; a
 * "limo" (a stretch limousine, six to eight seats, little luggage room) counts as SUV class: it can carry an
 * SUV party, never a van's fourteen. The ladder sedan < suv < van orders classes by what they carry.
 *
 * A chauffeur is offered, accepts and is assigned rides of their own class only. An admin may give a ride to a
 * chauffeur of a larger class as an upgrade (the customer gets more car for the same price), and only with an
 * explicit choice that is recorded. A smaller car than booked is never allowed.
 */

export const RIDE_CLASSES = ['sedan', 'suv', 'van'] as const;
export type RideClass = (typeof RIDE_CLASSES)[number];

export type DriverVehicleType = 'sedan' | 'suv' | 'van' | 'luxury' | 'limo';

const DRIVER_CLASS: Readonly<Record<DriverVehicleType, RideClass>> = {
  sedan: 'sedan',
  luxury: 'sedan',
  suv: 'suv',
  limo: 'suv',
  van: 'van',
};

const RANK: Readonly<Record<RideClass, number>> = { sedan: 0, suv: 1, van: 2 };

/** The class a chauffeur's registered car drives. */
export const driverClass = (type: DriverVehicleType): RideClass => DRIVER_CLASS[type];

/** A catalog category as a ride class (an unknown category is treated as the smallest, sedan). */
export function rideClass(category: string | null | undefined): RideClass {
  return category === 'suv' || category === 'van' ? category : 'sedan';
}

/**
 * How a chauffeur's car fits a booked class: `same` (offered, accepted, assigned), `upgrade` (a larger class:
 * assignable by an admin's explicit choice only) or `smaller` (never).
 */
export function classFit(booked: RideClass, driverType: DriverVehicleType): 'same' | 'upgrade' | 'smaller' {
  const d = RANK[driverClass(driverType)];
  const b = RANK[booked];
  return d === b ? 'same' : d > b ? 'upgrade' : 'smaller';
}
