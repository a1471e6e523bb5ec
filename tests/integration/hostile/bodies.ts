/** Request bodies the browser would send (and broken ones it never would). */
import type { FormFields } from '../harness/http-client';

export function multipartBody(fields: FormFields, boundary: string): string {
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  const parts = entries.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

/** A urlencoded body of about `bytes` bytes, in one `message` field (the contact form's). */
export function oversizedForm(bytes: number): Buffer {
  const prefix = Buffer.from('tipo_de_consulta=otro&message=');
  return Buffer.concat([prefix, Buffer.alloc(Math.max(0, bytes - prefix.length), 'a')]);
}

/** The same bytes split in chunks, for a Transfer-Encoding: chunked upload (no Content-Length). */
export function inChunks(data: Buffer, size = 16 * 1024): Buffer[] {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += size)
    chunks.push(data.subarray(offset, offset + size));
  return chunks;
}
