import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { InboxPage } from '@/features/messages/pages/inbox-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('routes.companyMessages.title')}
        description={t('routes.companyMessages.description')}
      />
      <InboxPage />
    </>
  );
}
