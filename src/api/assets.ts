import { apiMessages } from '@/messages/api';
import { uploadMessages } from '@/messages/upload';
import { ApiError, displayMessageIn } from './api-error';
import { request } from './client';
import { apiPath } from './api-path';
import { watchPolicyViolations } from './policy-violations';
import { checked } from './validate';
import { id, lazySchema, type Infer, type } from './wire';

/**
 * The asset upload contract (docs/upload-and-rules.md "The calls"). Only the token comes through the API client (bearer, 401 → sign-out):
 * the asset service gets `X-Asset-Token` and the signed URL nothing, never the bearer, so both are called with plain fetch / XMLHttpRequest.
 */
export const AssetAccess = lazySchema(() => type({ token: 'string', apiUrlBase: 'string' }));
export type AssetAccess = Infer<typeof AssetAccess>;
export const SignedUrlInfo = lazySchema(() => type({ id: 'string', url: 'string' }));
export type SignedUrlInfo = Infer<typeof SignedUrlInfo>;
/** What the asset service answers for an uploaded file. */
export const UploadedAsset = lazySchema(() => type({ id, url: 'string', thumbnailUrl: 'string', originalFileUrl: 'string' }));
export type UploadedAsset = Infer<typeof UploadedAsset>;

export type AssetType = 'image' | 'movie';
export type ImageScale = 'small' | 'medium' | 'large' | 'original';

/** GET /api/assets/token → {token, apiUrlBase}. */
export async function fetchAssetAccess(signal?: AbortSignal): Promise<AssetAccess> {
  return checked(AssetAccess(), await request(apiPath('getAssetToken'), { signal }), 'getAssetToken');
}

const assetUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

function displayMessageOf(text: string): string | undefined {
  try {
    return displayMessageIn(JSON.parse(text));
  } catch {
    return undefined; // not JSON
  }
}

function httpFailure(method: string, url: string, status: number, body: string): ApiError {
  const error = new ApiError(status, apiMessages.httpStatus(status), { displayMessage: displayMessageOf(body) });
  console.error(`[assets] ${method} ${url} failed`, error.status, error.displayMessage ?? error.message);
  return error;
}

/** A request without an answer: blocked by the page's CSP (the build does not list the asset service: a configuration to fix), or the network. */
async function noAnswer(method: string, url: string, policy: ReturnType<typeof watchPolicyViolations>): Promise<ApiError> {
  const block = await policy.blocked();
  if (block) {
    console.error(
      `[assets] ${method} ${url} was blocked by the page's Content-Security-Policy (${block.directive}): ` +
        `the build must list ${new URL(url).origin} in VITE_ASSET_ORIGINS`,
    );
    return new ApiError(0, uploadMessages.blockedByPolicy);
  }
  console.error(`[assets] ${method} ${url} failed: no answer (network)`);
  return new ApiError(0, uploadMessages.network);
}

/** POST to the asset service: JSON, `X-Asset-Token`, no Authorization (plain headers, which pretender keeps). */
async function postToAssetService(access: AssetAccess, path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
  const url = assetUrl(access.apiUrlBase, path);
  const policy = watchPolicyViolations(url);
  let response: Response;
  try {
    response = await globalThis.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Asset-Token': access.token },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw await noAnswer('POST', url, policy);
  } finally {
    policy.stop();
  }
  const text = await response.text();
  if (!response.ok) throw httpFailure('POST', url, response.status, text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(response.status, uploadMessages.badResponse);
  }
}

/** POST {base}/v1/signed/issue {assetType, contentType} → {id, url}. */
export async function issueSignedUrl(access: AssetAccess, body: { assetType: AssetType; contentType: string }, signal?: AbortSignal): Promise<SignedUrlInfo> {
  return checked(SignedUrlInfo(), await postToAssetService(access, apiPath('issueSignedUrl'), body, signal), 'issueSignedUrl');
}

/** POST {base}/v1/signed/images {options: {scale}, signedUrlInfo} (scale defaults to medium). */
export async function registerImage(
  access: AssetAccess,
  signedUrlInfo: SignedUrlInfo,
  scale: ImageScale = 'medium',
  signal?: AbortSignal,
): Promise<UploadedAsset> {
  const data = await postToAssetService(access, apiPath('registerImage'), { options: { scale }, signedUrlInfo }, signal);
  return checked(UploadedAsset(), data, 'registerImage');
}

/** POST {base}/v1/signed/movies {signedUrlInfo}. */
export async function registerMovie(access: AssetAccess, signedUrlInfo: SignedUrlInfo, signal?: AbortSignal): Promise<UploadedAsset> {
  return checked(UploadedAsset(), await postToAssetService(access, apiPath('registerMovie'), { signedUrlInfo }, signal), 'registerMovie');
}

export type PutOptions = {
  url: string;
  file: Blob;
  contentType: string;
  /** Percent sent so far (never clamped: the upload machine refuses a value outside 0..100). */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * PUT the file to the signed URL through XMLHttpRequest, the one browser API that reports upload progress, with only Content-Type.
 * Reports 0 at the start and 100 once answered, whatever the transport reports between (Mirage's fake XHR: docs/upload-and-rules.md).
 */
export function putToSignedUrl({ url, file, contentType, onProgress, signal }: PutOptions): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const policy = watchPolicyViolations(url);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      policy.stop();
      outcome();
    };
    function onAbort() {
      settle(() => reject(new DOMException('Aborted', 'AbortError')));
      xhr.abort();
    }
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.addEventListener('progress', (event: ProgressEvent) => {
      // Mirage's fake XHR reports loaded > total when its timer runs late (a browser never does): dropped, never clamped.
      if (settled || !event.lengthComputable || event.total <= 0 || event.loaded > event.total) return;
      onProgress(Math.floor((event.loaded / event.total) * 100));
    });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        settle(() => {
          onProgress(100);
          resolve();
        });
      } else {
        settle(() => reject(httpFailure('PUT', url, xhr.status, typeof xhr.responseText === 'string' ? xhr.responseText : '')));
      }
    };
    xhr.onerror = () => {
      if (!settled) void noAnswer('PUT', url, policy).then((error) => settle(() => reject(error)));
    };
    onProgress(0);
    xhr.send(file);
  });
}
