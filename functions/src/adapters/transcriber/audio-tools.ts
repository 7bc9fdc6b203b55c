import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** What local transcription runs (Debian: apt-get install ffmpeg pocketsphinx pocketsphinx-en-us). */
const tools = ['ffmpeg', 'pocketsphinx_continuous'] as const;
let missing: string[] | undefined;
/** The tools local transcription needs that are not on PATH ([] when ready). */
export function missingAudioTools(): string[] {
  missing ??= tools.filter(
    (tool) =>
      !(process.env.PATH ?? '').split(path.delimiter).some((dir) => {
        try {
          accessSync(path.join(dir, tool), constants.X_OK);
          return true;
        } catch {
          return false;
        }
      }),
  );
  return missing;
}
