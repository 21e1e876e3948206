import type { Locale } from '@takeoff/shared/locale-codes';
import { html, type SafeHtml } from './html';
import { PAGE_STYLES } from './page-styles';
import { SHARE_IMAGE_META } from './share-image';
import { spaAssets, type SpaBoot } from './spa-boot';
import type { SpaTemplate } from './spa-template';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; also og:url. */
  canonical: string;
  indexable: boolean;
  ogType?: 'website' | 'article';
  /** The share image (1200×630 PNG): absolute URL and its text alternative. */
  image?: { url: string; alt: string } | null;
  jsonLd?: SafeHtml | null;
  /** Alternate feeds a reader may discover (RSS/JSON Feed). */
  feeds?: { type: 'application/rss+xml' | 'application/feed+json'; title: string; href: string }[];
}

function imageTags(image: { url: string; alt: string }): SafeHtml {
  return html`<meta property="og:image" content="${image.url}">
<meta property="og:image:type" content="${SHARE_IMAGE_META.type}">
<meta property="og:image:width" content="${SHARE_IMAGE_META.width}">
<meta property="og:image:height" content="${SHARE_IMAGE_META.height}">
<meta property="og:image:alt" content="${image.alt}">
`;
}

export function headTags(head: PageHead): SafeHtml {
  return html`<title>${head.title}</title>
<meta name="description" content="${head.description}">
<meta name="robots" content="${head.indexable ? 'index, follow' : 'noindex'}">
<link rel="canonical" href="${head.canonical}">
<meta property="og:site_name" content="Takeoff">
<meta property="og:type" content="${head.ogType ?? 'website'}">
<meta property="og:title" content="${head.title}">
<meta property="og:description" content="${head.description}">
<meta property="og:url" content="${head.canonical}">
${head.image ? imageTags(head.image) : ''}<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${head.title}">
<meta name="twitter:description" content="${head.description}">
${head.image ? html`<meta name="twitter:image" content="${head.image.url}">\n<meta name="twitter:image:alt" content="${head.image.alt}">\n` : ''}${(head.feeds ?? []).map((feed) => html`<link rel="alternate" type="${feed.type}" title="${feed.title}" href="${feed.href}">\n`)}${
    head.jsonLd ? html`<script type="application/ld+json">${head.jsonLd}</script>\n` : ''
  }<style>${PAGE_STYLES}</style>`;
}

const STANDALONE_HEAD = `<!doctype html>
<html lang="LANG" class="dark">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="theme-color" content="#070e1c">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
`;

/**
 * A whole public page. With the SPA's template (flight and careers pages) the server's content fills the root
 * element and the SPA takes over in the browser, at once or at the first interaction (`boot`); without it (no
 * build, departed flights) it is a page of its own.
 */
export function renderDocument(
  template: SpaTemplate | null,
  head: PageHead,
  content: SafeHtml,
  boot: SpaBoot = 'now',
  locale: Locale = 'en',
): string {
  const tags = headTags(head).value;
  // The page's language, which the SPA then keeps (it reads <html lang> on a server page, see lib/locale-detection.ts).
  const withLanguage = (start: string) =>
    start.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  if (template)
    return `${withLanguage(template.head)}${tags}\n${template.bodyStart}${content.value}</div>\n${spaAssets(template.assets, boot).value}${template.bodyEnd}`;
  return `${withLanguage(STANDALONE_HEAD)}${tags}\n</head>\n<body class="pp-body">\n${content.value}\n</body>\n</html>\n`;
}
