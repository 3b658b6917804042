import { useState } from 'react';

/** The rows ticked on a list for a bulk action: ticked or not one by one, cleared after the action. */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selected,
    toggle: (id: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}
