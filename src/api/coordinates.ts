import { type } from 'arktype';
import { lazySchema } from './wire';

/** A facility's position in degrees: the one definition of its bounds, for the answers, openapi.json, the form and the fake server. */
export const COORDINATE_LIMITS = { latitude: 90, longitude: 180 } as const;
export type CoordinateAxis = keyof typeof COORDINATE_LIMITS;

/** A decimal string within the axis' bounds, as Rails serialises a decimal column ("35.648600"), leading zeros allowed. */
export const coordinatePatterns: Record<CoordinateAxis, RegExp> = {
  latitude: /^-?0*(?:[1-8]?\d(?:\.\d+)?|90(?:\.0+)?)$/,
  longitude: /^-?0*(?:(?:1[0-7]\d|[1-9]?\d)(?:\.\d+)?|180(?:\.0+)?)$/,
};

const labels: Record<CoordinateAxis, string> = { latitude: '緯度', longitude: '経度' };
const examples: Record<CoordinateAxis, string> = { latitude: '35.648600', longitude: '139.700000' };

/** A coordinate as a number within the bounds (what the console sends). */
export const coordinateNumber = (axis: CoordinateAxis) => type('number').atLeast(-COORDINATE_LIMITS[axis]).atMost(COORDINATE_LIMITS[axis]);

/** A coordinate as an answer may carry it: a number or a decimal string within the bounds; null and '' read as none. */
const coordinateOrNull = (axis: CoordinateAxis) => {
  const limit = COORDINATE_LIMITS[axis];
  return coordinateNumber(axis)
    .or(type(coordinatePatterns[axis]).pipe((value): number => Number(value)))
    .or(type("null | ''").pipe((): null => null))
    .configure({ note: `${labels[axis]}（-${limit}〜${limit}）：数値、小数の文字列（"${examples[axis]}"）、または null / 空文字（なし）` });
};

export const LatitudeOrNull = lazySchema(() => coordinateOrNull('latitude'));
export const LongitudeOrNull = lazySchema(() => coordinateOrNull('longitude'));
