import { Outlet } from 'react-router';

/** The back-office frame; the admin page handles its own sign-in (seeds doc 2). */
export function AdminLayout() {
  return (
    <main className="mx-auto w-full max-w-7xl px-3 py-6 sm:px-6">
      <Outlet />
    </main>
  );
}
