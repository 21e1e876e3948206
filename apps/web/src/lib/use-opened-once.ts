import { useState } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded dialog is rendered (and its code fetched) only once asked
 * for, then stays mounted like before, keeping its state and its closing animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
