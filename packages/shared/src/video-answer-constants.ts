// The video answers area's constants, without its schemas: a page that only shows answers (or words an error
// code) imports these, not zod. video-answers.ts re-exports them.

/** A flight asks 1–5 questions, each at most 300 characters. */
export const VIDEO_ANSWER_QUESTIONS_MIN = 1;
export const VIDEO_ANSWER_QUESTIONS_MAX = 5;
export const VIDEO_ANSWER_QUESTION_MAX_LENGTH = 300;
/** Thinking time before recording starts, in seconds. */
export const VIDEO_ANSWER_THINKING_MIN = 0;
export const VIDEO_ANSWER_THINKING_MAX = 120;
/** The longest answer, in seconds. */
export const VIDEO_ANSWER_LENGTH_MIN = 30;
export const VIDEO_ANSWER_LENGTH_MAX = 180;
/** Retakes per question: 0–3, or unlimited. */
export const VIDEO_ANSWER_RETAKES_MAX = 3;
export const VIDEO_ANSWER_UNLIMITED = 'unlimited' as const;
/** Days after applying (or being asked) until the answers are due. */
export const VIDEO_ANSWER_DEADLINE_DAYS_DEFAULT = 7;
export const VIDEO_ANSWER_DEADLINE_DAYS_MIN = 1;
export const VIDEO_ANSWER_DEADLINE_DAYS_MAX = 30;
/** Settings a flight starts with when the company turns answers on. */
export const VIDEO_ANSWER_DEFAULTS = {
  thinkingSeconds: 30,
  answerSeconds: 90,
  retakes: 1,
  deadlineDays: VIDEO_ANSWER_DEADLINE_DAYS_DEFAULT,
  allowUpload: false,
} as const;
/**
 * An upload must be created (tus POST) within thinking + answer limit + this grace after the question was revealed
 * (the browser needs a moment to finish the recording and start the upload).
 */
export const VIDEO_ANSWER_GRACE_SECONDS = 60;
/** A started upload must complete within this many minutes (it resumes after a dropped connection). */
export const VIDEO_ANSWER_UPLOAD_COMPLETE_MINUTES = 60;
/** The reminder mail goes this many days before the deadline (once). */
export const VIDEO_ANSWER_REMINDER_DAYS_BEFORE = 2;
/** Extra time a company may grant as an accommodation, in days. */
export const VIDEO_ANSWER_EXTRA_DAYS_MAX = 14;
export const VIDEO_ANSWER_REASON_MAX_LENGTH = 1000;
export const VIDEO_ANSWER_WRITTEN_MAX_LENGTH = 5000;

/** The tus endpoint (creation, PATCH, HEAD, termination) for answer uploads; same protocol as the pitch studio's. */
export const VIDEO_ANSWER_UPLOAD_PATH = '/api/video-answers/uploads';
/** The response header of the tus PATCH that completed an answer upload: the new video's id. */
export const VIDEO_ANSWER_VIDEO_ID_HEADER = 'Takeoff-Answer-Video-Id';

/** Error codes of the video answer routes (the interface words each one). */
export const VIDEO_ANSWER_ERRORS = {
  notAsked: 'VIDEO_ANSWERS_NOT_ASKED',
  alreadyAsked: 'VIDEO_ANSWERS_ALREADY_ASKED',
  noQuestions: 'VIDEO_ANSWERS_NO_QUESTIONS',
  deadlinePassed: 'VIDEO_ANSWER_DEADLINE_PASSED',
  notStarted: 'VIDEO_ANSWER_NOT_STARTED',
  tooLate: 'VIDEO_ANSWER_TOO_LATE',
  noRetakesLeft: 'VIDEO_ANSWER_NO_RETAKES_LEFT',
  uploadNotAllowed: 'VIDEO_ANSWER_UPLOAD_NOT_ALLOWED',
  writtenNotGranted: 'VIDEO_ANSWER_WRITTEN_NOT_GRANTED',
  alreadyReminded: 'VIDEO_ANSWERS_ALREADY_REMINDED',
  complete: 'VIDEO_ANSWERS_COMPLETE',
  accommodationExists: 'VIDEO_ANSWER_ACCOMMODATION_EXISTS',
  noAccommodation: 'VIDEO_ANSWER_NO_ACCOMMODATION',
  accommodationDecided: 'VIDEO_ANSWER_ACCOMMODATION_DECIDED',
  unknownQuestion: 'VIDEO_ANSWER_UNKNOWN_QUESTION',
  applicationClosed: 'VIDEO_ANSWERS_APPLICATION_CLOSED',
} as const;
