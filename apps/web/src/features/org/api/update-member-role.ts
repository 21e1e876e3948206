import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrgMember, UpdateMemberRequest } from '@takeoff/shared/org';
import { apiPatch } from '@/lib/api-client';
import { membersQueryOptions } from './get-members';

export const updateMemberRole = ({ id, ...input }: UpdateMemberRequest & { id: number }) =>
  apiPatch<OrgMember>(`/api/org/members/${id}`, input);

export function useUpdateMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryOptions().queryKey }),
  });
}
