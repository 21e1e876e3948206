import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { Toaster } from '@/components/ui/toaster';
import { AppErrorBoundary } from './error-fallback';
import { OnlineStatusBanner } from './online-status-banner';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <OnlineStatusBanner />
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
