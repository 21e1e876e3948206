import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { Markup } from './markup';

it('turns markup into the elements given for its tags, keeping the text between them', () => {
  expect(
    renderToStaticMarkup(
      createElement(Markup, {
        text: 'Hiring at the speed of <accent>takeoff</accent>.',
        components: { accent: createElement('span', { className: 'text-board' }) },
      }),
    ),
  ).toBe('Hiring at the speed of <span class="text-board">takeoff</span>.');
  expect(
    renderToStaticMarkup(
      createElement(Markup, {
        text: '© <year>2026</year> Takeoff. <unknown>Plain</unknown><br/>',
        components: { year: createElement('span') },
      }),
    ),
  ).toBe('© <span>2026</span> Takeoff. Plain');
});
