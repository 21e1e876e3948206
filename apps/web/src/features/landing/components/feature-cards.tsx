import { CalendarClock, Coins, HeartPulse, Sparkles, Timer, Video } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const features = [
  { icon: Sparkles, title: 'Smart matching', body: 'Pitches and flights meet on skills, so the right people reach the right gate.' },
  { icon: CalendarClock, title: 'Effortless scheduling', body: 'Publish open interview slots and let candidates book a seat in one tap.' },
  { icon: Video, title: 'Live meeting links', body: 'Every interview gets its room automatically: Google Meet, Zoom or Teams.' },
  { icon: HeartPulse, title: 'Sentiment analysis', body: 'Mood and confidence scores from each pitch help you listen between the lines.' },
  { icon: Timer, title: '70% faster hiring', body: 'Video-first screening cuts time-to-hire by up to 70%.' },
  { icon: Coins, title: '50% lower cost', body: 'Fewer rounds and less travel cut operating cost by up to 50%.' },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="features-title" className="font-mono text-sm font-bold uppercase tracking-[0.3em] text-board">
        Why fly with us
      </h2>
      <p className="mt-2 max-w-2xl text-2xl font-bold sm:text-3xl">Everything you need from first pitch to final interview.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.title}>
            <Card className="h-full transition-colors hover:border-board/50">
              <CardHeader>
                <feature.icon className="mb-2 size-7 text-board" aria-hidden />
                <CardTitle>{feature.title}</CardTitle>
                <CardDescription>{feature.body}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
