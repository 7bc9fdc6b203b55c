import { useEffect, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import type { ContentType } from '@shared/uploads';
import { useUploadFlow } from '../hooks/use-upload-flow';
import { acceptFor } from '../lib/dialog-copy';
import { AudioRecorder } from './audio-recorder';
import { ContentTypeChoice } from './content-type-choice';
import { DropZone } from './drop-zone';
import { ProcessingView } from './processing-view';
import { SuccessView } from './success-view';

/**
 * The audio and document upload (spec §2, §4): choose flashcards or a quiz, drop or pick one file
 * (or record, for audio), follow the steps, then the success view; an error returns here with its
 * message.
 */
export function FileForm({
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
  const dropzone = useDropzone({
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

  useEffect(() => reset, [reset]);

  // Every step keeps the height of the first, so the dialog does not jump as the steps change.
  const stepHeight = type === 'audio' ? 'min-h-[25rem]' : 'min-h-[18.5rem]';

  if (state.phase === 'success')
    return (
      <SuccessView
        count={state.count}
        contentType={state.contentType}
        studySetId={state.studySetId}
        onClose={onClose}
        className={stepHeight}
      />
    );

  return (
    <div className={`mt-6 space-y-5 ${stepHeight}`}>
      <ContentTypeChoice value={contentType} onChange={setContentType} disabled={busy} />

      {state.phase === 'processing' ? (
        <ProcessingView step={state.step} sent={state.sent} total={state.total} />
      ) : (
        <DropZone type={type} dropzone={dropzone} />
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
