import { envNames } from '@shared/env-names';
import { missingAudioTools } from '../../adapters/transcriber/audio-tools';
import { audioMessages } from '../../domain/audio';

/**
 * The one reading of TRANSCRIBER: `transcribe` (the AWS stack) sends recordings to Amazon
 * Transcribe; otherwise they are transcribed on this machine. The worker's transcriber factory
 * (worker.ts) and the upload refusal below both follow it. Kept free of the Transcribe client, so
 * the HTTP handlers that import it stay small.
 */
export const transcriberMode = (env: NodeJS.ProcessEnv = process.env): 'service' | 'local' =>
  env[envNames.transcriber] === 'transcribe' ? 'service' : 'local';

/** Audio transcribed here needs the tools here: without them an upload is refused up front. */
export const audioRefusal = () =>
  transcriberMode() === 'local' && missingAudioTools().length ? audioMessages.toolsMissing : null;
