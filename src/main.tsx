import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './i18n';
import { render } from './mrz-client';
import { startupFields } from './state/startup';
import './styles.css';

// Read once per page load, before React (whose development checks run initialisers twice).
const initial = startupFields();
// Start the worker and its WebAssembly now, while React and the translations load; the
// page's own first request supersedes this one, and finds the worker ready.
void render(initial);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App initial={initial} />
  </StrictMode>,
);
