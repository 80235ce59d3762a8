/**
 * Training cases we write for the risk-type heads (scripts/train/risk/train.ts): situations of each of the nine types,
 * told by the one at risk and by someone worried about another person, and benign look-alikes (hyperbole, fiction,
 * games, clinical and academic talk, news, everyday words). Phrase banks × people × registers (plain, texting,
 * misspellings, formal), sampled with a fixed seed. Written for training only: the evaluation splits in
 * test/eval/evaluate/ were written separately, and no sentence of theirs is copied here.
 */

import type { RiskType } from '../../../processors/risk/types.js';
import type { Rng } from '../harmful-prompt/synth.js';
import { ELDER_NEGLECT, ELDERS, LOOKALIKE_MORE, OTHER_MORE, SELF_MORE } from './cases-more.js';

export interface RiskRow {
  text: string;
  /** the types present (empty: none of the nine) */
  types: RiskType[];
  /** the types this row is labelled for ('*' = all nine); a head ignores rows not labelled for its type */
  known: RiskType[] | '*';
  /** 1 = someone else is the one at risk, 0 = the speaker, undefined = not labelled */
  other?: number;
  group: string;
  source: string;
  weight: number;
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;

/** Third parties, with their pronouns (subject, object, possessive). */
const PEOPLE: [string, string, string, string][] = [
  ['my friend', 'she', 'her', 'her'],
  ['my best friend', 'he', 'him', 'his'],
  ['my brother', 'he', 'him', 'his'],
  ['my younger sister', 'she', 'her', 'her'],
  ['my son', 'he', 'him', 'his'],
  ['my daughter', 'she', 'her', 'her'],
  ['my mum', 'she', 'her', 'her'],
  ['my dad', 'he', 'him', 'his'],
  ['my roommate', 'they', 'them', 'their'],
  ['a girl in my class', 'she', 'her', 'her'],
  ['a guy at work', 'he', 'him', 'his'],
  ['my cousin', 'she', 'her', 'her'],
  ['my partner', 'he', 'him', 'his'],
  ['one of my students', 'he', 'him', 'his'],
  ['my neighbour', 'she', 'her', 'her'],
];
const KIDS: [string, string, string, string][] = [
  ['my nephew', 'he', 'him', 'his'],
  ['the little girl next door', 'she', 'her', 'her'],
  ['my grandson', 'he', 'him', 'his'],
  ['the boy downstairs', 'he', 'him', 'his'],
  ['my friend\u2019s daughter', 'she', 'her', 'her'],
  ['a kid in my daughter\u2019s class', 'he', 'him', 'his'],
  ['my stepson', 'he', 'him', 'his'],
  ['the twins across the street', 'they', 'them', 'their'],
];
const ABUSERS = [
  'my husband',
  'my wife',
  'my boyfriend',
  'my girlfriend',
  'my stepdad',
  'my mother',
  'my father',
  'my partner',
  'my ex',
  'my uncle',
  'my carer',
  'my son',
];

// ---------- first-person phrase banks ({A} = an abuser, {X} = a third party's object pronoun not used here) ----------
const SELF: Record<RiskType, string[]> = {
  suicide: [
    'i honestly do not want to exist anymore',
    'i have been planning how i would do it, i even picked a date',
    'i keep staring at the pills in the cupboard and thinking tonight might be the night',
    'there is no reason for me to stay alive',
    'i want to end my life and i cannot stop thinking about it',
    'i wrote goodbye notes to my family',
    'i am thinking about jumping off the car park roof',
    'i looked up how to tie a noose',
    'i think the world would be better without me in it',
    'i am done, i am going to kill myself this weekend',
    'every day i think about dying and it feels like relief',
    'i have started giving my things away because i will not need them',
    'i just took a lot of my tablets and i feel dizzy',
    'i am sitting in my car with the engine running in the closed garage',
    'i have my dad\u2019s gun and i keep holding it to my head',
    'suicide is the only way out i can see',
    'i do not want to wake up tomorrow',
    'i have been thinking of walking into the sea and not coming back',
    'i attempted last year and i am close to trying again',
    'what is the point, i am going to end it all',
    'i wish i had never been born and i want it to stop for good',
    'i keep thinking about overdosing',
  ],
  self_harm: [
    'i cut myself again tonight',
    'i have been burning my arms with cigarettes',
    'i hurt myself on purpose when i feel numb',
    'i keep hitting myself until i bruise',
    'i relapsed and used a blade on my thighs',
    'i scratch at my arms until they bleed',
    'hurting myself is the only thing that calms me down',
    'i punched the wall until my knuckles broke on purpose',
    'the urge to cut is really strong right now',
    'i have been self harming for two years and nobody knows',
    'i pulled out so much of my hair there are bald patches',
    'i took a sharpener apart to get the blade out',
    'i bite my arms till they bleed',
    'my cuts got infected because i keep reopening them',
  ],
  self_neglect: [
    'i have barely eaten anything in a week because i need to lose weight',
    'i chew food and spit it out so i do not swallow calories',
    'i weigh myself ten times a day and skip meals if the number goes up',
    'i have been mixing pills and alcohol every night to sleep',
    'i keep getting the shakes and seeing things when i try to stop drinking',
    'i have not taken my heart tablets for a month on purpose',
    'i only eat once every two days and i feel dizzy all the time',
    'the people on the radio say i must not sleep or eat',
    'i have been injecting more often and i do not care if i overdose',
    'i live on energy drinks and have not had a proper meal in ages',
    'my diabetes is out of control because i stopped checking my sugar',
    'i throw up after every meal',
    'i take laxatives every day so the food does not stay in',
    'i have not left my bed or washed in weeks',
    'i stopped taking my medication and i will not see a doctor',
    'i drink until i black out every night',
    'i cannot go a day without using, i am scared of what withdrawal will do',
    'the voices tell me the food is poisoned so i stopped eating',
    'i have not drunk water in two days',
    'i only let myself have 300 calories a day',
    'i exercise for hours after eating even when i feel faint',
    'my flat is full of rubbish and i have stopped caring for myself',
    'i have been taking more and more pills to get through the day',
    'i refuse to go to hospital even though my leg wound is turning black',
    'i have been awake for four days and people are watching me through the walls',
    'i purge whenever i eat anything',
  ],
  violence: [
    'i am going to hurt him so badly he will never walk again',
    'i am going to wait for him after school and batter him',
    'one more word from my stepbrother and i will cave his head in',
    'i have thought about how i would kill my manager and where i would hide',
    'i am bringing my uncle\u2019s rifle to the party to scare them, maybe more',
    'i want to throw acid at the girl who stole my boyfriend',
    'i dream about hurting people and i am starting to want to do it for real',
    'i am going to torch my landlord\u2019s car tonight',
    'they think they can laugh at me, next week they will see what i am capable of',
    'i am going to hunt down the guy who scratched my car and break his hands',
    'i keep thinking about pushing my baby brother down the stairs',
    'i want to shoot the people at the mosque',
    'i have been sharpening a blade for when i see him again',
    'i am going to kick his teeth in the minute he walks through the door',
    'if she leaves me i will kill her and then myself',
    'i am so angry i want to hurt my cat',
    'i want to stab the guy who cheated with my wife',
    'i have been thinking about shooting people at my old school',
    'i am going to beat him up when he gets out of work',
    'i bought a knife to deal with the man who attacked my brother',
    'i want to kill my boss, i think about it all the time',
    'i am going to set fire to their house while they sleep',
    'if he speaks to me again i will smash his face in',
    'i keep imagining strangling my flatmate',
    'i have a list of the people who will pay for what they did',
    'i am going to make my ex suffer like i have',
    'i want to hurt someone tonight, anyone',
    'i could easily run them over and nobody would know it was me',
    'i am so close to hitting my wife, i can feel it',
    'i want to put something in his drink to make him really ill',
  ],
  abuse: [
    '{A} hits me when he is angry',
    '{A} choked me during a fight',
    '{A} takes all my money and gives me an allowance',
    '{A} will not let me see my family or friends',
    '{A} threatens to take the kids if i leave',
    '{A} calls me fat and useless every single day',
    '{A} locks me in the bedroom when i upset her',
    '{A} reads all my messages and tracks my phone',
    '{A} pushed me into the door and i had to lie to the doctor',
    '{A} throws things at me and smashes my stuff',
    '{A} threatened to kill me if i tell anyone',
    '{A} makes me beg for food',
    '{A} beats me with a belt',
    '{A} kicks me when i am on the floor',
  ],
  sexual_violence: [
    'i was raped by someone i trusted',
    'he forced me to have sex when i said no',
    'i was sexually assaulted at a festival',
    'someone touched me without consent on the train and followed me off',
    'my partner pressures me into sex and gets angry if i refuse',
    'i was abused sexually as a child by a relative',
    'i woke up and he was having sex with me',
    'a teacher touched me inappropriately when i was 12',
    'i think i was drugged and assaulted last weekend',
    'my boss corners me and puts his hands on me',
    'he made me do sexual things i did not want to do',
    'i was molested by my cousin for years',
  ],
  neglect: [
    'i am 12 and my parents leave me alone for days with no food',
    'i am 10 and i look after my baby sister all night because mum is out',
    'my dad forgets to feed us and the electric has been off for a week',
    'i am in a care home and they leave me in wet sheets all day',
    'i am 8 and nobody picks me up from school so i walk home alone in the dark',
    'my stepmum gives my stepbrother food but i have to go without',
    'my parents will not take me to hospital for my broken arm',
    'my mum is always drunk and never makes dinner, i feed my little brother myself',
    'nobody takes me to the doctor even when i am really sick',
    'we have no heating or food at home and my dad does not care',
    'my carer never turns up and i cannot get out of bed on my own',
    'i am 9 and i get myself to school because mum sleeps all day',
  ],
  exploitation: [
    'someone is blackmailing me with my nudes',
    'the agency that got me this job keeps my documents and takes most of my pay',
    'i cannot leave the house where i clean, they lock the door and i sleep on the floor',
    'a guy i met on a game told me he loves me and asked me to run away with him, i am 12',
    'they made me hold drugs inside me to cross the border',
    'my so called boyfriend posts ads for me online and drives me to meet men',
    'someone made a fake video of me and wants gift cards or he posts it',
    'i was promised a job abroad but now i have to work in a massage parlour to pay back the trip',
    'the foreman says if we complain he will report us and we will never see our families',
    'a man online says he will post my pictures unless i send more',
    'my boss holds my passport and will not pay me',
    'they make us work all day and lock us in at night',
    'an older man i met online wants to meet me and says keep it secret, i am 13',
    'the gang makes me sell drugs for them and says they will hurt my family',
    'i owe them money for bringing me here so i have to work for free',
    'he says i have to sleep with men to pay off my debt',
    'i sent a photo to someone and now they want money or they will share it',
    'an adult keeps asking me for pics and buying me game credits',
    'my employer takes my wages and says i will be deported if i complain',
    'a man is making me do sex work and keeps all the money',
  ],
  stalking: [
    'my ex will not stop following me',
    'he sent me a photo of me taken through my window',
    'she keeps calling my workplace pretending to be my sister to find out my shifts',
    'my ex turns up at every place i go, the gym, the shop, my mum\u2019s',
    'someone keeps leaving notes on my car saying they are watching me',
    'someone keeps turning up outside my house',
    'i am being followed home from work by the same man',
    'he keeps messaging me from new accounts after i blocked him',
    'my ex tracks my location and knows where i am all the time',
    'a stranger keeps sending things to my address',
    'he waits for me outside my class every day',
    'someone is watching my house at night',
    'my ex hacked my accounts and reads my messages',
    'a man i met once calls me fifty times a day',
    'he showed up at my new job after i moved cities to get away',
    'i found a gps tracker under my car',
  ],
};

// ---------- someone else at risk ({P} person, {s} subject pronoun, {o} object pronoun, {p} possessive) ----------
const OTHER: Record<RiskType, string[]> = {
  suicide: [
    '{P} told me {s} wants to kill {o}self',
    '{P} has been talking about not wanting to be alive',
    '{P} sent me a goodbye message and {s} is not answering',
    '{P} has been giving away {p} things and saying {s} will not need them',
    '{P} tried to overdose last night',
    '{P} posted that {s} is going to end it tonight',
    'i think {P} is suicidal, {s} keeps saying everyone would be better off without {o}',
    '{P} has pills saved up and says {s} has a plan',
  ],
  self_harm: [
    '{P} has been cutting {p} arms',
    'i saw burns on {p} legs and {P} admitted {s} does it on purpose',
    '{P} hurts {o}self when {s} gets upset',
    '{P} keeps hitting {p} head on the wall',
    'i found razor blades hidden in {p} room and {P} has cuts',
  ],
  self_neglect: [
    '{P} has stopped eating and is getting really thin',
    '{P} makes {o}self sick after meals',
    '{P} is drinking all day and not looking after {o}self',
    '{P} stopped taking {p} meds and thinks people are after {o}',
    '{P} will not go to hospital even though {s} is really ill',
    '{P} has not washed or eaten properly in weeks',
  ],
  violence: [
    '{P} says {s} is going to kill the guy who hurt {o}',
    '{P} is talking about bringing a knife to school to get back at the bullies',
    '{P} said {s} will beat {p} girlfriend if she goes out without {o}',
    '{P} has been posting about shooting people and showing off guns',
    '{P} threatened to stab {p} teacher',
    '{P} has a gun and says {s} will use it on {p} ex',
    '{P} keeps threatening to stab people at school',
    '{P} is planning to attack someone at the weekend',
    '{P} said {s} will burn down {p} boss\u2019s house',
  ],
  abuse: [
    '{P}\u2019s boyfriend hits {o}',
    '{P} has bruises and says {p} husband did it',
    '{P}\u2019s partner controls all {p} money and will not let {o} see anyone',
    '{P}\u2019s dad beats {o} when he is drunk',
    'i think {P} is being abused at home, {s} is scared to go back',
    '{P}\u2019s wife screams at {o} and threatens {o}',
  ],
  sexual_violence: [
    '{P} told me {s} was raped',
    '{P} was sexually assaulted at a party',
    '{P} says a teacher touched {o} inappropriately',
    'someone forced {P} to have sex',
    'i think {P} is being sexually abused by a relative',
  ],
  neglect: [
    '{P} is left home alone for days with nothing to eat',
    '{P} has been left in a cot all day crying',
    '{P} wanders the street at midnight because nobody is home',
    'nobody has changed {P} and {s} has terrible nappy rash',
    '{P} has rotting teeth and nobody takes {o} to the dentist',
    '{P}\u2019s parents are always high and {s} has to feed {o}self',
    'the carers leave {P} alone and {s} has had no food since yesterday',
    '{P} is always hungry and dirty and nobody looks after {o}',
    '{P}\u2019s parents never take {o} to the doctor',
    '{P}\u2019s mum leaves {o} alone while she goes out drinking',
    '{P} is not being fed or changed properly',
    '{P} has no bed and no clean clothes and misses school all the time',
  ],
  exploitation: [
    '{P} is being blackmailed with {p} photos',
    'an older man keeps messaging {P} and asking {o} to keep it secret',
    '{P} is being made to carry drugs for a gang',
    '{P}\u2019s employer took {p} passport and does not pay {o}',
    'some adult online is asking {P} for pictures',
    '{P} is being forced to work to pay off a debt',
  ],
  stalking: [
    '{P}\u2019s ex keeps following {o} everywhere',
    'someone keeps turning up outside {P}\u2019s house',
    '{P} is getting hundreds of messages from a guy {s} blocked',
    'a man is tracking {P}\u2019s location',
    '{P} is being followed home from school',
  ],
};

// ---------- benign look-alikes ----------
const LOOKALIKE: string[] = [
  'this exam is going to kill me',
  'my grandmother died peacefully in her sleep at 96',
  'we are holding a memorial for my uncle next week',
  'can you help me plan a school assembly on suicide prevention',
  'i am doing a presentation about eating disorder awareness week',
  'i am training for a triathlon and cutting out sugar',
  'i skip breakfast most days, i am just not hungry in the morning',
  'i am doing intermittent fasting, is 16:8 healthy',
  'i have a glass of wine with dinner most nights',
  'my mum tracks my phone so she knows i got home safe, i am fine with it',
  'my son texts me every hour from his school trip, he is so clingy',
  'my dog follows me from room to room all day',
  'fans followed the band bus to the next city',
  'i follow a lot of chefs on instagram',
  'my boss makes us stay late on fridays and it is annoying',
  'i work two jobs to save for a house, it is exhausting',
  'my 16 year old stayed home alone while we went to a wedding',
  'we had a big argument about money but we talked it through',
  'my brother and i wrestle all the time, we are both fine',
  'i do boxing three times a week',
  'we went hunting for deer with my dad at the weekend',
  'the surgeon had to cut into my knee to fix the ligament',
  'i got my blood taken today and nearly fainted',
  'my teenager slams doors when she is angry',
  'the kids were fighting over the remote again',
  'i sold my old photos to a stock website',
  'my employer holds our passports only for the visa renewal and gives them back the same day',
  'my daughter has a sleepover at her friend\u2019s house tonight',
  'i shot a great video of the sunset',
  'the game has a level where you blow up the enemy base',
  'i am reading a true crime book about a kidnapping',
  'can you explain what coercive control means for my law essay',
  'my grandad is in a care home and they look after him really well',
  'i feel tired and a bit low after the flu',
  'i was so nervous before the interview i could not eat',
  'my diet is terrible, i live on takeaways',
  'i have not been to the gym in weeks, i am so lazy',
  'my friend ghosted me, that was harsh',
  'i keep checking my ex\u2019s profile, i know i should stop',
  'the teacher kept the whole class behind after school',
  'i cut my hand chopping onions, it needed a plaster',
  'i would murder someone for a pizza right now',
  'my little brother is going to kill me when he finds out i broke his game',
  'i am dying of embarrassment',
  'that workout absolutely destroyed me',
  'we got slaughtered in the match today',
  'i nearly died laughing',
  'my phone battery is dying',
  'i could kill my laptop, it froze again',
  'i was stalking her instagram to see her holiday pics lol',
  'i am starving, when is dinner',
  'i am so dead if i fail this test',
  'she totally killed it at the talent show',
  'the villain stabs the knight in chapter four, is that too dark for teens?',
  'write a scene where the detective finds the body in the library',
  'in my story the girl runs away from her abusive stepfather, how should it end?',
  'my character in the game keeps dying on the last level',
  'i am writing a poem about grief after my grandmother died',
  'explain the plot of hamlet, who kills who',
  'for my thesis i am studying risk factors for suicide in farmers',
  'what does the research say about self harm in teenagers',
  'what are the warning signs of an eating disorder i should look for as a teacher',
  'how do social workers assess neglect',
  'i am a paramedic, how do we treat opioid overdose',
  'what is the legal definition of stalking in california',
  'can you summarise the history of human trafficking laws',
  'how do predators groom children online, i am writing safeguarding guidance',
  'the news said a man was stabbed in the city centre last night',
  'there was a documentary about the war and all the people who died',
  'the report showed domestic violence calls rose during lockdown',
  'how do i kill weeds in my driveway',
  'how do i cut tiles for my bathroom',
  'what knife is best for filleting fish',
  'how do i shoot a basketball properly',
  'my cat keeps following me everywhere',
  'i left my plants alone for a week and they died',
  'how much paracetamol can i take for a headache',
  'i am on a diet and trying to eat fewer calories',
  'i am fasting for a blood test tomorrow',
  'how do i track my sleep with my phone',
  'my dog got left alone in the house all afternoon',
  'i went for a run and my legs are burning',
  'we are hanging the new pictures in the hallway',
  'how do i burn a cd',
  'how do i execute a script in python',
  'my kid wants to stay home alone for an hour, is 12 old enough',
  'i had a great day with my friends at the beach',
  'can you help me write a cover letter',
  'what should i cook for dinner tonight',
  'i am nervous about my driving test tomorrow',
  'my boss is strict but fair',
  'my parents are annoying but i love them',
  'i feel a bit sad today but i am ok',
  'i miss my grandad, he passed away last year',
  'i broke up with my boyfriend and i am sad but i will be fine',
  'how do i get blood stains out of a shirt',
  'what is the lethal dose of caffeine, just curious after my third coffee lol',
  'the firefighters rescued a family from the burning building',
  'my son plays a shooting game online, is that ok at 14?',
  'how do i report a scam text',
  'the detective novel i am reading has a serial killer in it',
  'i am so hungry i could eat a horse',
];

const OPENERS = [
  '',
  '',
  '',
  'hi. ',
  'i need advice. ',
  'not sure who else to tell. ',
  'ok so ',
  'honestly ',
  'please help, ',
  'i have to tell someone: ',
  'um ',
  'so basically ',
];
const CLOSERS = [
  '',
  '',
  '',
  '.',
  '...',
  ' what should i do?',
  ' i am scared.',
  ' idk what to do',
  ' please help',
  ' :(',
  ' is that normal?',
  ' i cannot cope.',
];

/** Register variants: plain, capitalised prose, texting (u, r, im, cuz), dropped apostrophes, one or two typos. */
function register(rng: Rng, t: string): string {
  const r = rng();
  if (r < 0.25) return t.charAt(0).toUpperCase() + t.slice(1);
  if (r < 0.45)
    return t
      .replace(/\byou\b/g, 'u')
      .replace(/\bare\b/g, 'r')
      .replace(/\bi am\b/g, 'im')
      .replace(/\bbecause\b/g, 'cuz')
      .replace(/\bto\b/g, rng() < 0.5 ? '2' : 'to')
      .replace(/['\u2019]/g, '');
  if (r < 0.6) return t.replace(/['\u2019]/g, '');
  if (r < 0.75) {
    // a typo: swap two neighbouring letters inside a longer word
    const words = t.split(' ');
    const k = Math.floor(rng() * words.length);
    const w = words[k]!;
    if (w.length > 4) {
      const j = 1 + Math.floor(rng() * (w.length - 3));
      words[k] = w.slice(0, j) + w[j + 1] + w[j] + w.slice(j + 2);
    }
    return words.join(' ');
  }
  return t;
}

const fill = (t: string, p: [string, string, string, string]) =>
  t
    .replace(/\{P\}/g, p[0])
    .replace(/\{s\}/g, p[1])
    .replace(/\{o\}self/g, p[2] === 'them' ? 'themselves' : `${p[2]}self`)
    .replace(/\{o\}/g, p[2])
    .replace(/\{p\}/g, p[3]);

export function riskCases(rng: Rng): RiskRow[] {
  const rows: RiskRow[] = [];
  const TYPES = Object.keys(SELF) as RiskType[];
  for (const type of TYPES) {
    // speaker at risk
    SELF[type].forEach((phrase, k) => {
      for (let rep = 0; rep < 6; rep++) {
        const text = register(rng, pick(rng, OPENERS) + phrase.replace(/\{A\}/g, pick(rng, ABUSERS)) + pick(rng, CLOSERS));
        rows.push({ text, types: [type], known: '*', other: 0, group: `written:${type}:self:${k}`, source: 'written:self', weight: 1 });
      }
    });
    // someone else at risk (children for neglect and some exploitation)
    OTHER[type].forEach((phrase, k) => {
      for (let rep = 0; rep < 6; rep++) {
        const who = type === 'neglect' || (type === 'exploitation' && rng() < 0.5) ? pick(rng, KIDS) : pick(rng, PEOPLE);
        let text = fill(phrase, who);
        text = register(rng, pick(rng, OPENERS) + text + pick(rng, CLOSERS));
        rows.push({ text, types: [type], known: '*', other: 1, group: `written:${type}:other:${k}`, source: 'written:other', weight: 1 });
      }
    });
  }
  LOOKALIKE.forEach((phrase, k) => {
    for (let rep = 0; rep < 4; rep++) {
      const text = register(rng, pick(rng, OPENERS.slice(0, 6)) + phrase + pick(rng, ['', '', '.', '!', ' haha', ' lol', '?']));
      rows.push({ text, types: [], known: '*', group: `written:lookalike:${k}`, source: 'written:lookalike', weight: 1.5 });
    }
  });
  rows.push(...moreCases(rng));
  return rows;
}

/** The second batch (cases-more.ts): the same sampling, its own groups and sources. */
function moreCases(rng: Rng): RiskRow[] {
  const rows: RiskRow[] = [];
  const push = (text: string, types: RiskType[], other: number | undefined, group: string, source: string, weight: number) =>
    rows.push({ text, types, known: '*', other, group, source, weight });
  for (const type of Object.keys(SELF_MORE) as RiskType[]) {
    SELF_MORE[type].forEach((phrase, k) => {
      for (let rep = 0; rep < 5; rep++)
        push(
          register(rng, pick(rng, OPENERS) + phrase.replace(/\{A\}/g, pick(rng, ABUSERS)) + pick(rng, CLOSERS)),
          [type],
          0,
          `written2:${type}:self:${k}`,
          'written2:self',
          1,
        );
    });
    OTHER_MORE[type].forEach((phrase, k) => {
      for (let rep = 0; rep < 5; rep++) {
        const who = type === 'neglect' || (type === 'exploitation' && rng() < 0.5) ? pick(rng, KIDS) : pick(rng, PEOPLE);
        push(register(rng, pick(rng, OPENERS) + fill(phrase, who) + pick(rng, CLOSERS)), [type], 1, `written2:${type}:other:${k}`, 'written2:other', 1);
      }
    });
  }
  ELDER_NEGLECT.forEach((phrase, k) => {
    for (let rep = 0; rep < 5; rep++)
      push(
        register(rng, pick(rng, OPENERS) + fill(phrase, pick(rng, ELDERS)) + pick(rng, CLOSERS)),
        ['neglect'],
        1,
        `written2:neglect:elder:${k}`,
        'written2:other',
        1,
      );
  });
  LOOKALIKE_MORE.forEach((phrase, k) => {
    for (let rep = 0; rep < 4; rep++)
      push(
        register(rng, pick(rng, OPENERS.slice(0, 6)) + phrase + pick(rng, ['', '', '.', '!', ' haha', ' lol', '?'])),
        [],
        undefined,
        `written2:lookalike:${k}`,
        'written2:lookalike',
        1.5,
      );
  });
  return rows;
}
