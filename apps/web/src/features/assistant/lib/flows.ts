import { t } from '../i18n';

export type AssistantRole = 'company' | 'candidate';

/** The `path` of a step whose target is in the area's navigation, which every page of the area shows. */
export const ANY_PAGE = '*';

type StepText = { id: string; message: string; buttonText: string };

export type WalkthroughStep =
  | (StepText & { action: 'none' })
  | (StepText & {
      action: 'highlight';
      /** A `[data-tour="…"]` selector; nav items exist twice (desktop tabs, mobile bottom nav). */
      target: string;
      /**
       * Where the target lives: a page, with its tab as a query (`/company/candidates?tab=messages`), which the
       * assistant opens before highlighting; or ANY_PAGE for the area's navigation.
       */
      path: string;
      /** Where to tell the user to go when the target is not on the page. */
      pageName?: string;
    });

export type Walkthrough = { id: string; title: string; steps: WalkthroughStep[] };

/** One or more data-tour names: the seeds' name first, then what the page actually carries today. */
const tour = (...names: string[]) => names.map((name) => `[data-tour="${name}"]`).join(', ');

/** The guides' names in the chosen language (read when asked, like every text below). */
export const ASSISTANT_NAMES: Record<AssistantRole, string> = {
  get company() {
    return t('names.company');
  },
  get candidate() {
    return t('names.candidate');
  },
};

const button = {
  start: () => t('buttons.start'),
  next: () => t('buttons.next'),
  finish: () => t('buttons.finish'),
};

/** The walkthroughs in the chosen language: built when asked, so a change of language shows in the next render. */
const companyFlows = (): Walkthrough[] => [
  {
    id: 'posting-video-promo',
    title: t('flows.postingVideoPromo.title'),
    steps: [
      {
        id: 'intro',
        action: 'none',
        buttonText: button.start(),
        message: t('flows.postingVideoPromo.intro'),
      },
      {
        id: 'nav',
        action: 'highlight',
        target: tour('nav-promo'),
        path: ANY_PAGE,
        buttonText: button.next(),
        message: t('flows.postingVideoPromo.nav'),
      },
      {
        id: 'upload',
        action: 'highlight',
        target: tour('upload-promo', 'company-promo-video'),
        path: '/company/promo',
        pageName: t('pages.companyPromo'),
        buttonText: button.next(),
        message: t('flows.postingVideoPromo.upload'),
      },
      {
        id: 'watch',
        action: 'highlight',
        target: tour('watch-promo', 'company-promo-video'),
        path: '/company/promo',
        pageName: t('pages.companyPromo'),
        buttonText: button.finish(),
        message: t('flows.postingVideoPromo.watch'),
      },
    ],
  },
  {
    id: 'reviewing-candidates',
    title: t('flows.reviewingCandidates.title'),
    steps: [
      {
        id: 'intro',
        action: 'none',
        buttonText: button.start(),
        message: t('flows.reviewingCandidates.intro'),
      },
      {
        id: 'nav',
        action: 'highlight',
        target: tour('nav-candidates'),
        path: ANY_PAGE,
        buttonText: button.next(),
        message: t('flows.reviewingCandidates.nav'),
      },
      {
        id: 'watch',
        action: 'highlight',
        target: tour('watch-pitch'),
        path: '/company/candidates',
        pageName: t('pages.candidatePitches'),
        buttonText: button.next(),
        message: t('flows.reviewingCandidates.watch'),
      },
      {
        id: 'sentiment',
        action: 'highlight',
        target: tour('sentiment'),
        path: '/company/candidates',
        pageName: t('pages.candidatePitches'),
        buttonText: button.next(),
        message: t('flows.reviewingCandidates.sentiment'),
      },
      {
        id: 'rate',
        action: 'highlight',
        target: tour('rate'),
        path: '/company/candidates',
        pageName: t('pages.candidatePitches'),
        buttonText: button.finish(),
        message: t('flows.reviewingCandidates.rate'),
      },
    ],
  },
  {
    id: 'sending-messages',
    title: t('flows.sendingMessages.title'),
    steps: [
      {
        id: 'intro',
        action: 'none',
        buttonText: button.start(),
        message: t('flows.sendingMessages.intro'),
      },
      {
        id: 'nav',
        action: 'highlight',
        target: tour('nav-candidates'),
        path: ANY_PAGE,
        buttonText: button.next(),
        message: t('flows.sendingMessages.nav'),
      },
      {
        id: 'message',
        action: 'highlight',
        target: tour('message'),
        path: '/company/candidates',
        pageName: t('pages.candidatePitches'),
        buttonText: button.next(),
        message: t('flows.sendingMessages.message'),
      },
      {
        id: 'schedule',
        action: 'highlight',
        target: tour('schedule'),
        path: '/company/candidates',
        pageName: t('pages.candidatePitches'),
        buttonText: button.next(),
        message: t('flows.sendingMessages.schedule'),
      },
      {
        id: 'messages',
        action: 'highlight',
        target: tour('messages'),
        path: '/company/candidates?tab=messages',
        pageName: t('pages.candidatePitchesMessages'),
        buttonText: button.finish(),
        message: t('flows.sendingMessages.messages'),
      },
    ],
  },
];

