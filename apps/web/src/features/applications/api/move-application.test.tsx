import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import type { JobsWithApplicationsPage } from '@takeoff/shared/applications';
import { apiServer } from '@/test/api-server';
import { apiError } from '@/test/api-handlers';
import { createQueryClient } from '@/lib/query-client';
import { jobsWithApplicationsQueryOptions } from './get-jobs-with-applications';
import { useMoveApplication } from './move-application';

const page = (status: 'pending' | 'reviewed') =>
  ({
    items: [{ id: 1, applications: [{ id: 11, status }] }],
    nextCursor: null,
  }) as unknown as JobsWithApplicationsPage;
const statusIn = (data: JobsWithApplicationsPage | undefined) =>
  data?.items[0]?.applications[0]?.status;

test('a move shows at once on the whole board and its talent pool view, and both go back when refused', async () => {
  let refuse!: () => void;
  const refused = new Promise<void>((resolve) => (refuse = resolve));
  apiServer.use(
    http.patch('/api/applications/11/status', async () => {
      await refused;
      return apiError(409, 'SAME_STATUS', 'Already there');
    }),
  );
  const queryClient = createQueryClient();
  const all = jobsWithApplicationsQueryOptions(900).queryKey;
  const pool = jobsWithApplicationsQueryOptions(900, true).queryKey;
  queryClient.setQueryData(all, page('pending'));
  queryClient.setQueryData(pool, page('pending'));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useMoveApplication(900), { wrapper });

  act(() => result.current.mutate({ id: 11, status: 'reviewed' }));
  await waitFor(() => expect(statusIn(queryClient.getQueryData(all))).toBe('reviewed'));
  expect(statusIn(queryClient.getQueryData(pool))).toBe('reviewed');

  refuse();
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(statusIn(queryClient.getQueryData(all))).toBe('pending');
  expect(statusIn(queryClient.getQueryData(pool))).toBe('pending');
});
