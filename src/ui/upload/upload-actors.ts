import { useActorRef } from '@xstate/react';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { fetchAssetAccess, issueSignedUrl, putToSignedUrl, registerImage, registerMovie } from '@/api/assets';
import { reportingToParent, uploadBatchMachine } from '@machines/upload/upload-batch.machine';
import { uploadMachine, type IssueInput, type PutInput, type RegisterInput } from '@machines/upload/upload.machine';

/** The upload machine with its four effects: the calls of src/api/assets.ts (aborted when the actor stops). */
export const appUploadMachine = uploadMachine.provide({
  actors: {
    fetchToken: fromPromise(({ signal }) => fetchAssetAccess(signal)),
    issueSignedUrl: fromPromise<Awaited<ReturnType<typeof issueSignedUrl>>, IssueInput>(({ input, signal }) =>
      issueSignedUrl(input.access, { assetType: input.assetType, contentType: input.contentType }, signal),
    ),
    putFile: fromCallback<EventObject, PutInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      putToSignedUrl({ ...input, signal: controller.signal, onProgress: (percent) => sendBack({ type: 'upload.progress', percent }) }).then(
        () => sendBack({ type: 'upload.putDone' }),
        (error: unknown) => {
          if (!controller.signal.aborted) sendBack({ type: 'upload.putFailed', error });
        },
      );
      return () => controller.abort();
    }),
    registerAsset: fromPromise<Awaited<ReturnType<typeof registerImage>>, RegisterInput>(({ input, signal }) =>
      input.kind === 'movie' ? registerMovie(input.access, input.signed, signal) : registerImage(input.access, input.signed, input.scale, signal),
    ),
  },
});

/** A form's uploads: one parent actor, each file a child upload on the app's calls. */
export const appUploadBatchMachine = uploadBatchMachine.provide({ actors: { upload: reportingToParent(appUploadMachine) } });

export const createUploadBatch = () => createActor(appUploadBatchMachine).start();

/** The uploads of one form: hand it to `ImageUploader` (`uploads`) and let the save wait for it (`settleUploads`). */
export const useUploadBatch = () => useActorRef(appUploadBatchMachine);
