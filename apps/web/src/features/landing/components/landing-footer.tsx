import { ShieldCheck } from 'lucide-react';
import { PRODUCT_NAME } from '@takeoff/shared/constants';
import { buttonVariants } from '@/components/ui/button-variants';
import { Logo } from '@/components/logo';
import { PageLink } from '@/components/page-link';
import { useT } from '../i18n';
import { Markup } from './markup';

export function LandingFooter() {
  const { t } = useT();
  return (
    <footer className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div>
        <Logo />
        <p className="mt-2 text-sm text-muted-foreground">
          {/* The prerendered page carries its build's year (every deploy builds it again); React keeps that text as it attaches. */}
          <Markup
            text={t('footer.tagline', { year: new Date().getFullYear(), product: PRODUCT_NAME })}
            components={{ year: <span suppressHydrationWarning /> }}
          />
        </p>
      </div>
      <nav aria-label={t('footer.label')} className="flex flex-wrap items-center gap-4 text-sm">
        <PageLink
          to="/terms"
          className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          {t('footer.terms')}
        </PageLink>
        <PageLink
          to="/privacy"
          className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          {t('footer.privacy')}
        </PageLink>
        <PageLink to="/admin" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <ShieldCheck aria-hidden />
          {t('footer.admin')}
        </PageLink>
      </nav>
    </footer>
  );
}
