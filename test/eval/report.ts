import type { ContentType } from '@shared/uploads';
import { detectorNames, type ScreenRow } from './screen';
import { categories } from './sheets';
import { keepRate, missedTargets, ratedShare, share, sumRows, targets, type ScoreRow } from './score';

/** Plain-text tables for the terminal and CI logs. */

export const pct = (x: number) => `${Math.round(x * 100)}%`;

function table(header: string[], rows: string[][], firstWidth: number): string {
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(firstWidth) : i === 1 ? c.padEnd(11) : c.padStart(7))).join(' ');
  return [line(header), ...rows.map(line)].join('\n');
}

const width = (names: string[]) => Math.max(10, ...names.map((n) => n.length));

export function screenReport(rows: ScreenRow[], show: boolean): string {
  const header = ['document', 'kind', 'items', ...detectorNames, 'any', 'uncov.'];
  const cells = (r: ScreenRow) => [
    r.document,
    r.contentType,
    String(r.items),
    ...detectorNames.map((d) =>
      d === 'DIST' && r.contentType === 'flashcards' ? '-' : pct(share(r.flagged[d], r.items)),
    ),
    pct(share(r.anyFlag, r.items)),
    `${r.uncovered.length}/${r.unitsWithContent}`,
  ];
  const overall = (['flashcards', 'quiz'] as ContentType[]).map((contentType) => {
    const of = rows.filter((r) => r.contentType === contentType);
    const total: ScreenRow = {
      document: 'overall',
      contentType,
      items: of.reduce((n, r) => n + r.items, 0),
      flagged: Object.fromEntries(
        detectorNames.map((d) => [d, of.reduce((n, r) => n + r.flagged[d], 0)]),
      ) as ScreenRow['flagged'],
      anyFlag: of.reduce((n, r) => n + r.anyFlag, 0),
      unitsWithContent: of.reduce((n, r) => n + r.unitsWithContent, 0),
      uncovered: of.flatMap((r) => r.uncovered),
      findings: [],
    };
    return total;
  });
  const lines = [
    'Screening (automatic detectors, no generator code): share of items each flags. These are not the keep rate.',
    table(header, [...rows, ...overall].map(cells), width(rows.map((r) => r.document))),
  ];
  const uncovered = rows.filter((r) => r.contentType === 'flashcards' && r.uncovered.length);
  if (uncovered.length) {
    lines.push('\nUnits with content and no flashcard citing them:');
    for (const r of uncovered) lines.push(`  ${r.document}: ${r.uncovered.join(', ')}`);
  }
  if (show)
    for (const r of rows) {
      if (!r.findings.length) continue;
      lines.push(`\n${r.document} (${r.contentType}):`);
      for (const f of r.findings) lines.push(`  #${f.index} ${f.detector}: ${f.reason}`);
    }
  return lines.join('\n');
}

/**
 * The issue's coverage aims that no gate checks (docs/decisions/0010-precision-over-coverage.md):
 * said on every run, so a green table is never read as "every unit covered".
 */
export function coverageReport(rows: ScreenRow[]): string {
  const flashcards = rows.filter((r) => r.contentType === 'flashcards');
  const withContent = flashcards.reduce((n, r) => n + r.unitsWithContent, 0);
  const uncovered = flashcards.reduce((n, r) => n + r.uncovered.length, 0);
  const documents = flashcards.length;
  const withQuiz = rows.filter((r) => r.contentType === 'quiz' && r.items > 0).length;
  const mark = (met: boolean) => (met ? '✓' : '✗');
  return [
    'Coverage (reported, not gated: the local generator keeps precision over coverage, docs/decisions/0010):',
    `${mark(uncovered === 0)} units with content that a flashcard cites: ${withContent - uncovered} of ${withContent} (aim: every unit with a main idea)`,
    `${mark(withQuiz === documents)} documents that get a quiz: ${withQuiz} of ${documents}`,
  ].join('\n');
}

export function scoreReport(rows: ScoreRow[]): string {
  const header = ['document', 'kind', 'items', 'rated', 'K', 'F', 'D', 'kept', 'UNGR', 'CTX', 'unrated', 'stale'];
  const cells = (r: ScoreRow) => {
    const rated = r.rated > 0;
    return [
      r.document,
      r.contentType,
      String(r.items),
      String(r.rated),
      rated ? pct(share(r.keep, r.rated)) : '-',
      rated ? pct(share(r.fix, r.rated)) : '-',
      rated ? pct(share(r.discard, r.rated)) : '-',
      rated ? pct(keepRate(r)) : '-',
      rated ? pct(share(r.categories.UNGR, r.rated)) : '-',
      rated ? pct(share(r.categories.CTX, r.rated)) : '-',
      pct(1 - ratedShare(r)),
      String(r.staleRows),
    ];
  };
  const overall = (['flashcards', 'quiz'] as ContentType[]).map((contentType) =>
    sumRows(
      rows.filter((r) => r.contentType === contentType),
      'overall',
      contentType,
    ),
  );
  const lines = [
    'Rated sheets (test/eval/ratings): K/F/D shares of rated items; kept = K / rated; unrated = share of current items with no rating.',
    table(header, [...rows, ...overall].map(cells), width(rows.map((r) => r.document))),
    '\nCategories (F and D):',
    ...[...rows, ...overall]
      .filter((r) => r.rated > r.keep)
      .map(
        (r) =>
          `  ${r.document} (${r.contentType}): ${categories
            .filter((c) => r.categories[c])
            .map((c) => `${c} ${r.categories[c]}`)
            .join(', ')}`,
      ),
  ];
  const documents = [...new Set(rows.map((r) => r.document))];
  const missing = documents.flatMap((d) => {
    const ideas = [...new Set(rows.filter((r) => r.document === d).flatMap((r) => r.missing))];
    return ideas.length ? [`  ${d}:`, ...ideas.map((idea) => `    - ${idea}`)] : [];
  });
  lines.push('\nMain ideas with no kept item (# missing:):', ...(missing.length ? missing : ['  (none listed)']));
  const titles = rows.filter((r) => r.titleOk && !/^yes\b/i.test(r.titleOk));
  if (titles.length) lines.push('\nTitles rated not ok:', ...titles.map((r) => `  ${r.document}: ${r.titleOk}`));
  const problems = rows.flatMap((r) => r.problems.map((p) => `  ${r.document} (${r.contentType}) ${p}`));
  if (problems.length) lines.push('\nSheet problems:', ...problems);

  const missed = missedTargets(rows);
  lines.push(
    `\nTargets: flashcards kept ≥ ${pct(targets.keep.flashcards)}, quiz kept ≥ ${pct(targets.keep.quiz)}, UNGR ≤ ${pct(targets.ungrammatical)}, CTX ≤ ${pct(targets.notSelfContained)}, rated ≥ ${pct(targets.rated)} of current items`,
    missed.length ? missed.map((m) => `✗ ${m}`).join('\n') : '✓ every rated target is met',
  );
  return lines.join('\n');
}
