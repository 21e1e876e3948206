import type { LegalText } from './legal-section';

/** Company Terms (/company-terms): effective 22 July 2025, version 1.0. */
export const companyTermsText: LegalText = {
  title: 'Company Terms of Service',
  dateLine: 'Effective date: 22 July 2025 · Version 1.0',
  lang: 'en',
  intro: [
    'These Company Terms govern how a company ("you") uses Takeoff to find and hire candidates. They add to the general Terms of Use and include the Candidate Video Protection Agreement you accept before viewing any candidate video.',
  ],
  sections: [
    {
      heading: '1. Candidate videos: permitted use',
      paragraphs: [
        'Candidates record their pitches for one purpose: to be considered for work. You may:',
      ],
      items: [
        'view candidate videos on the platform to evaluate candidates for recruitment;',
        'share access with authorised members of your team who take part in the hiring decision, each with their own account;',
        'take notes about candidates in the platform’s private notes, visible only to your company;',
        'contact candidates through the platform’s messages and interview tools about roles you are considering them for.',
      ],
    },
    {
      heading: '2. Candidate videos: prohibited use',
      paragraphs: ['You must not:'],
      items: [
        'download, save, screen-record or otherwise copy candidate videos or transcripts;',
        'share videos, links or candidate data with anyone outside your authorised hiring team, including other companies and recruiters;',
        'use videos or candidate data to train machine-learning models, for marketing, advertising or any purpose other than hiring;',
        'edit, cut, re-upload or alter candidate videos;',
        'scrape the platform or download videos or profiles in bulk by any automated means;',
        'discriminate against candidates on the basis of appearance, sex, race, ethnicity, religion, disability, age, sexual orientation or any other protected characteristic.',
      ],
      after: [
        'Any breach may lead to immediate suspension or termination of your account and to legal action, including claims by the affected candidates.',
      ],
    },
    {
      heading: '3. Company obligations',
      paragraphs: [],
      items: [
        'Post only genuine vacancies with accurate titles, locations, salary information where given, and requirements.',
        'Never ask candidates for payment of any kind.',
        'Keep your account credentials secure and remove team members who leave your company.',
        'Process candidate personal data as an independent controller in line with the GDPR, only for recruitment, and delete it when the hiring process ends unless the candidate agrees otherwise.',
        'Respond to candidates who apply within a reasonable time and treat them with respect in messages and interviews.',
      ],
    },
    {
      heading: '4. Payment',
      paragraphs: [
        'Core features are free. Where you subscribe to paid features, fees are billed in advance for each billing period through our card payment provider and are non-refundable except where the law requires otherwise. You may cancel at any time; cancellation takes effect at the end of the current billing period, and you keep access until then. We will announce price changes at least 30 days before they apply to your next period.',
      ],
    },
    {
      heading: '5. Intellectual property',
      paragraphs: [
        'Candidates keep all rights in their videos and profiles; you receive no licence to them beyond viewing on the platform for recruitment. Takeoff owns the platform, its software and brand. You keep the rights in your job posts, promo video and company profile and grant Takeoff a licence to display them on the platform while they are published.',
      ],
    },
    {
      heading: '6. Limitation of liability',
      paragraphs: [
        'Takeoff provides the platform "as is" and does not guarantee the suitability of any candidate or the outcome of any hiring process. To the extent permitted by law, Takeoff’s total liability to you for any claim arising from these terms is limited to the fees you paid in the twelve months before the claim. Nothing limits liability that cannot be limited by law, such as for fraud or gross negligence.',
      ],
    },
    {
      heading: '7. Termination',
      paragraphs: [
        'You may close your company account at any time from your account settings; your jobs, slots, promo and messages are deleted. We may suspend or terminate an account that breaches these terms, immediately where candidate videos or data are misused. Sections 2, 5 and 6 survive termination.',
      ],
    },
    {
      heading: '8. Changes to these terms',
      paragraphs: [
        'We may update these terms. The version number and effective date at the top of this page change with every update, and you will be asked to accept the new version before you can view candidate videos again. Acceptances are recorded with the version accepted.',
      ],
    },
  ],
};
