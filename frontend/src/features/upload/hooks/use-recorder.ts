import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingToWav, speechSampleRate } from '../lib/wav';

/** A recording is sent as WAV; this keeps it under the 25 MB audio limit. */
export const maxRecordingSeconds = Math.floor((25 * 1024 * 1024 - 44) / (speechSampleRate * 2));

export const recorderMessages = {
  denied:
    "Microphone access was denied. Allow the microphone for this site in your browser's settings, then try again.",
  noMicrophone: 'No microphone was found. Connect one, or upload a recording instead.',
  unsupported: 'This browser cannot record audio. Upload a recording instead.',
  failed: 'The recording could not be saved. Please try again.',
} as const;

export type RecorderState =
  | { phase: 'idle'; error: string | null }
  | { phase: 'recording'; seconds: number; level: number }
  | { phase: 'saving' };

/**
 * The microphone through MediaRecorder, with the elapsed time and a level meter (an AnalyserNode's
 * loudness); stopping converts the recording to 16 kHz mono WAV for the recogniser. Stops by
 * itself at the size limit.
 */
export function useRecorder(onRecorded: (file: File) => void) {
  const [state, setState] = useState<RecorderState>({ phase: 'idle', error: null });
  const cleanup = useRef<() => void>(() => undefined);
  const recorder = useRef<MediaRecorder | null>(null);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setState({ phase: 'idle', error: recorderMessages.unsupported });
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const name = (error as DOMException).name;
      setState({
        phase: 'idle',
        error:
          name === 'NotFoundError' || name === 'OverconstrainedError'
            ? recorderMessages.noMicrophone
            : recorderMessages.denied,
      });
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    recorder.current = media;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const startedAt = performance.now();
    let frame = 0;
    const tick = () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const v of samples) sum += ((v - 128) / 128) ** 2;
      const level = Math.min(1, Math.sqrt(sum / samples.length) * 4);
      const seconds = Math.floor((performance.now() - startedAt) / 1000);
      setState((current) => (current.phase === 'recording' ? { phase: 'recording', seconds, level } : current));
      if (seconds >= maxRecordingSeconds) media.stop();
      else frame = requestAnimationFrame(tick);
    };
    cleanup.current = () => {
      cancelAnimationFrame(frame);
      stream.getTracks().forEach((track) => track.stop());
      void context.close();
    };
    media.ondataavailable = (event) => chunks.push(event.data);
    media.onstop = async () => {
      cleanup.current();
      setState({ phase: 'saving' });
      try {
        const wav = await recordingToWav(new Blob(chunks, { type: media.mimeType }));
        const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
        setState({ phase: 'idle', error: null });
        onRecorded(new File([wav], `recording-${stamp}.wav`, { type: 'audio/wav' }));
      } catch {
        setState({ phase: 'idle', error: recorderMessages.failed });
      }
    };
    media.start(1000);
    setState({ phase: 'recording', seconds: 0, level: 0 });
    frame = requestAnimationFrame(tick);
  }, [onRecorded]);

  // Leaving the dialog stops the microphone.
  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      cleanup.current();
    },
    [],
  );

  return { state, start, stop };
}
