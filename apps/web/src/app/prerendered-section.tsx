import { use, useEffect, useState, type ComponentType } from 'react';
import { retryingImport } from '@/lib/lazy-with-retry';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A static part of a prerendered page that the light entry attaches to without its code: the build renders it into
 * the HTML; in the browser React keeps that HTML as it is (it leaves an element's inner HTML alone when attaching) and
 * the code loads afterwards, to draw the part itself from then on (in another language, say). A page the browser
 * renders itself (a Greek visitor's) waits for the code instead. `await` it at the top of the light page module.
 */
export async function prerenderedSection(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const loadOnce = () => (loading ??= retryingImport(load)().then((section) => (loaded = section)));
  // The build (no window) renders the part itself, in one synchronous pass.
  if (typeof window === 'undefined') await loadOnce();

  return function PrerenderedSection() {
    const hydrated = useHydrated();
    // Whether this render attaches to the build's HTML: the first render says, later ones only draw the section.
    const [attachedToHtml] = useState(!hydrated);
    const [Section, setSection] = useState(() => loaded);
    useEffect(() => {
      if (attachedToHtml && !Section) void loadOnce().then((section) => setSection(() => section));
    }, [attachedToHtml, Section]);
    const Drawn = attachedToHtml ? Section : use(loadOnce());
    return Drawn ? (
      <div key="drawn">
        <Drawn />
      </div>
    ) : (
      <div key="html" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    );
  };
}
