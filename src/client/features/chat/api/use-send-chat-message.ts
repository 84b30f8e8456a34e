import { useMutation } from '@tanstack/react-query';
import type { ChatLanguage, ChatRequest, ChatResponse } from '../../../../shared/contracts/chat.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { parseChatResponse } from '../lib/chat-response.ts';

export const sendChatMessage = async (body: ChatRequest): Promise<ChatResponse> =>
  parseChatResponse(await apiPost<unknown>('/api/chat', body), body.locale ?? 'en');

/** POST /api/chat: one question (with the visit's last turns and the site language), one answer. */
export function useSendChatMessage() {
  return useMutation<ChatResponse, Error, ChatRequest & { locale: ChatLanguage }>({
    mutationFn: sendChatMessage,
  });
}
