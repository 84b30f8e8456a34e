import '../../../../shared/zod-setup.ts';
import * as z from 'zod/mini';
import { guestRequestSchema } from '../../../../shared/contracts/auth.ts';
import { passengerSchema } from '../../../../shared/contracts/bookings.ts';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { bookingExtrasSchema } from '../../../../shared/contracts/checkout.ts';
import { nyInstantIso } from '../../../../shared/domain/new-york-time.ts';
import { MAX_BAGS, MAX_PARTY } from '../../../../shared/domain/ride-size.ts';
import { issue } from '../../../../shared/zod-issues.ts';
import { placeDraftFields, type PlaceRef, type RouteEnd } from '../../../booking/lib/draft-places.ts';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import type { RideAsks } from './ride-needs.ts';

/**
 * The booking-details form: the ride parts the draft lacks, the specification's extras form and, for guests,
 * their contact details. Messages are the error codes the server uses too (translated on display).
 */
export const RIDE_MESSAGES = {
  pickupMissing: issue('booking.pickupMissing'),
  destinationMissing: issue('booking.destinationMissing'),
  addressMin: issue('booking.addressMin'),
  dateMissing: issue('booking.dateMissing'),
  returnMissing: issue('booking.returnMissing'),
  returnBeforePickup: issue('booking.returnBeforePickup'),
  passengersInvalid: issue('booking.passengersInvalid', { min: 1, max: MAX_PARTY }),
  bagsInvalid: issue('booking.bagsInvalid', { min: 0, max: MAX_BAGS }),
} as const;

export interface RideValues {
  pickupAddress: string;
  destinationAddress: string;
  /** yyyy-mm-dd and HH:mm, New York time. */
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  /** The party (decision 18), asked when the draft has none (a package from a marketing page): digits. */
  passengers: string;
  bags: string;
}

export interface ExtrasValues {
  flightNumber: string;
  specialRequests: string;
  meetAndGreet: boolean;
  childSeat: boolean;
  extraStop: boolean;
  extraStopAddress: string;
}

export interface GuestValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/** Who is riding (signed-in customers, decision 27): the customer, or someone else named here. */
export interface PassengerValues {
  someoneElse: boolean;
  name: string;
  phone: string;
  email: string;
}

export interface DetailsFormValues {
  ride: RideValues;
  extras: ExtrasValues;
  guest: GuestValues;
  passenger?: PassengerValues;
}

/** Someone else's details are checked (the shared contract) only when someone else rides. */
const passengerFormSchema = z.optional(
  z.object({ someoneElse: z.boolean(), name: z.string(), phone: z.string(), email: z.string() }).check(
    z.superRefine((v, ctx) => {
      if (!v.someoneElse) return;
      const checked = passengerSchema.safeParse(v);
      if (checked.success) return;
      for (const i of checked.error.issues) {
        ctx.addIssue({ code: 'custom', path: i.path, message: i.message, input: v });
      }
    }),
  ),
);

/** The POST /api/bookings passenger of the form's values; undefined when the customer rides. */
export function passengerRequest(values: PassengerValues | undefined) {
  if (!values?.someoneElse) return undefined;
  return {
    name: values.name.trim(),
    ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
  };
}

const ADDRESS_MIN = 3;

