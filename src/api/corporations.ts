import type { CorporationPatch } from './corporation-rules';
import type { AppMutation } from './mutation';
import { reads } from './reads';
import { request } from './client';
import { apiPath } from './api-path';
import { checked, checkedItems, markedName, rawId, salvaged } from './validate';
import { id, text, lazySchema, type Infer, type } from './wire';

export const Corporation = lazySchema(() => type({ id, name: 'string', email: text, isTicketMailReceivable: 'boolean = true' }));
export type Corporation = Infer<typeof Corporation>;

const CorporationList = lazySchema(() => type({ corporations: 'unknown[]' }));
const CorporationOne = lazySchema(() => type({ corporation: Corporation() }));

export async function listCorporations(): Promise<Corporation[]> {
  const { corporations } = checked(CorporationList(), await request(apiPath('listCorporations')), 'listCorporations');
  return checkedItems(Corporation(), corporations, 'listCorporations', (raw, index) => {
    const corporation = salvaged(Corporation(), raw, { id: rawId(raw, index), name: '', email: '' }, 'listCorporations');
    return { ...corporation, name: markedName(corporation.name, corporation.id) };
  });
}

export const readCorporation = (data: unknown): Corporation => checked(CorporationOne(), data, 'getCorporation').corporation;

export async function patchCorporation(id: string, patch: CorporationPatch): Promise<Corporation> {
  const data = await request(apiPath('updateCorporation', { corporationId: id }), { method: 'PATCH', body: patch });
  return checked(CorporationOne(), data, 'updateCorporation').corporation;
}

export const corporationMutations = {
  /** The answer is the saved corporation: the settings screen shows it without asking again. */
  update: (corporationId: string): AppMutation<CorporationPatch, Corporation> => ({
    mutationFn: (patch) => patchCorporation(corporationId, patch),
    updateCache: (queryClient, corporation) => queryClient.setQueryData(reads.corporation(corporationId).key, corporation),
  }),
};
