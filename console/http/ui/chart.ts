/**
 * The per-turn trajectory chart: an inline SVG (no script, no library) with one line per axis of `signals_by_axis`
 * and one for the turn's salience, the reference bands at 0.30 and 0.60, a text legend, and `role="img"` with a
 * title and description. The same numbers are given as a table beside it for screen readers and for copying.
 */
import { esc } from './html.js';

export const CHART_SERIES: { key: string; label: string; color: string; dash?: string }[] = [
  { key: 'salience', label: 'salience', color: '#111111', dash: '' },
  { key: 'suicide', label: 'suicide', color: '#b3261e' },
  { key: 'self_harm', label: 'self-harm', color: '#d16900' },
  { key: 'harm_to_others', label: 'harm to others', color: '#7b3fa0' },
  { key: 'abuse', label: 'abuse', color: '#0b6e99' },
  { key: 'ai_harm_provision', label: 'AI harm provision', color: '#1e6b34', dash: '6 3' },
  { key: 'ai_emotional_failure', label: 'AI emotional failure', color: '#5f6b00', dash: '6 3' },
  { key: 'ai_manipulation', label: 'AI manipulation', color: '#8a3b5c', dash: '6 3' },
  { key: 'ai_safeguarding_failure', label: 'AI safeguarding failure', color: '#334a8a', dash: '6 3' },
];

export interface TrajectoryPoint {
  role: string;
  turn: number;
  salience: number;
  signals_by_axis?: Record<string, number>;
}

const clamp = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);

export function valueAt(p: TrajectoryPoint, key: string): number {
  return key === 'salience' ? clamp(p.salience) : clamp(p.signals_by_axis?.[key]);
}

export function trajectoryChart(points: TrajectoryPoint[]): string {
  if (!points.length) return '<p class="muted">This session was scored without a trajectory (no per-turn scores).</p>';
  const W = 640;
  const H = 260;
  const L = 40;
  const R = 12;
  const T = 12;
  const B = 36;
  const x = (i: number) => L + (points.length === 1 ? (W - L - R) / 2 : (i * (W - L - R)) / (points.length - 1));
  const y = (v: number) => T + (1 - v) * (H - T - B);
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (v) =>
        `<line x1="${L}" x2="${W - R}" y1="${y(v)}" y2="${y(v)}" stroke="#d9dde3"/><text x="${L - 6}" y="${y(v) + 4}" text-anchor="end" font-size="11" fill="#4d5560">${v.toFixed(2)}</text>`,
    )
    .join('');
  const bands = [
    [0.3, 'watch'],
    [0.6, 'danger'],
  ]
    .map(
      ([v, name]) =>
        `<line x1="${L}" x2="${W - R}" y1="${y(v as number)}" y2="${y(v as number)}" stroke="${name === 'danger' ? '#b3261e' : '#8a5a00'}" stroke-dasharray="2 4"/><text x="${W - R}" y="${y(v as number) - 3}" text-anchor="end" font-size="11" fill="#4d5560">${name}</text>`,
    )
    .join('');
  const ticks = points
    .map(
      (p, i) => `<text x="${x(i)}" y="${H - B + 16}" text-anchor="middle" font-size="11" fill="#4d5560">${p.role === 'assistant' ? 'A' : 'U'}${p.turn}</text>`,
    )
    .join('');
  const lines = CHART_SERIES.map((s) => {
    const pts = points.map((p, i) => `${x(i).toFixed(1)},${y(valueAt(p, s.key)).toFixed(1)}`).join(' ');
    const width = s.key === 'salience' ? 3 : 2;
    return (
      `<polyline fill="none" stroke="${s.color}" stroke-width="${width}"${s.dash ? ` stroke-dasharray="${s.dash}"` : ''} points="${pts}"/>` +
      (points.length === 1 ? `<circle cx="${x(0)}" cy="${y(valueAt(points[0]!, s.key))}" r="3" fill="${s.color}"/>` : '')
    );
  }).join('');
  const peak = points.reduce((b, p, i) => (valueAt(p, 'salience') > valueAt(points[b]!, 'salience') ? i : b), 0);
  const desc = `${points.length} turns. Salience starts at ${valueAt(points[0]!, 'salience').toFixed(2)}, peaks at ${valueAt(points[peak]!, 'salience').toFixed(2)} on turn ${peak + 1} and ends at ${valueAt(points[points.length - 1]!, 'salience').toFixed(2)}. The table below lists every value.`;
  const legend = CHART_SERIES.map((s) => `<li><span class="sw" style="background:${s.color}"></span>${esc(s.label)}${s.dash ? ' (dashed)' : ''}</li>`).join('');
  const head = CHART_SERIES.map((s) => `<th scope="col">${esc(s.label)}</th>`).join('');
  const rows = points
    .map(
      (p, i) =>
        `<tr><th scope="row">${i + 1} (${esc(p.role)} ${p.turn})</th>${CHART_SERIES.map((s) => `<td class="num">${valueAt(p, s.key).toFixed(2)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<figure style="margin:0">
<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="chart-title chart-desc" xmlns="http://www.w3.org/2000/svg">
<title id="chart-title">Per-turn trajectory of the risk axes and salience</title>
<desc id="chart-desc">${esc(desc)}</desc>
${grid}${bands}${lines}${ticks}
</svg>
<figcaption><ul class="legend" aria-label="Legend">${legend}</ul></figcaption>
</figure>
<details><summary>Trajectory values as a table</summary>
<div class="region" role="region" aria-label="Trajectory values" tabindex="0"><table><caption>Score per turn (0 to 1)</caption><thead><tr><th scope="col">Turn</th>${head}</tr></thead><tbody>${rows}</tbody></table></div>
</details>`;
}
