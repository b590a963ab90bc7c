// Browser entry: creates the tab's session, offers it to automation (window.gangTable), mounts
// the composition root, then opens the room the address names, if any.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { installAutomation } from './automation.ts';
import { createBrowserSession } from './browser-session.ts';
import { languageReady } from '../i18n/i18n.ts';
import '../ui/theme.css';
import '../ui/controls.css';
import '../ui/screens.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const session = createBrowserSession();
installAutomation(window, session);

// The reader's words first (English is bundled; another language's, and every game's, are small
// chunks fetched now): the first render never shows a key. A failed fetch shows English.
await languageReady().catch(() => {});

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
