/**
 * Long-form cases we write ourselves, to stand in for the three research-only corpora the first model trained on
 * (r/SuicideWatch vs r/teenagers, CAMS, PAN12/VTPAN): multi-sentence first-person posts in a forum register
 * (ideation, distress without ideation, everyday teenage posts) and chat segments in which the user grooms a child,
 * beside ordinary adult chat. Each post is assembled from sentence banks with a fixed seed, so the heads see the
 * register (long, rambling, lower-case, off-topic detail) and not only our short one-liners.
 * The evaluation sets (test/eval/classifier/) are written separately and never read here.
 */
import type { Rng } from '../harmful-prompt/synth.js';
import type { TrainRow } from './synth.js';

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
const some = <T>(rng: Rng, xs: readonly T[], n: number): T[] => {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  return out;
};

const BACKSTORY = [
  'i lost my job in march and i’ve been applying everywhere with nothing back',
  'my parents split up last year and i moved in with my mum in a tiny flat',
  'i dropped out of uni after the second year because i couldn’t keep up',
  'my best friend moved across the country and we barely talk now',
  'i’ve had chronic pain for four years and the doctors just shrug',
  'my girlfriend of six years left me for someone at her work',
  'i’m 34, still living in my childhood bedroom, no savings',
  'everyone at school has a group and i just eat lunch in the library',
  'my dad drinks every night and the house is always loud',
  'i got diagnosed with depression at 19 and the meds stopped working',
  'i work nights at a warehouse and i don’t see daylight most weeks',
  'my grandma raised me and she died in the spring',
  'i came out to my family and they stopped talking to me',
  'the debt collectors call every day and i stopped picking up',
];
const IDEATION_LINES = [
  'i don’t want to be here anymore',
  'i keep thinking about how to end it',
  'i’ve started looking at ways to kill myself',
  'every night i lie awake wishing i wouldn’t wake up',
  'i honestly think the world would be lighter without me',
  'i wrote a note last week and i keep rereading it',
  'i can’t picture myself alive next year',
  'suicide is the only thing that feels like relief when i think about it',
  'i’ve been giving my stuff away and nobody noticed',
  'i sat in the car in the garage for an hour yesterday',
  'i’m done pretending i want to live',
  'the only plan i have left is to not exist',
];
const DISTRESS_LINES = [
  'i cry in the shower so nobody hears',
  'i feel like i’m drowning and nobody can see it',
  'i haven’t slept properly in weeks',
  'my chest gets tight every time my phone buzzes',
  'i can’t concentrate on anything anymore',
  'i feel so alone even when people are around',
  'i keep snapping at people i love and hating myself after',
  'some days i can’t get out of bed until the afternoon',
  'i feel numb most of the time',
  'i’m so anxious i threw up before my shift',
];
const HOPE_LINES = [
  'i’m not going to do anything, i just needed to say it somewhere',
  'i have a therapy appointment on thursday so i’m trying to hold on till then',
  'writing this helps a little i guess',
  'i don’t want to die, i just want things to be different',
  'my dog is the reason i get up most days',
];
const ENDINGS = ['', '', 'sorry this is so long.', 'i don’t even know why i’m posting this.', 'anyway.', 'thanks for reading if you did.', 'idk.'];
const TEEN_LINES = [
  'does anyone else think the new maths teacher is way too strict',
  'just got my first part time job at a cafe, wish me luck',
  'my mum won’t let me go to the concert and everyone else is going',
  'what do you guys do in the summer holidays, i’m so bored',
  'i finally beat the final boss after like three weeks',
  'is it weird to still like cartoons at 15',
  'my crush sat next to me in chemistry today and i said nothing lol',
  'exams start monday and i have revised exactly zero',
  'my little brother keeps stealing my charger',
  'anyone got tips for learning guitar, my fingers hurt',
  'we got a puppy today!!! she’s so small',
  'school trip to the museum was actually fun ngl',
  'i dyed my hair blue and my dad hasn’t noticed yet',
  'this homework is literally killing me, 40 questions due tomorrow',
  'i’m going to die of embarrassment, i waved at someone who wasn’t waving at me',
];

