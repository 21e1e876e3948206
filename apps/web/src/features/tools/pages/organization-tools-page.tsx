import { lazy, Suspense } from 'react';
import { BarChart3, CheckSquare, Clock, Film, NotebookPen, Wrench } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLocalStore } from '../hooks/use-local-store';
import { useT } from '../i18n';
import { stores } from '../lib/stores';
import { MediaTab } from '../components/media-tab';
import { NotesTab } from '../components/notes-tab';
import { TasksTab } from '../components/tasks-tab';
import { TimerTab } from '../components/timer-tab';
import { ToolsTab } from '../components/tools-tab';

// recharts is only fetched when the Analytics tab is opened.
const AnalyticsTab = lazy(() => import('../components/analytics-tab'));

const TABS = [
  { value: 'tasks', icon: CheckSquare },
  { value: 'timer', icon: Clock },
  { value: 'analytics', icon: BarChart3 },
  { value: 'tools', icon: Wrench },
  { value: 'notes', icon: NotebookPen },
  { value: 'media', icon: Film },
] as const;

function AnalyticsPanel() {
  // Re-read on open so the charts reflect changes made in the Tasks tab.
  const [tasks] = useLocalStore(stores.tasks);
  return (
    <Suspense fallback={<PageSpinner />}>
      <AnalyticsTab tasks={tasks} />
    </Suspense>
  );
}

export function OrganizationToolsPage() {
  const { t } = useT();
  return (
    <section>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Tabs defaultValue="tasks">
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
          {TABS.map(({ value, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="flex-none">
              <Icon className="size-4" aria-hidden /> {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="tasks">
          <TasksTab />
        </TabsContent>
        <TabsContent value="timer">
          <TimerTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsPanel />
        </TabsContent>
        <TabsContent value="tools">
          <ToolsTab />
        </TabsContent>
        <TabsContent value="notes">
          <NotesTab />
        </TabsContent>
        <TabsContent value="media">
          <MediaTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
