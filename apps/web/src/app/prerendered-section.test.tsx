import { act, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { prerenderedSection } from './prerendered-section';

/** A section's code that arrives when the test says so. */
function sectionCode() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = () => arrived.then(() => () => <p>Drawn by React</p>);
  return { load, arrive };
}

test("a prerendered section keeps the build's HTML while it attaches, then draws itself once its code is here", async () => {
  const { load, arrive } = sectionCode();
  const Section = await prerenderedSection(load);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = '<div><p>From the build</p></div>';

  render(<Section />, { container, hydrate: true });
  expect(container.innerHTML).toBe('<div><p>From the build</p></div>');

  arrive();
  expect(await screen.findByText('Drawn by React')).toBeVisible();
  expect(container.innerHTML).toBe('<div><p>Drawn by React</p></div>');
});

test('a page the browser renders itself waits for the code instead of drawing an empty section', async () => {
  const { load, arrive } = sectionCode();
  const Section = await prerenderedSection(load);

  const container = document.body.appendChild(document.createElement('div'));
  // A Greek visitor's page: nothing is committed until the section's code is here.
  await act(async () => render(<Section />, { container }));
  expect(container.innerHTML).toBe('');

  await act(async () => arrive());
  expect(await screen.findByText('Drawn by React')).toBeVisible();
  expect(container.innerHTML).toBe('<div><p>Drawn by React</p></div>');
});
