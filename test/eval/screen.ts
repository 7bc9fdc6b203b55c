import type { ContentType } from '@shared/uploads';
import type { DocumentUnit } from '../../functions/src/domain/document';
import {
  duplicatePairs,
  notSelfContained,
  profileDocument,
  trivial,
  truncated,
  uncoveredUnits,
  type DocumentProfile,
} from './detectors';
import { distractorProblem } from './distractors';
import { ungrammatical } from './grammar';
import type { EvalItem } from './items';

export const detectorNames = ['UNGR', 'CTX', 'TRIV', 'TRUNC', 'DUP', 'DIST'] as const;
export type DetectorName = (typeof detectorNames)[number];

export interface Finding {
  /** 1-based, as in the sheets. */
  index: number;
  detector: DetectorName;
  reason: string;
}

/** Screening figures for one generated set: how many items each detector flags. */
export interface ScreenRow {
  document: string;
  contentType: ContentType;
  items: number;
  flagged: Record<DetectorName, number>;
  /** Items flagged by at least one detector. */
  anyFlag: number;
  unitsWithContent: number;
  uncovered: string[];
  findings: Finding[];
}

const perItem: Record<Exclude<DetectorName, 'DUP'>, (item: EvalItem, profile: DocumentProfile) => string | null> = {
  UNGR: (item) => ungrammatical(item.question),
  CTX: (item) => notSelfContained(item),
  TRIV: (item, profile) => trivial(item, profile),
  TRUNC: (item) => truncated(item),
  DIST: (item) => distractorProblem(item),
};

export function screenSet(
  document: string,
  contentType: ContentType,
  items: EvalItem[],
  units: DocumentUnit[],
  profile: DocumentProfile = profileDocument(units),
): ScreenRow {
  const findings: Finding[] = [];
  items.forEach((item, i) => {
    for (const [detector, detect] of Object.entries(perItem) as [DetectorName, (typeof perItem)['UNGR']][]) {
      const reason = detect(item, profile);
      if (reason) findings.push({ index: i + 1, detector, reason });
    }
  });
  for (const [earlier, later] of duplicatePairs(items))
    findings.push({ index: later + 1, detector: 'DUP', reason: `asks what item ${earlier + 1} asks` });
  findings.sort((a, b) => a.index - b.index);

  const flagged = Object.fromEntries(
    detectorNames.map((d) => [d, new Set(findings.filter((f) => f.detector === d).map((f) => f.index)).size]),
  ) as Record<DetectorName, number>;
  const coverage = uncoveredUnits(units, items);
  return {
    document,
    contentType,
    items: items.length,
    flagged,
    anyFlag: new Set(findings.map((f) => f.index)).size,
    unitsWithContent: coverage.withContent.length,
    uncovered: coverage.uncovered,
    findings,
  };
}
