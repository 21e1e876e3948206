/** An outline drawn over the target; pointer-events none so the highlighted element stays usable. */
export function TourHighlight({ rect }: { rect: DOMRect }) {
  const pad = 6;
  return (
    <div
      aria-hidden
      data-testid="tour-highlight"
      className="pointer-events-none fixed z-[60] rounded-lg border-2 border-primary shadow-[0_0_0_4px_rgba(255,182,39,0.25),0_0_24px_rgba(255,182,39,0.45)] transition-all duration-200 motion-reduce:transition-none"
      style={{
        left: rect.left - pad,
        top: rect.top - pad,
        width: rect.width + pad * 2,
        height: rect.height + pad * 2,
      }}
    />
  );
}
