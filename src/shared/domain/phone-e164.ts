/**
 * A phone number in E.164 (+ country code and number, digits only: "+12125550123"), as SMS providers take it.
 * Numbers written without a country code are taken as US/Canada (NANP): 10 digits, or 11 starting with 1.
 * Null when the text is no phone number (too short or long, letters, a NANP area code or exchange starting
 * with 0 or 1).
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+0-9\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (digits.startsWith('1')) return nanp(digits.slice(1));
    return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? `+${digits}` : null;
  }
  if (digits.startsWith('011')) return toE164(`+${digits.slice(3)}`);
  if (digits.length === 11 && digits.startsWith('1')) return nanp(digits.slice(1));
  if (digits.length === 10) return nanp(digits);
  return null;
}

function nanp(ten: string): string | null {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(ten) ? `+1${ten}` : null;
}
