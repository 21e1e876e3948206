import { Suspense } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import type { AssistantRole } from '@/features/assistant/lib/flows';

// The walkthroughs (their texts, targets and highlight) are not needed to draw a page: loaded right after it.
const AssistantWidget = lazyWithRetry(async () => ({
  default: (await import('@/features/assistant/components/assistant-widget')).AssistantWidget,
}));

/** Captain Casey / the candidates' guide, floating over the area's pages; its spacer is there from the first paint. */
export function AssistantSlot({ role }: { role: AssistantRole }) {
  return (
    <Suspense fallback={<div aria-hidden className="h-12" data-floating-spacer="assistant" />}>
      <AssistantWidget role={role} />
    </Suspense>
  );
}