/** A whole number from min to max written in digits, else null. */
export function countValue(text: string | undefined, min: number, max: number): number | null {
  const v = text?.trim() ?? '';
  if (!/^\d{1,3}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
}

/** The ride parts: each asked part is checked; the rest come from the draft and are not validated here. */
function rideSchema(asks: RideAsks, asksParty: boolean) {
  return z
    .object({
      pickupAddress: z.string(),
      destinationAddress: z.string(),
      pickupDate: z.string(),
      pickupTime: z.string(),
      returnDate: z.string(),
      returnTime: z.string(),
      passengers: z._default(z.string(), ''),
      bags: z._default(z.string(), ''),
    })
    .check(
      z.superRefine((v, ctx) => {
        const report = (path: keyof RideValues, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message, input: v[path] });
        const address = (
          path: 'pickupAddress' | 'destinationAddress',
          missing: string,
          required: boolean,
        ) => {
          const text = v[path].trim();
          if (!text) {
            if (required) report(path, missing);
          } else if (text.length < ADDRESS_MIN) report(path, RIDE_MESSAGES.addressMin);
        };
        if (asks.pickup !== 'no') address('pickupAddress', RIDE_MESSAGES.pickupMissing, true);
        if (asks.destination !== 'no')
          address('destinationAddress', RIDE_MESSAGES.destinationMissing, asks.destination === 'required');

        if (asksParty) {
          if (countValue(v.passengers, 1, MAX_PARTY) === null)
            report('passengers', RIDE_MESSAGES.passengersInvalid);
          if (countValue(v.bags, 0, MAX_BAGS) === null) report('bags', RIDE_MESSAGES.bagsInvalid);
        }

        const pickupAt = nyInstantIso(v.pickupDate, v.pickupTime);
        if (asks.dateTime !== 'no' && !pickupAt)
          report(v.pickupDate ? 'pickupTime' : 'pickupDate', RIDE_MESSAGES.dateMissing);
        if (asks.returnDateTime !== 'no') {
          const returnAt = nyInstantIso(v.returnDate, v.returnTime);
          if (!returnAt) report(v.returnDate ? 'returnTime' : 'returnDate', RIDE_MESSAGES.returnMissing);
          else if (pickupAt && returnAt <= pickupAt) report('returnTime', RIDE_MESSAGES.returnBeforePickup);
        }
      }),
    );
}

/** A signed-in customer books under the account: the guest block is not shown and not checked. */
const unusedGuestSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
});

/** The whole form: ride parts as asked, the shared extras schema, the shared guest schema for guests. */
export function detailsFormSchema({
  asks,
  isGuest,
  asksParty = false,
}: {
  asks: RideAsks;
  isGuest: boolean;
  /** The draft has no party (decision 18): passengers and bags are asked. */
  asksParty?: boolean;
}) {
  return z.object({
    ride: rideSchema(asks, asksParty),
    extras: bookingExtrasSchema,
    guest: isGuest ? guestRequestSchema : unusedGuestSchema,
    passenger: passengerFormSchema,
  });
}

export type DetailsFormSchema = ReturnType<typeof detailsFormSchema>;
export type DetailsFormInput = z.input<DetailsFormSchema>;
export type DetailsFormOutput = z.output<DetailsFormSchema>;

/** The form as the draft (and, for a guest, the session) left it: a reload keeps everything typed. */
export function initialDetailsValues(draft: BookingDraft, user: CurrentUser | null): DetailsFormValues {
  const stored = user?.isGuest ? draft.guestInfo : undefined;
  return {
    ride: {
      // A package's area is not a door: its field starts empty (decision 25).
      pickupAddress: draft.pickupIsArea ? '' : (draft.pickupAddress ?? ''),
      destinationAddress: draft.destinationIsArea ? '' : (draft.destinationAddress ?? ''),
      pickupDate: draft.pickupDate ?? '',
      pickupTime: draft.pickupTime ?? '',
      returnDate: draft.returnDate ?? '',
      returnTime: draft.returnTime ?? '',
      passengers: draft.passengers === undefined ? '' : String(draft.passengers),
      bags: draft.bags === undefined ? '' : String(draft.bags),
    },
    extras: {
      flightNumber: draft.flightNumber ?? '',
      specialRequests: draft.specialRequests ?? '',
      meetAndGreet: draft.meetAndGreet === true,
      childSeat: draft.childSeat === true,
      extraStop: draft.extraStop === true,
      extraStopAddress: draft.extraStopAddress ?? '',
    },
    guest: {
      email: stored?.email ?? user?.email ?? '',
      firstName: stored?.firstName ?? user?.firstName ?? '',
      lastName: stored?.lastName ?? user?.lastName ?? '',
      phone: stored?.phone ?? user?.phone ?? '',
    },
    passenger: { someoneElse: false, name: '', phone: '', email: '' },
  };
}

export type RidePlaces = Record<RouteEnd, PlaceRef | null> & {
  /** The extra stop as given: a suggestion picked (with its place_id) or text typed and left. */
  stop?: PlaceRef | null;
};

