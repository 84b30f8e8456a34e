/** The server's Email Receipt answer ("Receipt sent to ada@example.com"): the address, when it has that form. */
export function receiptRecipient(message: string): string | null {
  const m = /^Receipt sent to (\S+@\S+)$/.exec(message.trim());
  return m?.[1] ?? null;
}
