import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { applyTheme, followSystemTheme } from './app/shell/theme';
import { reportUncaughtErrors } from './lib/error-reporting';
import 'bootstrap-icons/font/bootstrap-icons.css';
import './styles/main.scss';

applyTheme();
followSystemTheme();
reportUncaughtErrors();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
