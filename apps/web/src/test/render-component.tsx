import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

/** One component with the app's query client and toaster, outside the route table; the API is MSW's. */
export function renderComponent(ui: ReactNode) {
  const queryClient = createQueryClient();
  // applyAccept off: a test hands a file input what a person could pick with "All files".
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
