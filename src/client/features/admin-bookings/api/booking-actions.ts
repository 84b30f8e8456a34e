import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBookingRow,
  AdminBookingUpdate,
  AssignDriver,
  NotifyCustomer,
  RefundRequest,
  RefundResult,
} from '../../../../shared/contracts/admin-bookings.ts';
import { apiPost, apiRequest } from '../../../lib/api-client.ts';
import { bookingPath, refreshBookings, refreshDrivers } from './admin-bookings.ts';

/** PATCH /api/admin/bookings/{id} {status, reason?}: a move the transition table allows an admin. */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminBookingUpdate & { id: string }) =>
      apiRequest<AdminBookingRow>('PATCH', bookingPath(id), body),
    // A driver may come free when a booking is cancelled or completed.
    onSettled: () => Promise.all([refreshBookings(queryClient), refreshDrivers(queryClient)]),
  });
}

/** POST /api/admin/bookings/{id}/assign-driver {driverId, upgrade?}: the booking becomes assigned. */
export function useAssignDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AssignDriver & { id: string }) =>
      apiPost<AdminBookingRow>(`${bookingPath(id)}/assign-driver`, body),
    onSettled: () => Promise.all([refreshBookings(queryClient), refreshDrivers(queryClient)]),
  });
}

/** POST /api/admin/bookings/{id}/notify {type: 'update'}: emails the customer the booking's current state. */
export function useNotifyCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type }: NotifyCustomer & { id: string }) =>
      apiPost<{ sent: true; to: string; emailId: string }>(`${bookingPath(id)}/notify`, { type }),
    // The email shows in the booking's details.
    onSettled: () => refreshBookings(queryClient),
  });
}

/** POST /api/admin/bookings/{id}/refund {amount}: dollars, once, at most what was paid. */
export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RefundRequest & { id: string }) =>
      apiPost<RefundResult>(`${bookingPath(id)}/refund`, body),
    onSettled: () => refreshBookings(queryClient),
  });
}
