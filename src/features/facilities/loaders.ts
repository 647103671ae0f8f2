import { reads, type LoaderContext } from '@/api/reads';
import { readFacilityListUrl } from './facility-list-url';

// What the facility screens open with (src/app/route-data.ts, src/ui/use-loader.ts); free of the validation library, as the boot script reads it too.

/** The list: 'enabled' is the one status the API filters (docs/facilities.md); the rest applies to the loaded list. */
export const facilityListLoader = ({ corporationId, search }: LoaderContext) => {
  const { status } = readFacilityListUrl(search);
  return { list: reads.facilities(corporationId, status === 'enabled' ? status : undefined) };
};

/** A facility's screen: the facility, and its agreement below it. */
export const facilityLoader = ({ corporationId, params: { facilityId = '' } }: LoaderContext) => ({
  facility: reads.facility(corporationId, facilityId),
  agreement: reads.agreement(corporationId, facilityId),
});
