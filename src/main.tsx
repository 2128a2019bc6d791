// The boot module first: the worker starts loading before the rest of the page is evaluated.
import { initial } from './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App initial={initial} />
  </StrictMode>,
);
