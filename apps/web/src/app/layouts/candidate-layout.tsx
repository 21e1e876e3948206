import { useTranslation } from 'react-i18next';
import { AssistantSlot } from '../assistant-slot';
import { RequireRole } from '../require-role';
import { candidateBottomNav, candidateTabs } from '../navigation';
import { AreaLayout } from './area-layout';
import { ConsentGateSlot } from '../consent-gate-slot';

function CandidateHeader() {
  const { t } = useTranslation();
  return (
    <div className="mb-4">
      <p className="text-xl font-bold tracking-tight sm:text-2xl">{t('candidateHeader.title')}</p>
      <p className="text-sm text-muted-foreground">{t('candidateHeader.subtitle')}</p>
    </div>
  );
}

export function CandidateLayout() {
  return (
    <RequireRole roles={['candidate']}>
      <AreaLayout
        area="candidate"
        tabs={candidateTabs}
        bottomNav={candidateBottomNav}
        header={<CandidateHeader />}
        assistant={<AssistantSlot role="candidate" />}
      />
      <ConsentGateSlot />
    </RequireRole>
  );
}
