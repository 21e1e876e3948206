import type { LegalText } from './legal-section';

/**
 * Privacy Policy (/privacy) in English: the GDPR sections translated from the Greek text of the seeds, then the
 * seeds' English sections. Last updated 21 July 2025.
 */
export const privacyTextEn: LegalText = {
  title: 'Privacy Policy',
  dateLine: 'Last updated: 21 July 2025',
  lang: 'en',
  intro: [
    'This Policy explains which personal data Takeoff collects, why, how long it keeps them and which rights you have under the General Data Protection Regulation (EU) 2016/679 (GDPR).',
  ],
  sections: [
    {
      heading: '1. Data controller',
      paragraphs: [
        'The data controller is Takeoff. For any matter concerning personal data, contact privacy@takeoff.example.',
      ],
    },
    {
      heading: '2. What data we collect',
      paragraphs: [],
      items: [
        'Account details: name, email, role (candidate or company) and password, stored only as a cryptographic hash (argon2id).',
        'Video and pitch: your image and voice, the title, the skills and the transcript of your pitch.',
        'Activity: applications, messages, interviews, ratings, saved jobs and notifications.',
        'Consent records: when you gave or withdrew your consent, the IP address, the browser, the session and the version of the terms.',
        'Technical data: sign-in sessions (IP and browser) and security logs.',
      ],
    },
    {
      heading: '3. Purposes and legal basis',
      paragraphs: [],
      items: [
        'Talent evaluation and matching with jobs, video processing and unlisted posting: with your consent (Article 6(1)(a)).',
        'Operating the account, applications, messages and interviews: to perform the contract with you (Article 6(1)(b)).',
        'Keeping consent records and securing the service: to comply with a legal obligation and for our legitimate interest in protecting users (Article 6(1)(c) and (f)).',
      ],
    },
    {
      heading: '4. Your rights',
      paragraphs: ['You have the right:'],
      items: [
        'of access and portability: from Account settings you download all your data in a JSON file;',
        'to rectify inaccurate details;',
        'to erasure (the "right to be forgotten"): from Account settings you delete your account and all its content immediately;',
        'to withdraw your consent at any time, as easily as you gave it;',
        'to restrict and object to processing;',
        'to lodge a complaint with the Hellenic Data Protection Authority.',
      ],
    },
    {
      heading: '5. Retention and deletion',
      paragraphs: [
        'Videos and pitches are deleted after the hiring process or when you ask for it. If the account stays inactive for a long period (by default: two years), the pitch and the videos are deleted automatically, after you receive a notice 14 days earlier. Consent records are kept indefinitely as proof, with a note that the account was deleted.',
      ],
    },
  ],
  secondPart: {
    title: 'Privacy Policy: further details',
    lang: 'en',
    sections: [
      {
        heading: 'How we use your information',
        paragraphs: [
          'We use your information only to run the recruitment service you signed up for:',
        ],
        items: [
          'to show your video pitch, anonymously, to companies looking for talent, and to match you with jobs;',
          'to deliver applications, messages, interview invitations and notifications between candidates and companies;',
          'to compute weekly rankings from ratings and a transcript analysis of your pitch that companies see as a hint, never as a decision;',
          'to keep the service secure, prevent abuse and prove the consents you gave.',
        ],
        after: ['We do not sell your data and we do not use it for advertising.'],
      },
      {
        heading: 'Information sharing',
        paragraphs: [
          'Companies see your pitch without your name or email. They learn your name and email only when you apply to one of their jobs. We share data with processors that host the service (servers, object storage, the video platform where pitches may be posted unlisted, a speech-to-text service that transcribes the sound of recorded or uploaded pitches when the operator configures one — the consent text names it —, meeting providers for interview links) under contracts that bind them to our instructions. We disclose data to authorities only when the law requires it.',
        ],
      },
      {
        heading: 'Your rights under GDPR',
        paragraphs: [
          'You may access, export, correct and delete your data, restrict or object to processing, and withdraw consent at any time. Account settings offer one-click withdrawal, a full JSON export and immediate account deletion; for anything else write to privacy@takeoff.example. We answer within one month.',
        ],
      },
      {
        heading: 'Data security',
        paragraphs: [
          'Passwords are stored only as argon2id hashes. Sessions use random tokens kept hashed on the server and sent in HttpOnly cookies. Connections are encrypted in transit, access to data is limited by role and ownership on the server, and videos are served only to signed-in users entitled to see them.',
        ],
      },
      {
        heading: 'Data retention',
        paragraphs: [
          'Pitches and videos are deleted after the hiring process, on request, on account deletion, or after a long period of inactivity (two years by default) with a notice 14 days before. Security logs are kept for up to two years. Consent records are kept indefinitely as proof, marked when the account is deleted.',
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          'We store data in the European Economic Area where possible. When a processor (for example the video platform) handles data outside the EEA, the transfer relies on an adequacy decision or on the European Commission’s Standard Contractual Clauses with additional safeguards.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We use one strictly necessary cookie that keeps you signed in. The browser’s local storage keeps a few preferences (such as sound muted) and, if a consent could not reach our server, a note to send it again. We use no advertising or tracking cookies.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: ['For any privacy question or request, contact privacy@takeoff.example.'],
      },
      {
        heading: 'Supervisory authority',
        paragraphs: [
          'You have the right to lodge a complaint with the Hellenic Data Protection Authority (Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα, Kifissias 1-3, 115 23 Athens, www.dpa.gr) or with the supervisory authority of the EU country where you live or work.',
        ],
      },
    ],
  },
};
