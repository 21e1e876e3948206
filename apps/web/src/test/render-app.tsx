import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { routes } from '@/app/router';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
// Validation in words people read, as the browser's entry loads it (main.tsx).
import '@/lib/zod-messages';

/**
 * The whole app at `path` as the browser builds it (full-app.tsx): the real route table with its layouts and
 * guards, the real strings, the app's query client settings (a new client per test: no cache shared between tests).
 * The API is MSW's (src/test/api-server.ts).
 */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient, location: () => router.state.location.pathname };
}
