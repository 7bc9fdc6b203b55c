import { envNames } from '@shared/env-names';
import { missingAudioTools } from '../adapters/transcriber/audio-tools';
import { audioMessages } from '../domain/audio';

/** Audio is transcribed on this machine unless TRANSCRIBER names a service; then the tools must be here. */
export const audioRefusal = () =>
  (process.env[envNames.transcriber] ?? 'local') === 'local' && missingAudioTools().length
    ? audioMessages.toolsMissing
    : null;
