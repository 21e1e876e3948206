import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Compass, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  advance,
  ANY_PAGE,
  ASSISTANT_NAMES,
  walkthroughsFor,
  type AssistantRole,
  type AssistantState,
} from '../lib/flows';
import { useT } from '../i18n';
import { TourHighlight } from './tour-highlight';
import { useTourTarget } from './use-tour-target';

/** Floating guide for signed-in members: a menu of walkthroughs that highlight parts of the app. */
export function AssistantWidget({ role }: { role: AssistantRole }) {
  // Re-renders on a change of language: the flows and names below are read in it.
  const { t } = useT();
  const [state, setState] = useState<AssistantState>({ kind: 'closed' });
  const flows = walkthroughsFor(role);
  const name = ASSISTANT_NAMES[role];
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const flow =
    state.kind === 'walkthrough'
      ? flows.find((candidate) => candidate.id === state.flowId)
      : undefined;
  const step = state.kind === 'walkthrough' ? flow?.steps[state.step] : undefined;
  const stepKey =
    state.kind === 'walkthrough' ? `${state.flowId}:${state.step}:${pathname}${search}` : '';
  const target = useTourTarget(step?.action === 'highlight' ? step.target : undefined, stepKey);

  // A step whose target lives on another page or tab takes the user there once, when the step starts;
  // wandering off afterwards is the user's choice and is not undone.
  const navigatedFor = useRef('');
  const flowStep = state.kind === 'walkthrough' ? `${state.flowId}:${state.step}` : '';
  const stepPath = step?.action === 'highlight' && step.path !== ANY_PAGE ? step.path : null;
  useEffect(() => {
    if (!flowStep) navigatedFor.current = '';
    if (!stepPath || navigatedFor.current === flowStep) return;
    navigatedFor.current = flowStep;
    if (`${pathname}${search}` !== stepPath) void navigate(stepPath);
  }, [stepPath, flowStep, pathname, search, navigate]);

  const close = () => setState({ kind: 'closed' });

  return (
    <>
      {target.status === 'found' ? <TourHighlight rect={target.rect} /> : null}
      <Button
        variant="outline"
        size="sm"
        // The name shows where the tab row has room for it; elsewhere the compass and its label (a tooltip too).
        className="size-9 shrink-0 rounded-full border-primary/60 text-primary md:my-1.5 2xl:w-auto 2xl:px-3"
        onClick={() => setState(state.kind === 'closed' ? { kind: 'menu' } : { kind: 'closed' })}
        aria-expanded={state.kind !== 'closed'}
        aria-label={state.kind === 'closed' ? t('open', { name }) : t('close', { name })}
        title={state.kind === 'closed' ? t('open', { name }) : t('close', { name })}
        data-testid="assistant-button"
      >
        <Compass aria-hidden /> <span className="hidden 2xl:inline">{name}</span>
      </Button>
      {/* Only the open guide floats, over the page's bottom corner, so it stays in view while a walkthrough scrolls. */}
      {state.kind !== 'closed' ? (
        <section
          role="dialog"
          aria-label={name}
          className="fixed bottom-20 right-3 z-40 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-border bg-surface-raised p-4 shadow-2xl md:bottom-6 md:right-6"
        >
          <header className="mb-3 flex items-center justify-between gap-2">
            <h2 className="flex items-center gap-2 font-semibold">
              <Compass className="size-5 text-board" aria-hidden /> {name}
            </h2>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              onClick={close}
              aria-label={t('close', { name })}
            >
              <X aria-hidden />
            </Button>
          </header>
          {state.kind === 'menu' ? (
            <>
              <p className="mb-3 text-sm text-muted-foreground">{t('menuIntro', { name })}</p>
              <ul className="flex flex-col gap-2">
                {flows.map((item) => (
                  <li key={item.id}>
                    <Button
                      variant="outline"
                      className="h-auto min-h-10 w-full justify-between gap-3 whitespace-normal py-2 text-left"
                      onClick={() => setState({ kind: 'walkthrough', flowId: item.id, step: 0 })}
                    >
                      {item.title}
                      <span className="shrink-0 font-mono text-xs text-muted-foreground">
                        {t('steps', { count: item.steps.length })}
                      </span>
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : flow && step && state.kind === 'walkthrough' ? (
            <div data-testid="walkthrough-step" data-step-id={step.id}>
              <p className="font-mono text-xs uppercase tracking-widest text-board">
                {t('stepOf', {
                  title: flow.title,
                  step: state.step + 1,
                  total: flow.steps.length,
                })}
              </p>
              <p className="mt-2 text-sm" aria-live="polite">
                {step.message}
              </p>
              {target.status === 'missing' ? (
                <p
                  className="mt-2 rounded-md bg-board-cell p-2 text-xs text-muted-foreground"
                  role="status"
                >
                  {step.action === 'highlight' && step.pageName
                    ? t('lookOnPage', { page: step.pageName })
                    : t('notOnScreen')}
                </p>
              ) : null}
              <div className="mt-4 flex justify-end">
                <Button onClick={() => setState(advance(state, flows))}>{step.buttonText}</Button>
              </div>
            </div>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
