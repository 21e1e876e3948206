import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useT } from '../i18n';

const linkClass = 'font-medium text-primary underline underline-offset-2';
const POINTS = ['data', 'purpose', 'video', 'retention', 'rights', 'withdrawal'] as const;

/** The candidate's GDPR consent text (the seeds' Greek, and its English version): what is processed, why, how long, and the rights kept. */
export function CandidateConsentText() {
  const { t } = useT();
  return (
    <div className="space-y-3 text-sm leading-relaxed text-foreground/90">
      <p>{t('candidate.text.intro')}</p>
      <ul className="list-disc space-y-2 pl-5">
        {POINTS.map((point) => (
          <li key={point}>
            <Trans
              t={t}
              i18nKey={`candidate.text.${point}`}
              components={{ strong: <strong />, em: <em /> }}
            />
          </li>
        ))}
      </ul>
      <p>
        <Trans
          t={t}
          i18nKey="candidate.text.readMore"
          components={{
            terms: <Link to="/terms" target="_blank" rel="noopener" className={linkClass} />,
            privacy: <Link to="/privacy" target="_blank" rel="noopener" className={linkClass} />,
          }}
        />
      </p>
    </div>
  );
}
