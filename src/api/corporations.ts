import { type } from 'arktype';
import { corporationRules } from './corporation-rules';
import { request } from './client';
import { checked } from './validate';

export const Corporation = type({
  id: 'string',
  name: 'string',
  email: 'string',
  isTicketMailReceivable: 'boolean = true',
});
export type Corporation = typeof Corporation.infer;

/** PATCH body: any of the editable fields, checked by the form and the fake server with the same rules. */
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
