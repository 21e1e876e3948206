import { z } from 'zod';
import { DEFAULT_SLOT_DURATION, DEFAULT_SLOT_MAX_CANDIDATES } from '@takeoff/shared/interviews';
import { t } from '@/features/interviews/i18n';

// The messages are functions: they are read when a form is checked, in the language chosen then.
const required = z
  .string()
  .trim()
  .min(1, { error: () => t('texts.requiredFields') });
const notInPast = { error: () => t('texts.notInPast') };
const httpsLink = { error: () => t('fields.httpsLink') };
const notPast = (value: string) => new Date(value).getTime() >= Date.now() - 60_000;

/** The dialog's fields as the inputs hold them; the shared request schema validates what is sent. */
export const ScheduleInterviewForm = z.object({
  candidateId: required,
  jobId: required,
  scheduledAt: required.refine(notPast, notInPast),
  notes: z.string().max(2000),
  durationMinutes: z
    .string()
    .refine((v) => Number.isInteger(Number(v)) && Number(v) >= 15 && Number(v) <= 240, {
      error: () => t('fields.durationRange'),
    }),
  meetingLink: z.union([
    z.literal(''),
    z.string().trim().url(httpsLink).startsWith('https://', httpsLink),
  ]),
});
export type ScheduleInterviewForm = z.infer<typeof ScheduleInterviewForm>;

export const OpenSlotForm = z.object({
  title: required,
  jobId: required,
  scheduledAt: required.refine(notPast, notInPast),
  duration: z.string(),
  maxCandidates: z.string(),
  description: z.string().max(2000),
});
export type OpenSlotForm = z.infer<typeof OpenSlotForm>;

export const openSlotDefaults: OpenSlotForm = {
  title: '',
  jobId: '',
  scheduledAt: '',
  duration: String(DEFAULT_SLOT_DURATION),
  maxCandidates: String(DEFAULT_SLOT_MAX_CANDIDATES),
  description: '',
};

/** datetime-local holds local time without a zone; the API takes an ISO instant. */
export const localToIso = (value: string) => new Date(value).toISOString();

/** Reschedule: the date and time (prefilled) and the length in minutes, as the inputs hold them. */
export const RescheduleForm = z.object({
  scheduledAt: required.refine(notPast, notInPast),
  durationMinutes: z
    .string()
    .refine((v) => Number.isInteger(Number(v)) && Number(v) >= 15 && Number(v) <= 240, {
      error: () => t('fields.durationRange'),
    }),
});
export type RescheduleForm = z.infer<typeof RescheduleForm>;

export const EditSlotForm = z.object({
  scheduledAt: required.refine(notPast, notInPast),
  duration: z.string(),
  maxCandidates: z.string(),
});
export type EditSlotForm = z.infer<typeof EditSlotForm>;
