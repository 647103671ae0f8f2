import { uploadMessages as m } from '@/messages/upload';

export type AssetKind = 'image' | 'movie';
export type ImageScale = 'small' | 'medium' | 'large' | 'original';
/** The steps of docs/api.md "Asset upload (images and movies)", in order. */
export type UploadStep = 'token' | 'issue' | 'put' | 'register';

/** GET /api/assets/token */
export type AssetAccess = { token: string; apiUrlBase: string };
/** POST {base}/v1/signed/issue */
export type SignedUrlInfo = { id: string; url: string };
/** POST {base}/v1/signed/images | movies. */
export type UploadedAsset = { id: string; url: string; thumbnailUrl: string; originalFileUrl: string };

/** The largest upload body: 1 GiB; a file of exactly that size is accepted. */
export const MAX_UPLOAD_BYTES = 1024 ** 3;
/** Defaults: docs/product.md "Constants and limits". */
export const DEFAULT_IMAGE_SCALE: ImageScale = 'medium';
export const DEFAULT_CONTENT_TYPE: Record<AssetKind, string> = { image: 'image/jpeg', movie: 'video/webm' };
const KIND_PREFIX: Record<AssetKind, string> = { image: 'image/', movie: 'video/' };

/**
 * An asset base that is still a mock placeholder (empty, or containing "mock", e.g. a
 * configuration left at `https://mock.example`) must not be called: 'AccessInfo is not valid.'
 */
export function isPlaceholderAssetBase(base: unknown): boolean {
  return typeof base !== 'string' || base.trim() === '' || base.toLowerCase().includes('mock');
}

/** A progress value must be a number between 0 and 100 (both included). */
export const isValidProgress = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

/** The content type sent to the asset service: the file's own, or its kind's default. */
export const contentTypeFor = (file: { type: string }, kind: AssetKind): string => file.type || DEFAULT_CONTENT_TYPE[kind];

/** Why a file cannot be sent at all (before any call), or undefined when it can. */
export function fileProblem(file: { size: number; type: string } | null | undefined, kind: AssetKind): string | undefined {
  if (!file) return m.noFile;
  if (file.size > MAX_UPLOAD_BYTES) return m.tooLarge;
  if (file.type && !file.type.toLowerCase().startsWith(KIND_PREFIX[kind])) return m.wrongKind[kind];
  return undefined;
}

/** The server's Japanese message when it gave one, else the error's own message. */
export function failureDetail(error: unknown): string {
  if (error && typeof error === 'object') {
    const { displayMessage, message } = error as { displayMessage?: unknown; message?: unknown };
    if (typeof displayMessage === 'string' && displayMessage) return displayMessage;
    if (typeof message === 'string' && message) return message;
  }
  return typeof error === 'string' ? error : '';
}

/** What the user reads when a step fails: what failed, then why. */
export function stepFailureMessage(step: UploadStep, error: unknown): string {
  const detail = failureDetail(error);
  return detail ? `${m.failed[step]} ${detail}` : m.failed[step];
}
