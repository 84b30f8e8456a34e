export const CHAT_ERROR_CODES = {
  // The chat assistant.
  'chat.messageEmpty': 400,
  'chat.messageTooLong': 400,
  'chat.modelUnavailable': 503,
} as const satisfies Record<string, number>;
