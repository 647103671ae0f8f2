export { ImageUploader, type ImageUploaderProps, type UploadedImage } from './image-uploader';
export { useUpload, useUploadView, type UploadView, type UploadStatus } from './use-upload';
