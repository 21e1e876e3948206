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

export const ASSISTANT_NAMES: Record<AssistantRole, string> = { company: 'Captain Casey', candidate: 'Navigator Nia' };

const COMPANY_FLOWS: Walkthrough[] = [
  {
    id: 'posting-video-promo',
    title: 'Posting a video promo',
    steps: [
      { id: 'intro', action: 'none', buttonText: "Let's go", message: 'A short promo video shows candidates who you are. I will show you where to post one.' },
      { id: 'nav', action: 'highlight', target: tour('nav-promo'), path: ANY_PAGE, buttonText: 'Next', message: 'Company Promo in the navigation is where your promo videos live.' },
      { id: 'upload', action: 'highlight', target: tour('upload-promo', 'company-promo-video'), path: '/company/promo', pageName: 'Company Promo', buttonText: 'Next', message: 'Record or upload your promo here. Keep it short and show your team.' },
      { id: 'watch', action: 'highlight', target: tour('watch-promo', 'company-promo-video'), path: '/company/promo', pageName: 'Company Promo', buttonText: 'Finish', message: 'Watch your promo as candidates will see it. Clear skies ahead!' },
    ],
  },
  {
    id: 'reviewing-candidates',
    title: 'Reviewing candidates',
    steps: [
      { id: 'intro', action: 'none', buttonText: "Let's go", message: 'Candidates introduce themselves with video pitches. Let me show you how to review them.' },
      { id: 'nav', action: 'highlight', target: tour('nav-candidates'), path: ANY_PAGE, buttonText: 'Next', message: 'Candidate Pitches lists every available candidate.' },
      { id: 'watch', action: 'highlight', target: tour('watch-pitch'), path: '/company/candidates', pageName: 'Candidate Pitches', buttonText: 'Next', message: 'Watch a pitch to get a feel for the candidate.' },
      { id: 'sentiment', action: 'highlight', target: tour('sentiment'), path: '/company/candidates', pageName: 'Candidate Pitches', buttonText: 'Next', message: 'The sentiment analysis shows the mood and confidence of each pitch.' },
      { id: 'rate', action: 'highlight', target: tour('rate'), path: '/company/candidates', pageName: 'Candidate Pitches', buttonText: 'Finish', message: 'Rate candidates with stars; ratings feed the weekly Top Talents.' },
    ],
  },
  {
    id: 'sending-messages',
    title: 'Sending messages',
    steps: [
      { id: 'intro', action: 'none', buttonText: "Let's go", message: 'Reach out to candidates you like, right from their pitch.' },
      { id: 'nav', action: 'highlight', target: tour('nav-candidates'), path: ANY_PAGE, buttonText: 'Next', message: 'Start from Candidate Pitches.' },
      { id: 'message', action: 'highlight', target: tour('message'), path: '/company/candidates', pageName: 'Candidate Pitches', buttonText: 'Next', message: 'Send a Message opens a conversation with the candidate.' },
      { id: 'schedule', action: 'highlight', target: tour('schedule'), path: '/company/candidates', pageName: 'Candidate Pitches', buttonText: 'Next', message: 'Schedule a live interview; a meeting link is generated for you.' },
      { id: 'messages', action: 'highlight', target: tour('messages'), path: '/company/candidates?tab=messages', pageName: 'Messages tab of Candidate Pitches', buttonText: 'Finish', message: 'Your conversations are collected here. Happy hiring!' },
    ],
  },
];

const CANDIDATE_FLOWS: Walkthrough[] = [
  {
    id: 'recording-pitch',
    title: 'Recording your pitch',
    steps: [
      { id: 'intro', action: 'none', buttonText: "Let's go", message: 'Your video pitch is your boarding pass. Let me show you how to create it.' },
      { id: 'nav', action: 'highlight', target: tour('nav-pitch'), path: ANY_PAGE, buttonText: 'Next', message: 'Create Pitch in the navigation takes you to your pitch.' },
      { id: 'record', action: 'highlight', target: tour('record-video'), path: '/candidate/pitch', pageName: 'Create Pitch', buttonText: 'Next', message: 'Add your video here, with your professional title and key skills.' },
      { id: 'tips', action: 'none', buttonText: 'Next', message: 'Tip: keep it under 90 seconds, look at the camera and name the role you want.' },
      { id: 'done', action: 'none', buttonText: 'Finish', message: 'Companies can now find you. Ready for take-off!' },
    ],
  },
  {
    id: 'searching-jobs',
    title: 'Searching for jobs',
    steps: [
      { id: 'intro', action: 'none', buttonText: "Let's go", message: 'Jobs are shown like flights on a departure board. Let me show you around.' },
      { id: 'nav', action: 'highlight', target: tour('nav-jobs'), path: ANY_PAGE, buttonText: 'Next', message: 'Job Search lists every open flight.' },
      { id: 'board', action: 'highlight', target: tour('flight-board', 'job-search'), path: '/candidate/jobs', pageName: 'Job Search', buttonText: 'Next', message: 'The flight board shows each job with its status: Live, Boarding or Expiring.' },
      { id: 'apply', action: 'highlight', target: tour('apply', 'flight-board'), path: '/candidate/jobs', pageName: 'Job Search', buttonText: 'Next', message: 'Open a job and press Apply Now to board.' },
      { id: 'done', action: 'none', buttonText: 'Finish', message: 'Your applications appear on your overview. Good luck!' },
    ],
  },
  {
    id: 'viewing-companies',
    title: 'Exploring companies',
    steps: [
      { id: 'intro', action: 'none', buttonText: "Let's go", message: 'Get to know the companies before you apply.' },
      { id: 'nav', action: 'highlight', target: tour('nav-companies'), path: ANY_PAGE, buttonText: 'Next', message: 'Explore Companies shows every company on board.' },
      { id: 'promo', action: 'highlight', target: tour('watch-promo', 'explore-companies'), path: '/candidate/companies', pageName: 'Explore Companies', buttonText: 'Next', message: "Watch a company's promo video to see the team and culture." },
      { id: 'rate', action: 'highlight', target: tour('rate'), path: '/candidate/companies', pageName: 'Explore Companies', buttonText: 'Next', message: 'Rate employers; ratings build the weekly Top Employers.' },
      { id: 'done', action: 'none', buttonText: 'Finish', message: 'You know your way around. Enjoy the flight!' },
    ],
  },
];

export function walkthroughsFor(role: AssistantRole): Walkthrough[] {
  return role === 'company' ? COMPANY_FLOWS : CANDIDATE_FLOWS;
}

export type AssistantState = { kind: 'closed' } | { kind: 'menu' } | { kind: 'walkthrough'; flowId: string; step: number };

/** Next: one step on, or back to closed after the last step (which ends the flow). */
export function advance(state: AssistantState, flows: Walkthrough[]): AssistantState {
  if (state.kind !== 'walkthrough') return state;
  const flow = flows.find((candidate) => candidate.id === state.flowId);
  if (!flow || state.step >= flow.steps.length - 1) return { kind: 'closed' };
  return { ...state, step: state.step + 1 };
}
