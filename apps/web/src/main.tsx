import { startTransition, StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { prefetchFirstPage } from './app/routes/prefetch';
import { applyTheme, followSystemTheme } from './app/shell/theme';
import { reportUncaughtErrors } from './lib/error-reporting';
import 'virtual:bootstrap-icons.css';
import './styles/main.scss';

applyTheme();
followSystemTheme();
reportUncaughtErrors();
// The icon font (inlined in the stylesheet) decodes now rather than with the first icon laid out: no shift then.
void document.fonts.load('1em bootstrap-icons');

prefetchFirstPage(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// React's renderer, long to start, starts in a task of its own; the first screen renders as a transition, which React
// does in slices.
setTimeout(() =>
  import('react-dom/client').then(({ createRoot }) =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <AppProvider>
            <RouterProvider router={router} />
          </AppProvider>
        </StrictMode>,
      ),
    ),
  ),
);
