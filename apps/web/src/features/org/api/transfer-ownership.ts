import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrgMemberList, TransferOwnershipRequest } from '@takeoff/shared/org';
import { apiPost } from '@/lib/api-client';
import { orgQueryKey } from './get-members';

/** Hands ownership to another member; the owner becomes a recruiter. */
export const transferOwnership = (input: TransferOwnershipRequest) =>
  apiPost<OrgMemberList>('/api/org/transfer-ownership', input);

/** `onTransferred` re-reads the session: the actor's role changed (the caller owns the session query). */
export function useTransferOwnership({ onTransferred }: { onTransferred: () => Promise<unknown> }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: async () => {
      await onTransferred();
      await queryClient.invalidateQueries({ queryKey: orgQueryKey });
    },
  });
}
