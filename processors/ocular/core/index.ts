/**
 * The classifier's scoring core (spec doc 3, "Classifier request/response", "Trajectory", "Detail object"): a pure
 * engine with no bus, storage or HTTP. `loadScorer()` loads the MiniLM embedder and the pinned heads model once;
 * `classify()` answers a ClassifyRequest; `scoreMessages()` gives per-message heads, axes and modulators for the
 * services built on top (risk evaluation, oversight); `embed()` hands out the same embedder (and its per-text cache) to
 * services with heads of their own, so a process holds one MiniLM session.
 *
 * Pipeline: turns (system skipped, long messages chunked) → one batched embedding call (cached per text) → feature rows
 * for each variant × turn × chunk → one onnxruntime run → calibration per head → fusion per turn → windows → ensemble.
 */

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { type Embedder, loadEmbedder } from '../../../infra/models/embedder.js';
import { calibrate, type Verdict } from '../../kernel/index.js';
import { OCULAR_HEADS, type OcularHead } from '../heads/index.js';
import { parseText, type Turn, turnsOf, windowsOf } from './conversation.js';
import { confidenceOf, stabilityOf } from './ensemble.js';
import { type ContextParts, FEATURE_DIMS, meanContext, NO_CONTEXT, type TextParts, textParts, writeFeatures } from './features.js';
import {
  type AiTurnFusion,
  aggregateTurns,
  corroborate,
  fuseAiTurn,
  fuseUserTurn,
  type Roster,
  rosterOf,
  round,
  salienceOf,
  subjectOf,
  type UserTurnFusion,
} from './fusion.js';
import { type HeadsModel, loadHeadsModel } from './model.js';
import { shapeOf } from './trajectory.js';
import {
  AI_AXES,
  type AiAxis,
  type ClassifyOutcome,
  type ClassifyRequest,
  type ClassifyResult,
  CORROBORATED_AXES,
  type Contributor,
  type Detail,
  type HeadFiring,
  levelOf,
  type Message,
  type MessageScore,
  type Scorer,
  type ScorerInfo,
  type Subject,
  type Thoroughness,
  type TrajectoryEntry,
  USER_AXES,
  type UserAxis,
} from './types.js';

export { parseText } from './conversation.js';
export * from './types.js';

/** Contract version of the classifier wire (spec doc 3, "Versioning"). */
export const CONTRACT_VERSION = '1.0.0';
/** `auto` runs the ensemble only for inputs shorter than this (characters of scored content). */
export const AUTO_ENSEMBLE_CHARS = 40;

/**
 * Ensemble variants: different context windows for every turn, and a different view of the text.
 * `base`: the other speaker's turn before; `wide`: the mean of the three turns before; `solo`: the turn alone;
 * `dense`: base context, without the hashed n-grams (embedding and lexicon only). Training drops the context and the
 * n-gram blocks on a share of rows, so every variant is a reading the heads were trained for.
 */
export const VARIANTS = ['base', 'wide', 'solo', 'dense'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Default embedder threads: two where the machine has them. */
export const DEFAULT_THREADS = Math.min(2, availableParallelism());

export interface LoadScorerOptions {
  /** contract version reported in meta.version (default CONTRACT_VERSION) */
  version?: string;
  /** short source commit (default: git rev-parse --short HEAD, else `dev`) */
  build?: string;
  /** reuse an embedder (tests, processes that already hold one) */
  embedder?: Embedder;
  /**
   * onnxruntime threads for the embedder (default 2, or 1 on a one-core machine). The embedder is the cold path of
   * every request (each new text); two threads measured 2.5–4× faster than one on the shared 2-core box under load
   * (docs/classifier.md, "Latency"). The heads model keeps one thread: it is tiny.
   */
  intraOpThreads?: number;
  /** run a few throw-away scores at load so the first requests do not pay onnxruntime's first-run costs (default true) */
  warmup?: boolean;
}

function gitBuild(): string {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || 'dev'
    );
  } catch {
    return 'dev';
  }
}

/** Per-turn head scores for one variant. */
interface TurnScores {
  raw: Record<string, number>;
  cal: Record<string, number>;
}

interface Fused {
  turns: Turn[];
  user: Map<number, UserTurnFusion>;
  ai: Map<number, AiTurnFusion>;
  scores: TurnScores[];
}

