import { reads, type LoaderContext } from '@/api/reads';

// What the settings screens open with (src/app/route-data.ts, src/ui/use-loader.ts); free of the validation library, as the boot script reads it too.
export const corporationLoader = ({ corporationId }: LoaderContext) => ({ corporation: reads.corporation(corporationId) });

/** The sub-accounts, and the one being edited among them. */
export const membersLoader = ({ corporationId }: LoaderContext) => ({ members: reads.members(corporationId) });
