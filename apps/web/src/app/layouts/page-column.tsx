import type { ReactNode } from 'react';

/** Plain content column for public pages (legal pages, 404): PageLayout in the app, the legal pages' light entry. */
export function PageColumn({ children }: { children: ReactNode }) {
  return <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">{children}</main>;
}
