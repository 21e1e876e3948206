import { Plane } from 'lucide-react';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Greets the candidate by first name (or full name) at the top of the overview. */
export function WelcomeBanner({ name, firstVisit = false }: { name: string | undefined; firstVisit?: boolean }) {
  useDocumentTitle('Overview');
  const first = name?.trim().split(/\s+/)[0];
  return (
    <section className="relative overflow-hidden rounded-2xl border border-border bg-surface p-5 sm:p-6" aria-labelledby="welcome-title">
      <Plane className="absolute -right-4 -top-4 size-28 rotate-12 text-board/10" aria-hidden />
      <p className="font-mono text-xs uppercase tracking-[0.3em] text-board">Now boarding</p>
      <h1 id="welcome-title" className="mt-1 text-2xl font-bold sm:text-3xl">
        {firstVisit ? 'Welcome aboard' : 'Welcome back'}
        {first ? `, ${first}` : ''}!
      </h1>
      <p className="mt-1 max-w-xl text-muted-foreground">Ready to take off? Track your applications, interviews and new opportunities here.</p>
    </section>
  );
}
