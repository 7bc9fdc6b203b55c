import { CirclePlay, FileText, Mic } from 'lucide-react';
import type { UploadDialogType } from './upload-dialog';

/** The dashboard's three ways to create (spec §2); YouTube is announced but not available. */
export function CreationTiles({ onOpen }: { onOpen: (type: UploadDialogType) => void }) {
  const tile =
    'flex flex-col items-start gap-2 rounded-xl bg-white p-5 text-left shadow-sm ring-1 ring-slate-200 transition hover:ring-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-600';
  return (
    // Three across only when the content area (not the window) has room: beside the sidebar at
    // 768–1023 px it is as narrow as a phone's landscape.
    <div className="grid gap-4 @xl:grid-cols-3">
      <button type="button" className={tile} onClick={() => onOpen('audio')}>
        <Mic aria-hidden className="size-7 text-indigo-600" />
        <span className="font-semibold">Record or upload audio</span>
        <span className="text-sm text-slate-600">MP3, WAV, M4A or AAC lectures</span>
      </button>
      <button type="button" className={`${tile} cursor-not-allowed opacity-60`} disabled aria-disabled>
        <span className="flex w-full items-center justify-between">
          <CirclePlay aria-hidden className="size-7 text-slate-500" />
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-800">
            Coming Soon
          </span>
        </span>
        <span className="font-semibold">YouTube video</span>
        <span className="text-sm text-slate-600">Integration coming soon</span>
      </button>
      <button type="button" className={tile} onClick={() => onOpen('document')}>
        <FileText aria-hidden className="size-7 text-indigo-600" />
        <span className="font-semibold">Document upload</span>
        <span className="text-sm text-slate-600">Any PDF, DOC, PPT, etc!</span>
      </button>
    </div>
  );
}
