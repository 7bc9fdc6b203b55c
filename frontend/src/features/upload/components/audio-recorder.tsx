import { Mic, Square } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { maxRecordingSeconds, useRecorder } from '../hooks/use-recorder';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Record a lecture in the browser: elapsed time, a level meter, stop to submit. */
export function AudioRecorder({ disabled, onRecorded }: { disabled: boolean; onRecorded: (file: File) => void }) {
  const { state, start, stop } = useRecorder(onRecorded);
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      {state.phase === 'recording' ? (
        <div className="flex items-center gap-4">
          <span className="size-3 animate-pulse rounded-full bg-red-600" aria-hidden />
          <span className="font-mono text-lg" role="timer" aria-label="Recording time">
            {clock(state.seconds)}
          </span>
          <div
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
            role="meter"
            aria-label="Microphone level"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.level * 100)}
          >
            <div
              className="h-full bg-green-600 transition-[width]"
              style={{ width: `${Math.round(state.level * 100)}%` }}
            />
          </div>
          <button type="button" className={buttonClasses('primary', 'sm')} onClick={stop}>
            <Square aria-hidden className="size-4" /> Stop and use recording
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="font-medium">Record a lecture</p>
            <p className="text-sm text-slate-600">
              Up to {Math.floor(maxRecordingSeconds / 60)} minutes, from your microphone
            </p>
            <p className="mt-1 text-xs text-slate-600">
              Recordings are saved uncompressed, so 25MB holds about {Math.floor(maxRecordingSeconds / 60)} minutes. For
              a longer lecture, upload a compressed file (MP3, M4A or AAC).
            </p>
          </div>
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            onClick={() => void start()}
            disabled={disabled || state.phase === 'saving'}
          >
            <Mic aria-hidden className="size-4" /> {state.phase === 'saving' ? 'Saving...' : 'Start recording'}
          </button>
        </div>
      )}
      {state.phase === 'idle' && state.error && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}
