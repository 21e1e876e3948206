import { useState } from 'react';
import { expect, test } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CompanyPromo } from '@takeoff/shared/promos';
import { changeLocale } from '@/lib/i18n';
import { apiServer } from '@/test/api-server';
import { renderComponent } from '@/test/render-component';
import { PromoQuestionsForm } from './promo-questions-form';
import { PreviewTab } from './preview-tab';

const promo: CompanyPromo = {
  id: 41,
  companyId: 500,
  companyName: 'Skyline Tech',
  videoUrl: null,
  questions: ['Why us?', 'Why now?', 'Why you?'],
  questionTranslations: { el: ['Γιατί εμείς;', '', ''] },
  updatedAt: '2026-11-01T09:00:00.000Z',
};

test('the questions form keeps a version per language and sends it with the questions', async () => {
  const sent: unknown[] = [];
  apiServer.use(
    http.post('/api/company-promos', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(promo);
    }),
  );
  // The form guards unsaved input on leaving the page: it lives in a data router.
  const router = createMemoryRouter([{ path: '/', element: <PromoQuestionsForm promo={promo} /> }]);
  const { user } = renderComponent(<RouterProvider router={router} />);
  // Folded away until asked for: the main questions' labels are the only ones.
  expect(screen.queryByLabelText('Question 1 (Ελληνικά)')).not.toBeInTheDocument();
  await user.click(screen.getByText('Questions for Ελληνικά readers (optional)'));
  expect(await screen.findByLabelText('Question 1 (Ελληνικά)')).toHaveValue('Γιατί εμείς;');
  await user.click(screen.getByLabelText('Question 3 (Ελληνικά)'));
  await user.paste('Γιατί εσείς;');
  await user.click(screen.getByRole('button', { name: 'Save Questions' }));
  await expect.poll(() => sent).toHaveLength(1);
  expect(sent[0]).toEqual({
    questions: promo.questions,
    questionTranslations: { el: ['Γιατί εμείς;', '', 'Γιατί εσείς;'], en: ['', '', ''] },
  });
});

test("the preview shows the questions as a reader of the interface's language sees them", async () => {
  await changeLocale('el');
  renderComponent(<PreviewTab promo={promo} companyName="Skyline Tech" />);
  expect(screen.getByText('Γιατί εμείς;')).toBeVisible();
  // Not translated: the main question.
  expect(screen.getByText('Why now?')).toBeVisible();
  expect(screen.queryByText('Why us?')).not.toBeInTheDocument();
});

test('the promo read again updates the questions nobody typed in and keeps what the member is typing', async () => {
  const changed: CompanyPromo = { ...promo, questions: ['Why us?', 'Why this year?', 'Why you?'] };
  function Refetching() {
    const [current, setCurrent] = useState(promo);
    return (
      <>
        <button type="button" onClick={() => setCurrent(changed)}>
          read again
        </button>
        <PromoQuestionsForm promo={current} />
      </>
    );
  }
  const router = createMemoryRouter([{ path: '/', element: <Refetching /> }]);
  const { user } = renderComponent(<RouterProvider router={router} />);
  const first = await screen.findByLabelText('Question 1');
  await user.clear(first);
  await user.type(first, 'What would you build first?');
  await user.click(screen.getByRole('button', { name: 'read again' }));
  await expect.poll(() => screen.getByLabelText('Question 2')).toHaveValue('Why this year?');
  expect(screen.getByLabelText('Question 1')).toHaveValue('What would you build first?');
});
