/**
 * Evaluate's vocabulary, loaded once from seeds/risk/*.json and compiled: features with their cue phrases, framing
 * styles and masks, who-is-at-risk words, resource mapping and reply templates. The only file in processors/risk that
 * reads the disk; everything else takes the compiled vocabulary.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FrameEffect, FrameStyle, Imminence, RiskType, Severity } from './types.js';

const seed = <T>(name: string): T => JSON.parse(readFileSync(fileURLToPath(new URL(`../../seeds/risk/${name}`, import.meta.url)), 'utf8')) as T;

export type FeatureRole = 'signal' | 'escalator' | 'timeline' | 'protective' | 'resolution' | 'context';

export interface FeatureDef {
  name: string;
  category: string;
  types: RiskType[];
  role: FeatureRole;
  weight: Severity | null;
  description: string;
  cues: string[];
  source: string;
  imminence?: Imminence;
}

export interface CompiledFeature extends FeatureDef {
  patterns: RegExp[];
}

/**
 * A cue phrase → a global, case-insensitive RegExp on normalised text: word boundaries around it, any whitespace for a
 * space, an optional apostrophe for each apostrophe (so "im" matches "i'm").
 */
export function cueSource(cue: string): string {
  const body = cue.replace(/'/g, "'?").replace(/ /g, '\\s+');
  const start = /^[\w(\\]/.test(cue) ? '\\b' : '';
  const end = /[\w)*?]$/.test(cue) ? '\\b' : '';
  return `${start}(?:${body})${end}`;
}

export function compileCue(cue: string): RegExp {
  return new RegExp(cueSource(cue), 'gi');
}

/** All cues of one feature as one alternation (one scan of the text per feature). */
export function compileCues(cues: readonly string[]): RegExp[] {
  if (!cues.length) return [];
  return [new RegExp(cues.map(cueSource).join('|'), 'gi')];
}

interface FeaturesFile {
  version: number;
  features: FeatureDef[];
}
interface FramingFile {
  styles: { style: FrameStyle; effect: FrameEffect | 'none'; description: string; cues: string[] }[];
  masks: { description: string; cues: string[] };
}
export interface SubjectsFile {
  first_person: string[];
  first_person_object: string[];
  third_person_pronouns: string[];
  reflexive_self: string[];
  reflexive_other: string[];
  third_party_nouns: string[];
  child_nouns: string[];
  partner_nouns: string[];
  /** a speaker's `my <noun>` as the actor of a harm means the speaker is the one harmed ("my mom is always drunk") */
  perpetrator_nouns: string[];
}
export interface ResourcesFile {
  scopes: Record<RiskType, string[]>;
  variants: { when_feature?: string[]; when_child?: boolean; subject?: 'self' | 'other'; type: RiskType; scopes: string[] }[];
  populations: { feature: string; population: string; label: string }[];
  why: Record<string, string>;
  concern: Record<RiskType, string>;
  concern_other: Record<RiskType, string>;
}
export interface RepliesFile {
  source: string;
  opening: Record<string, string>;
  safety: { self: string; other: string };
  resource: string;
  closing: string;
}

export interface Vocabulary {
  version: number;
  features: readonly CompiledFeature[];
  byName: ReadonlyMap<string, CompiledFeature>;
  frames: { style: FrameStyle; effect: FrameEffect; patterns: RegExp[] }[];
  masks: RegExp[];
  subjects: SubjectsFile;
  resources: ResourcesFile;
  replies: RepliesFile;
}

let cached: Vocabulary | undefined;

export function vocabulary(): Vocabulary {
  if (cached) return cached;
  const f = seed<FeaturesFile>('features.json');
  const fr = seed<FramingFile>('framing.json');
  const features = f.features.map((d) => ({ ...d, patterns: compileCues(d.cues) }));
  cached = {
    version: f.version,
    features,
    byName: new Map(features.map((x) => [x.name, x])),
    frames: fr.styles.map((s) => ({ style: s.style, effect: s.effect, patterns: s.cues.map(compileCue) })),
    masks: fr.masks.cues.map(compileCue),
    subjects: seed<SubjectsFile>('subjects.json'),
    resources: seed<ResourcesFile>('resources.json'),
    replies: seed<RepliesFile>('replies.json'),
  };
  return cached;
}
