import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CorporationPatch } from './corporation-rules';
import { getCorporation, patchCorporation, type Corporation } from './corporations';
import type { AppMutation } from './mutation';
import { corporationKeys } from './query-keys';

/**
 * The corporation's query and mutation (beside src/api/corporations.ts, whose fetchers the
 * session reads too: they stay as they are).
 *
 * @example const corporation = useQuery(corporationQuery(cid));
 */
export const corporationQuery = (corporationId: string) =>
  queryOptions({ queryKey: corporationKeys.one(corporationId), queryFn: () => getCorporation(corporationId) });

export const corporationMutations = {
  /** The answer is the saved corporation: the settings screen shows it without asking again. */
  update: (corporationId: string): AppMutation<CorporationPatch, Corporation> => ({
    mutationFn: (patch) => patchCorporation(corporationId, patch),
    updateCache: (queryClient: QueryClient, corporation) => queryClient.setQueryData(corporationKeys.one(corporationId), corporation),
  }),
};
