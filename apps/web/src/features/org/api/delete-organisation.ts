import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@takeoff/shared/gdpr';
import { apiPost } from '@/lib/api-client';

/** The owner deletes the organisation; the server erases its account and signs every member out. */
export function useDeleteOrganisation() {
  return useMutation({
    mutationFn: (input: DeleteAccountRequest) => apiPost<void>('/api/org/delete', input),
  });
}
