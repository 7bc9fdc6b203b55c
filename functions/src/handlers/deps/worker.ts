import { extractDocument, prewarmExtraction } from '../../adapters/extractors';
import { createModel } from '../../adapters/model';
import { AwsTranscriber } from '../../adapters/transcriber/aws-transcriber';
import { transcribeLocally } from '../../adapters/transcriber/local-transcriber';
import type { ExtractedDocument } from '../../domain/document';
import type { Model } from '../../domain/generation';
import type { Transcriber } from '../../domain/ports';
import { functionSettings, modelSettings, workerSettings } from '../../lib/env';
import { transcriberMode } from './audio';
import { storage } from './storage';

/** Only the worker reads files and generates; HTTP handlers stay small without these. */
export const model: Model = createModel(modelSettings());

const { lambdaMemoryMb } = workerSettings();
// During the function's init, as Lambda runs it before the first invocation: the first job then
// finds its extraction thread started and its parsers loaded.
prewarmExtraction(undefined, lambdaMemoryMb);

/** A document's text, within the function's memory; recordings go to the transcriber. */
export const extract = (fileName: string, bytes: Uint8Array): Promise<ExtractedDocument> =>
  extractDocument(fileName, bytes, lambdaMemoryMb);

/**
 * The one place the transcriber is chosen: Amazon Transcribe on the AWS stack (it reads the
 * upload itself and is looked at again later), otherwise ffmpeg and pocketsphinx on this machine.
 */
export function createTranscriber(env?: NodeJS.ProcessEnv): Transcriber {
  return transcriberMode(env) === 'service'
    ? new AwsTranscriber({ bucket: functionSettings().uploadsBucket, storage })
    : { transcribe: transcribeLocally };
}

export const transcriber: Transcriber = createTranscriber();
