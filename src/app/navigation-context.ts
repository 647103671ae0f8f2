import { createContext, useContext } from 'react';
import type { BaseLocationHook } from 'wouter';

/**
 * What the app shows of a navigation, in contexts of their own (./shown-location.ts makes the
 * values): each changes only with its own part, so that a press re-renders only what reads it.
 */
export type Navigate = (to: string, options?: unknown) => void;

/**
 * What the layout and the guards read: the requested path and whether the navigation is held.
 * The searches are not in it: a new order or filter (a search alone) changes none of this, so the
 * render that answers its key press or click leaves them, and the screen, as they were.
 */
export type NavigationState = { requested: string; held: boolean };

export const ShownLocationContext = createContext<NavigationState>({ requested: '/', held: false });

/** The shown search alone, for wouter's search hook: it changes with the shown location only. */
export const ShownSearchContext = createContext('');

type ShownPath = [path: string, navigate: Navigate];

/**
 * The shown path alone, for wouter's hook: every link reads it (a list's 300 rows among them), so
 * it changes only when the shown path does, not at the press that starts a navigation.
 */
export const ShownPathContext = createContext<ShownPath>(['/', () => undefined]);

/** wouter's location hook for the Router: the shown location. */
export const useShownPath = (() => useContext(ShownPathContext)) as BaseLocationHook;

export const useShownSearch = () => useContext(ShownSearchContext);

/** The browser's own path, a step ahead of the shown one while a navigation waits. */
export const useRequestedPath = () => useContext(ShownLocationContext).requested;

/** A navigation waits for its /api/me answer or its screen's code (`ShownLocation.held`). */
export const useNavigationHeld = () => useContext(ShownLocationContext).held;
