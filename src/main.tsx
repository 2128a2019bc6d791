import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './i18n';
import { startupFields } from './state/startup';
import './styles.css';

// Read once per page load, before React (whose development checks run initialisers twice).
const initial = startupFields();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App initial={initial} />
  </StrictMode>,
);
