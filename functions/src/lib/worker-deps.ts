import { extractDocument } from '../adapters/extractors';
import { LocalModel } from '../adapters/model/local-model';
import type { Model } from '../domain/generation';

/** Only the worker reads files and generates; HTTP handlers stay small without these. */
export const model: Model = new LocalModel();
export const extract = extractDocument;