/** Form values as the form holds them while the customer types (any part may still be missing). */
export interface PartialDetails {
  ride?: Partial<RideValues> | undefined;
  extras?: Partial<ExtrasValues> | undefined;
  guest?: Partial<GuestValues> | undefined;
}

const text = (value: string | undefined) => value ?? '';

/**
 * The draft with what the customer gave on this page: the ride parts (each address keeps its place_id or
 * position only while the text is still that place's), the extras and, for a guest, the contact details.
 */
export function draftWithDetails(
  draft: BookingDraft,
  values: PartialDetails,
  places: RidePlaces,
  isGuest: boolean,
): BookingDraft {
  const {
    pickupPlaceId: _pickupPlaceId,
    pickupLocation: _pickupLocation,
    destinationPlaceId: _destinationPlaceId,
    destinationLocation: _destinationLocation,
    extraStopPlaceId: _extraStopPlaceId,
    pickupIsArea: _pickupIsArea,
    destinationIsArea: _destinationIsArea,
    guestInfo: _guestInfo,
    ...rest
  } = draft;
  const ride = values.ride ?? {};
  const extras = values.extras ?? {};
  // A package's area stays the draft's until the customer gives the door inside it.
  const end = (given: string | undefined, stored: string | undefined, isArea: boolean | undefined) => {
    const text = given?.trim() ?? '';
    if (isArea)
      return text ? { address: text, isArea: false } : { address: stored?.trim() ?? '', isArea: true };
    return { address: (given ?? stored ?? '').trim(), isArea: false };
  };
  const pickupEnd = end(ride.pickupAddress, draft.pickupAddress, _pickupIsArea);
  const destinationEnd = end(ride.destinationAddress, draft.destinationAddress, _destinationIsArea);
  const pickupAddress = pickupEnd.address;
  const destinationAddress = destinationEnd.address;
  const next: BookingDraft = {
    ...rest,
    pickupAddress,
    destinationAddress,
    ...(pickupEnd.isArea ? { pickupIsArea: true } : {}),
    ...(destinationEnd.isArea ? { destinationIsArea: true } : {}),
    ...placeDraftFields('pickup', pickupAddress, places.pickup),
    ...placeDraftFields('destination', destinationAddress, places.destination),
    pickupDate: ride.pickupDate ?? draft.pickupDate ?? '',
    pickupTime: ride.pickupTime ?? draft.pickupTime ?? '',
    flightNumber: text(extras.flightNumber ?? draft.flightNumber),
    specialRequests: text(extras.specialRequests ?? draft.specialRequests),
    meetAndGreet: extras.meetAndGreet ?? draft.meetAndGreet ?? false,
    childSeat: extras.childSeat ?? draft.childSeat ?? false,
    extraStop: extras.extraStop ?? draft.extraStop ?? false,
    extraStopAddress: text(extras.extraStopAddress ?? draft.extraStopAddress),
  };
  // The stop's place_id only while the stop's text is still the picked suggestion's.
  const stop =
    places.stop === undefined
      ? _extraStopPlaceId
        ? { address: draft.extraStopAddress ?? '', placeId: _extraStopPlaceId }
        : null
      : places.stop;
  if (stop?.placeId && stop.address.trim() === next.extraStopAddress?.trim())
    next.extraStopPlaceId = stop.placeId;
  // The party, when asked here and given.
  const passengers = countValue(ride.passengers, 1, MAX_PARTY);
  const bags = countValue(ride.bags, 0, MAX_BAGS);
  if (passengers !== null) next.passengers = passengers;
  if (bags !== null) next.bags = bags;
  if (draft.returnTrip) {
    next.returnDate = ride.returnDate ?? draft.returnDate ?? '';
    next.returnTime = ride.returnTime ?? draft.returnTime ?? '';
  }
  // A signed-in customer books under the account: contact details typed as a guest are not kept.
  if (isGuest) {
    const guest = values.guest ?? {};
    next.guestInfo = {
      email: text(guest.email ?? _guestInfo?.email),
      firstName: text(guest.firstName ?? _guestInfo?.firstName),
      lastName: text(guest.lastName ?? _guestInfo?.lastName),
      phone: text(guest.phone ?? _guestInfo?.phone),
    };
  }
  return next;
}