interface WindowResult {
  user: Record<UserAxis, number>;
  ai: Record<AiAxis, number>;
  fiction: number;
  authenticity: number;
  imminence: number;
  subject: Subject;
  salience: number;
  corroboration: Record<(typeof CORROBORATED_AXES)[number], ReturnType<typeof corroborate>>;
  peakUser: UserAxis;
  peakAi: AiAxis;
  range: [number, number];
  modulators: Record<string, number>;
}

export async function loadScorer(opts: LoadScorerOptions = {}): Promise<Scorer> {
  const heads: readonly OcularHead[] = OCULAR_HEADS;
  const model: HeadsModel = await loadHeadsModel(heads);
  const embedder = opts.embedder ?? (await loadEmbedder({ intraOpThreads: opts.intraOpThreads ?? DEFAULT_THREADS, cacheSize: 8192 }));
  const ownsEmbedder = !opts.embedder;
  const roster: Roster = rosterOf(heads);
  const version = opts.version ?? CONTRACT_VERSION;
  const build = opts.build ?? gitBuild();
  const calibrations = heads.map((h) => h.model.calibration);

  /**
   * Scores every turn of every job under its variants with one embedding call (identical texts embedded once) and
   * one model run, whatever the number of conversations.
   */
  async function scoreJobs(jobs: { turns: Turn[]; variants: readonly Variant[] }[]): Promise<Map<Variant, TurnScores[]>[]> {
    const texts = [...new Set(jobs.flatMap((j) => j.turns.flatMap((t) => t.chunks)))];
    const vecs = texts.length ? await embedder.embed(texts) : [];
    const parts = new Map<string, TextParts>();
    texts.forEach((t, i) => parts.set(t, textParts(t, vecs[i]!)));
    const rows: { job: number; v: Variant; turn: number }[] = [];
    for (const [j, { turns, variants }] of jobs.entries())
      for (const v of variants) turns.forEach((t, i) => t.chunks.forEach(() => rows.push({ job: j, v, turn: i })));
    const x = new Float32Array(rows.length * FEATURE_DIMS);
    let r = 0;
    for (const { turns, variants } of jobs) {
      const ctxOfTurn = turns.map((t) => meanContext(t.chunks.map((c) => parts.get(c)!)));
      const contexts = (v: Variant, i: number): ContextParts => {
        if (v === 'solo') return NO_CONTEXT;
        if (v === 'wide') return meanContext(ctxOfTurn.slice(Math.max(0, i - 3), i));
        // base and dense
        for (let j = i - 1; j >= 0; j--) if (turns[j]!.role !== turns[i]!.role) return ctxOfTurn[j]!;
        return NO_CONTEXT;
      };
      for (const v of variants) {
        turns.forEach((t, i) => {
          const ctx = contexts(v, i);
          for (const c of t.chunks) writeFeatures(x, r++, parts.get(c)!, ctx, t.role === 'assistant', v !== 'dense');
        });
      }
    }
    const out = rows.length ? await model.run(x, rows.length) : new Float32Array(0);
    const results = jobs.map(({ turns, variants }) => new Map<Variant, TurnScores[]>(variants.map((v) => [v, turns.map(() => ({ raw: {}, cal: {} }))])));
    rows.forEach((row, k) => {
      const turns = jobs[row.job]!.turns;
      const ts = results[row.job]!.get(row.v)![row.turn]!;
      const role = turns[row.turn]!.role === 'assistant' ? 'ai' : 'user';
      heads.forEach((h, j) => {
        if (h.side !== role) return;
        const raw = out[k * model.width + model.outputs[j]!]!;
        // Platt scaling on the head's logit (the decision value), as fitted by the training script
        const cal = calibrate(logit(raw), calibrations[j]!);
        // a chunked message scores the max over its chunks
        if (!(raw <= (ts.raw[h.code] ?? -1))) ts.raw[h.code] = raw;
        if (!(cal <= (ts.cal[h.code] ?? -1))) ts.cal[h.code] = cal;
      });
    });
    return results;
  }

  async function scoreTurns(turns: Turn[], variants: readonly Variant[]): Promise<Map<Variant, TurnScores[]>> {
    return (await scoreJobs([{ turns, variants }]))[0]!;
  }

  /** Fusion per turn, in order (fiction framing and minor markers carry forward through the conversation). */
  function fuseTurns(turns: Turn[], scores: TurnScores[]): Fused {
    const user = new Map<number, UserTurnFusion>();
    const ai = new Map<number, AiTurnFusion>();
    const carried = { fiction: 0, minor: 0 };
    let prev: UserTurnFusion | undefined;
    turns.forEach((t, i) => {
      if (t.role === 'user') {
        const f = fuseUserTurn(roster, scores[i]!.cal, carried);
        user.set(i, f);
        carried.fiction = Math.max(carried.fiction, f.fiction);
        carried.minor = Math.max(carried.minor, f.minor);
        prev = f;
      } else ai.set(i, fuseAiTurn(roster, scores[i]!.cal, prev, carried));
    });
    return { turns, user, ai, scores };
  }

  function fuseWindow(f: Fused, [s, e]: [number, number]): WindowResult {
    const userTurns: { i: number; f: UserTurnFusion }[] = [];
    const aiTurns: AiTurnFusion[] = [];
    for (let i = s; i < e; i++) {
      const u = f.user.get(i);
      if (u) userTurns.push({ i, f: u });
      const a = f.ai.get(i);
      if (a) aiTurns.push(a);
    }
    const user = Object.fromEntries(USER_AXES.map((a) => [a, aggregateTurns(userTurns.map((t) => t.f.axes[a]))])) as Record<UserAxis, number>;
    const ai = Object.fromEntries(AI_AXES.map((a) => [a, aggregateTurns(aiTurns.map((t) => t.axes[a]))])) as Record<AiAxis, number>;
    const corroboration = Object.fromEntries(
      CORROBORATED_AXES.map((a) => [
        a,
        corroborate(
          roster,
          a,
          userTurns.map((t) => ({ cal: f.scores[t.i]!.cal, axes: t.f.axes })),
        ),
      ]),
    ) as WindowResult['corroboration'];
    const subject = subjectOf(userTurns.map((t) => t.f));
    const imminence = Math.max(0, ...userTurns.map((t) => t.f.imminence));
    const fiction = Math.max(0, ...userTurns.map((t) => t.f.fiction));
    const authenticity = Math.max(0, ...userTurns.map((t) => t.f.authenticity));
    let peak: UserAxis = 'suicide';
    for (const a of USER_AXES) if (user[a] > user[peak]) peak = a;
    const corr = (CORROBORATED_AXES as readonly string[]).includes(peak) ? corroboration[peak as (typeof CORROBORATED_AXES)[number]].score : 0;
    const sal = salienceOf(user, ai, imminence, corr, subject);
    const mod = (k: keyof UserTurnFusion) => Math.max(0, ...userTurns.map((t) => t.f[k] as number));
    return {
      user,
      ai,
      fiction,
      authenticity,
      imminence,
      subject,
      salience: sal.salience,
      corroboration,
      peakUser: sal.peakUser,
      peakAi: sal.peakAi,
      range: [s, e],
      modulators: {
        subject_other: mod('subjectOther'),
        educational: mod('educational'),
        hyperbole: mod('hyperbole'),
        protective: mod('protective'),
        minor: mod('minor'),
        dependency: mod('dependency'),
        support: Math.max(0, ...aiTurns.map((t) => t.support)),
      },
    };
  }

  /** The conversation under one variant: the window with the highest salience. */
  function conversationOf(f: Fused): { best: WindowResult; windows: number } {
    const ws = windowsOf(f.turns.length).map((w) => fuseWindow(f, w));
    return { best: ws.reduce((a, b) => (b.salience > a.salience ? b : a)), windows: ws.length };
  }

  function perTurnSalience(f: Fused, i: number): number {
    return fuseWindow(f, [i, i + 1]).salience;
  }

  function firingsOf(f: Fused, range: [number, number]): HeadFiring[] {
    const best = new Map<string, number>();
    for (let i = range[0]; i < range[1]; i++) {
      const t = f.turns[i]!;
      for (const h of heads) {
        const cal = f.scores[i]!.cal[h.code];
        if (cal === undefined) continue;
        // heads are synchronous members: evaluate returns Verdict[] directly
        for (const v of h.evaluate({ message_index: t.index, raw: f.scores[i]!.raw[h.code]!, calibrated: cal }, {}, undefined) as Verdict[]) {
          if (v.verdict === 'flag' && cal > (best.get(h.code) ?? -1)) best.set(h.code, cal);
        }
      }
    }
    return [...best].map(([code, score]) => ({ code, score: round(score) })).sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
  }

  function peakScores(f: Fused, range: [number, number], which: 'raw' | 'cal'): Record<string, number> {
    const out: Record<string, number> = {};
    for (const h of heads) out[h.code] = 0;
    for (let i = range[0]; i < range[1]; i++) for (const [c, v] of Object.entries(f.scores[i]![which])) out[c] = Math.max(out[c]!, v);
    for (const c of Object.keys(out)) out[c] = round(out[c]!);
    return out;
  }

  function detailOf(f: Fused, w: WindowResult): Detail {
    const cal = peakScores(f, w.range, 'cal');
    const contributors: Record<string, Contributor[]> = {};
    const framing = (['fiction', 'educational', 'hyperbole', 'protective'] as const).flatMap((m) => roster.modulator.get(m) ?? []);
    for (const a of [...USER_AXES, ...AI_AXES]) {
      const list: Contributor[] = (roster.signal.get(a) ?? []).map((s) => ({
        code: s.code,
        score: cal[s.code] ?? 0,
        role: 'signal' as const,
        weight: s.weight,
      }));
      if ((USER_AXES as readonly string[]).includes(a))
        list.push(...framing.map((m) => ({ code: m.code, score: cal[m.code] ?? 0, role: 'modulator' as const, weight: m.weight })));
      if (a === 'emotional_failure')
        list.push(
          ...(roster.modulator.get('support') ?? []).map((m) => ({ code: m.code, score: cal[m.code] ?? 0, role: 'counter' as const, weight: m.weight })),
        );
      contributors[a] = list.filter((c) => c.score >= 0.01).sort((x, y) => y.score * y.weight - x.score * x.weight);
    }
    contributors.ecosystem = (['subject_other', 'authenticity', 'imminence', 'minor', 'dependency', 'fiction'] as const)
      .flatMap((m) => (roster.modulator.get(m) ?? []).map((x) => ({ code: x.code, score: cal[x.code] ?? 0, role: 'modulator' as const, weight: x.weight })))
      .filter((c) => c.score >= 0.01);
    return {
      scores: peakScores(f, w.range, 'raw'),
      calibrated: cal,
      corroboration: Object.fromEntries(
        CORROBORATED_AXES.map((a) => [a, { strength: w.corroboration[a].strength, score: w.corroboration[a].score }]),
      ) as Detail['corroboration'],
      contributors,
      corroboration_contributors: Object.fromEntries(
        CORROBORATED_AXES.map((a) => [a, { codes: w.corroboration[a].codes, missing: w.corroboration[a].missing }]),
      ) as Detail['corroboration_contributors'],
    };
  }

  function trajectoryOf(f: Fused, stride: number, withDetail: boolean): TrajectoryEntry[] {
    const out: TrajectoryEntry[] = [];
    let lastUser: UserTurnFusion | undefined;
    let lastAi: AiTurnFusion | undefined;
    f.turns.forEach((t, i) => {
      lastUser = f.user.get(i) ?? lastUser;
      lastAi = f.ai.get(i) ?? lastAi;
      const sampled = (i + 1) % stride === 0 || i === f.turns.length - 1;
      if (!sampled) return;
      const u = lastUser?.axes;
      const a = lastAi?.axes;
      const e: TrajectoryEntry = {
        role: t.role,
        turn: t.turn,
        salience: round(perTurnSalience(f, i)),
        signals_by_axis: {
          suicide: round(u?.suicide ?? 0),
          self_harm: round(u?.self_harm ?? 0),
          harm_to_others: round(u?.harm_to_others ?? 0),
          abuse: round(u?.abuse ?? 0),
          ai_harm_provision: round(a?.harm_provision ?? 0),
          ai_emotional_failure: round(a?.emotional_failure ?? 0),
          ai_manipulation: round(a?.manipulation ?? 0),
          ai_safeguarding_failure: round(a?.safeguarding_failure ?? 0),
          genuine: round(lastUser?.authenticity ?? 0),
          fiction: round(lastUser?.fiction ?? 0),
        },
        heads: firingsOf(f, [i, i + 1]),
      };
      if (withDetail) {
        e.raw_scores = Object.fromEntries(
          Object.entries(f.scores[i]!.raw)
            .filter(([, v]) => v > 0.01)
            .map(([k, v]) => [k, round(v)]),
        );
        e.calibrated = Object.fromEntries(
          Object.entries(f.scores[i]!.cal)
            .filter(([, v]) => v > 0.05)
            .map(([k, v]) => [k, round(v)]),
        );
      }
      out.push(e);
    });
    return out;
  }

  function resolveMessages(req: ClassifyRequest): Message[] {
    if (Array.isArray(req.messages)) return req.messages;
    if (typeof req.text === 'string') return parseText(req.text);
    throw new TypeError('Either "messages" (array) or "text" (string) is required');
  }

  interface Prepared {
    req: ClassifyRequest;
    thoroughness: Thoroughness;
    turns: Turn[];
    ensemble: boolean;
    variants: readonly Variant[];
  }

  /** Checks and parses one request (throws TypeError / RangeError for input that can never score). */
  function prepare(req: ClassifyRequest): Prepared {
    const thoroughness: Thoroughness = req.thoroughness ?? 'auto';
    const turns = turnsOf(resolveMessages(req));
    const chars = turns.reduce((s, t) => s + t.content.length, 0);
    const ensemble = thoroughness === 'thorough' || (thoroughness === 'auto' && chars < AUTO_ENSEMBLE_CHARS);
    return { req, thoroughness, turns, ensemble, variants: ensemble ? VARIANTS : ['base'] };
  }

  /** Fusion, windows, ensemble and the response for one scored request. */
  function finish(p: Prepared, scored: Map<Variant, TurnScores[]>, t0: number): ClassifyResult {
    const { req, thoroughness, turns, ensemble, variants } = p;
    const runs = variants.map((v) => {
      const f = fuseTurns(turns, scored.get(v)!);
      return { v, f, ...conversationOf(f) };
    });
    // salience = max across variants; axes come from the variant that produced it
    const chosen = runs.reduce((a, b) => (b.best.salience > a.best.salience ? b : a));
    const w = chosen.best;
    const windowed = chosen.windows > 1 || turns.some((t) => t.chunks.length > 1);
    let confidence: number | null = null;
    let stability: ClassifyResult['stability'] = null;
    if (ensemble) {
      const series = (get: (r: WindowResult) => number) => runs.map((r) => get(r.best));
      confidence = round(confidenceOf([...USER_AXES.map((a) => series((r) => r.user[a])), ...AI_AXES.map((a) => series((r) => r.ai[a]))]));
      stability = {
        user: Object.fromEntries(USER_AXES.map((a) => [a, round(stabilityOf(series((r) => r.user[a])))])) as Record<UserAxis, number>,
        ai: Object.fromEntries(AI_AXES.map((a) => [a, round(stabilityOf(series((r) => r.ai[a])))])) as Record<AiAxis, number>,
        imminence: round(stabilityOf(series((r) => r.imminence))),
      };
    }
    const sig = (x: number) => ({ level: levelOf(x), score: round(x) });
    const result: ClassifyResult = {
      salience: round(Math.min(1, Math.max(0, w.salience))),
      subject: w.subject,
      imminence: sig(w.imminence),
      fiction: round(w.fiction),
      authenticity: round(w.authenticity),
      signals: {
        user: Object.fromEntries(USER_AXES.map((a) => [a, sig(w.user[a])])) as ClassifyResult['signals']['user'],
        ai: Object.fromEntries(AI_AXES.map((a) => [a, sig(w.ai[a])])) as ClassifyResult['signals']['ai'],
      },
      heads: firingsOf(chosen.f, w.range),
      thoroughness,
      confidence,
      stability,
      meta: { version, build, inference_ms: 0, request_id: `clf_${Date.now()}_${randomUUID().slice(0, 8)}`, windowed, windows: chosen.windows },
    };
    if (req.per_turn) {
      const stride = Math.max(1, Math.min(64, Math.floor(req.trajectory_stride ?? 3)));
      result.trajectory = trajectoryOf(chosen.f, stride, !!req.detail);
      result.trajectory_shape = shapeOf(result.trajectory);
    }
    if (req.detail) result.detail = detailOf(chosen.f, w);
    result.meta.inference_ms = Math.round((performance.now() - t0) * 100) / 100;
    return result;
  }

  async function classify(req: ClassifyRequest): Promise<ClassifyResult> {
    const t0 = performance.now();
    const p = prepare(req);
    return finish(p, await scoreTurns(p.turns, p.variants), t0);
  }

  /**
   * Many requests at once (the streaming path): one embedding call for every message of the batch (identical texts
   * embedded once) and one heads-model run. A request that can never score gets its error in its slot; the others
   * still score. A failure of the models themselves (transient) rejects the whole call.
   */
  async function classifyMany(reqs: ClassifyRequest[]): Promise<ClassifyOutcome[]> {
    const t0 = performance.now();
    const prepared = reqs.map((req): Prepared | Error => {
      try {
        return prepare(req);
      } catch (err) {
        if (err instanceof TypeError || err instanceof RangeError) return err;
        throw err;
      }
    });
    const ok = prepared.filter((p): p is Prepared => !(p instanceof Error));
    const scored = ok.length ? await scoreJobs(ok) : [];
    let k = 0;
    return prepared.map((p) => {
      if (p instanceof Error) return { error: p };
      const s = scored[k++]!;
      try {
        return { result: finish(p, s, t0) };
      } catch (err) {
        if (err instanceof TypeError || err instanceof RangeError) return { error: err };
        throw err;
      }
    });
  }

  async function scoreMessages(messages: Message[]): Promise<MessageScore[]> {
    const turns = turnsOf(messages);
    const scored = (await scoreTurns(turns, ['base'])).get('base')!;
    const f = fuseTurns(turns, scored);
    return turns.map((t, i) => {
      const u = f.user.get(i);
      const a = f.ai.get(i);
      const subjectOther = u?.subjectOther ?? 0;
      return {
        index: t.index,
        role: t.role,
        turn: t.turn,
        raw: Object.fromEntries(Object.entries(scored[i]!.raw).map(([k, v]) => [k, round(v)])),
        calibrated: Object.fromEntries(Object.entries(scored[i]!.cal).map(([k, v]) => [k, round(v)])),
        axes: Object.fromEntries(Object.entries(u?.axes ?? a?.axes ?? {}).map(([k, v]) => [k, round(v)])),
        modulators: {
          subject: u ? subjectOf([u]) : 'unknown',
          subject_self: round(u ? 1 - subjectOther : 0),
          subject_other: round(subjectOther),
          fiction: round(u?.fiction ?? 0),
          authenticity: round(u?.authenticity ?? 0),
          imminence: round(u?.imminence ?? 0),
        },
        salience: round(perTurnSalience(f, i)),
      };
    });
  }

  function info(): ScorerInfo {
    return {
      version,
      build,
      mode: 'local',
      embedder: embedder.model,
      heads: heads.map((h) => ({
        code: h.code,
        family: h.family,
        side: h.side,
        description: h.description,
        model: { file: h.model.file, sha256: h.model.sha256, threshold: h.model.threshold, output: h.model.output, calibration: h.model.calibration },
      })),
    };
  }

  // Warm-up: onnxruntime's first runs of a session (memory arenas, kernel selection per shape) are several times slower
  // than the steady state; pay for them here, while /health still says `starting`, not on the first requests.
  if (opts.warmup !== false) {
    const warm = (n: number) => Array.from({ length: n }, (_, i) => `warm-up message ${i} ${'and some words '.repeat(1 + (i % 4))}`);
    for (const texts of [warm(1), warm(5), warm(12)])
      await classifyMany([{ messages: texts.map((content, i) => ({ role: i % 2 ? 'assistant' : 'user', content })), thoroughness: 'thorough' }]);
  }

  return {
    classify,
    classifyMany,
    scoreMessages,
    embed: (texts: string[]) => embedder.embed(texts),
    info,
    async close() {
      await model.close();
      if (ownsEmbedder) await embedder.close();
    },
  };
}

/** log(p / (1 − p)), clamped away from 0 and 1. */
export function logit(p: number): number {
  const q = Math.min(1 - 1e-7, Math.max(1e-7, p));
  return Math.log(q / (1 - q));
}

/** Which side a head code reads (for callers holding only codes). */
export function headSide(code: string): 'user' | 'ai' | undefined {
  return OCULAR_HEADS.find((h) => h.code === code)?.side;
}
