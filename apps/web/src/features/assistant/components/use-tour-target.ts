import { useEffect, useState } from 'react';
import { findVisibleTarget } from '../lib/find-target';

export type TargetState =
  | { status: 'none' }
  | { status: 'searching' }
  | { status: 'missing' }
  | { status: 'found'; rect: DOMRect };

/** How long to wait for a lazily loaded page to render the target before saying where to go. */
const WAIT_MS = 4000;

/**
 * Finds the step's target, scrolls it into view and follows its position (scrolling, resizing,
 * layout changes) so the outline stays on it. Missing targets are reported, never thrown.
 */
export function useTourTarget(selector: string | undefined, stepKey: string): TargetState {
  const key = `${selector ?? ''}|${stepKey}`;
  // Results are tagged with the step they belong to, so a new step reads as 'searching' until found.
  const [result, setResult] = useState<{ key: string; state: TargetState }>({
    key: '',
    state: { status: 'none' },
  });
  useEffect(() => {
    if (!selector) return;
    const setState = (state: TargetState) => setResult({ key, state });
    let frame = 0;
    let element: HTMLElement | null = null;
    const started = performance.now();
    let lastKey = '';
    const loop = () => {
      if (!element || !element.isConnected) {
        element = findVisibleTarget(selector);
        if (element) {
          element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'smooth' });
        } else if (performance.now() - started > WAIT_MS) {
          setState({ status: 'missing' });
          return;
        }
      }
      if (element) {
        const rect = element.getBoundingClientRect();
        const key = `${rect.x}|${rect.y}|${rect.width}|${rect.height}`;
        if (key !== lastKey) {
          lastKey = key;
          setState({ status: 'found', rect });
        }
      }
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [selector, key]);
  if (!selector) return { status: 'none' };
  return result.key === key ? result.state : { status: 'searching' };
}
