import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  LIVE_ANALYSIS_POLL_MS,
  type AnalyzeTextRequest,
  type ConfidenceAnalysis,
  type LiveAnalysis,
  type LiveTranscriptRequest,
} from '@takeoff/shared/confidence';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

export const analyzeTranscript = (input: AnalyzeTextRequest) =>
  apiPost<ConfidenceAnalysis>('/api/confidence/analyze-text', input);
export const useAnalyzeTranscript = () =>
  useMutation({ mutationFn: analyzeTranscript, retry: false });

/** While dictating, the partial transcript is stored server-side and analysed live by GET /api/confidence/simulate. */
export const putLiveTranscript = (input: LiveTranscriptRequest) =>
  apiPut<void>('/api/confidence/live-transcript', input);
export const clearLiveTranscript = () => apiDelete<void>('/api/confidence/live-transcript');

export const liveAnalysisQueryOptions = () =>
  queryOptions({
    queryKey: ['confidence', 'live'],
    queryFn: ({ signal }) => apiGet<LiveAnalysis>('/api/confidence/simulate', { signal }),
  });

/** Polls every 2 s (seeds) only while dictation is active. */
export const useLiveAnalysis = (active: boolean) =>
  useQuery({
    ...liveAnalysisQueryOptions(),
    enabled: active,
    refetchInterval: active ? LIVE_ANALYSIS_POLL_MS : false,
  });
