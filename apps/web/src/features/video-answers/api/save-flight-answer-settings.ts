import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FlightAnswerSettings,
  SaveFlightAnswerSettingsRequest,
} from '@takeoff/shared/video-answers';
import { apiPut } from '@/lib/api-client';
import { flightAnswerSettingsKey } from './get-flight-answer-settings';
import { setAnsweredData } from '@/lib/query-client';

export const saveFlightAnswerSettings = ({
  jobId,
  input,
}: {
  jobId: number;
  input: SaveFlightAnswerSettingsRequest;
}) => apiPut<FlightAnswerSettings>(`/api/jobs/${jobId}/video-answers`, input);

export function useSaveFlightAnswerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFlightAnswerSettings,
    retry: false,
    onSuccess: (settings) =>
      setAnsweredData(queryClient, flightAnswerSettingsKey(settings.jobId), settings),
  });
}
