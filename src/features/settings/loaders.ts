import { reads, type LoaderContext } from '@/api/reads';

/**
 * The data the settings screens open with (their routes' loaders, src/app/route-data.ts), read by the
 * screens through src/ui/use-loader.ts. Kept free of the validation library: the boot script reads
 * it too.
 */
export const corporationLoader = ({ corporationId }: LoaderContext) => ({ corporation: reads.corporation(corporationId) });

/** The sub-accounts, and the one being edited among them. */
export const membersLoader = ({ corporationId }: LoaderContext) => ({ members: reads.members(corporationId) });
