import { Badge } from '@/components/ui/badge';
import { useT } from '../i18n';

/** The pipeline card's mark for an application the promise closed. */
export function ClosedNoAnswerBadge() {
  const { t } = useT();
  return <Badge variant="closed">{t('card.closedNoAnswer')}</Badge>;
}
