import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { Modal } from '@/components/ui/modal';
import { useDropzone } from 'react-dropzone';
import { audioExtensions, documentExtensions, maxAudioMinutes, sizeLimitMb, type ContentType } from '@shared/uploads';
import { buttonClasses } from '@/components/ui/button';
import { successText, useUploadFlow } from '../hooks/use-upload-flow';
import { AudioRecorder } from './audio-recorder';

export type UploadDialogType = 'audio' | 'document' | 'youtube';

const copy = {
  audio: {
    title: 'Upload audio',
    subtitle: 'Turn a lecture recording into study material.',
    types: audioExtensions,
    sizeNote: `Maximum file size: ${sizeLimitMb.audio}MB · recordings up to ${maxAudioMinutes} minutes (the longest lecture we transcribe)`,
  },
  document: {
    title: 'Upload a document',
    subtitle: 'Turn your notes, readings and slides into study material.',
    types: documentExtensions,
    sizeNote: `Maximum file size: ${sizeLimitMb.document}MB`,
  },
  youtube: {
    title: 'YouTube video',
    subtitle: 'Paste a link to a lecture on YouTube.',
    types: [] as readonly string[],
    sizeNote: '',
  },
} as const;

/** The file picker's accept filter (spec §5): MIME types with their extensions. */
const mimeTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
};
const acceptFor = (type: UploadDialogType) =>
  Object.fromEntries(copy[type].types.map((ext) => [mimeTypes[ext]!, [`.${ext}`]]));

export const autoCloseMs = 3000;

/**
 * The upload dialog (spec §2, §4): choose flashcards or a quiz, drop or pick one file, follow the
 * steps. Closes by itself 3 s after success; a spent allowance opens the upgrade dialog.
 */
export function UploadDialog({
  type,
  onClose,
  onLimitReached,
}: {
  type: UploadDialogType | null;
  onClose: () => void;
  onLimitReached: () => void;
}) {
  return (
    <Modal open={type !== null} onClose={onClose} className="max-w-lg p-6">
      {type && <UploadDialogBody key={type} type={type} onClose={onClose} onLimitReached={onLimitReached} />}
    </Modal>
  );
}

function UploadDialogBody({
  type,
  onClose,
  onLimitReached,
}: {
  type: UploadDialogType;
  onClose: () => void;
  onLimitReached: () => void;
}) {
  const text = copy[type];
  return (
    <>
      <Dialog.Title className="text-xl font-bold">{text.title}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-600">{text.subtitle}</Dialog.Description>
      {type === 'youtube' ? (
        <YouTubeForm />
      ) : (
        <FileForm type={type} onClose={onClose} onLimitReached={onLimitReached} />
      )}
    </>
  );
}

