import type { LegalText } from './legal-section';

/** Terms of Use (/terms) in English: a faithful translation of the Greek text of the seeds; last updated 21 July 2025. */
export const termsTextEn: LegalText = {
  title: 'Terms of Use',
  dateLine: 'Last updated: 21 July 2025',
  lang: 'en',
  intro: [
    'Welcome to Takeoff. These Terms of Use govern the use of the Takeoff video recruitment platform (the "Platform") by candidates and companies. Please read them carefully before you create an account.',
  ],
  sections: [
    {
      heading: '1. Acceptance of the terms',
      paragraphs: [
        'By creating an account or using the Platform you confirm that you have read, understood and accept these Terms and the Privacy Policy. If you do not agree, do not use the Platform.',
        'You must be at least 18 years old or have the legal capacity to enter into contracts. Anyone who uses the Platform on behalf of a company declares that they have the authority to bind it.',
      ],
    },
    {
      heading: '2. Description of the Platform',
      paragraphs: [
        'Takeoff brings candidates and companies together through short video presentations ("pitches"). Candidates publish a pitch, search for jobs ("flights") and submit applications. Companies publish jobs, evaluate pitches anonymously, exchange messages, give ratings and schedule interviews with links to online meetings.',
        'The Platform also offers weekly rankings of talent and employers based on ratings, as well as an analysis of the text of the pitch (mood and confidence) as an aid, not as a decision. No hiring decision is taken automatically by the Platform.',
      ],
    },
    {
      heading: '3. User accounts',
      paragraphs: [
        'Each account belongs to one person or one company and is protected by a password. You are responsible for the accuracy of your details and for the security of your password; tell us immediately about any unauthorised use.',
      ],
      items: [
        'Candidates: give their explicit consent to the processing of their data and their video before they use their area. A candidate keeps one pitch, which they may change or delete at any time.',
        'Companies: accept the Company Terms and the Company Privacy Policy before they see candidate videos, and use the videos only to evaluate candidates.',
        'Transferring an account, creating an account for another person without authorisation, or using false details is not allowed.',
      ],
    },
    {
      heading: '4. Content and conduct',
      paragraphs: [
        'You are responsible for everything you publish: videos, texts, job posts, messages and ratings. The following are prohibited:',
      ],
      items: [
        'content that is illegal, offensive, threatening, racist or sexually explicit;',
        'publishing the personal data of third parties without their consent;',
        'false or misleading job posts, as well as job posts that ask candidates for money;',
        'discrimination on the grounds of sex, race, nationality, religion, disability, age, sexual orientation or any other protected characteristic;',
        'automated data collection (scraping), circumventing security measures or overloading the Platform.',
      ],
      after: ['We may remove content that breaches the Terms and suspend the account concerned.'],
    },
    {
      heading: '5. Video processing',
      paragraphs: [
        'With your consent, the video of your pitch may be processed with a video editing tool (trimming, subtitles, image and sound enhancement) so that it is presented better. The processing does not change the meaning of what you say.',
        'The video may be posted as unlisted on a video platform: it does not appear in searches or on the channel and can be reached only through the link the Platform uses to show it to companies.',
        'Videos are deleted after the hiring process is complete, when you ask for it, when you delete your account, or when the account stays inactive for the period set in the Privacy Policy, after you have first received a notice.',
      ],
    },
    {
      heading: '6. Privacy',
      paragraphs: [
        'The processing of your personal data is described in the Privacy Policy, which forms part of these Terms. From Account settings you can at any time withdraw your consent, download all your data or delete your account.',
        'Companies evaluate pitches anonymously: a company learns your name and email only when you apply to one of its jobs.',
      ],
    },
    {
      heading: '7. Intellectual property',
      paragraphs: [
        'The software, design, logos and texts of the Platform belong to Takeoff or its licensors. They may not be copied, modified or distributed without written permission.',
        'You keep all rights in the content you publish. You grant us only the limited, non-exclusive licence needed to store it, process it as described above and show it to the users it is intended for. The licence ends when the content is deleted.',
      ],
    },
    {
      heading: '8. Limitation of liability',
      paragraphs: [
        'The Platform is provided "as is". We do not guarantee that you will find work or candidates, nor do we check the accuracy of job posts and profiles. Employment contracts are concluded directly between candidates and companies.',
        'To the extent permitted by law, we are not liable for indirect or consequential damage, loss of profit or loss of data caused by an interruption of the service. Nothing in these Terms limits liability that cannot be limited by law, in particular for wilful misconduct or gross negligence.',
      ],
    },
    {
      heading: '9. Termination',
      paragraphs: [
        'You can delete your account at any time from Account settings; your pitch, videos, applications, messages and sessions are deleted immediately.',
        'We may suspend or terminate an account that breaches the Terms, with notice where this is feasible. Consent records are kept as the law requires.',
      ],
    },
    {
      heading: '10. Changes to the terms',
      paragraphs: [
        'We may amend the Terms. For material changes we will inform you through the Platform before they take effect and, where required, ask for your consent again. The date of the last update is shown at the top of the page.',
      ],
    },
    {
      heading: '11. Contact',
      paragraphs: [
        'For questions about the Terms or to exercise your rights, contact us at privacy@takeoff.example. These Terms are governed by Greek law; the courts of Athens have jurisdiction, without prejudice to the rights that consumer protection law gives you.',
      ],
    },
  ],
};
