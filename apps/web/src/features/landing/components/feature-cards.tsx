import { CalendarClock, HeartPulse, Sparkles, Video } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '../i18n';

const features = [
  { icon: Sparkles, key: 'smartMatching' },
  { icon: CalendarClock, key: 'scheduling' },
  { icon: Video, key: 'meetingLinks' },
  { icon: HeartPulse, key: 'sentiment' },
] as const;
// Only what the product does: no figures nobody measured, no partner logos nobody agreed to.

export function FeatureCards() {
  const { t } = useT();
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2
        id="features-title"
        className="font-mono text-sm font-bold uppercase tracking-[0.3em] text-board"
      >
        {t('features.heading')}
      </h2>
      <p className="mt-2 max-w-2xl text-2xl font-bold sm:text-3xl">{t('features.lead')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <li key={feature.key}>
            <Card className="h-full transition-colors hover:border-board/50">
              <CardHeader>
                <feature.icon className="mb-2 size-7 text-board" aria-hidden />
                <CardTitle>{t(`features.${feature.key}.title`)}</CardTitle>
                <CardDescription>{t(`features.${feature.key}.body`)}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