function FileForm({
  type,
  onClose,
  onLimitReached,
}: {
  type: 'audio' | 'document';
  onClose: () => void;
  onLimitReached: () => void;
}) {
  const [contentType, setContentType] = useState<ContentType>('flashcards');
  const { state, start, reset } = useUploadFlow(type, () => {
    onClose();
    onLimitReached();
  });
  const busy = state.phase !== 'idle';
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: acceptFor(type),
    multiple: false,
    disabled: busy,
    // Only the first file is used (spec §2); a type outside the filter is still offered to the
    // server, which checks the real type.
    onDrop: (accepted, rejected) => {
      const file = accepted[0] ?? rejected[0]?.file;
      if (file) void start(file, contentType);
    },
  });

  useEffect(() => {
    if (state.phase !== 'success') return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [state.phase, onClose]);

  useEffect(() => reset, [reset]);

  // Every step keeps the height of the first, so the dialog does not jump as the steps change.
  const stepHeight = type === 'audio' ? 'min-h-[25rem]' : 'min-h-[18.5rem]';

  if (state.phase === 'success') {
    const studyPath = state.studySetId
      ? `/study/${state.contentType === 'quiz' ? 'quiz' : 'flashcards'}/${state.studySetId}`
      : null;
    return (
      <div role="status" className={`mt-6 flex flex-col items-center justify-center gap-2 text-center ${stepHeight}`}>
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700"
        >
          ✓
        </span>
        <p className="text-lg font-semibold">Success!</p>
        <p className="text-slate-700">{successText(state.count, state.contentType)}</p>
        {studyPath && (
          <Link to={studyPath} className={`${buttonClasses('primary')} mt-4`} onClick={onClose}>
            Study now
          </Link>
        )}
      </div>
    );
  }

  return (
    <div className={`mt-6 space-y-5 ${stepHeight}`}>
      <fieldset disabled={busy}>
        <legend className="text-sm font-semibold">What would you like to create?</legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {(
            [
              { value: 'flashcards', label: 'Flashcards', hint: 'Study with Q&A cards' },
              { value: 'quiz', label: 'Quiz', hint: 'Multiple choice test' },
            ] as const
          ).map((option) => (
            <label
              key={option.value}
              className={`cursor-pointer rounded-lg border-2 p-3 ${contentType === option.value ? 'border-indigo-600 bg-indigo-50' : 'border-slate-200'}`}
            >
              <input
                type="radio"
                name="contentType"
                value={option.value}
                checked={contentType === option.value}
                onChange={() => setContentType(option.value)}
                className="sr-only"
              />
              <span className="block font-semibold">{option.label}</span>
              <span className="block text-sm text-slate-600">{option.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {state.phase === 'processing' ? (
        <div
          role="status"
          aria-live="polite"
          className="flex min-h-40 flex-col items-center justify-center rounded-lg border border-slate-200 p-6 text-center"
        >
          <span
            className="mx-auto block size-6 animate-spin rounded-full border-2 border-indigo-600 border-t-transparent"
            aria-hidden
          />
          <p className="mt-3 font-medium">{state.step}</p>
          {state.total ? (
            <>
              <progress
                className="mt-3 h-2 w-full appearance-none overflow-hidden rounded-full border-0 bg-slate-200 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-indigo-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-indigo-600 [&::-webkit-progress-value]:transition-[width]"
                value={state.sent ?? 0}
                max={state.total}
                aria-label="Upload progress"
              />
              <p className="mt-1 text-xs text-slate-600">
                {formatBytes(state.sent ?? 0)} of {formatBytes(state.total)}
              </p>
            </>
          ) : null}
        </div>
      ) : (
        <div
          {...getRootProps()}
          className={`flex min-h-40 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed p-8 text-center transition-colors ${isDragActive ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 hover:border-indigo-400'}`}
        >
          <input {...getInputProps()} aria-label={`Choose a file to upload (${copy[type].types.join(', ')})`} />
          <p className="font-medium">
            {isDragActive ? 'Drop the file here' : 'Drag a file here, or click to choose one'}
          </p>
          <p className="mt-1 text-sm text-slate-600">{copy[type].types.map((t) => t.toUpperCase()).join(', ')}</p>
          <p className="text-sm text-slate-600">{copy[type].sizeNote}</p>
        </div>
      )}

      {type === 'audio' && state.phase === 'idle' && (
        <AudioRecorder disabled={busy} onRecorded={(file) => void start(file, contentType)} />
      )}

      {state.phase === 'idle' && state.error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}

function formatBytes(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The YouTube variant only simulates processing (spec §4): 2 s, then 'Complete!' for 2 s. */
function YouTubeForm() {
  const [url, setUrl] = useState('');
  const [phase, setPhase] = useState<'idle' | 'processing' | 'complete'>('idle');
  useEffect(() => {
    if (phase === 'idle') return;
    const timer = setTimeout(() => setPhase(phase === 'processing' ? 'complete' : 'idle'), 2000);
    return () => clearTimeout(timer);
  }, [phase]);
  return (
    <form
      className="mt-6 flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setPhase('processing');
      }}
    >
      <label className="text-sm font-semibold" htmlFor="youtube-url">
        Video URL
      </label>
      <input
        id="youtube-url"
        type="url"
        required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        placeholder="https://www.youtube.com/watch?v=…"
        className="rounded-lg border border-slate-300 px-3 py-2"
      />
      <button type="submit" className={buttonClasses('primary')} disabled={!url || phase !== 'idle'}>
        {phase === 'processing' ? 'Processing...' : phase === 'complete' ? 'Complete!' : 'Extract Content'}
      </button>
    </form>
  );
}
