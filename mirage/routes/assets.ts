import { Response } from 'miragejs';
import type { AssetAccess, AssetType, SignedUrlInfo, UploadedAsset } from '@/api/assets';
import { bodyBytes, toDataUrl } from '../lib/data-url';
import { failure, isRecord } from '../lib/http';
import { nowIso } from '../lib/time';
import { randomToken } from '../lib/tokens';
import { mirageMessages } from '../messages';
import type { AssetRow, CoreTables } from '../models/core';
import { ASSET_MOUNT } from './contract-paths';
import { defineRoutes, type AppServer } from './define-routes';

/**
 * Where clients reach the asset service (told by GET /api/assets/token, and the base of signed upload URLs): the page's own
 * mount (the demo, tests), or an absolute URL when the fake is a real HTTP server on another origin (`npm run api`).
 */
const publicBases = new WeakMap<AppServer, string>();
export function setAssetServiceBase(server: AppServer, base: string = ASSET_MOUNT): void {
  publicBases.set(server, base.replace(/\/+$/, ''));
}
const publicBase = (server: AppServer) => publicBases.get(server) ?? ASSET_MOUNT;
export const IMAGE_SCALES = ['small', 'medium', 'large', 'original'] as const;

const contentTypePrefix: Record<AssetType, string> = { image: 'image/', movie: 'video/' };

const MOVIE_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">' +
    '<rect width="320" height="180" fill="#2f3640"/><polygon points="140,60 140,120 192,90" fill="#ffffff"/></svg>',
)}`;

/** The uploaded asset named by `signedUrlInfo`, of the type this endpoint handles. */
function uploadedAsset(tables: CoreTables, body: Record<string, unknown>, assetType: AssetType): AssetRow & { dataUrl: string } {
  const info = body.signedUrlInfo;
  const id = isRecord(info) && typeof info.id === 'string' ? info.id : undefined;
  const asset = id ? tables.assets.find(id) : null;
  if (!asset || asset.dataUrl === null) throw failure(422, mirageMessages.assetNotUploaded);
  if (asset.assetType !== assetType) throw failure(422, mirageMessages.assetTypeInvalid);
  return { ...asset, dataUrl: asset.dataUrl };
}

export function registerAssetRoutes(server: AppServer): void {
  const routes = defineRoutes(server);

  routes.get('/api/assets/token', ({ account, tables }): AssetAccess => {
    const token = randomToken();
    tables.assetTokens.insert({ token, accountId: account.id, createdAt: nowIso() });
    return { token, apiUrlBase: publicBase(server) };
  });

  routes.assetService.post(`${ASSET_MOUNT}/v1/signed/issue`, ({ json, tables }): SignedUrlInfo => {
    const { assetType, contentType } = json();
    if (assetType !== 'image' && assetType !== 'movie') throw failure(422, mirageMessages.assetTypeInvalid);
    if (typeof contentType !== 'string' || !contentType.toLowerCase().startsWith(contentTypePrefix[assetType])) {
      throw failure(422, mirageMessages.assetContentTypeInvalid);
    }
    const id = `${assetType === 'image' ? 'img' : 'mov'}-${randomToken(8)}`;
    tables.assets.insert({ id, assetType, contentType, status: 'issued', dataUrl: null, size: 0, scale: null, createdAt: nowIso() });
    return { id, url: `${publicBase(server)}/upload/${id}` };
  });

  routes.signedUrl.put(`${ASSET_MOUNT}/upload/:id`, async ({ header, params, request, tables }) => {
    // The API bearer must never leave for a signed URL: a client that sends it is wrong.
    if (header('authorization') !== undefined) throw failure(400, mirageMessages.bearerOnSignedUrl);
    const asset = tables.assets.find(params.id ?? '');
    if (!asset || asset.status === 'processed') throw failure(404, mirageMessages.assetNotFound);
    const bytes = await bodyBytes(request.requestBody);
    if (bytes.length === 0) throw failure(400, mirageMessages.assetEmpty);
    tables.assets.update(asset.id, { status: 'uploaded', dataUrl: toDataUrl(bytes, asset.contentType), size: bytes.length });
    return new Response(200, { 'Content-Type': 'text/plain' }, '');
  });

  routes.assetService.post(`${ASSET_MOUNT}/v1/signed/images`, ({ json, tables }): UploadedAsset => {
    const body = json();
    const options = isRecord(body.options) ? body.options : {};
    const scale = options.scale ?? 'medium';
    if (!IMAGE_SCALES.some((known) => known === scale)) throw failure(422, mirageMessages.assetScaleInvalid);
    const asset = uploadedAsset(tables, body, 'image');
    tables.assets.update(asset.id, { status: 'processed', scale: String(scale) });
    return { id: asset.id, url: asset.dataUrl, thumbnailUrl: asset.dataUrl, originalFileUrl: asset.dataUrl };
  });

  routes.assetService.post(`${ASSET_MOUNT}/v1/signed/movies`, ({ json, tables }): UploadedAsset => {
    const asset = uploadedAsset(tables, json(), 'movie');
    tables.assets.update(asset.id, { status: 'processed' });
    return { id: asset.id, url: asset.dataUrl, thumbnailUrl: MOVIE_THUMBNAIL, originalFileUrl: asset.dataUrl };
  });
}
