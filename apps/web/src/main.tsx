import { languageReady } from './i18n';
import './styles/global.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProviders, createQueryClient } from './app/providers';
import { AppRouter, preloadPage } from './app/router';
import { sessionStore } from './entities/session/session';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/** How long the first render waits for what the page shows first before showing placeholders. */
const FIRST_RENDER_WAIT_MS = 500;

// With its code and first data in, the page shows at once, instead of placeholders that React
// keeps on screen for 300 ms or more once shown.
// The session is checked first, as the app always did: a token left over from an ended session
// is found out by that check (which counts for the freemium allowance), not by the page's data.
void sessionStore.checkAuth();
const queryClient = createQueryClient();
const pageReady = preloadPage(window.location, queryClient);
const waitCap = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
// The words always: a first screen of bare keys would be worse than a later one.
void Promise.all([languageReady, Promise.race([pageReady, waitCap])]).then(() => {
  const root = createRoot(container);
  // As a transition, the first render works in slices of a few milliseconds, between which the
  // browser stays responsive, instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
});
