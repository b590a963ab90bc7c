// React access to the session: a context carrying the one Session of the tab, and a selector
// hook over its store. Components re-render only when the slice they select changes.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { Session, SessionState } from './session.ts';

/** The tab's session; provided once by the composition root (src/app/App.tsx). */
export const SessionContext = createContext<Session | null>(null);

/** The session controller (create, join, act, leave). */
export function useSessionController(): Session {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error('useSession* needs a <SessionContext.Provider> above it (see src/app/App.tsx)');
  }
  return session;
}

/** A slice of the session state; re-renders when that slice changes. */
export function useSession<T>(selector: (s: SessionState) => T): T {
  return useStore(useSessionController().store, selector);
}
