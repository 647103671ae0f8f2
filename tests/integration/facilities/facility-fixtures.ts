import { act, screen } from '@testing-library/react';
import { MainLayout, screenOf } from '@/app/preload';
import { routes } from '@/app/routes';
import type { Activity, Tag } from '@/api/facilities';
import { checkInUrlFor, facilityTable, type FacilityRow } from '@mirage/routes/facilities-data';
import type { AppServer } from '@mirage/routes/define-routes';

let sequence = 0;

export const activityRow = (overrides: Partial<Activity> = {}): Activity => ({
  id: `act-test-${(sequence += 1)}`,
  syncStatus: 'synced',
  status: 'enabled',
  activityProps: { displayName: 'テラス席', restrictionLevel: 1, isIndoor: false, isPetFriendly: true },
  requirementProps: {
    canEnterSmall: true,
    canEnterMedium: true,
    canEnterLarge: false,
    isNeedRabies: true,
    maxRabiesInterval: 1,
    isRabiesTagAlt: true,
    isNeedVaccine: true,
    maxVaccineInterval: 1,
    minVaccineKinds: 5,
    isAntibodyAltToVaccine: false,
    maxAntibodyInterval: null,
    isMinAgeMonths: false,
    minAgeMonths: null,
  },
  activityTags: [],
  ...overrides,
});

/** One stored facility for a test; every test creates what it needs (no demo seed). */
export function insertFacility(server: AppServer, corporationId: string, overrides: Partial<FacilityRow> = {}): FacilityRow {
  sequence += 1;
  const id = overrides.id ?? `fac-test-${sequence}`;
  const tags: Tag[] = [{ displayName: '飲食店', type: 'category' }];
  return facilityTable(server).insert({
    id,
    corporationId,
    name: `テスト施設${sequence}`,
    tel: '03-1234-5678',
    url: 'https://example.jp/',
    catchphrase: 'わんちゃんと一緒に',
    introduction: '紹介文です。',
    caution: '',
    latitude: 35.6,
    longitude: 139.7,
    status: 'enabled',
    images: [{ id: `${id}-img-1`, url: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E' }],
    confirmedAt: null,
    confirmationReason: null,
    checkInUrl: checkInUrlFor(id),
    qrCodeId: `QR-${sequence}`,
    memoForCheckIn: '',
    address: { postalCode: '150-0001', prefecture: '東京都', address: '渋谷区神宮前1-1-1' },
    deliveryAddress: null,
    tags,
    activities: [],
    agreement: null,
    createdAt: `2026-01-${String(10 + (sequence % 18)).padStart(2, '0')}T10:00:00+09:00`,
    ...overrides,
  });
}

/**
 * The facility screens' code (and the signed-in shell), loaded once before a file's tests, as
 * renderApp does before each render: every test's own time goes to its own work, not to the
 * first import of the screens and their arktype input types.
 */
export async function preloadFacilityScreens(): Promise<void> {
  await Promise.all([MainLayout.preload(), ...routes.filter((route) => route.pattern.startsWith('/facilities')).map((route) => screenOf(route).preload())]);
}

/**
 * The control a <label> starting with `label` points at, inside `container`. The facility forms are
 * long: Testing Library's label and role queries resolve labels or styles for every element of the
 * page, about a second each in jsdom, so these tests find controls through their label element.
 */
export function controlByLabel(container: HTMLElement, label: string | RegExp): HTMLElement {
  const matches = (text: string) => (typeof label === 'string' ? text.startsWith(label) : label.test(text));
  const labels = [...container.querySelectorAll('label')].filter((element) => matches(element.textContent ?? ''));
  const control = labels
    .map((element) => (element.htmlFor ? container.ownerDocument.getElementById(element.htmlFor) : element.querySelector('input, select, textarea')))
    .find(Boolean);
  if (!control) throw new Error(`No control labelled ${String(label)}`);
  return control as HTMLElement;
}

type Keyboard = { keyboard: (keys: string) => Promise<void> };

/** Activates a button from the keyboard (focus, Enter), as a keyboard user does: no pointer checks. */
export async function press(user: Keyboard, button: HTMLElement): Promise<void> {
  act(() => button.focus());
  await user.keyboard('{Enter}');
}

/** Toggles a checkbox from the keyboard (focus, Space). */
export async function toggle(user: Keyboard, checkbox: HTMLElement): Promise<void> {
  act(() => checkbox.focus());
  await user.keyboard(' ');
}

/**
 * A section of the facility detail by its heading: a role query over this long page checks every
 * element's visibility (slow in jsdom).
 */
export const sectionByHeading = (name: string): HTMLElement => screen.getByText(name, { selector: 'h2' }).closest('section') as HTMLElement;
