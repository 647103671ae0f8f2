import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type } from 'arktype';
import { INVISIBLE_CHARACTERS, normalizeEmail } from '@/lib/text';
import { ja } from '@/messages/ja';
import { settingsMessages } from '@/messages/settings';
import { request } from './client';
import { emailRule, textRule } from './field-rules';
import type { AppMutation } from './mutation';
import { checked } from './validate';

export const Corporation = type({
  id: 'string',
  name: 'string',
  email: 'string',
  isTicketMailReceivable: 'boolean = true',
});
export type Corporation = typeof Corporation.infer;

export const CORPORATION_NAME_MAX = 100;
/** The longest e-mail address a mail server accepts (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

const labels = settingsMessages.corporation;

/**
 * An e-mail address as people type it: invisible characters (zero-width space, BOM…) are
 * refused with a message rather than silently kept or dropped; full-width letters and spaces
 * from a Japanese IME become half-width and lower-case; then the shared e-mail rule (printable
 * ASCII only, so no emoji) and its length bound apply. Used by the forms and by Mirage alike.
 */
export const typedEmail = (label: string) =>
  type('string')
    .narrow((value, ctx) => !INVISIBLE_CHARACTERS.test(value) || ctx.reject({ message: ja.fieldRules.invisible(label), expected: ja.fieldRules.invisible(label) }))
    .pipe((value) => normalizeEmail(value), emailRule({ label, max: EMAIL_MAX, required: true }));

/** The company's rules (settings/corporation), shared by the form and the fake server. */
export const corporationRules = {
  /** Trimmed, then 1..100 characters. */
  name: type('string').pipe((value) => value.trim(), textRule({ label: labels.name, max: CORPORATION_NAME_MAX, required: true })),
  email: typedEmail(labels.email),
};

/** PATCH body: any of the editable fields (names and addresses as the rules above store them). */
export const CorporationPatch = type({
  'name?': corporationRules.name,
  'email?': corporationRules.email,
  'isTicketMailReceivable?': 'boolean',
}).onUndeclaredKey('delete');
export type CorporationPatch = typeof CorporationPatch.inferIn;

const CorporationList = type({ corporations: Corporation.array() });
const CorporationOne = type({ corporation: Corporation });

export async function listCorporations(): Promise<Corporation[]> {
  return checked(CorporationList, await request('/api/corporations'), 'corporations').corporations;
}

export async function getCorporation(id: string): Promise<Corporation> {
  return checked(CorporationOne, await request(`/api/corporations/${encodeURIComponent(id)}`), 'corporation').corporation;
}

export async function patchCorporation(id: string, patch: CorporationPatch): Promise<Corporation> {
  const data = await request(`/api/corporations/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
  return checked(CorporationOne, data, 'corporation').corporation;
}

/** Base path of everything scoped to a corporation. */
export const corporationPath = (corporationId: string) => `/api/corporations/${encodeURIComponent(corporationId)}`;

/** Cache keys: the corporation itself sits under the prefix every resource of it shares. */
export const corporationKeys = {
  all: (corporationId: string) => ['corporations', corporationId] as const,
  one: (corporationId: string) => [...corporationKeys.all(corporationId), 'corporation'] as const,
};

/** @example const corporation = useQuery(corporationQuery(cid)); */
export const corporationQuery = (corporationId: string) =>
  queryOptions({ queryKey: corporationKeys.one(corporationId), queryFn: () => getCorporation(corporationId) });

export const corporationMutations = {
  /** The answer is the saved corporation: the settings screen shows it without asking again. */
  update: (corporationId: string): AppMutation<CorporationPatch, Corporation> => ({
    mutationFn: (patch) => patchCorporation(corporationId, patch),
    updateCache: (queryClient: QueryClient, corporation) => queryClient.setQueryData(corporationKeys.one(corporationId), corporation),
  }),
};
