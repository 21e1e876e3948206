import { Award, BookOpen, Check, Crown, GraduationCap, Sparkles, Users } from 'lucide-react';
import { WAITLIST_TEXTS } from '@takeoff/shared/waitlist';
import type { User } from '@takeoff/shared/auth';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useWaitlistStatus } from '../api/get-waitlist-status';
import { useJoinWaitlist } from '../api/join-waitlist';

const FEATURES = [
  { icon: Users, title: 'Interactive Workshops', points: ['Live sessions with hiring experts', 'Max 20 participants', '2-3 hour workshops', 'Certificate of completion'] },
  { icon: BookOpen, title: 'Online Courses', points: ['Self-paced video lessons', 'Interview and pitch practice', 'Lifetime access to materials'] },
  { icon: Crown, title: 'Exclusive Benefits', points: ['Priority visibility to companies', 'One-to-one pitch reviews', 'Members-only job alerts'] },
];

const TOPICS = [
  'Recording a video pitch that lands',
  'Acing live video interviews',
  'Salary negotiation',
  'Personal branding on LinkedIn',
  'Remote work and async communication',
  'Portfolio and case-study storytelling',
  'Technical interview preparation',
  'Career switching with confidence',
];

export function ProfessionalDevelopmentPage({ user }: { user: User | null }) {
  const status = useWaitlistStatus(Boolean(user));
  const join = useJoinWaitlist();
  const joined = status.data?.joined === true;

  const onJoin = () => {
    if (!user) {
      showDestructiveToast(WAITLIST_TEXTS.loginRequiredTitle, WAITLIST_TEXTS.loginRequired);
      return;
    }
    join.mutate(undefined, {
      onSuccess: () => showSuccessToast(WAITLIST_TEXTS.joinedTitle, "We'll let you know as soon as early access opens."),
      onError: () => showDestructiveToast('Error', WAITLIST_TEXTS.failed),
    });
  };

  return (
    <section>
      <PageHeader title="Professional Development" description="Workshops and courses to help your career take off." />
      <div className="rounded-2xl border border-border bg-surface p-6 text-center sm:p-10">
        <Badge className="mb-4 gap-1">
          <Sparkles className="size-3.5" aria-hidden /> Premium Feature
        </Badge>
        <h2 className="font-mono text-3xl font-bold uppercase tracking-[0.3em] text-board">Coming Soon</h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          We are preparing workshops and courses built around video pitches and live interviews. Join the waitlist for early access.
        </p>
        <div className="mt-6 flex flex-col items-center gap-3">
          <Button size="lg" onClick={onJoin} disabled={joined || join.isPending} data-tour="join-waitlist">
            {joined ? WAITLIST_TEXTS.joinedButton : join.isPending ? 'Joining...' : WAITLIST_TEXTS.joinButton}
          </Button>
          <Button variant="outline" disabled>
            View Pricing
          </Button>
          <p className="text-sm text-muted-foreground">{WAITLIST_TEXTS.price}</p>
        </div>
      </div>

      <div className="mt-8 grid gap-4 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, points }) => (
          <article key={title} className="rounded-xl border border-border bg-surface p-5">
            <Icon className="mb-3 size-6 text-board" aria-hidden />
            <h3 className="text-lg font-semibold">{title}</h3>
            <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
              {points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-status-live" aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>

      <div className="mt-8 rounded-xl border border-border bg-surface p-5">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <GraduationCap className="size-5 text-board" aria-hidden /> Upcoming topics
        </h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {TOPICS.map((topic) => (
            <li key={topic} className="flex items-center gap-2 text-sm">
              <Award className="size-4 shrink-0 text-board" aria-hidden />
              {topic}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
