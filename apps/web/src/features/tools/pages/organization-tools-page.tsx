import { Suspense } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { BarChart3, CheckSquare, Clock, Film, NotebookPen, Wrench } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '../i18n';

// The page draws its tabs first; the Tasks tab (its stores' validation with zod, the board's drag and drop) loads at
// once beside it, the others when opened (recharts only with Analytics).
const TasksTab = lazyWithRetry(async () => ({
  default: (await import('../components/tasks-tab')).TasksTab,
}));
const MediaTab = lazyWithRetry(async () => ({
  default: (await import('../components/media-tab')).MediaTab,
}));
const NotesTab = lazyWithRetry(async () => ({
  default: (await import('../components/notes-tab')).NotesTab,
}));
const TimerTab = lazyWithRetry(async () => ({
  default: (await import('../components/timer-tab')).TimerTab,
}));
const ToolsTab = lazyWithRetry(async () => ({
  default: (await import('../components/tools-tab')).ToolsTab,
}));
const AnalyticsTab = lazyWithRetry(() => import('../components/analytics-tab'));

const TABS = [
  { value: 'tasks', icon: CheckSquare },
  { value: 'timer', icon: Clock },
  { value: 'analytics', icon: BarChart3 },
  { value: 'tools', icon: Wrench },
  { value: 'notes', icon: NotebookPen },
  { value: 'media', icon: Film },
] as const;

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
          <Suspense fallback={<PageSpinner />}>
            <TasksTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="timer">
          <Suspense fallback={<PageSpinner />}>
            <TimerTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense fallback={<PageSpinner />}>
            <AnalyticsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="tools">
          <Suspense fallback={<PageSpinner />}>
            <ToolsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="notes">
          <Suspense fallback={<PageSpinner />}>
            <NotesTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="media">
          <Suspense fallback={<PageSpinner />}>
            <MediaTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </section>
  );
}
