import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ja } from '@/messages/ja';
import type { BaseLocationHook } from 'wouter';

// A fresh guard per test: what it holds (the shown location, the blockers) is the page's, for its whole life.
let guard: typeof import('./navigation-guard');
beforeEach(async () => {
  vi.resetModules();
  guard = await import('./navigation-guard');
});

/** What the router does on popstate (wouter listens on window, in the bubble phase). */
function routerListener() {
  const seen: string[] = [];
  const listener = () => void seen.push(window.location.pathname);
  window.addEventListener('popstate', listener);
  return { seen, stop: () => window.removeEventListener('popstate', listener) };
}

/** The browser's Back: the URL is already the previous entry's when popstate fires. */
function pressBack(to: string) {
  window.history.replaceState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the browser's Back button from a dirty form", () => {
  it('asks; declining keeps the router where it is and steps history back to the form', () => {
    const router = routerListener();
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const form = renderHook(({ dirty }) => guard.useUnsavedChanges(dirty), { initialProps: { dirty: true } });

    pressBack('/facilities');
    expect(asked).toHaveBeenCalledWith(ja.unsavedChanges);
    expect(router.seen).toEqual([]);
    expect(go).toHaveBeenCalledWith(1);
    // The forward step that history.go(1) causes is ours: no question, no routing.
    pressBack('/facilities/new');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(router.seen).toEqual([]);

    form.unmount();
    router.stop();
  });

  it('agreeing lets the router follow, and nothing asks again on the way out', async () => {
    const router = routerListener();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const form = renderHook(() => guard.useUnsavedChanges(true));
    pressBack('/facilities');
    await Promise.resolve();
    expect(router.seen.length).toBeGreaterThan(0);
    expect(new Set(router.seen)).toEqual(new Set(['/facilities']));
    expect(guard.isNavigationBlocked()).toBe(false);
    form.unmount();
    router.stop();
  });

  it('holds the screen on the form while a Back is being decided, even if the app renders before popstate', () => {
    let browserLocation = '/facilities/new';
    const browserHook = (() => [browserLocation, () => undefined]) as unknown as BaseLocationHook;
    const useGuarded = guard.guardLocationHook(browserHook);
    const form = renderHook(() => guard.useUnsavedChanges(true));
    const app = renderHook(() => useGuarded()[0]);
    expect(app.result.current).toBe('/facilities/new');
    // The browser has moved back; the app happens to render before the popstate is handled.
    browserLocation = '/facilities';
    app.rerender();
    expect(app.result.current).toBe('/facilities/new');
    // Once leaving is agreed, the app follows the browser.
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    act(() => pressBack('/facilities'));
    // Agreed on popstate: the app renders the browser's location by itself.
    expect(app.result.current).toBe('/facilities');
    form.unmount();
  });

  it('does not ask when nothing is dirty, and stops listening once the form is clean', () => {
    const router = routerListener();
    const asked = vi.spyOn(window, 'confirm');
    const form = renderHook(({ dirty }) => guard.useUnsavedChanges(dirty), { initialProps: { dirty: true } });
    form.rerender({ dirty: false });
    pressBack('/facilities');
    expect(asked).not.toHaveBeenCalled();
    expect(router.seen).toEqual(['/facilities']);
    expect(guard.confirmLeave()).toBe(true);
    form.unmount();
    router.stop();
  });

  it('guards a form made dirty again after an agreed leave that did not unmount it', () => {
    vi.spyOn(window, 'confirm').mockReturnValueOnce(true).mockReturnValueOnce(false);
    const form = renderHook(({ dirty }) => guard.useUnsavedChanges(dirty), { initialProps: { dirty: true } });
    expect(guard.confirmLeave()).toBe(true);
    form.rerender({ dirty: false });
    form.rerender({ dirty: true });
    expect(guard.confirmLeave()).toBe(false);
    form.unmount();
  });
  it("asks nothing, and lets the page go, when the move is not the user's choice (session ended, access rules)", () => {
    const asked = vi.spyOn(window, 'confirm');
    const form = renderHook(() => guard.useUnsavedChanges(true));
    expect(guard.isNavigationBlocked()).toBe(true);
    guard.leaveWithoutAsking();
    expect(guard.isNavigationBlocked()).toBe(false);
    expect(guard.confirmLeave()).toBe(true);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    expect(asked).not.toHaveBeenCalled();
    form.unmount();
  });
});
