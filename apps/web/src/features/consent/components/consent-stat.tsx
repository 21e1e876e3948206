/** One total of an admin consent summary, in the board's split-flap figures. */
export function ConsentStat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border border-border bg-board-cell/50 p-3">
      <p className="text-xs uppercase tracking-wide text-muted-foreground">{label}</p>
      <p className="font-mono text-2xl font-bold text-primary tabular-nums">{value ?? '—'}</p>
    </div>
  );
}
