import { describe, expect, it } from 'vitest';
import { receiptRecipient } from './receipt-message.ts';

describe('receiptRecipient', () => {
  it('reads the address from the server message', () => {
    expect(receiptRecipient('Receipt sent to ada@example.com')).toBe('ada@example.com');
  });

  it('is null for any other message', () => {
    expect(receiptRecipient('Sent')).toBeNull();
    expect(receiptRecipient('Receipt sent to nobody')).toBeNull();
  });
});
