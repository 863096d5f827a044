import { createContext, useContext } from 'react';
import type { Session } from './session.js';

export interface SessionControls {
  session: Session;
  /** The signed-in client was rotated: its token is refused from now on; ask for the new secret. */
  rotatedOwnClient: (secret: string) => void;
}

export const SessionContext = createContext<SessionControls | null>(null);

export function useSession(): SessionControls {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside the signed-in console');
  return value;
}
