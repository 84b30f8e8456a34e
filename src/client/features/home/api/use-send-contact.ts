import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '../../../../shared/contracts/contact.ts';
import { apiPost } from '../../../lib/api-client.ts';

export interface ContactResponse {
  success: true;
  id: string;
}

export const sendContactMessage = (body: ContactRequest) => apiPost<ContactResponse>('/api/contact', body);

/** POST /api/contact. */
export function useSendContact() {
  return useMutation({ mutationFn: sendContactMessage });
}
