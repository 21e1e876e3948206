import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@takeoff/shared/gdpr';
import { apiPost } from '@/lib/api-client';
import { endingSessionHere } from '@/lib/session-ended';

/** The owner deletes the organisation; the server erases its account and signs every member out. */
export function useDeleteOrganisation() {
  return useMutation({
    mutationFn: (input: DeleteAccountRequest) =>
      endingSessionHere(() => apiPost<void>('/api/org/delete', input)),
  });
}
