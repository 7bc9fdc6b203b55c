import type { DropzoneState } from 'react-dropzone';
import { dialogCopy } from '../lib/dialog-copy';

/**
 * Where a file is dropped or picked by click, with the accepted types and the size note. The
 * dropzone itself stays with the form (useDropzone there), so that while a file is processing a
 * file dropped elsewhere on the page is still kept from opening in the tab.
 */
export function DropZone({
  type,
  dropzone: { getRootProps, getInputProps, isDragActive },
}: {
  type: 'audio' | 'document';
  dropzone: Pick<DropzoneState, 'getRootProps' | 'getInputProps' | 'isDragActive'>;
}) {
  const text = dialogCopy[type];
  return (
    <div
      {...getRootProps()}
      className={`flex min-h-40 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed p-8 text-center transition-colors ${isDragActive ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 hover:border-indigo-400'}`}
    >
      <input {...getInputProps()} aria-label={`Choose a file to upload (${text.types.join(', ')})`} />
      <p className="font-medium">{isDragActive ? 'Drop the file here' : 'Drag a file here, or click to choose one'}</p>
      <p className="mt-1 text-sm text-slate-600">{text.types.map((t) => t.toUpperCase()).join(', ')}</p>
      <p className="text-sm text-slate-600">{text.sizeNote}</p>
    </div>
  );
}
