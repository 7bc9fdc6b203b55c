import { extractDocument } from '../adapters/extractors';
import { createModel } from '../adapters/model';
import type { Model } from '../domain/generation';

/** Only the worker reads files and generates; HTTP handlers stay small without these. */
export const model: Model = createModel();
export const extract = extractDocument;
