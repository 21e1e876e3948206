import { Suspense } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import type { AssistantRole } from '@/features/assistant/lib/flows';

// The walkthroughs (their texts, targets and highlight) are not needed to draw a page: loaded right after it.
const AssistantWidget = lazyWithRetry(async () => ({
  default: (await import('@/features/assistant/components/assistant-widget')).AssistantWidget,
}));

/** Captain Casey / the candidates' guide, in the area's navigation row; its place is kept from the first paint. */
export function AssistantSlot({ role }: { role: AssistantRole }) {
  return (
    <Suspense
      fallback={
        <div aria-hidden data-slot="lazy-fallback" className="size-9 shrink-0 md:my-1.5 2xl:w-36" />
      }
    >
      <AssistantWidget role={role} />
    </Suspense>
  );
}
