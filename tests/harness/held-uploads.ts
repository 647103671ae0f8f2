import { Response } from 'miragejs';
import { bodyBytes, toDataUrl } from '@mirage/lib/data-url';
import { coreTables } from '@mirage/models/core';
import type { AppServer } from '@mirage/routes/define-routes';

/**
 * The storage takes the files' bytes only once the test lets it: a screen is seen with its upload
 * still in flight however fast or slow the machine running the test is. Returns the release.
 */
export function holdUploads(server: AppServer): () => void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.put('/__assets/upload/:id', async (schema, request) => {
    await released;
    const assets = coreTables(schema.db).assets;
    const asset = assets.find(request.params.id!)!;
    const bytes = await bodyBytes(request.requestBody);
    assets.update(asset.id, { status: 'uploaded', dataUrl: toDataUrl(bytes, asset.contentType), size: bytes.length });
    return new Response(200, { 'Content-Type': 'text/plain' }, '');
  });
  return release;
}
