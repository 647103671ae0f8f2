import { createContext, useContext } from 'react';

/**
 * The browser's own path (a step ahead of what is shown while a navigation waits for its
 * /api/me answer or its code, src/app/location-gate.ts). The shell makes the old screen inert
 * meanwhile, so nothing typed lands in a screen the user is leaving.
 */
export const RequestedPathContext = createContext<() => string | undefined>(() => undefined);

export const useRequestedPath = (): string | undefined => useContext(RequestedPathContext)();
