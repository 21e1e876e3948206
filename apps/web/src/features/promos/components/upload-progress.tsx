/** The upload's progress, announced to screen readers. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="grid gap-1" data-testid="upload-progress">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-board-cell"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="font-mono text-xs text-muted-foreground">Uploading… {percent}%</p>
    </div>
  );
}
