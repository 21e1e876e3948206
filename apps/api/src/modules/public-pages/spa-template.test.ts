import { describe, expect, it } from 'vitest';
import { splitTemplate } from './spa-template';

const INDEX = `<!doctype html>
<html lang="en"><head>
<meta charset="UTF-8" />
<title>Takeoff</title>
<meta name="description" content="The SPA's own" />
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-2.js">
<link rel="stylesheet" crossorigin href="/assets/index-3.css">
</head>
<body><div id="root"></div></body></html>`;

describe('splitTemplate', () => {
  it('moves the SPA’s stylesheet, preloads and entry script after the content, stylesheet first, and drops its title and description', () => {
    const template = splitTemplate(INDEX)!;
    expect(template.head).not.toMatch(/<title>|name="description"|<script|<link rel="(stylesheet|modulepreload)"/);
    expect(template.head).toContain('<meta charset="UTF-8" />');
    const page = `${template.head}</head-tags>${template.bodyStart}CONTENT${template.bodyEnd}`;
    const at = (text: string) => page.indexOf(text);
    expect(at('CONTENT')).toBeLessThan(at('/assets/index-3.css'));
    for (const script of ['/assets/react-2.js', '/assets/index-1.js']) {
      expect(at('/assets/index-3.css')).toBeLessThan(at(script));
      expect(at(script)).toBeLessThan(at('</body>'));
    }
    expect(template.bodyStart.endsWith('<div id="root">')).toBe(true);
  });

  it('is null for an index.html without a root element', () => {
    expect(splitTemplate('<html><head></head><body></body></html>')).toBeNull();
  });
});
