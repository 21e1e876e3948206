import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateNote } from '@takeoff/shared/pitches';
import { apiGet, apiPut } from '@/lib/api-client';
import { setAnsweredData } from '@/lib/query-client';

export const candidateNoteQueryOptions = (candidateId: number) =>
  queryOptions({
    queryKey: ['pitches', 'note', candidateId],
    queryFn: ({ signal }) =>
      apiGet<CandidateNote>(`/api/candidates/${candidateId}/note`, { signal }),
  });

export const useCandidateNote = (candidateId: number, enabled: boolean) =>
  useQuery({ ...candidateNoteQueryOptions(candidateId), enabled });

export const saveCandidateNote = ({ candidateId, body }: { candidateId: number; body: string }) =>
  apiPut<CandidateNote>(`/api/candidates/${candidateId}/note`, { body });

export function useSaveCandidateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCandidateNote,
    onSuccess: (note) =>
      setAnsweredData(queryClient, candidateNoteQueryOptions(note.candidateId).queryKey, note),
  });
}
