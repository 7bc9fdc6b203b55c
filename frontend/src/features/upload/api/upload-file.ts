export const uploadErrors = {
  network: 'The upload was interrupted. Check your connection and try again.',
  rejected: 'The file could not be uploaded. Please try again.',
} as const;

/**
 * Sends the file straight to S3 with the presigned form. XMLHttpRequest, because fetch cannot
 * report upload progress; the dialog shows bytes sent.
 */
export function postFile(
  upload: { url: string; fields: Record<string, string> },
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => (request.status < 300 ? resolve() : reject(new Error(uploadErrors.rejected)));
    request.onerror = () => reject(new Error(uploadErrors.network));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
