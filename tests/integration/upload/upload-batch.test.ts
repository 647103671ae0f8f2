import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { coreTables } from '@mirage/models/core';
import type { AppServer } from '@mirage/routes/define-routes';
import { createTestAccount } from '@tests/harness/mirage-accounts';
import { configureApiClient } from '@/api/client';
import type { UploadedAsset } from '@machines/upload/upload-rules';
import { createUploadBatch } from '@/ui/upload/upload-actors';
import { startTestServer } from '@tests/harness/render-app';

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
  const { bearer } = createTestAccount(server);
  configureApiClient({ getBearer: () => bearer });
});
afterEach(() => {
  configureApiClient({ getBearer: () => undefined });
  server.shutdown();
});

describe("a form's uploads on the app's calls (Mirage)", () => {
  it('uploads a movie through the movie registration path and hands over its asset', async () => {
    const batch = createUploadBatch();
    const finished: UploadedAsset[] = [];
    batch.on('batch.uploaded', ({ asset }) => void finished.push(asset));
    batch.send({ type: 'batch.add', files: [new File(['webm-bytes'], 'walk.webm', { type: 'video/webm' })], kind: 'movie' });
    await waitFor(batch, (s) => s.context.items.length === 0);
    expect(finished).toHaveLength(1);
    expect(finished[0]!.thumbnailUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(coreTables(server.db).assets.all()).toMatchObject([{ assetType: 'movie', contentType: 'video/webm', status: 'processed' }]);
    batch.stop();
  });

  it("says 'Upload image file is not defined.' for an empty file slot and calls nothing", async () => {
    const batch = createUploadBatch();
    batch.send({ type: 'batch.add', files: [undefined as unknown as File] });
    const [item] = batch.getSnapshot().context.items;
    expect(item!.status).toBe('failed');
    const child = batch.getSnapshot().children[item!.key] as { getSnapshot: () => { context: { error?: string } } };
    expect(child.getSnapshot().context.error).toBe('Upload image file is not defined.');
    expect(coreTables(server.db).assetTokens.all()).toHaveLength(0);
    batch.stop();
  });
});
