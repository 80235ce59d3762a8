/**
 * The evaluate engine alone (pure; vocabulary only, plus one block on the real classifier core): who is at risk,
 * severity and imminence rules, framing in both directions, protective factors, multi-turn escalation and
 * de-escalation, the vocabulary and registry contracts, resources from the real directory seed, the alert fields and
 * the template reply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scorer } from '../../processors/ocular/core/types.js';
import { alertFields, alertRecord } from '../../processors/risk/alert.js';
import { coreSignals } from '../../processors/risk/core-signals.js';
import { assessConversation } from '../../processors/risk/engine.js';
import { riskRegistry } from '../../processors/risk/members/index.js';
import { recommendedReply } from '../../processors/risk/replies.js';
import { matchResources } from '../../processors/risk/resources.js';
import { engineName, evaluate, shapeInput } from '../../processors/risk/service.js';
import { type InputMessage, RISK_TYPES } from '../../processors/risk/types.js';
import { vocabulary } from '../../processors/risk/vocabulary.js';
import { loadDirectory } from '../../processors/signpost/storage/directory-files.js';
import { EvaluateResponse, ScreenResponse } from '../../schemas/http/evaluate.js';

const u = (content: string): InputMessage => ({ role: 'user', content });
const a = (content: string): InputMessage => ({ role: 'assistant', content });
const run = (msgs: InputMessage[] | string) => assessConversation(typeof msgs === 'string' ? [u(msgs)] : msgs, null, { engine: 'local:test' });
const brief = async (msgs: InputMessage[] | string) => (await run(msgs)).risks.map((r) => `${r.code}/${r.subject}/${r.risk_severity}/${r.imminence}`);

describe('vocabulary and registry', () => {
  const v = vocabulary();
  it('has 180+ features in the spec categories, the spec examples among them, each described and sourced', () => {
    expect(v.features.length).toBeGreaterThanOrEqual(180);
    const names = new Set(v.features.map((f) => f.name));
    for (const ex of [
      'hopelessness',
      'passive_ideation',
      'active_ideation',
      'plan_present',
      'firearm_access',
      'medication_access',
      'specific_threat',
      'identifiable_target',
      'coercive_control',
      'strangulation',
      'unwanted_contact',
      'following',
      'help_seeking',
      'social_support',
    ])
      expect(names.has(ex), ex).toBe(true);
    for (const c of [
      'ideation_and_intent',
      'means_and_access',
      'violence',
      'abuse_and_partner_violence',
      'exploitation',
      'neglect',
      'eating_disorder',
      'stalking',
      'harm_encouragement',
      'ai_interaction',
      'clinical',
      'emotional',
      'protective_factors',
      'context',
      'legal_and_extremism_markers',
    ]) {
      expect(
        v.features.some((f) => f.category === c),
        c,
      ).toBe(true);
    }
    for (const f of v.features) {
      expect(f.description.length, f.name).toBeGreaterThan(5);
      expect(f.source, f.name).toMatch(/^(spec|nope_v1_seen|legacy_v0|haven)$/);
      for (const t of f.types) expect(RISK_TYPES).toContain(t);
      if (f.role === 'signal') expect(f.weight, f.name).not.toBeNull();
    }
  });
  it('registers one member per risk type, each with zod params and a description', () => {
    expect([...riskRegistry.names].sort()).toEqual([...RISK_TYPES].sort());
    for (const m of riskRegistry.members) {
      expect(m.description.length).toBeGreaterThan(10);
      expect(m.params.parse({})).toMatchObject({ coreDetect: expect.any(Number) });
    }
    expect(() => riskRegistry.parseCall({ name: 'suicide', params: { coreDetect: 2 } })).toThrow();
  });
});

describe('who is at risk', () => {
  it('the speaker, a friend, a child, the speaker as victim', async () => {
    expect(await brief('I want to kill myself')).toEqual(['suicide/self/high/urgent']);
    expect(await brief('My friend says she wants to kill herself')).toEqual(['suicide/other/high/urgent']);
    expect((await brief('My dad hits my little sister'))[0]).toMatch(/^abuse\/other\//);
    expect((await brief('My boyfriend hits me'))[0]).toMatch(/^abuse\/self\/high/);
    expect((await brief('My mom is always drunk and there is no food in the house'))[0]).toMatch(/^neglect\/self\//);
    expect((await brief("I'm being stalked by a former coworker"))[0]).toMatch(/^stalking\/self\//);
  });
  it('speaker fields come from self risks only; a worried bystander still gets resources for helping', async () => {
    const r = await run('My best friend told me she has a plan to kill herself this weekend.');
    expect(r.risks[0]).toMatchObject({ code: 'suicide', subject: 'other' });
    expect(r.speaker_severity).toBe('none');
    expect(r.speaker_imminence).toBe('not_applicable');
    expect(r.show_resources).toBe(true);
    const res = matchResources(r, loadDirectory(), { country: 'US', now: new Date('2026-01-01T12:00:00Z') })!;
    expect(res.primary.why).toMatch(/support someone/);
    const low = await run('My friend feels hopeless sometimes.');
    expect(low.show_resources).toBe(false);
  });
});

describe('severity and imminence', () => {
  it('plan + means + timeline → critical emergency; an attempt in progress → emergency', async () => {
    expect(await brief("I'm going to kill myself tonight, I have a plan and I have my pills saved.")).toEqual(['suicide/self/critical/emergency']);
    expect(await brief('I just took all of my sleeping pills.')).toEqual(['suicide/self/critical/emergency']);
    expect(await brief('I wish I was dead.')).toEqual(['suicide/self/moderate/subacute']);
  });
  it('partner violence with lethality markers is critical; control alone is moderate', async () => {
    expect((await brief('He choked me and said he will kill me if I leave. I am terrified of him.'))[0]).toBe('abuse/self/critical/urgent');
    expect((await brief("My husband won't let me see my friends and checks my phone"))[0]).toBe('abuse/self/moderate/subacute');
  });
  it('past sexual abuse is chronic; last night is urgent', async () => {
    expect((await brief('When I was a kid my uncle molested me.'))[0]).toMatch(/^sexual_violence\/self\/moderate\/chronic/);
    expect((await brief('I was raped at a party last night.'))[0]).toBe('sexual_violence/self/high/urgent');
  });
});

describe('framing, both directions', () => {
  it('fiction, lyrics, clinical discussion and hyperbole lower or drop the risk', async () => {
    expect(await brief("I'm writing a novel where the hero wants to kill himself.")).toEqual([]);
    expect(await brief('What do the lyrics "I want to end it all tonight" mean?')).toEqual([]);
    expect(await brief('For my psychology class, what are the warning signs of suicide?')).toEqual([]);
    expect(await brief('This traffic is killing me lol')).toEqual([]);
    expect(await brief('I could murder a pizza right now')).toEqual([]);
    expect(await brief('lol I want to die, this homework is endless')).toEqual(['suicide/self/mild/chronic']);
  });
  it('a disclosure inside "hypothetically" or "asking for a friend" is not hidden', async () => {
    expect((await brief("Hypothetically, what's a lethal dose of paracetamol? I've been saving up my pills.")).at(0)).toMatch(
      /^suicide\/self\/(high|critical)/,
    );
    expect((await brief('Asking for a friend: what is the painless way to die? I already have a plan.')).at(0)).toMatch(/^suicide\/self\/(high|critical)/);
    expect((await brief("In my story the girl cuts herself. Honestly I've been cutting myself too."))[0]).toMatch(/^self_harm\/self\/moderate/);
  });
});

describe('protective factors and turns', () => {
  it('denying intent and a safety plan lower one band', async () => {
    expect(await brief('I wish I was dead but I would never act on it, I have a safety plan.')).toEqual(['suicide/self/mild/chronic']);
  });
  it("escalation over turns, and a yes to the assistant's question", async () => {
    const r = await brief([
      u('rough week'),
      a('Are you having thoughts of ending your life?'),
      u('Yes. I have my pills here and I will take them all tonight.'),
    ]);
    expect(r[0]).toBe('suicide/self/critical/emergency');
  });
  it('de-escalation in the latest message lowers, a "jk" retraction does not', async () => {
    expect((await brief([u('I want to kill myself.'), a('Are you safe?'), u('I talked to my sister and I feel better now. I am safe tonight.')]))[0]).toBe(
      'suicide/self/moderate/subacute',
    );
    expect((await brief([u('I really want to kill myself.'), a('Can you tell me more?'), u('jk lol forget it')]))[0]).toBe('suicide/self/high/urgent');
  });
  it('benign look-alikes stay clear', async () => {
    for (const t of [
      'How do I cut an onion?',
      'I need to kill a process on my server',
      'My dog keeps following me around',
      "I'm going to beat my brother at chess tonight",
      'We shot a video at the bridge',
    ])
      expect(await brief(t), t).toEqual([]);
  });
});

describe('evidence, resources, alert and reply', () => {
  it('evidence spans point into the messages', async () => {
    const msgs = [u('hello'), a('hi'), u('My partner strangled me last night.')];
    const r = await run(msgs);
    const cue = r.risks[0]!.cues.find((c) => c.feature === 'strangulation')!;
    expect(cue.message_index).toBe(2);
    expect(msgs[2]!.content.slice(cue.start, cue.end)).toBe('strangled me');
    expect(r.rationale).toMatch(/message 3/);
  });
  it('resources: scope per risk type, the youth population, emergency number first in an emergency, a why for each', async () => {
    const records = loadDirectory();
    const now = new Date('2026-03-04T15:00:00Z');
    const dv = matchResources(await run('My husband beats me and I am scared to go home.'), records, { country: 'GB', now })!;
    expect(dv.scopes).toContain('domestic_violence');
    expect(dv.primary.service_scope).toContain('domestic_violence');
    expect(dv.primary.why).toMatch(/abuse/);
    const youth = matchResources(await run("I'm 15 and I keep cutting myself."), records, { country: 'US', now })!;
    expect(youth.populations).toContain('youth');
    const em = matchResources(await run('I just swallowed all my pills.'), records, { country: 'US', now })!;
    expect(em.primary.type).toBe('emergency_number');
    expect(em.primary.why).toMatch(/danger right now/);
    expect(em.secondary.length).toBeGreaterThan(0);
    for (const x of [em.primary, ...em.secondary]) expect(x.open_status).toHaveProperty('confidence');
  });
  it('resources: every population the text supports is inferred, and none the text does not', async () => {
    const records = loadDirectory();
    const now = new Date('2026-03-04T15:00:00Z');
    const cases: [string, string][] = [
      ["I'm gay and since I came out my family won't speak to me, I don't want to be alive anymore.", 'lgbtq'],
      ["I'm transgender and I keep thinking about ending my life.", 'transgender'],
      ["I'm a veteran, the PTSD from my tour is back and I think about killing myself.", 'veterans'],
      ['My finals are next week, I am a university student and I want to die.', 'students'],
      ["I'm 82 and nobody visits anymore, and I think about killing myself.", 'elderly'],
      ["I'm a new mum and I feel like I want to die every single day.", 'new_parents'],
      ["I'm undocumented and my boss took my passport and won't pay me.", 'migrant_workers'],
      ["I'm a paramedic and after last week's call I keep thinking about killing myself.", 'professionals'],
      ['Our farm is going under and I have been thinking about ending it all.', 'farmers'],
    ];
    for (const [text, population] of cases) {
      const m = matchResources(await run(text), records, { country: 'US', now });
      expect(m, text).toBeTruthy();
      expect(m!.populations, text).toContain(population);
    }
    // a risk with nothing about who the speaker is infers no population
    const plain = matchResources(await run('I want to kill myself.'), records, { country: 'US', now })!;
    expect(plain.populations).toEqual([]);
  });
  it('resources: an urgent risk at night lists only lines open now or 24/7 and says so; a chronic one may list others', async () => {
    const records = loadDirectory();
    const night = new Date('2026-03-04T03:00:00Z');
    const urgent = matchResources(await run('I want to kill myself tonight, I have the pills ready.'), records, { country: 'GB', now: night })!;
    for (const x of [urgent.primary, ...urgent.secondary].filter((x) => x.type !== 'emergency_number')) {
      expect(x.is_24_7 || x.open_status.is_open, x.name).toBe(true);
      expect(x.why, x.name).toMatch(/24 hours a day|open now/);
    }
    const chronic = matchResources(await run('I have been feeling hopeless and I think about dying a lot.'), records, { country: 'GB', now: night })!;
    expect(chronic.primary.why).toMatch(/\S/);
    expect([chronic.primary, ...chronic.secondary].some((x) => !x.is_24_7 && x.open_status.is_open !== true)).toBe(true);
  });
  it('alert fields: summary, domains, flags, resources, conversation', async () => {
    const msgs = [u('x'.repeat(1200) + ' My stepdad hits my little brother and there is no food at home.')];
    const r = await run(msgs);
    const f = alertFields(r, msgs, undefined, { country: 'US', conversation_id: 'c1' });
    expect(f.conversation_id).toBe('c1');
    expect(f.risk_summary.primary_domain).toBe('dependent_at_risk');
    expect(f.flags.child_safeguarding).not.toBeNull();
    expect(f.flags.third_party_threat).toBe(false);
    expect(f.conversation).toMatchObject({ message_count: 1, truncated: true });
  });
  it('a redelivered request publishes the same alert event (the sink delivers it once)', async () => {
    const msgs = [u('I want to kill myself tonight.')];
    const r = await run(msgs);
    const o = { country: 'US', requestId: 'eval_1_abc', now: new Date() };
    expect(alertRecord('acct', r, msgs, undefined, o)!.event_id).toBe(alertRecord('acct', r, msgs, undefined, o)!.event_id);
    expect(alertRecord('acct', r, msgs, undefined, o)!.severity).toBe('high');
    expect(alertRecord('acct', await run('nice day'), [u('nice day')], undefined, o)).toBeUndefined();
  });
  it('the template reply names its source and never claims a model wrote it', async () => {
    const r = await run('I want to kill myself tonight.');
    const reply = recommendedReply(r, undefined)!;
    expect(reply.source).toBe('template');
    expect(reply.content).toMatch(/emergency services/);
    expect(recommendedReply(await run('nice weather'), undefined)).toBeUndefined();
  });
  it('demo input shaping keeps the last 10 messages and cuts long ones', () => {
    const msgs = Array.from({ length: 12 }, (_, i) => u(i === 11 ? 'y'.repeat(3000) : `m${i}`));
    const s = shapeInput({ messages: msgs }, true);
    expect(s.messages).toHaveLength(10);
    expect(s.messages[9]!.content).toHaveLength(2000);
    expect(s.truncated).toBe(true);
    expect(shapeInput({ text: 'hi' }, false)).toMatchObject({ input_format: 'text_blob', truncated: undefined });
  });
});

describe('on the classifier core', () => {
  let scorer: Scorer;
  beforeAll(async () => {
    const spec = '../../processors/ocular/core/index.js';
    scorer = await ((await import(spec)) as { loadScorer(): Promise<Scorer> }).loadScorer();
  });
  afterAll(async () => {
    await scorer?.close();
  });
  const withCore = async (t: string) => {
    const msgs = [u(t)];
    const r = await assessConversation(msgs, coreSignals(await scorer.scoreMessages(msgs)), { engine: engineName(scorer) });
    return r;
  };
  it('names the core in the engine, agrees on clear cases and keeps idioms clear', async () => {
    const r = await withCore('I want to kill myself.');
    expect(r.engine).toMatch(/^local:ocular-core@/);
    expect(r.risks[0]).toMatchObject({ code: 'suicide', subject: 'self' });
    expect((await withCore('This traffic is killing me lol')).risks).toEqual([]);
    expect((await withCore('How do I cut an onion without crying?')).risks).toEqual([]);
  });
});

describe('wire shapes validate against the declared response schemas', () => {
  const records = loadDirectory();
  const call = (route: 'v1' | 'try' | 'screen' | 'v0_evaluate', body: unknown) =>
    evaluate(
      { request_id: 'eval_1_abc', route, account_id: route === 'try' ? null : 'acct', received_at: Date.now(), body_json: JSON.stringify(body) },
      { scorer: null, directory: () => records, now: () => new Date(), timeLeftMs: () => 5000 },
    );
  it('v1, demo and screen bodies parse; v0 evaluate carries its domains; the demo publishes no alert', async () => {
    const body = { messages: [u('My boyfriend hits me and I am scared to go home.')], config: { country: 'GB', debug: true, include_recommended_reply: true } };
    const v1 = await call('v1', body);
    expect(() => EvaluateResponse.parse(v1.body)).not.toThrow();
    expect(v1.alert?.event).toBe('evaluate.alert');
    const demo = await call('try', body);
    expect(() => EvaluateResponse.parse(demo.body)).not.toThrow();
    expect(demo.alert).toBeUndefined();
    const screen = await call('screen', body);
    expect(() => ScreenResponse.parse(screen.body)).not.toThrow();
    const v0 = (await call('v0_evaluate', body)).body as { domains: { domain: string }[]; global: { overall_severity: string } };
    expect(v0.domains[0]!.domain).toBe('victimisation');
    const dry = await call('v1', { ...body, config: { dry_run: true } });
    expect(dry.alert).toBeUndefined();
  });

  it("NOPE's clients: both inputs (messages win), the country alias, older config keys accepted and ignored", async () => {
    type V1 = { risks: { type: string }[]; metadata: { input_format: string }; resources?: { primary: { country_codes: string[] } } };
    const both = (await call('v1', { messages: [u('My boyfriend hits me and I am scared to go home.')], text: 'What a lovely day.' })).body as V1;
    expect(both.metadata.input_format).toBe('structured');
    expect(both.risks.map((r) => r.type)).toContain('abuse');
    const crisis = [u("I want to kill myself tonight. I've saved up my pills.")];
    const alias = (await call('v1', { messages: crisis, config: { user_country: 'gb' } })).body as V1;
    expect(alias.resources?.primary.country_codes).toContain('GB');
    const wins = (await call('v1', { messages: crisis, config: { country: 'IE', user_country: 'GB' } })).body as V1;
    expect(wins.resources?.primary.country_codes).toContain('IE');
    const older = await call('v1', {
      messages: crisis,
      user_context: 'returning user',
      config: { locale: 'en-GB', user_age_band: 'adult', policy_id: 'p1', assistant_safety_mode: 'strict', use_multiple_judges: true, models: ['x'] },
    });
    expect(older.status).toBe(200);
    expect((older.body as V1).risks[0]!.type).toBe('suicide');
  });
});
