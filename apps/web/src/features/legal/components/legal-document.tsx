import { ArrowLeft } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { PageLink } from '@/components/page-link';
import type { Locale } from '@takeoff/shared/locale-codes';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { LegalSection, LegalText } from '../content/legal-section';
import { useT } from '../i18n';

function Sections({ sections, idPrefix }: { sections: LegalSection[]; idPrefix: string }) {
  return (
    <>
      {sections.map((section, index) => (
        <section
          key={section.heading}
          aria-labelledby={`${idPrefix}-${index}`}
          className="space-y-3"
        >
          <h2 id={`${idPrefix}-${index}`} className="text-lg font-semibold text-foreground">
            {section.heading}
          </h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.items ? (
            <ul className="list-disc space-y-1.5 pl-6">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </>
  );
}

/** A legal page in the chosen language: Back to Home, title, date line, sections (and a second part). */
export function LegalDocument({ texts }: { texts: Record<Locale, LegalText> }) {
  const { t, language } = useT();
  const text = language === 'el' ? texts.el : texts.en;
  useDocumentTitle(text.title);
  return (
    <article className="space-y-6" lang={text.lang}>
      <PageLink to="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <ArrowLeft aria-hidden />
        {t('backToHome')}
      </PageLink>
      <header className="border-b border-border pb-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{text.title}</h1>
        <p className="mt-1 font-mono text-sm text-primary">{text.dateLine}</p>
      </header>
      <div className="space-y-6 leading-relaxed text-foreground/85">
        {text.intro?.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <Sections sections={text.sections} idPrefix="part-1" />
      </div>
      {text.secondPart ? (
        <div
          className="space-y-6 border-t border-border pt-6 leading-relaxed text-foreground/85"
          lang={text.secondPart.lang}
        >
          <h2 className="text-xl font-bold text-foreground">{text.secondPart.title}</h2>
          <Sections sections={text.secondPart.sections} idPrefix="part-2" />
        </div>
      ) : null}
    </article>
  );
}
