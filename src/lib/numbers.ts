/** Counts as people read them: thousands separators everywhere, as check-ins show 6,315件. */
const counts = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/** `1,483`: a whole count with thousands separators ('—' when it is not a number). */
export const formatCount = (value: number): string => (Number.isFinite(value) ? counts.format(Math.round(value)) : '—');

/** `1,483件`, `12枚`: a count with its unit, so one column never mixes units. */
export const formatCountOf = (value: number, unit: string): string => `${formatCount(value)}${unit}`;
