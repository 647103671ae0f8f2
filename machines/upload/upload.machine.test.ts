import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { uploadMachine } from './upload.machine';
import { access, httpError, hugeFile, placeholderAccess, pngFile, scriptedMachine, signed, uploaded } from '@tests/harness/upload-kit';
import { MAX_UPLOAD_BYTES } from './upload-rules';

const settled = (snapshot: { value: unknown }) => ['done', 'failed', 'cancelled'].includes(String(snapshot.value));

describe('the upload pipeline', () => {
  it('goes token → issue → PUT with progress → image registration, with scale medium by default', async () => {
    const { machine, calls } = scriptedMachine({ token: [access], issue: [signed], put: [{ progress: [0, 40, 100] }], register: [uploaded] });
    const actor = createActor(machine).start();
    const seen: number[] = [];
    actor.subscribe((s) => {
      if (seen.at(-1) !== s.context.progress) seen.push(s.context.progress);
    });
    const file = pngFile();
    actor.send({ type: 'upload.start', file, kind: 'image' });
    const done = await waitFor(actor, settled);
    expect(done.value).toBe('done');
    expect(done.context.result).toEqual(uploaded);
    expect(seen).toEqual([0, 40, 100]);
    expect(calls.token).toBe(1);
    expect(calls.issue).toEqual([{ access, assetType: 'image', contentType: 'image/png' }]);
    expect(calls.put).toEqual([{ url: signed.url, file, contentType: 'image/png' }]);
    expect(calls.register).toEqual([{ access, signed, kind: 'image', scale: 'medium', contentType: 'image/png' }]);
  });

  it('defaults an untyped image to image/jpeg and a movie to video/webm, and passes a chosen scale', async () => {
    const { machine, calls } = scriptedMachine({
      token: [access, access],
      issue: [signed, signed],
      put: [{ progress: [] }, { progress: [] }],
      register: [uploaded, uploaded],
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'upload.start', file: new Blob(['x']), scale: 'large' });
    await waitFor(actor, (s) => s.value === 'done');
    actor.send({ type: 'upload.start', file: new Blob(['x']), kind: 'movie' });
    await waitFor(actor, (s) => s.value === 'done' && calls.register.length === 2);
    expect(calls.issue.map((i) => [i.assetType, i.contentType])).toEqual([
      ['image', 'image/jpeg'],
      ['movie', 'video/webm'],
    ]);
    expect(calls.register.map((r) => [r.kind, r.scale])).toEqual([
      ['image', 'large'],
      ['movie', 'medium'],
    ]);
  });

  it("refuses no file with 'Upload image file is not defined.' and a file over 1 GiB in Japanese, before any call", () => {
    const { machine, calls } = scriptedMachine({});
    const actor = createActor(machine).start();
    actor.send({ type: 'upload.start', file: undefined });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Upload image file is not defined.');
    expect(actor.getSnapshot().can({ type: 'upload.retry' })).toBe(false);
    actor.send({ type: 'upload.start', file: hugeFile(MAX_UPLOAD_BYTES + 1) });
    expect(actor.getSnapshot().context.error).toBe('ファイルサイズが上限（1GB）を超えているため、アップロードできません。');
    expect(calls.token).toBe(0);
  });

  it("stops with 'AccessInfo is not valid.' when the asset base is a mock placeholder, and never issues", async () => {
    const { machine, calls } = scriptedMachine({ token: [placeholderAccess] });
    const actor = createActor(machine).start();
    actor.send({ type: 'upload.start', file: pngFile() });
    const failed = await waitFor(actor, settled);
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBe('AccessInfo is not valid.');
    expect(calls.issue).toEqual([]);
  });

  it('retries a failed PUT alone, reusing the token and the signed URL', async () => {
    const { machine, calls } = scriptedMachine({
      token: [access],
      issue: [signed],
      put: [{ progress: [0, 30], fail: httpError(500, 'ストレージが応答しません。') }, { progress: [0, 100] }],
      register: [uploaded],
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'upload.start', file: pngFile() });
    const failed = await waitFor(actor, settled);
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBe('ファイルの送信に失敗しました。 ストレージが応答しません。');
    expect(failed.context.progress).toBe(30);
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().context.progress).toBe(0);
    const done = await waitFor(actor, settled);
    expect(done.value).toBe('done');
    expect(calls.token).toBe(1);
    expect(calls.issue).toHaveLength(1);
    expect(calls.put.map((p) => p.url)).toEqual([signed.url, signed.url]);
    expect(calls.register).toHaveLength(1);
  });

  it('retries a failed registration without uploading again, and a failed issue without a new token', async () => {
    const { machine, calls } = scriptedMachine({
      token: [access],
      issue: [httpError(503), signed],
      put: [{ progress: [100] }],
      register: [httpError(422, '画像を処理できませんでした。'), uploaded],
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'upload.start', file: pngFile() });
    expect((await waitFor(actor, settled)).context.resumeStep).toBe('issue');
    actor.send({ type: 'upload.retry' });
    const failed = await waitFor(actor, (s) => s.value === 'failed' && s.context.resumeStep === 'register');
    expect(failed.context.error).toBe('アップロードしたファイルの登録に失敗しました。 画像を処理できませんでした。');
    actor.send({ type: 'upload.retry' });
    expect((await waitFor(actor, settled)).value).toBe('done');
    expect([calls.token, calls.issue.length, calls.put.length, calls.register.length]).toEqual([1, 2, 1, 2]);
  });

  it('treats a progress value outside 0..100 as an error and aborts the PUT', async () => {
    for (const bad of [101, -1, Number.NaN]) {
      const { machine, calls } = scriptedMachine({ token: [access], issue: [signed], put: [{ progress: [10, bad] }] });
      const actor = createActor(machine).start();
      actor.send({ type: 'upload.start', file: pngFile() });
      const failed = await waitFor(actor, settled);
      expect(failed.value).toBe('failed');
      expect(failed.context.error).toContain('アップロードの進捗値が正しくありません');
      expect(failed.context.progress).toBe(10);
      expect(calls.aborted).toBe(1);
    }
  });

  it('cancels a PUT in flight (aborting it) and can resume it later', async () => {
    const { machine, calls } = scriptedMachine({ token: [access], issue: [signed], put: ['hang', { progress: [100] }], register: [uploaded] });
    const actor = createActor(machine).start();
    actor.send({ type: 'upload.start', file: pngFile() });
    await waitFor(actor, (s) => s.matches({ working: 'put' }));
    actor.send({ type: 'upload.progress', percent: 55 });
    expect(actor.getSnapshot().context.progress).toBe(55);
    actor.send({ type: 'upload.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(calls.aborted).toBe(1);
    actor.send({ type: 'upload.retry' });
    expect((await waitFor(actor, settled)).value).toBe('done');
    expect([calls.token, calls.issue.length, calls.put.length]).toEqual([1, 1, 2]);
  });

  it('ignores a second start while one is in flight, and takes a new file once settled', async () => {
    const { machine, calls } = scriptedMachine({ token: [access], issue: [signed], put: ['hang'] });
    const actor = createActor(machine).start();
    const first = pngFile();
    actor.send({ type: 'upload.start', file: first });
    await waitFor(actor, (s) => s.matches({ working: 'put' }));
    actor.send({ type: 'upload.start', file: pngFile() });
    expect(actor.getSnapshot().context.file).toBe(first);
    expect(calls.token).toBe(1);
  });

  it('throws when an effect was not provided', async () => {
    const actor = createActor(uploadMachine).start();
    actor.send({ type: 'upload.start', file: pngFile() });
    const failed = await waitFor(actor, settled);
    expect(failed.context.error).toContain('actor "fetchToken" was not provided');
  });
});
