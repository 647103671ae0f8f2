import { createContext, useContext } from 'react';
import type { BaseLocationHook } from 'wouter';

/** What the app shows of a navigation, in contexts of their own (./shown-location.ts), so that a press re-renders only what reads each part. */
export type Navigate = (to: string, options?: unknown) => void;

/** The requested path and whether it is held, for the layout and the guards: a new search alone changes neither, leaving the screen as it was. */
export type NavigationState = { requested: string; held: boolean };

export const ShownLocationContext = createContext<NavigationState>({ requested: '/', held: false });

/** The shown search alone, for wouter's search hook: it changes with the shown location only. */
export const ShownSearchContext = createContext('');

/** The shown path alone, for wouter's hook: every link reads it (a list's 300 rows), so it does not change at the press that starts a navigation. */
export const ShownPathContext = createContext<[path: string, navigate: Navigate]>(['/', () => undefined]);

/** wouter's location hook for the Router: the shown location. */
export const useShownPath = (() => useContext(ShownPathContext)) as BaseLocationHook;

export const useShownSearch = () => useContext(ShownSearchContext);

/** The browser's own path, a step ahead of the shown one while a navigation waits. */
export const useRequestedPath = () => useContext(ShownLocationContext).requested;

/** A navigation waits for its /api/me answer or its screen's code (`ShownLocation.held`). */
export const useNavigationHeld = () => useContext(ShownLocationContext).held;
