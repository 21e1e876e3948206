import { Award, BookOpen, Check, Crown, GraduationCap, Sparkles, Users } from 'lucide-react';
import type { User } from '@takeoff/shared/auth';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useWaitlistStatus } from '../api/get-waitlist-status';
import { useJoinWaitlist } from '../api/join-waitlist';
import { t as translate, useT } from '../i18n';

// Catalogue keys (features/waitlist/locales): the texts follow the chosen language.
const FEATURES = [
  {
    icon: Users,
    title: 'features.workshops.title',
    points: [
      'features.workshops.live',
      'features.workshops.size',
      'features.workshops.length',
      'features.workshops.certificate',
    ],
  },
  {
    icon: BookOpen,
    title: 'features.courses.title',
    points: [
      'features.courses.selfPaced',
      'features.courses.practice',
      'features.courses.lifetime',
    ],
  },
  {
    icon: Crown,
    title: 'features.benefits.title',
    points: [
      'features.benefits.visibility',
      'features.benefits.reviews',
      'features.benefits.alerts',
    ],
  },
] as const;

const TOPICS = [
  'topics.videoPitch',
  'topics.liveInterviews',
  'topics.salary',
  'topics.branding',
  'topics.remote',
  'topics.portfolio',
  'topics.technical',
  'topics.careerSwitch',
] as const;

export function ProfessionalDevelopmentPage({ user }: { user: User | null }) {
  const { t } = useT();
  const status = useWaitlistStatus(Boolean(user));
  const join = useJoinWaitlist();
  const joined = status.data?.joined === true;

  const onJoin = () => {
    if (!user) {
      showDestructiveToast(translate('loginRequiredTitle'), translate('loginRequired'));
      return;
    }
    join.mutate(undefined, {
      onSuccess: () => showSuccessToast(translate('joinedTitle'), translate('joinedDescription')),
      onError: () => showDestructiveToast(translate('errorTitle'), translate('failed')),
    });
  };

  return (
    <section>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="rounded-2xl border border-border bg-surface p-6 text-center sm:p-10">
        <Badge className="mb-4 gap-1">
          <Sparkles className="size-3.5" aria-hidden /> {t('premium')}
        </Badge>
        <h2 className="font-mono text-3xl font-bold uppercase tracking-[0.3em] text-board">
          {t('comingSoon')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{t('intro')}</p>
        <div className="mt-6 flex flex-col items-center gap-3">
          <Button
            size="lg"
            onClick={onJoin}
            disabled={joined || join.isPending}
            data-tour="join-waitlist"
            className="h-auto min-h-12 max-w-full whitespace-normal py-2"
          >
            {joined ? t('joined') : join.isPending ? t('joining') : t('join')}
          </Button>
          <p className="text-sm text-muted-foreground">{t('noPriceYet')}</p>
        </div>
      </div>

      {/* Plans, not features: nothing here exists yet, and the page must not read as if it did. */}
      <h2 className="mt-8 text-lg font-semibold">{t('plansTitle')}</h2>
      <p className="text-sm text-muted-foreground">{t('plansNote')}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, points }) => (
          <article key={title} className="rounded-xl border border-border bg-surface p-5">
            <Icon className="mb-3 size-6 text-board" aria-hidden />
            <h3 className="text-lg font-semibold">{t(title)}</h3>
            <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
              {points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-status-live" aria-hidden />
                  {t(point)}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>

      <div className="mt-8 rounded-xl border border-border bg-surface p-5">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <GraduationCap className="size-5 text-board" aria-hidden /> {t('upcomingTopics')}
        </h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {TOPICS.map((topic) => (
            <li key={topic} className="flex items-center gap-2 text-sm">
              <Award className="size-4 shrink-0 text-board" aria-hidden />
              {t(topic)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
