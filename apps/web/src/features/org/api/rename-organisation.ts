import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganisationName, RenameOrganisationRequest } from '@takeoff/shared/org';
import { apiPatch } from '@/lib/api-client';
import { orgQueryKey } from './get-members';

/** The owner renames the organisation (public pages, feeds and mail follow). */
export const renameOrganisation = (input: RenameOrganisationRequest) =>
  apiPatch<OrganisationName>('/api/org', input);

/** `onRenamed` re-reads the session, which carries the organisation's name (the caller owns that query). */
export function useRenameOrganisation({ onRenamed }: { onRenamed: () => Promise<unknown> }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameOrganisation,
    onSuccess: async () => {
      await onRenamed();
      await queryClient.invalidateQueries({ queryKey: orgQueryKey });
    },
  });
}
