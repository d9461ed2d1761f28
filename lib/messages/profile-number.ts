/** The profile number as typed: null for none (cleared), 'invalid' for anything but a plain number. */
export function parseProfileNumber(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Digits only, at most 15 of them: past 2^53 a number could not be sent back exactly.
  if (!/^[0-9]{1,15}$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value > 0 ? value : 'invalid';
}
