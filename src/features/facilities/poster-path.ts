import { paths } from '@/paths';

/** The A4 check-in poster of a facility: its detail route with `?view=poster` (no route of its own). */
export const POSTER_VIEW = 'poster';
export const posterHref = (facilityId: string) => `${paths.facility(facilityId)}?view=${POSTER_VIEW}`;
export const isPosterView = (search: string) => new URLSearchParams(search).get('view') === POSTER_VIEW;
