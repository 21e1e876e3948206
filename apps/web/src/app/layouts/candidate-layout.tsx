import { AssistantWidget } from '@/features/assistant/components/assistant-widget';
import { RequireRole } from '../require-role';
import { candidateBottomNav, candidateTabs } from '../navigation';
import { AreaLayout } from './area-layout';
import { ConsentGateSlot } from '../consent-gate-slot';

function CandidateHeader() {
  return (
    <div className="mb-4">
      <p className="text-xl font-bold tracking-tight sm:text-2xl">Candidate Dashboard</p>
      <p className="text-sm text-muted-foreground">Discover opportunities and showcase your talent</p>
    </div>
  );
}

export function CandidateLayout() {
  return (
    <RequireRole roles={['candidate']}>
      <AreaLayout label="Candidate navigation" tabs={candidateTabs} bottomNav={candidateBottomNav} header={<CandidateHeader />} />
      <AssistantWidget role="candidate" />
      <ConsentGateSlot />
    </RequireRole>
  );
}
