import { PageHeader } from '@/components/page-header';
import { InboxPage } from '@/features/messages/pages/inbox-page';

export function Component() {
  return (
    <>
      <PageHeader title="Messages" description="Conversations with companies that reached out to you." />
      <InboxPage />
    </>
  );
}
