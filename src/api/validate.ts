import { type } from 'arktype';
import { ApiError } from './api-error';

/** Checks a response at the boundary: a bad shape is a clear error here, not a crash later. */
export function checked<T>(schema: { (data: unknown): T | type.errors }, data: unknown, what: string): T {
  const out = schema(data);
  if (out instanceof type.errors) {
    console.error(`[api] unexpected response for ${what}: ${out.summary}`);
    throw new ApiError(0, `サーバーの応答の形式が正しくありません（${what}）。`, { data: out.summary });
  }
  return out;
}
