/** The tip the customer picked: a preset percent of the fare, or an amount typed in. */
export type TipChoice = { percent: number } | { custom: string };

/** "12", "12.5", "12,50" -> dollars; null when not a positive amount with at most two decimals or over `max`. */
export function parseTipAmount(text: string, max: number): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(normalized)) return null;
  const value = Number(normalized);
  return value > 0 && value <= max ? value : null;
}

/**
 * What a choice tips, in dollars (the presets' amounts come from the server), and the body the tip route
 * takes; null when a typed amount is not valid.
 */
export function tipOf(
  choice: TipChoice,
  presets: readonly { percent: number; amount: number }[],
  max: number,
): { amount: number; body: { percent: 15 | 20 | 25 } | { amount: number } } | null {
  if ('percent' in choice) {
    const preset = presets.find((p) => p.percent === choice.percent);
    if (!preset || !isPresetPercent(choice.percent)) return null;
    return { amount: preset.amount, body: { percent: choice.percent } };
  }
  const amount = parseTipAmount(choice.custom, max);
  return amount === null ? null : { amount, body: { amount } };
}

function isPresetPercent(p: number): p is 15 | 20 | 25 {
  return p === 15 || p === 20 || p === 25;
}
