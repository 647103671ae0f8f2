import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { reportingToParent, settleUploads, uploadBatchMachine, type UploadBatchEmitted } from './upload-batch.machine';
import { access, httpError, pngFile, scriptedMachine, signed, uploaded } from '@tests/harness/upload-kit';
import type { UploadedAsset } from './upload-rules';

const second: UploadedAsset = { ...uploaded, id: 'img-2' };

/** A batch whose child uploads run on scripted fakes; records every finished asset it emits. */
function batchWith(script: Parameters<typeof scriptedMachine>[0]) {
  const { machine, calls } = scriptedMachine(script);
  const actor = createActor(uploadBatchMachine.provide({ actors: { upload: reportingToParent(machine) } })).start();
  const finished: UploadedAsset[] = [];
  actor.on('batch.uploaded', (event: UploadBatchEmitted) => void finished.push(event.asset));
  return { actor, calls, finished };
}

const statuses = (actor: ReturnType<typeof batchWith>['actor']) => actor.getSnapshot().context.items.map((item) => item.status);

describe('one parent actor for the several uploads of a form', () => {
  it('uploads each chosen file in a child of its own and hands over every finished asset once', async () => {
    const { actor, finished, calls } = batchWith({
      token: [access, access],
      issue: [signed, signed],
      put: [{ progress: [50] }, { progress: [] }],
      register: [uploaded, second],
    });
    actor.send({ type: 'batch.add', files: [pngFile(), pngFile()] });
    expect(statuses(actor)).toEqual(['working', 'working']);
    expect(Object.keys(actor.getSnapshot().children)).toHaveLength(2);
    await waitFor(actor, (s) => s.context.items.length === 0);
    expect(finished.map((asset) => asset.id).sort()).toEqual(['img-1', 'img-2']);
    expect(calls.token).toBe(2);
    // A finished upload leaves the batch: its child actor is stopped.
    expect(Object.keys(actor.getSnapshot().children)).toHaveLength(0);
  });

  it('makes a save wait while a file is uploading, then answers ready with the file handed over', async () => {
    const { actor, finished } = batchWith({ token: [access], issue: [signed], put: ['hang'], register: [uploaded] });
    actor.send({ type: 'batch.add', files: [pngFile()] });
    await waitFor(actor, (s) => Object.keys(s.children).length === 1);
    const answer = settleUploads(actor);
    await waitFor(actor, (s) => s.matches('waiting'));
    // The PUT answers: the upload finishes, and only then does the save go on.
    const key = actor.getSnapshot().context.items[0]!.key;
    const child = actor.getSnapshot().children[key]!;
    await waitFor(child, (s) => (s as { matches: (v: string) => boolean }).matches({ working: 'put' } as never));
    child.send({ type: 'upload.putDone' });
    await expect(answer).resolves.toBe('ready');
    expect(finished).toEqual([uploaded]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('refuses a save while a file failed; retrying it clears the refusal and the next save goes on', async () => {
    const { actor, finished, calls } = batchWith({
      token: [access],
      issue: [signed],
      put: [{ progress: [], fail: httpError(500, 'ストレージが一時的に利用できません。') }, { progress: [] }],
      register: [uploaded],
    });
    actor.send({ type: 'batch.add', files: [pngFile()] });
    await waitFor(actor, (s) => s.context.items[0]?.status === 'failed');
    await expect(settleUploads(actor)).resolves.toBe('refused');
    expect(actor.getSnapshot().value).toBe('refused');
    actor.send({ type: 'batch.retryUnfinished' });
    await waitFor(actor, (s) => s.context.items.length === 0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(finished).toEqual([uploaded]);
    // The retry resumed at the PUT: one token, one signed URL, two PUTs.
    expect([calls.token, calls.issue.length, calls.put.length]).toEqual([1, 1, 2]);
    await expect(settleUploads(actor)).resolves.toBe('ready');
  });

  it('waits for every file before refusing when one of several fails', async () => {
    const { actor, finished } = batchWith({
      token: [access, access],
      issue: [signed, httpError(503)],
      put: ['hang'],
      register: [uploaded],
    });
    actor.send({ type: 'batch.add', files: [pngFile(), pngFile()] });
    await waitFor(actor, (s) => s.context.items.some((item) => item.status === 'failed'));
    const answer = settleUploads(actor);
    expect(actor.getSnapshot().value).toBe('waiting');
    const working = actor.getSnapshot().context.items.find((item) => item.status === 'working')!;
    actor.getSnapshot().children[working.key]!.send({ type: 'upload.putDone' });
    await expect(answer).resolves.toBe('refused');
    expect(finished).toEqual([uploaded]);
  });

  it('counts a cancelled file as not uploaded; discarding it stops its actor and clears the refusal', async () => {
    const { actor, calls } = batchWith({ token: [access], issue: [signed], put: ['hang'] });
    actor.send({ type: 'batch.add', files: [pngFile()] });
    const key = actor.getSnapshot().context.items[0]!.key;
    await waitFor(actor.getSnapshot().children[key]!, (s) => (s as { matches: (v: unknown) => boolean }).matches({ working: 'put' }));
    actor.send({ type: 'batch.cancel', key });
    expect(statuses(actor)).toEqual(['cancelled']);
    expect(calls.aborted).toBe(1);
    await expect(settleUploads(actor)).resolves.toBe('refused');
    actor.send({ type: 'batch.discard', key });
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(actor.getSnapshot().children[key]).toBeUndefined();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('answers ready at once when nothing is pending, and refused when the form went away', async () => {
    const { actor } = batchWith({});
    await expect(settleUploads(actor)).resolves.toBe('ready');
    const stopped = batchWith({ token: [access], issue: [signed], put: ['hang'] });
    stopped.actor.send({ type: 'batch.add', files: [pngFile()] });
    const key = stopped.actor.getSnapshot().context.items[0]!.key;
    await waitFor(stopped.actor.getSnapshot().children[key]!, (s) => (s as { matches: (v: unknown) => boolean }).matches({ working: 'put' }));
    const answer = settleUploads(stopped.actor);
    stopped.actor.stop();
    await expect(answer).resolves.toBe('refused');
    expect(stopped.calls.aborted).toBe(1);
  });

  it('refuses a file the pipeline cannot send at all (wrong kind) without any call', async () => {
    const { actor, calls } = batchWith({});
    actor.send({ type: 'batch.add', files: [new File(['x'], 'memo.txt', { type: 'text/plain' })] });
    expect(statuses(actor)).toEqual(['failed']);
    expect(actor.getSnapshot().context.items[0]!.name).toBe('memo.txt');
    expect(calls.token).toBe(0);
  });
});
