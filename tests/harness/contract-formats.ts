import type { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isDateTime, isFullDate } from '@/lib/iso-formats';

/**
 * The formats of openapi.json as the contract means them: ajv-formats for the others, and
 * `date` / `date-time` exactly as RFC 3339 §5.6 writes them (the console's own reading,
 * src/lib/iso-formats.ts). ajv-formats' own date-time also takes a space for the `T` and an
 * offset without its colon, which RFC 3339 does not.
 */
export function addContractFormats(ajv: Ajv2020): Ajv2020 {
  addFormats(ajv as never);
  ajv.addFormat('date-time', { type: 'string', validate: isDateTime });
  ajv.addFormat('date', { type: 'string', validate: isFullDate });
  return ajv;
}
