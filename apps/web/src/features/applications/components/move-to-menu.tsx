import { APPLICATION_STATUSES, type Applicant } from '@takeoff/shared/applications';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useT } from '../i18n';
import type { Move } from './applicant-card';
import { MoveToButton } from './move-to-button';

/** Every other stage, so any card (a rejected one too) moves anywhere without dragging. Loaded after the board draws. */
export function MoveToMenu({
  application,
  onMove,
  defaultOpen,
}: {
  application: Applicant;
  onMove: Move;
  defaultOpen: boolean;
}) {
  const { t } = useT();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <MoveToButton application={application} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{t('card.moveToMenu')}</DropdownMenuLabel>
        {APPLICATION_STATUSES.filter((status) => status !== application.status).map((status) => (
          <DropdownMenuItem key={status} onSelect={() => onMove(application, status)}>
            {t(`statuses.${status}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
