import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createModel } from '../../functions/src/adapters/model';
import { defaultCorpus, defaultSheets, generateCorpus } from './corpus';
import { scoreReport } from './report';
import { missedTargets, scoreSet } from './score';
import { parseSheet, sheetPath } from './sheets';

/**
 * The gate that counts: the local generator's items, as students get them from the corpus,
 * rated by a reader in test/eval/ratings, must meet the targets, and the ratings must be about
 * the items generated today (≥ 95 % rated). It fails until the sheets are rated, and again
 * whenever the generator changes items: then run `npm run eval -- review`, rate, and commit.
 */
const hasCorpus = existsSync(defaultCorpus);
if (!hasCorpus) console.warn(`Skipping the rated-sheets gate: no corpus at ${defaultCorpus} (CI has it).`);

describe.skipIf(!hasCorpus)(
  hasCorpus ? 'the rated sheets (test/eval/ratings)' : 'the rated sheets: SKIPPED, ../shared/corpus is absent',
  () => {
    it('meet the keep-rate targets for the items the local generator makes today', { timeout: 300_000 }, async () => {
      const documents = await generateCorpus(createModel({ provider: 'local' }), defaultCorpus);
      const rows = [];
      for (const document of documents)
        for (const set of document.sets) {
          const file = sheetPath(defaultSheets, document.file, set.contentType);
          const sheet = existsSync(file) ? parseSheet(await readFile(file, 'utf8'), file) : null;
          rows.push(scoreSet(document.file, set.contentType, document.title, set.items, sheet));
        }
      const missed = missedTargets(rows);
      expect(
        missed,
        `rated targets missed; \`npm run eval -- review\`, rate the sheets (RUBRIC.md), then \`npm run eval -- score\`\n\n${scoreReport(rows)}`,
      ).toEqual([]);
    });
  },
);
