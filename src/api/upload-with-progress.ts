// A file sent as multipart/form-data with its progress: XMLHttpRequest, because fetch reports no
// upload progress. The same headers and the same typed failures as every other call (client.ts).
import { ApiError, writeHeaders } from "./client";

export interface UploadOptions {
  /** Called as bytes leave: sent of total (the whole body's bytes). */
  onProgress?: (sent: number, total: number) => void;
  /** Aborting it stops the upload and rejects with an ApiError of kind 'aborted'. */
  signal?: AbortSignal;
}

const parsed = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return undefined;
  }
};

/** POSTs `form` to `path`; resolves with the host's JSON answer. */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError("aborted", 0));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    for (const [name, value] of Object.entries(writeHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      const data = parsed(xhr.responseText);
      if (xhr.status >= 400) {
        const wait = Number(xhr.getResponseHeader("retry-after")) || null;
        return reject(new ApiError("http", xhr.status, data ?? null, wait));
      }
      if (data === undefined) return reject(new ApiError("malformed", xhr.status));
      resolve(data as T);
    };
    xhr.onerror = () => reject(new ApiError("network", 0));
    xhr.onabort = () => reject(new ApiError("aborted", 0));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
