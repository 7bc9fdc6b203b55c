import { envNames } from '@shared/env-names';
import { uploadKind } from '@shared/uploads';
import { extractDocument } from '../adapters/extractors';
import { createModel } from '../adapters/model';
import { transcribeLocally } from '../adapters/transcriber/local-transcriber';
import { AwsTranscriber } from '../adapters/transcriber/aws-transcriber';
import type { ExtractedDocument } from '../domain/document';
import type { AsyncTranscriber } from '../domain/ports';
import { loadConfig } from './config';
import { storage } from './storage-deps';
import type { Model } from '../domain/generation';

/** Only the worker reads files and generates; HTTP handlers stay small without these. */
export const model: Model = createModel();

/** A document's text, or a recording's transcript with time offsets. */
export const extract = (fileName: string, bytes: Uint8Array): Promise<ExtractedDocument> =>
  uploadKind(fileName) === 'audio' ? transcribeLocally(fileName, bytes) : extractDocument(fileName, bytes);

/** TRANSCRIBER=transcribe (the AWS stack): Amazon Transcribe; otherwise audio is transcribed here. */
export const transcriber: AsyncTranscriber | undefined =
  process.env[envNames.transcriber] === 'transcribe'
    ? new AwsTranscriber({ bucket: loadConfig().uploadsBucket, storage })
    : undefined;
