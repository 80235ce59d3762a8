/** Scoring of evaluate against the evaluation set (pure): per-type precision/recall, subject, severity and imminence bands, show_resources. */
import type { EvalCase } from './cases.js';

export interface Predicted {
  risks: { type: string; subject: string; severity: string; imminence: string }[];
  show_resources: boolean;
}

const SEV = ['none', 'mild', 'moderate', 'high', 'critical'];
const IMM = ['not_applicable', 'chronic', 'subacute', 'urgent', 'emergency'];
export const TYPES = ['suicide', 'self_harm', 'self_neglect', 'violence', 'abuse', 'sexual_violence', 'neglect', 'exploitation', 'stalking'];

export interface Report {
  perType: Record<string, { tp: number; fp: number; fn: number; precision: number; recall: number }>;
  subject: { correct: number; total: number };
  severityWithinOne: { correct: number; total: number };
  severityExact: { correct: number; total: number };
  imminenceWithinOne: { correct: number; total: number };
  show: { tp: number; fp: number; fn: number; precision: number; recall: number };
  lookalikes: { total: number; falseAlarms: number };
  byGroup: Record<string, { total: number; exactTypes: number }>;
  failures: { id: string; group: string; expected: string; got: string }[];
}

const ratio = (a: number, b: number) => (b ? a / b : 1);

export function score(cases: readonly EvalCase[], preds: readonly Predicted[]): Report {
  const perType: Report['perType'] = Object.fromEntries(TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0, precision: 0, recall: 0 }]));
  const r: Report = {
    perType,
    subject: { correct: 0, total: 0 },
    severityWithinOne: { correct: 0, total: 0 },
    severityExact: { correct: 0, total: 0 },
    imminenceWithinOne: { correct: 0, total: 0 },
    show: { tp: 0, fp: 0, fn: 0, precision: 0, recall: 0 },
    lookalikes: { total: 0, falseAlarms: 0 },
    byGroup: {},
    failures: [],
  };
  cases.forEach((c, i) => {
    const p = preds[i]!;
    const g = (r.byGroup[c.group] ??= { total: 0, exactTypes: 0 });
    g.total++;
    const expTypes = new Set(c.expected.map((e) => e.type));
    const gotTypes = new Set(p.risks.map((x) => x.type));
    for (const t of TYPES) {
      const e = expTypes.has(t);
      const got = gotTypes.has(t);
      if (e && got) perType[t]!.tp++;
      else if (got) perType[t]!.fp++;
      else if (e) perType[t]!.fn++;
    }
    const same = expTypes.size === gotTypes.size && [...expTypes].every((t) => gotTypes.has(t));
    if (same) g.exactTypes++;
    let ok = same;
    for (const e of c.expected) {
      const m = p.risks.find((x) => x.type === e.type && x.subject === e.subject) ?? p.risks.find((x) => x.type === e.type);
      if (!m) continue;
      r.subject.total++;
      if (m.subject === e.subject) r.subject.correct++;
      else ok = false;
      r.severityWithinOne.total++;
      r.severityExact.total++;
      const d = Math.abs(SEV.indexOf(m.severity) - SEV.indexOf(e.severity));
      if (d <= 1) r.severityWithinOne.correct++;
      else ok = false;
      if (d === 0) r.severityExact.correct++;
      r.imminenceWithinOne.total++;
      if (Math.abs(IMM.indexOf(m.imminence) - IMM.indexOf(e.imminence)) <= 1) r.imminenceWithinOne.correct++;
    }
    if (c.show_resources && p.show_resources) r.show.tp++;
    else if (p.show_resources) r.show.fp++;
    else if (c.show_resources) r.show.fn++;
    if (c.lookalike) {
      r.lookalikes.total++;
      if (p.risks.length) r.lookalikes.falseAlarms++;
    }
    if (!ok || c.show_resources !== p.show_resources) {
      r.failures.push({
        id: c.id,
        group: c.group,
        expected: c.expected.map((e) => `${e.type}/${e.subject}/${e.severity}/${e.imminence}`).join('; ') + ` show=${c.show_resources}`,
        got: p.risks.map((x) => `${x.type}/${x.subject}/${x.severity}/${x.imminence}`).join('; ') + ` show=${p.show_resources}`,
      });
    }
  });
  for (const t of TYPES) {
    const x = perType[t]!;
    x.precision = ratio(x.tp, x.tp + x.fp);
    x.recall = ratio(x.tp, x.tp + x.fn);
  }
  r.show.precision = ratio(r.show.tp, r.show.tp + r.show.fp);
  r.show.recall = ratio(r.show.tp, r.show.tp + r.show.fn);
  return r;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function format(r: Report, title: string): string {
  const lines = [`# ${title}`, '', '| type | precision | recall | tp | fp | fn |', '|---|---|---|---|---|---|'];
  for (const t of TYPES) {
    const x = r.perType[t]!;
    lines.push(`| ${t} | ${pct(x.precision)} | ${pct(x.recall)} | ${x.tp} | ${x.fp} | ${x.fn} |`);
  }
  lines.push('');
  lines.push(`subject accuracy: ${pct(ratio(r.subject.correct, r.subject.total))} (${r.subject.correct}/${r.subject.total})`);
  lines.push(`severity within one band: ${pct(ratio(r.severityWithinOne.correct, r.severityWithinOne.total))}; exact: ${pct(ratio(r.severityExact.correct, r.severityExact.total))}`);
  lines.push(`imminence within one step: ${pct(ratio(r.imminenceWithinOne.correct, r.imminenceWithinOne.total))}`);
  lines.push(`show_resources: precision ${pct(r.show.precision)}, recall ${pct(r.show.recall)} (tp ${r.show.tp}, fp ${r.show.fp}, fn ${r.show.fn})`);
  lines.push(`benign look-alikes: ${r.lookalikes.falseAlarms} false alarms of ${r.lookalikes.total}`);
  return lines.join('\n');
}
