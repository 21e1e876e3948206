import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { InboxPage } from '@/features/messages/pages/inbox-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('routes.candidateMessages.title')}
        description={t('routes.candidateMessages.description')}
      />
      <InboxPage />
    </>
  );
}
