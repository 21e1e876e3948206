import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useNavigate, useRouteError, isRouteErrorResponse } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NotFoundPage } from '@/components/not-found-page';

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <TriangleAlert className="size-12 text-board" aria-hidden />
      <h1 className="text-2xl font-bold">{t('errorFallback.title')}</h1>
      <p className="text-muted-foreground">{t('errorFallback.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t('errorFallback.tryAgain')}</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('errorFallback.refresh')}
        </Button>
      </div>
    </main>
  );
}

/** Router error element: a failed render, loader or lazy import anywhere below the root. */
export function RouteErrorFallback() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <ErrorFallback onRetry={() => navigate('.', { replace: true })} />;
}

type BoundaryState = { error: unknown };

/** Last-resort boundary around the providers, outside the router. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorFallback onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
