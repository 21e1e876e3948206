/** A select's closed look, shared by the Radix trigger and LazySelect's stand-in before the select's code has loaded. */
export const SELECT_TRIGGER_CLASSES =
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-border bg-board-cell px-3 py-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 data-[placeholder]:text-muted-foreground';
