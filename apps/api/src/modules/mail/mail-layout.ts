import mjml2html from 'mjml';
import type { Locale } from '@takeoff/shared/locale';
import { serverT } from '../../i18n';

/** What every template produces: the layout turns it into the MJML (HTML part) and the plain-text part. */
export interface MailContent {
  subject: string;
  /** The line inbox lists show after the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Label/value rows (an interview's time, a job's title). */
  details?: [string, string][];
  button?: { label: string; url: string };
  /** Under the button: why the reader got this mail, or what to do if it was not them. */
  footnote?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// The product's look (apps/web/src/index.css): a navy hall, amber for the one action.
const NAVY = '#070e1c';
const SURFACE = '#0d1830';
const TEXT = '#eef2fa';
const MUTED = '#a7b5d1';
const AMBER = '#ffb627';
const ON_AMBER = '#0a1224';

/** Renders a mail's two parts from one content description, every value escaped, in the reader's language. */
export async function renderLayout(
  content: MailContent,
  unsubscribeUrl: string | null,
  locale: Locale = 'en',
): Promise<RenderedMail> {
  const e = escapeHtml;
  const t = serverT(locale, 'mail');
  const unsubscribeLabel = t('layout.unsubscribe');
  const details = content.details?.length
    ? `<mj-table color="${TEXT}" font-size="15px" padding="8px 24px">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="color:${MUTED};padding:4px 12px 4px 0;vertical-align:top">${e(label)}</td><td style="padding:4px 0">${e(value)}</td></tr>`,
        )
        .join('')}</mj-table>`
    : '';
  const button = content.button
    ? `<mj-button href="${e(content.button.url)}" background-color="${AMBER}" color="${ON_AMBER}" font-weight="700" border-radius="8px" padding="20px 24px">${e(content.button.label)}</mj-button>`
    : '';
  const footer = [
    content.footnote
      ? `<mj-text color="${MUTED}" font-size="13px">${e(content.footnote)}</mj-text>`
      : '',
    unsubscribeUrl
      ? `<mj-text color="${MUTED}" font-size="12px"><a href="${e(unsubscribeUrl)}" style="color:${MUTED}">${e(unsubscribeLabel)}</a></mj-text>`
      : '',
  ].join('');
  // English mail keeps the markup it always had; other languages say theirs (screen readers, hyphenation).
  const markup = `<mjml${locale === 'en' ? '' : ` lang="${locale}"`}>
  <mj-head>
    <mj-title>${e(content.subject)}</mj-title>
    <mj-preview>${e(content.preheader)}</mj-preview>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text color="${TEXT}" font-size="16px" line-height="24px" padding="8px 24px" /></mj-attributes>
  </mj-head>
  <mj-body background-color="${NAVY}">
    <mj-section padding="24px 0 8px"><mj-column><mj-text font-family="Menlo, Consolas, monospace" color="${AMBER}" font-size="20px" font-weight="700" letter-spacing="4px">TAKEOFF</mj-text></mj-column></mj-section>
    <mj-section background-color="${SURFACE}" border-radius="12px" padding="16px 0">
      <mj-column>
        <mj-text font-size="22px" font-weight="700" line-height="30px">${e(content.heading)}</mj-text>
        ${content.paragraphs.map((p) => `<mj-text>${e(p)}</mj-text>`).join('')}
        ${details}
        ${button}
        ${footer}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(markup, { validationLevel: 'strict' });
  if (errors.length)
    throw new Error(`mail layout: ${errors.map((err) => err.formattedMessage).join('; ')}`);

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.details?.length
      ? [...content.details.map(([label, value]) => `${label}: ${value}`), '']
      : []),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    ...(unsubscribeUrl ? [`${unsubscribeLabel}: ${unsubscribeUrl}`, ''] : []),
    t('layout.signature'),
  ].join('\n');
  return { subject: content.subject, html, text };
}