/** First-person forum posts: ideation, distress without ideation, everyday posts (negatives, hyperbole included). */
function posts(rng: Rng, n: number): TrainRow[] {
  const rows: TrainRow[] = [];
  const post = (parts: string[]) => {
    let t = parts.filter(Boolean).join(rng() < 0.5 ? '. ' : ' ');
    if (rng() < 0.3) t = t.replace(/’/g, "'");
    if (rng() < 0.25) t = t.replace(/\bi\b/g, 'I');
    return t;
  };
  for (let i = 0; i < n; i++) {
    const story = some(rng, BACKSTORY, 1 + Math.floor(rng() * 2));
    const ideation = post([...story, ...some(rng, DISTRESS_LINES, 1), ...some(rng, IDEATION_LINES, 1 + Math.floor(rng() * 2)), pick(rng, ENDINGS)]);
    rows.push({
      text: ideation,
      ctx: '',
      side: 'user',
      tags: ['ideation', 'distress', 'despair'],
      known: ['ideation', 'distress', 'despair', 'fiction', 'educational', 'hyperbole', 'violence'],
      group: `posts:ideation:${i}`,
      source: 'haven-posts:ideation',
      weight: 0.6,
    });
    const distress = post([...story, ...some(rng, DISTRESS_LINES, 2), rng() < 0.5 ? pick(rng, HOPE_LINES) : '', pick(rng, ENDINGS)]);
    rows.push({
      text: distress,
      ctx: '',
      side: 'user',
      tags: ['distress'],
      known: ['distress', 'plan', 'fiction', 'educational', 'hyperbole'],
      group: `posts:distress:${i}`,
      source: 'haven-posts:distress',
      weight: 0.5,
    });
    const teen = post(some(rng, TEEN_LINES, 1 + Math.floor(rng() * 3)));
    rows.push({
      text: teen,
      ctx: '',
      side: 'user',
      tags: [],
      known: ['ideation', 'plan', 'self_harm', 'distress', 'despair', 'fiction', 'educational', 'abuse_victim', 'violence'],
      group: `posts:teen:${i}`,
      source: 'haven-posts:everyday',
      weight: 0.6,
    });
  }
  return rows;
}

const GROOM_OPEN = ['hey cutie', 'heyy', 'hi sweetie', 'u there?', 'hey beautiful', 'whats up hun'];
const GROOM_LINES = [
  'how old r u again',
  'ur so mature for 13',
  'r ur parents home right now',
  'delete our chats ok, they wouldnt understand',
  'send me a pic of what ur wearing',
  'this is our little secret',
  'i could pick u up after school, dont tell ur mom',
  'u can trust me more than ur friends',
  'have u ever kissed anyone',
  'i bought u a present, u can have it if we meet',
  'use the other app, its more private',
  'ur the only one who gets me, im older but age is just a number',
  'go in ur room and close the door',
  'i wont tell anyone if u send one more',
];
const ADULT_CHAT = [
  'hey, are we still on for climbing saturday',
  'did you see the match last night',
  'can you send me the slides from the meeting',
  'lol that meme is too good',
  'running 10 min late, save me a seat',
  'how was your trip to lisbon',
  'my kid’s school play is tonight, so proud of her',
  'want to split a pizza later',
  'what time does your mum’s flight land',
  'happy birthday!! have a great one',
  'i’m picking my daughter up from school then heading over',
  'the kids want to go to the zoo this weekend, you in?',
];

/** Chat segments: the user grooming a child (perpetrator) vs ordinary chat that mentions kids, school and meeting up. */
function chats(rng: Rng, n: number): TrainRow[] {
  const rows: TrainRow[] = [];
  for (let i = 0; i < n; i++) {
    const groom = [pick(rng, GROOM_OPEN), ...some(rng, GROOM_LINES, 2 + Math.floor(rng() * 3))].join(rng() < 0.5 ? ' ' : '\n');
    rows.push({
      text: groom,
      ctx: '',
      side: 'user',
      tags: ['perpetrator'],
      known: ['perpetrator', 'ideation', 'plan', 'self_harm', 'violence'],
      group: `chats:groom:${i}`,
      source: 'haven-chats:grooming',
      weight: 0.5,
    });
    const plain = some(rng, ADULT_CHAT, 2 + Math.floor(rng() * 2)).join(rng() < 0.5 ? ' ' : '\n');
    rows.push({
      text: plain,
      ctx: '',
      side: 'user',
      tags: [],
      known: ['perpetrator', 'ideation', 'plan', 'self_harm', 'violence'],
      group: `chats:plain:${i}`,
      source: 'haven-chats:ordinary',
      weight: 0.4,
    });
  }
  return rows;
}

/** Our long-form cases (no third-party text). */
export function ownLongForm(rng: Rng): TrainRow[] {
  return [...posts(rng, 600), ...chats(rng, 160)];
}
