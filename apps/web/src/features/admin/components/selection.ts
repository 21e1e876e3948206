import { useState } from 'react';

/** Selected ids of a list with checkboxes ('{n} selected', Delete Selected). */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { selected, toggle, clear: () => setSelected(new Set()) };
}
