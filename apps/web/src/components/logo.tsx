import { PlaneTakeoff } from 'lucide-react';
import { PRODUCT_NAME } from '@takeoff/shared/constants';
import { cn } from '@/lib/class-names';

export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-mono text-lg font-bold uppercase tracking-[0.2em] text-board',
        className,
      )}
    >
      <PlaneTakeoff className="size-6" aria-hidden />
      <span className="max-[359px]:sr-only">{PRODUCT_NAME}</span>
    </span>
  );
}
