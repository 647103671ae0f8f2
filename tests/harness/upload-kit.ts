import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { uploadMachine, type IssueInput, type PutInput, type RegisterInput } from '@machines/upload/upload.machine';
import type { AssetAccess, SignedUrlInfo, UploadedAsset } from '@machines/upload/upload-rules';

export const access: AssetAccess = { token: 'asset-token', apiUrlBase: '/__assets' };
export const placeholderAccess: AssetAccess = { token: 'asset-token', apiUrlBase: 'https://mock.example' };
export const signed: SignedUrlInfo = { id: 'img-1', url: '/__assets/upload/img-1' };
export const uploaded: UploadedAsset = {
  id: 'img-1',
  url: 'data:image/png;base64,AA==',
  thumbnailUrl: 'data:image/png;base64,AA==',
  originalFileUrl: 'data:image/png;base64,AA==',
};
export const pngFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'dog.png', { type: 'image/png' });
/** A stand-in for a file larger than the 1 GiB limit without allocating it. */
export const hugeFile = (size: number) => ({ size, type: 'image/jpeg', name: 'huge.jpg' }) as unknown as Blob;
export const httpError = (status: number, displayMessage?: string) => Object.assign(new Error(`HTTP ${status}`), { status, displayMessage });

type Calls = { token: number; issue: IssueInput[]; put: PutInput[]; register: RegisterInput[]; aborted: number };

/**
 * The machine with fakes whose outcome each test scripts: a list of results per actor, taken in
 * order (an Error rejects). The PUT fake reports the progress values given, then done or failed.
 */
export function scriptedMachine(script: {
  token?: (AssetAccess | Error)[];
  issue?: (SignedUrlInfo | Error)[];
  put?: ({ progress: unknown[]; fail?: unknown } | 'hang')[];
  register?: (UploadedAsset | Error)[];
}) {
  const calls: Calls = { token: 0, issue: [], put: [], register: [], aborted: 0 };
  const take = <T>(list: (T | Error)[] | undefined, name: string): T => {
    const next = list?.shift();
    if (next === undefined) throw new Error(`unexpected call to ${name}`);
    if (next instanceof Error) throw next;
    return next;
  };
  const machine = uploadMachine.provide({
    actors: {
      fetchToken: fromPromise(async () => {
        calls.token += 1;
        return take(script.token, 'fetchToken');
      }),
      issueSignedUrl: fromPromise<SignedUrlInfo, IssueInput>(async ({ input }) => {
        calls.issue.push(input);
        return take(script.issue, 'issueSignedUrl');
      }),
      putFile: fromCallback<EventObject, PutInput>(({ input, sendBack }) => {
        calls.put.push(input);
        const plan = script.put?.shift();
        if (plan === undefined) throw new Error('unexpected call to putFile');
        let stopped = false;
        if (plan !== 'hang') {
          queueMicrotask(() => {
            for (const percent of plan.progress) if (!stopped) sendBack({ type: 'upload.progress', percent });
            if (!stopped) sendBack(plan.fail !== undefined ? { type: 'upload.putFailed', error: plan.fail } : { type: 'upload.putDone' });
          });
        }
        return () => {
          stopped = true;
          calls.aborted += 1;
        };
      }),
      registerAsset: fromPromise<UploadedAsset, RegisterInput>(async ({ input }) => {
        calls.register.push(input);
        return take(script.register, 'registerAsset');
      }),
    },
  });
  return { machine, calls };
}
