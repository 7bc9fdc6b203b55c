import { missingAudioTools } from '../../adapters/transcriber/audio-tools';
import { audioMessages } from '../../domain/audio';
import { transcriberSettings } from '../../lib/env';

/**
 * Where recordings are transcribed (TRANSCRIBER): `service` (the AWS stack) sends them to Amazon
 * Transcribe; `local` transcribes them on this machine. The worker's transcriber factory
 * (worker.ts) and the upload refusal below both follow it. Kept free of the Transcribe client, so
 * the HTTP handlers that import it stay small.
 */
export const transcriberMode = (env?: NodeJS.ProcessEnv): 'service' | 'local' => transcriberSettings(env).mode;

/** Audio transcribed here needs the tools here: without them an upload is refused up front. */
export const audioRefusal = () =>
  transcriberMode() === 'local' && missingAudioTools().length ? audioMessages.toolsMissing : null;
