/** The characters a flap cycles through, in drum order. */
export const FLAP_CHARACTERS = ' ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:-./#%+';

/** Greek capitals drop the tonos (ΆΈΉ → ΑΕΗ), as a board writes them; a dialytika stays (ΐ → Ϊ). */
const upperCase = (value: string) =>
  value
    .normalize('NFD')
    .replace(/([\u0370-\u03ff])\u0301/g, '$1')
    .normalize('NFC')
    .toUpperCase();

/** Fits text to a board cell: upper case, padded or cut to `length` when given. */
export function toBoardText(value: string, length?: number) {
  const upper = upperCase(value);
  return length === undefined ? upper : upper.padEnd(length).slice(0, length);
}

/**
 * One tick of the split-flap drum: every character that differs from the target
 * advances one flap; characters off the drum, and every character when `snap`, jump
 * straight to the target.
 */
export function nextFlapFrame(current: string, target: string, snap: boolean) {
  let next = '';
  for (let index = 0; index < target.length; index += 1) {
    const want = target.charAt(index);
    const have = current.charAt(index) || ' ';
    if (have === want || snap) {
      next += want;
      continue;
    }
    const position = FLAP_CHARACTERS.indexOf(have);
    if (position === -1 || FLAP_CHARACTERS.indexOf(want) === -1) {
      next += want;
      continue;
    }
    next += FLAP_CHARACTERS.charAt((position + 1) % FLAP_CHARACTERS.length);
  }
  return next;
}
