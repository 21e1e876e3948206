import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightAnswerSettings } from '@takeoff/shared/video-answers';
import { apiGet } from '@/lib/api-client';

export const flightAnswerSettingsKey = (jobId: number) =>
  ['video-answers', 'flight', jobId] as const;

/** A flight's answer settings and the questions they resolve to (the promo's or its own). */
export const flightAnswerSettingsQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: flightAnswerSettingsKey(jobId),
    queryFn: ({ signal }) =>
      apiGet<FlightAnswerSettings>(`/api/jobs/${jobId}/video-answers`, { signal }),
  });

export const useFlightAnswerSettings = (jobId: number, enabled = true) =>
  useQuery({ ...flightAnswerSettingsQueryOptions(jobId), enabled });
