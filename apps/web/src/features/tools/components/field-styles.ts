/** Native selects keep mobile pickers and keyboard use simple; styled like the Input primitive. */
export const selectClass =
  'h-10 w-full rounded-md border border-border bg-board-cell px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring';
