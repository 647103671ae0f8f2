export { ImageUploader, type ImageUploaderProps } from './image-uploader';
export { useUploadBatch } from './upload-actors';
export { useUploadView, type UploadedImage, type UploadView, type UploadStatus } from './upload-view';
export { settleUploads, type UploadBatchActor } from '@machines/upload/upload-batch.machine';
