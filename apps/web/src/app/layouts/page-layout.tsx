import { Outlet } from 'react-router';

/** Plain content column for public pages (legal pages, 404). */
export function PageLayout() {
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <Outlet />
    </main>
  );
}
