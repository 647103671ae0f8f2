/** Turns an uploaded body (File, Blob, ArrayBuffer, typed array or text) into its bytes. */
export async function bodyBytes(body: unknown): Promise<Uint8Array> {
  if (body === null || body === undefined) return new Uint8Array();
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (Object.prototype.toString.call(body) === '[object ArrayBuffer]') return new Uint8Array(body as ArrayBuffer);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  return new Uint8Array(await (body as Blob).arrayBuffer());
}

/** A data URL keeps the upload showable after a reload, unlike an object URL. */
export function toDataUrl(bytes: Uint8Array, contentType: string): string {
  let binary = '';
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return `data:${contentType};base64,${btoa(binary)}`;
}
