import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingNote,
  CustomerMatch,
  DispatchBookingRequest,
  DispatchBookingResponse,
  OpenPayLinkResponse,
} from '../../../../shared/contracts/admin-reservations.ts';
import type {
  AdminChangeBookingRequest,
  BookingDetailsRequest,
  ChangeBookingResponse,
  ChangePayment,
  ChangeQuoteResponse,
} from '../../../../shared/contracts/booking-changes.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** GET /api/admin/reservations/customers: customer accounts matching the caller's name, email or phone. */
export const customerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['/api/admin/reservations/customers', q] as const,
    queryFn: ({ signal }) =>
      apiGet<{ customers: CustomerMatch[] }>(`/api/admin/reservations/customers?q=${encodeURIComponent(q)}`, {
        signal,
      }).then((r) => r.customers),
    enabled: q.trim().length >= 2,
    staleTime: 30_000,
  });
export const useCustomerSearch = (q: string) => useQuery(customerSearchQuery(q));

/** POST /api/admin/reservations: the caller's booking (pending), its payment link emailed. */
export function useCreateReservation() {
  return useMutation({
    mutationFn: (body: DispatchBookingRequest) =>
      apiPost<DispatchBookingResponse>('/api/admin/reservations', body),
  });
}

/** POST /api/admin/reservations/:id/pay-link: a new payment link to the customer. */
export function useSendPayLink() {
  return useMutation({
    mutationFn: (bookingId: string) =>
      apiPost<{ sentTo: string }>(`/api/admin/reservations/${bookingId}/pay-link`),
  });
}

const notesKey = (bookingId: string) => ['/api/admin/bookings', bookingId, 'notes'] as const;

/** GET /api/admin/bookings/:id/notes: dispatch's internal notes. */
export const useBookingNotes = (bookingId: string) =>
  useQuery({
    queryKey: notesKey(bookingId),
    queryFn: ({ signal }) =>
      apiGet<{ notes: BookingNote[] }>(`/api/admin/bookings/${bookingId}/notes`, { signal }).then(
        (r) => r.notes,
      ),
  });

/** POST /api/admin/bookings/:id/notes. */
export function useAddBookingNote(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiPost<BookingNote>(`/api/admin/bookings/${bookingId}/notes`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: notesKey(bookingId) }),
  });
}

/** POST /api/pay-links/open: the emailed link's token; the browser may then pay at checkout. */
export const openPayLink = (token: string) => apiPost<OpenPayLinkResponse>('/api/pay-links/open', { token });

/** The booking's changeable fields as the back office reads them (GET /api/admin/bookings/:id). */
export interface EditableBooking {
  id: string;
  status: string;
  customerName: string;
  pickupDateTime: string;
  vehicleId: string;
  passengers: number | null;
  bags: number | null;
  meetAndGreet: boolean;
  childSeat: boolean;
  pickupAddress: string;
  destinationAddress: string;
  extraStop: boolean;
  extraStopAddress: string | null;
  passenger?: { name: string; phone: string | null; email: string | null } | null;
  flightNumber: string | null;
  specialRequests: string | null;
}
export const useEditableBooking = (bookingId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['/api/admin/bookings', bookingId, 'editable'] as const,
    queryFn: ({ signal }) => apiGet<EditableBooking>(`/api/admin/bookings/${bookingId}`, { signal }),
    enabled,
  });

/** Dispatch's edit (the customer change machinery as admin): priced, applied, or its difference paid. */
export const dispatchChangeQuote = (bookingId: string, body: AdminChangeBookingRequest) =>
  apiPost<ChangeQuoteResponse>(`/api/admin/bookings/${bookingId}/change-quote`, body);
export const dispatchChange = (bookingId: string, body: AdminChangeBookingRequest) =>
  apiPost<ChangeBookingResponse>(`/api/admin/bookings/${bookingId}/changes`, body);
export const dispatchConfirmChange = (bookingId: string, changeId: string, paymentIntentId: string) =>
  apiPost<ChangeBookingResponse>(`/api/admin/bookings/${bookingId}/changes/${changeId}/confirm`, {
    paymentIntentId,
  });

/** Dispatch's change of the passenger, flight or requests (no price change, applied at once). */
export const dispatchChangeDetails = (bookingId: string, body: BookingDetailsRequest) =>
  apiPost<ChangeBookingResponse>(`/api/admin/bookings/${bookingId}/details`, body);

/** Dispatch emails the customer a link to pay a dearer change's difference (the change applies when paid). */
export const dispatchChangePayLink = (bookingId: string, changeId: string) =>
  apiPost<{ sentTo: string }>(`/api/admin/bookings/${bookingId}/changes/${changeId}/pay-link`);

/** The customer's side of that link: the difference's payment, then the customer's own confirm of the change. */
export const changePayment = (bookingId: string, changeId: string) =>
  apiGet<ChangePayment>(`/api/bookings/${bookingId}/changes/${changeId}/payment`);
/** A charge after the ride (decision 29) paid by card through its emailed link. */
export const extraPayment = (bookingId: string, chargeId: string) =>
  apiPost<ChangePayment>(`/api/bookings/${bookingId}/extra-charges/${chargeId}/payment`, {});
export const confirmExtraPayment = (bookingId: string, chargeId: string, paymentIntentId: string) =>
  apiPost<{ status: string }>(`/api/bookings/${bookingId}/extra-charges/${chargeId}/confirm`, {
    paymentIntentId,
  });
export const confirmChangePayment = (bookingId: string, changeId: string, paymentIntentId: string) =>
  apiPost<ChangeBookingResponse>(`/api/bookings/${bookingId}/changes/${changeId}/confirm`, {
    paymentIntentId,
  });
