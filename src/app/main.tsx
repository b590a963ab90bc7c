// Browser entry: creates the tab's session, offers it to automation (window.gangTable), mounts
// the composition root, then opens the room the address names, if any.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { installAutomation } from './automation.ts';
import { createBrowserSession } from './browser-session.ts';
import '../i18n/i18n.ts'; // the reader's language, before the first render
import '../ui/theme.css';
import '../ui/controls.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const session = createBrowserSession();
installAutomation(window, session);

createRoot(root).render(
  <StrictMode>
    <App session={session} />
  </StrictMode>,
);

// A host writes its snapshot a moment after each change; a closing or hidden page writes it now.
window.addEventListener('pagehide', () => session.persistNow());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') session.persistNow();
});

void session.boot();
