import type { LegalText } from './legal-section';

/** Company Privacy Policy (/company-privacy): effective 22 July 2025, version 1.0. */
export const companyPrivacyText: LegalText = {
  title: 'Company Privacy Policy',
  dateLine: 'Effective date: 22 July 2025 · Version 1.0',
  lang: 'en',
  intro: [
    'This policy explains what Takeoff records about companies and their team members, and how companies must treat the candidate data they see on the platform.',
  ],
  sections: [
    {
      heading: '1. Information we collect about your company',
      paragraphs: [],
      items: [
        'Account data: company name, the email of each team member, and passwords stored only as argon2id hashes.',
        'Company content: job posts, open interview slots, promo video, company profile, notes and messages.',
        'Consent records: when your company accepted these terms, the version accepted, the IP address, browser and session used.',
        'Usage logs: sign-ins, candidate profile views and security events.',
      ],
    },
    {
      heading: '2. How we use it',
      paragraphs: [
        'To provide the service (publishing jobs, showing your company to candidates, scheduling interviews), to compute the weekly Top Employers ranking from candidates’ ratings, to protect candidates by proving which company accepted the Candidate Video Protection Agreement, and to investigate misuse of candidate videos.',
      ],
    },
    {
      heading: '3. Candidate data you receive',
      paragraphs: [
        'Pitches reach you without the candidate’s name or email; you learn them only when a candidate applies to your job. For candidate data you act as an independent controller: use it only for recruitment, keep it confidential within your authorised team, do not copy videos, and delete candidate data you hold outside the platform when the hiring process ends.',
      ],
    },
    {
      heading: '4. Permitted and prohibited uses of candidate videos',
      paragraphs: [
        'You may view videos for recruitment evaluation, share access with authorised team members, take notes and contact candidates through the platform. You may not download or save videos, share them externally, use them for training or marketing, edit them, scrape or bulk-download them, or discriminate against candidates. See the Company Terms for the full rules.',
      ],
    },
    {
      heading: '5. Retention',
      paragraphs: [
        'Company content is kept while your account is open and deleted when it is closed. Usage logs are kept for up to two years for security and to investigate misuse. Consent records are kept indefinitely as proof of what your company agreed to, marked when the account is deleted.',
      ],
    },
    {
      heading: '6. Security',
      paragraphs: [
        'Access is checked by the server on every request against your role and ownership; sessions are random tokens kept hashed and sent in HttpOnly cookies; connections are encrypted. Tell us at once at privacy@takeoff.example if you suspect unauthorised access to your account.',
      ],
    },
    {
      heading: '7. Your rights',
      paragraphs: [
        'Team members may access, export, correct and delete their personal data and withdraw consent from account settings, and may complain to the Hellenic Data Protection Authority (www.dpa.gr) or their local authority. Withdrawing acceptance of these terms ends access to candidate videos until they are accepted again.',
      ],
    },
    {
      heading: '8. Changes and contact',
      paragraphs: [
        'When this policy changes its version and effective date change and your company is asked to accept it again. Questions: privacy@takeoff.example.',
      ],
    },
  ],
};
