import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './index.css';
import { z } from 'zod';
import { humanIssueMessage } from '@takeoff/shared/common';

// Every form shows validation in words people read, from one mapping (schemas' own messages still win).
z.config({ customError: humanIssueMessage });

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