const candidateFlows = (): Walkthrough[] => [
  {
    id: 'recording-pitch',
    title: t('flows.recordingPitch.title'),
    steps: [
      {
        id: 'intro',
        action: 'none',
        buttonText: button.start(),
        message: t('flows.recordingPitch.intro'),
      },
      {
        id: 'nav',
        action: 'highlight',
        target: tour('nav-pitch'),
        path: ANY_PAGE,
        buttonText: button.next(),
        message: t('flows.recordingPitch.nav'),
      },
      {
        id: 'record',
        action: 'highlight',
        target: tour('record-video'),
        path: '/candidate/pitch',
        pageName: t('pages.createPitch'),
        buttonText: button.next(),
        message: t('flows.recordingPitch.record'),
      },
      {
        id: 'tips',
        action: 'none',
        buttonText: button.next(),
        message: t('flows.recordingPitch.tips'),
      },
      {
        id: 'done',
        action: 'none',
        buttonText: button.finish(),
        message: t('flows.recordingPitch.done'),
      },
    ],
  },
  {
    id: 'searching-jobs',
    title: t('flows.searchingJobs.title'),
    steps: [
      {
        id: 'intro',
        action: 'none',
        buttonText: button.start(),
        message: t('flows.searchingJobs.intro'),
      },
      {
        id: 'nav',
        action: 'highlight',
        target: tour('nav-jobs'),
        path: ANY_PAGE,
        buttonText: button.next(),
        message: t('flows.searchingJobs.nav'),
      },
      {
        id: 'board',
        action: 'highlight',
        target: tour('flight-board', 'job-search'),
        path: '/candidate/jobs',
        pageName: t('pages.jobSearch'),
        buttonText: button.next(),
        message: t('flows.searchingJobs.board'),
      },
      {
        id: 'apply',
        action: 'highlight',
        target: tour('apply', 'flight-board'),
        path: '/candidate/jobs',
        pageName: t('pages.jobSearch'),
        buttonText: button.next(),
        message: t('flows.searchingJobs.apply'),
      },
      {
        id: 'done',
        action: 'none',
        buttonText: button.finish(),
        message: t('flows.searchingJobs.done'),
      },
    ],
  },
  {
    id: 'viewing-companies',
    title: t('flows.viewingCompanies.title'),
    steps: [
      {
        id: 'intro',
        action: 'none',
        buttonText: button.start(),
        message: t('flows.viewingCompanies.intro'),
      },
      {
        id: 'nav',
        action: 'highlight',
        target: tour('nav-companies'),
        path: ANY_PAGE,
        buttonText: button.next(),
        message: t('flows.viewingCompanies.nav'),
      },
      {
        id: 'promo',
        action: 'highlight',
        target: tour('watch-promo', 'explore-companies'),
        path: '/candidate/companies',
        pageName: t('pages.exploreCompanies'),
        buttonText: button.next(),
        message: t('flows.viewingCompanies.promo'),
      },
      {
        id: 'rate',
        action: 'highlight',
        target: tour('rate'),
        path: '/candidate/companies',
        pageName: t('pages.exploreCompanies'),
        buttonText: button.next(),
        message: t('flows.viewingCompanies.rate'),
      },
      {
        id: 'done',
        action: 'none',
        buttonText: button.finish(),
        message: t('flows.viewingCompanies.done'),
      },
    ],
  },
];

export function walkthroughsFor(role: AssistantRole): Walkthrough[] {
  return role === 'company' ? companyFlows() : candidateFlows();
}

export type AssistantState =
  { kind: 'closed' } | { kind: 'menu' } | { kind: 'walkthrough'; flowId: string; step: number };

/** Next: one step on, or back to closed after the last step (which ends the flow). */
export function advance(state: AssistantState, flows: Walkthrough[]): AssistantState {
  if (state.kind !== 'walkthrough') return state;
  const flow = flows.find((candidate) => candidate.id === state.flowId);
  if (!flow || state.step >= flow.steps.length - 1) return { kind: 'closed' };
  return { ...state, step: state.step + 1 };
}
