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
  it('takes the SPA’s stylesheet, preloads and entry script out of the head, stylesheet first, marks the root and drops the title and description', () => {
    const template = splitTemplate(INDEX)!;
    expect(template.head).not.toMatch(
      /<title>|name="description"|<script|<link rel="(stylesheet|modulepreload)"/,
    );
    expect(template.head).toContain('<meta charset="UTF-8" />');
    expect(template.bodyStart + template.bodyEnd).not.toContain('/assets/');
    const at = (text: string) => template.assets.indexOf(text);
    for (const script of ['/assets/react-2.js', '/assets/index-1.js'])
      expect(at('/assets/index-3.css')).toBeLessThan(at(script));
    expect(template.bodyStart.endsWith('<div id="root" data-server-page>')).toBe(true);
    expect(template.bodyEnd).toBe('</body></html>');
  });

  it('is null for an index.html without a root element', () => {
    expect(splitTemplate('<html><head></head><body></body></html>')).toBeNull();
  });
});
