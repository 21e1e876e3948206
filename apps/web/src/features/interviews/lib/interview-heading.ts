import type { Interview } from '@takeoff/shared/interviews';

/** What an interview is called: a slot's own title first ("System design review · Platform Engineer"), else its position. */
export function interviewHeading(
  interview: Pick<Interview, 'title' | 'position'>,
  fallback: string,
): string {
  if (interview.title)
    return interview.position ? `${interview.title} · ${interview.position}` : interview.title;
  return interview.position ?? fallback;
}
