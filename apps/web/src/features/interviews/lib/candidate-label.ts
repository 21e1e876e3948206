import { t } from '../i18n';

const CANDIDATE_LABEL = /^Candidate #(\d+)$/;

/** The server's blind-review label 'Candidate #000123' in the chosen language; a name (an applicant's) as it is. */
export const candidateLabelText = (label: string) => {
  const match = CANDIDATE_LABEL.exec(label);
  return match ? t('candidateLabel', { number: match[1] }) : label;
};
