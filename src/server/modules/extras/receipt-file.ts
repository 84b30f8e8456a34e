import { RECEIPT_MAX_BYTES, type RECEIPT_TYPES } from '../../../shared/contracts/extras.ts';
import { AppError } from '../../../shared/errors.ts';

type ReceiptType = (typeof RECEIPT_TYPES)[number];

/** The file's type from its first bytes (never from a name or a header the sender chose); null when unknown. */
export function sniffReceiptType(bytes: Buffer): ReceiptType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/**
 * A chauffeur's receipt photo or PDF (base64): at most 5 MB, JPEG, PNG, WebP or PDF by its bytes. Answers the
 * canonical base64 to store and the sniffed type; 400 `extras.receiptTooLarge` / `extras.receiptType`.
 */
export function readReceipt(base64: string): { data: string; type: ReceiptType } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > RECEIPT_MAX_BYTES) throw AppError.onField('receipt', 'extras.receiptTooLarge');
  const type = bytes.length > 0 ? sniffReceiptType(bytes) : null;
  if (!type) throw AppError.onField('receipt', 'extras.receiptType');
  return { data: bytes.toString('base64'), type };
}
