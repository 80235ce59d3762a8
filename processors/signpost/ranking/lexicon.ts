/**
 * Haven's own cue lexicon for crisis queries (pure data + a matcher; no I/O). Written by the Haven team: the words and
 * phrases people in crisis use, in English (including slang and first-person forms), Spanish, French, German,
 * Portuguese and Hindi in Latin script, each mapped to the service scopes (and sometimes populations, a contact
 * channel, or urgency) it points to.
 *
 * Used by query understanding (understand.ts) for both /v1/signpost/search (lexical component and scope match) and
 * the local /v1/signpost/smart ranker.
 *
 * Matching (see `matchLexicon`): the query is normalised (lower case, accents and apostrophes removed, anything but
 * letters and digits is a space). A term is a sequence of words matched against consecutive query tokens; a word
 * ending in `*` matches any token it begins (a stem). Single words and stems of 5+ letters also match tokens one
 * edit away (a typo: one letter missing, extra, wrong, or two swapped), so "sucidal", "assualt" and "girlfrend" hit.
 * `re` entries are regular expressions on the normalised text (ages, and the like).
 */
import type { Population, ServiceScope } from '../../../schemas/http/signpost-vocabulary.js';

export interface LexEntry {
  terms?: string[];
  re?: RegExp;
  scopes?: ServiceScope[];
  populations?: Population[];
  channel?: 'text' | 'chat';
  urgent?: boolean;
  /** strength of the cue, 0-1 (default 1): weak cues (a partner mentioned, "abuse" without who) weigh less */
  weight?: number;
}

const SUICIDE: ServiceScope[] = ['suicide', 'crisis'];
const DV: ServiceScope[] = ['domestic_violence'];
const SA: ServiceScope[] = ['sexual_assault', 'child_sexual_abuse'];
const CHILD: ServiceScope[] = ['child_abuse', 'child_safety', 'child_neglect'];
const SUBST: ServiceScope[] = ['substance_use', 'drug_addiction'];
const ALC: ServiceScope[] = ['alcohol', 'alcohol_addiction', 'substance_use'];
const TRAF: ServiceScope[] = ['human_trafficking', 'forced_labour', 'modern_slavery'];
const DISTRESS: ServiceScope[] = ['emotional_distress', 'crisis'];
const LONELY: ServiceScope[] = ['loneliness', 'emotional_distress'];

export const LEXICON: LexEntry[] = [
  // --- suicide
  {
    terms: [
      'suicid*',
      'kill myself',
      'killing myself',
      'kill my self',
      'end my life',
      'end it all',
      'ending it all',
      'end my own life',
      'ending my life',
      'take my own life',
      'take my life',
      'want to die',
      'wanna die',
      'wish i was dead',
      'wish i were dead',
      'better off without me',
      'better off dead',
      'dont want to live',
      'dont want to be alive',
      'dont want to be here',
      'no reason to live',
      'not want to live',
      'no point living',
      'no point in living',
      'goodbye letter',
      'suicide note',
      'kms',
      'unalive',
      'topping myself',
      'top myself',
      'jump off',
      'hang myself',
      'thinking of ending',
      'giving up on life',
      'cant go on',
      'want it to be over',
      'end their life',
      'end her life',
      'end his life',
      'kill himself',
      'kill herself',
      'kill themselves',
      // es
      'quiero morir',
      'quiero morirme',
      'me quiero morir',
      'me quiero matar',
      'quiero matarme',
      'suicidarme',
      'quitarme la vida',
      'quitar la vida',
      'no quiero vivir',
      'no quiero seguir viviendo',
      'acabar con todo',
      'acabar con mi vida',
      'ganas de morir',
      'pensamientos suicidas',
      // fr
      'je veux mourir',
      'envie de mourir',
      'me suicider',
      'me tuer',
      'se tuer',
      'mettre fin a mes jours',
      'en finir',
      'plus envie de vivre',
      'nen peux plus de vivre',
      'en peux plus',
      'idees suicidaires',
      // de
      'will sterben',
      'mich umbringen',
      'umbringen',
      'selbstmord*',
      'suizid*',
      'nicht mehr leben',
      'will nicht mehr',
      'lebensmude',
      'mir das leben nehmen',
      // pt
      'quero morrer',
      'me matar',
      'quero me matar',
      'tirar minha vida',
      'tirar a minha vida',
      'nao aguento mais viver',
      'nao quero mais viver',
      'suicidio',
      // hi (Latin script)
      'marna hai',
      'marna chahta',
      'marna chahti',
      'mar jana',
      'jeena nahi',
      'jina nahi',
      'khudkushi',
      'aatmahatya',
      'atmahatya',
      'suicide karne',
      'apni jaan',
    ],
    scopes: SUICIDE,
  },
  // --- self-harm
  {
    terms: [
      'self harm*',
      'selfharm*',
      'cutting myself',
      'cut myself',
      'hurt myself',
      'hurting myself',
      'harm myself',
      'burn myself',
      'burning myself',
      'self injur*',
      'autolesion*',
      'me corto',
      'me lastimo',
      'me mutile',
      'ritzen',
      'ritze mich',
      'me cortar',
      'me corto',
    ],
    scopes: ['self_harm', 'crisis'],
  },
  // --- emergency, danger now
  {
    terms: [
      'overdos*',
      'took too many pills',
      'took a bunch of pills',
      'took a lot of pills',
      'swallowed pills',
      'not breathing',
      'isnt breathing',
      'stopped breathing',
      'unconscious',
      'not responding',
      'isnt responding',
      'collapsed',
      'bleeding',
      'breaking into',
      'break in',
      'attacking me',
      'has a gun',
      'has a knife',
      'fire in',
      'on fire',
      'ambulance',
      'call the police',
      'in danger',
      'emergency',
      'heart attack',
      'jump off',
      'bridge',
      'sobredosis',
      'no respira',
      'inconsciente',
      'ambulancia',
      'emergencia',
      'surdose',
      'ne respire plus',
      'notfall',
      'notarzt',
      'atmet nicht',
      'bewusstlos',
      'overdose',
      'nao respira',
      'emergencia',
    ],
    scopes: ['emergency', 'crisis'],
    urgent: true,
  },
  // --- mood, anxiety, psychosis, trauma, distress
  {
    terms: [
      'depress*',
      'hopeless',
      'empty inside',
      'cant get out of bed',
      'nothing makes me happy',
      'no point to anything',
      'deprimid*',
      'depression',
      'tristeza',
      'triste',
      'niedergeschlagen',
      'deprimiert',
      'udaas',
      'kuch accha nahi',
    ],
    scopes: ['depression', 'mental_health'],
  },
  {
    terms: ['anxi*', 'panic*', 'heart racing', 'cant breathe', 'worried all the time', 'ansiedad', 'angustia', 'angst', 'panik', 'ansiedade', 'ghabrahat'],
    scopes: ['anxiety', 'panic_attack', 'mental_health'],
  },
  {
    terms: [
      'hearing voices',
      'hear voices',
      'voices in my head',
      'hallucinat*',
      'psychos*',
      'psychot*',
      'paranoi*',
      'schizophren*',
      'stimmen horen',
      'escucho voces',
      'entends des voix',
    ],
    scopes: ['psychosis', 'mental_health'],
  },
  { terms: ['trauma*', 'ptsd', 'flashback*', 'nightmares', 'traumatis*'], scopes: ['trauma'] },
  {
    terms: ['mental health', 'mentally ill', 'breakdown', 'meds', 'salud mental', 'sante mentale', 'psychisch*', 'saude mental'],
    scopes: ['mental_health'],
    weight: 0.8,
  },
  {
    terms: [
      'stress*',
      'overwhelm*',
      'cant cope',
      'not coping',
      'cant deal',
      'struggling',
      'upset',
      'distress*',
      'falling apart',
      'no aguanto',
      'ya no aguanto',
      'todo me sale mal',
      'je craque',
      'ueberfordert',
      'uberfordert',
      'geht es schlecht',
      'geht es richtig schlecht',
      'nao aguento',
      'pareshan',
      'tension',
      'crying',
      'low',
    ],
    scopes: DISTRESS,
    weight: 0.8,
  },
  {
    terms: [
      'lonel*',
      'alone',
      'isolat*',
      'no one to talk',
      'nobody to talk',
      'someone to talk',
      'talk to someone',
      'need to talk',
      'solo',
      'sola',
      'hablar con alguien',
      'seul',
      'seule',
      'personne a qui parler',
      'einsam',
      'zum reden',
      'sozinho',
      'sozinha',
      'akela',
      'akeli',
      'baat karni',
    ],
    scopes: LONELY,
    weight: 0.8,
  },
  // --- violence and abuse
  {
    terms: [
      'hits me',
      'hit me',
      'beats me',
      'beat me',
      'chokes me',
      'choked me',
      'strangled me',
      'slaps me',
      'punches me',
      'kicks me',
      'abusive relationship',
      'abusive partner',
      'abusive husband',
      'abusive boyfriend',
      'abusive girlfriend',
      'abusive wife',
      'domestic*',
      'controlling',
      'controls',
      'wont let me see',
      'wont let me go out',
      'takes all my money',
      'coercive',
      'violent towards me',
      'violent to me',
      'is violent',
      'threatening to hurt me',
      'threatens to hurt me',
      'scared to go home',
      'afraid of him',
      'afraid of her',
      'scared of him',
      'dowry',
      // es
      'me pega',
      'me golpea',
      'me maltrata',
      'maltrato',
      'violencia domestica',
      'violencia de genero',
      // fr
      'me frappe',
      'me bat',
      'violence conjugale',
      'violences conjugales',
      'me menace',
      // de
      'schlagt mich',
      'schlaegt mich',
      'haeusliche gewalt',
      'hausliche gewalt',
      'gewalttatig',
      'gewalttaetig',
      'gewalt',
      // pt
      'me bate',
      'bate me',
      'me agrediu',
      'me agride',
      'violencia domestica',
      // hi
      'marta hai',
      'maarta hai',
      'peet',
      'peet ta',
      'pitai',
      'mar peet',
    ],
    scopes: DV,
  },
  {
    terms: [
      'partner',
      'husband',
      'wife',
      'boyfriend',
      'girlfriend',
      'bf',
      'gf',
      'ex',
      'spouse',
      'novio',
      'novia',
      'esposo',
      'marido',
      'pareja',
      'mari',
      'copain',
      'copine',
      'mann',
      'freund',
      'freundin',
      'namorado',
      'namorada',
      'pati',
      'patni',
      'in laws',
    ],
    scopes: ['domestic_violence', 'relationships'],
    weight: 0.4,
  },
  {
    terms: [
      'rape*',
      'raped',
      'sexual* assault*',
      'sexual abuse',
      'sexually abused',
      'molest*',
      'without my consent',
      'forced me to have sex',
      'touched me',
      'touches me',
      'touches her',
      'violad*',
      'violacion',
      'abuso sexual',
      'viol',
      'violee',
      'agression sexuelle',
      'vergewaltig*',
      'sexueller missbrauch',
      'estupr*',
      'abuso sexual',
      'balatkar',
      'chhed*',
      'groped',
    ],
    scopes: SA,
  },
  { terms: ['agression', 'victim*', 'opfer', 'crime'], scopes: ['trauma', 'sexual_assault', 'domestic_violence'], weight: 0.6 },
  {
    terms: [
      'stalk*',
      'following me',
      'follows me',
      'followed me',
      'following me home',
      'wont leave me alone',
      'keeps showing up',
      'turning up',
      'gestalkt',
      'verfolgt mich',
      'me persigue',
      'me suit',
      'me segue',
      'peecha karta',
    ],
    scopes: ['stalking', 'domestic_violence'],
  },
  {
    terms: [
      'forced marriage',
      'marry me off',
      'forcing me to marry',
      'marier de force',
      'zwangsheirat',
      'matrimonio forzado',
      'casamento forcado',
      'zabardasti shaadi',
    ],
    scopes: ['forced_marriage'],
  },
  {
    terms: ['abuse*', 'abusing', 'abused', 'neglect*', 'mistreat*', 'maltrat*', 'misshandelt', 'galat ho raha'],
    scopes: ['child_abuse', 'domestic_violence', 'safeguarding'],
    weight: 0.6,
  },
  // --- children
  {
    terms: [
      'my dad hits me',
      'my father hits me',
      'my mom hits me',
      'my mum hits me',
      'my parents hit me',
      'my parents beat me',
      'stepdad',
      'stepfather',
      'child abuse',
      'child is being',
      'kid is being',
      'kid next door',
      'always hungry',
      'a child',
      'the kids',
      'mi padre me pega',
      'mi madre me pega',
      'mis padres me pegan',
      'un enfant',
      'enfant maltraite',
      'enfance en danger',
      'kind wird geschlagen',
      'o meu pai bate',
      'meu pai me bate',
      'minha mae me bate',
      'bachche',
      'bacche',
      'baccha',
      'bachcha',
      'child labour',
    ],
    scopes: CHILD,
  },
  {
    terms: ['groom*', 'asking my child for', 'asking my kid for', 'asking my 12 year old', 'keep secrets', 'adult stranger', 'stranger online'],
    scopes: ['online_grooming', 'child_exploitation', 'online_exploitation', 'child_safety'],
  },
  {
    terms: [
      'nudes',
      'nude photos',
      'nude pics',
      'intimate photos',
      'intimate images',
      'private pictures',
      'revenge porn',
      'sextort*',
      'blackmail*',
      'post my pictures',
      'fotos intimas',
      'photos intimes',
      'nacktbilder',
    ],
    scopes: ['sextortion', 'ncii', 'online_exploitation'],
  },
  {
    terms: [
      'bully*',
      'bullied',
      'bullying',
      'picked on',
      'pick on me',
      'acoso escolar',
      'me hacen bullying',
      'harcele',
      'harcelement',
      'harcele au college',
      'me harcelent',
      'gemobbt',
      'mobbing',
      'sofro bullying',
    ],
    scopes: ['bullying', 'cyberbullying', 'youth'],
  },
  {
    terms: ['online', 'social media', 'discord', 'instagram', 'snapchat', 'tiktok'],
    scopes: ['online_exploitation', 'online_harassment', 'cyberbullying'],
    weight: 0.4,
  },
  {
    terms: [
      'ran away',
      'run away',
      'runaway',
      'kicked out',
      'kick me out',
      'left home',
      'missing child',
      'my child is missing',
      'escapado de casa',
      'se ha escapado',
      'fugue',
      'a fugue',
      'verschwunden',
      'weggelaufen',
      'fugiu de casa',
      'fugiu',
      'ghar se bhag',
    ],
    scopes: ['runaway_youth', 'child_safety', 'youth'],
  },
  // --- trafficking, exploitation
  {
    terms: [
      'traffick*',
      'forced to work',
      'forced labour',
      'forced labor',
      'work for no pay',
      'without pay',
      'took my passport',
      'taken my passport',
      'cant leave',
      'modern slavery',
      'slave',
      'trata de personas',
      'trabajar sin pago',
      'me quitaron mis papeles',
      'obligan a trabajar',
      'traite',
      'travail force',
      'menschenhandel',
      'zwangsarbeit',
      'trabalho forcado',
      'trafico',
    ],
    scopes: TRAF,
  },
  // --- substances, gambling
  { terms: ['alcohol*', 'drink*', 'drunk', 'booze', 'alcoolique', 'alkohol', 'tomar alcohol', 'beber', 'bebida', 'sharab', 'daru'], scopes: ALC },
  {
    terms: [
      'drug*',
      'cocaine',
      'heroin',
      'fentanyl',
      'opioid*',
      'meth',
      'crack',
      'addict*',
      'pills',
      'get clean',
      'using',
      'dodgy',
      'droga*',
      'drogue*',
      'drogen',
      'sucht',
      'adicto',
      'adicta',
      'adiccion',
      'vicio',
      'nasha',
    ],
    scopes: SUBST,
  },
  {
    terms: ['gambl*', 'betting', 'casino', 'apuestas', 'jeu dargent', 'gluecksspiel', 'glucksspiel', 'spielsucht', 'jogo', 'satta', 'juaa'],
    scopes: ['gambling'],
  },
  // --- grief
  { terms: ['grief', 'griev*', 'bereave*', 'passed away', 'died', 'death of', 'lost my', 'duelo', 'deuil', 'trauer', 'luto'], scopes: ['bereavement'] },
  {
    terms: ['killed himself', 'killed herself', 'took his own life', 'took her own life', 'lost to suicide', 'died by suicide'],
    scopes: ['suicide_loss', 'bereavement'],
  },
  // --- identity, groups
  { terms: ['gay', 'lesbian', 'bisexual', 'lgbt*', 'queer', 'coming out', 'gai', 'schwul', 'lesbisch', 'homo'], scopes: ['lgbtq'], populations: ['lgbtq'] },
  {
    terms: ['trans', 'transgender', 'non binary', 'nonbinary', 'gender identity', 'transgenre', 'transgeschlechtlich'],
    scopes: ['transgender', 'lgbtq'],
    populations: ['transgender'],
  },
  {
    terms: ['veteran*', 'military', 'army', 'navy', 'deployed', 'deployment', 'served in', 'service member', 'marines', 'afghanistan', 'iraq'],
    scopes: ['veterans'],
    populations: ['veterans'],
  },
  { terms: ['indigenous', 'first nations', 'residential school', 'inuit', 'metis', 'aboriginal'], scopes: ['indigenous'], populations: ['indigenous'] },
  { terms: ['farm', 'farmer', 'farming', 'crops', 'livestock'], scopes: ['farmer_crisis'], populations: ['farmers'] },
  { terms: ['refugee*', 'asylum', 'refugiado', 'refugie', 'fluchtling', 'fluechtling'], scopes: ['refugee'], populations: ['asylum_seekers'] },
  {
    terms: ['nan', 'nana', 'grandma', 'grandmother', 'grandad', 'grandfather', 'elderly', 'carer', 'care home', 'nursing home'],
    scopes: ['elder_abuse', 'safeguarding'],
    weight: 0.7,
  },
  // --- social
  {
    terms: [
      'homeless*',
      'evict*',
      'nowhere to sleep',
      'nowhere to live',
      'nowhere to stay',
      'nowhere to go',
      'sleeping rough',
      'on the street',
      'rent',
      'sin hogar',
      'sans abri',
      'obdachlos',
      'sem abrigo',
    ],
    scopes: ['homelessness', 'housing'],
  },
  { terms: ['debt*', 'cant pay', 'money problems', 'bills', 'savings', 'deudas', 'dettes', 'schulden', 'dividas', 'karz', 'karza'], scopes: ['debt'] },
  { terms: ['hurricane', 'flood*', 'earthquake', 'wildfire', 'tornado', 'disaster', 'shooting', 'lost everything'], scopes: ['disaster', 'trauma'] },
  {
    terms: ['parent*', 'my teen', 'my teenager', 'out of control', 'mother', 'mutter', 'als mutter', 'mein kind', 'meinem kind', 'elterntelefon', 'crianza'],
    scopes: ['parenting'],
    weight: 0.6,
  },
  {
    terms: ['pregnan*', 'embarazada', 'enceinte', 'schwanger', 'gravida', 'contracep*', 'birth control', 'sti', 'std', 'condom', 'sexualite', 'contraception'],
    scopes: ['unplanned_pregnancy', 'sexual_health', 'reproductive_health'],
  },
  {
    terms: ['eating disorder', 'anorexi*', 'bulimi*', 'binge*', 'starving myself', 'throw up after eating', 'not eating', 'stopped eating'],
    scopes: ['eating_disorder'],
  },
  // --- who is asking (populations) and how they can reach out
  {
    re: /\b(?:im|i am|i m|soy|je suis|ich bin|tengo|jai|eu tenho|main) (?:1[0-7]|[5-9])\b|\b(?:1[0-7]|[5-9]) (?:year old|years old|yo|anos|ans|jahre)\b/,
    scopes: ['youth'],
    populations: ['youth', 'children'],
  },
  {
    terms: [
      'teen*',
      'school',
      'kid',
      'child',
      'young person',
      'student',
      'ado',
      'adolescent',
      'menor',
      'colegio',
      'cole',
      'college',
      'schule',
      'escola',
      'jugendlich*',
    ],
    scopes: ['youth', 'child_safety'],
    populations: ['youth', 'children'],
    weight: 0.6,
  },
  { terms: ['my parents', 'mis padres', 'mes parents', 'meine eltern', 'meus pais'], scopes: ['youth'], populations: ['youth'], weight: 0.5 },
  { terms: ['men', 'man', 'guy', 'bloke', 'blokes', 'hombre', 'homme', 'mann', 'homem', 'mard'], populations: ['men'] },
  { terms: ['women', 'woman', 'mujer', 'femme', 'frau', 'mulher', 'aurat', 'mahila'], populations: ['women'] },
  { terms: ['text', 'texting', 'sms', 'cant talk', 'cant speak', 'cant call', 'too anxious to ring', 'cant ring', 'phone'], channel: 'text' },
  { terms: ['chat', 'message', 'whatsapp'], channel: 'chat' },
];

/** Lower case, accents and apostrophes removed, everything else but letters and digits a single space. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/['’`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function tokens(text: string): string[] {
  const n = normalise(text);
  return n ? n.split(' ') : [];
}

/** Damerau-Levenshtein distance <= 1 (one insertion, deletion, substitution or adjacent swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const FUZZY_MIN = 5;

/** Does query token `tok` match lexicon word `w` (`stem*` or a word), allowing one typo for long words? */
export function wordMatches(w: string, tok: string, fuzzy = true): boolean {
  if (w.endsWith('*')) {
    const stem = w.slice(0, -1);
    if (tok.startsWith(stem)) return true;
    if (!fuzzy || stem.length < FUZZY_MIN || tok.length < stem.length - 1) return false;
    for (const len of [stem.length - 1, stem.length, stem.length + 1]) {
      if (len <= tok.length && withinOneEdit(stem, tok.slice(0, len))) return true;
    }
    return false;
  }
  if (tok === w) return true;
  return fuzzy && w.length >= FUZZY_MIN && tok.length >= FUZZY_MIN && withinOneEdit(w, tok);
}

interface CompiledEntry {
  entry: LexEntry;
  terms: string[][];
}
/** A term as normalised words, a trailing `*` kept. */
function compileTerm(t: string): string[] {
  return t
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w.endsWith('*') ? `${normalise(w.slice(0, -1))}*` : normalise(w)));
}
const compile = (lexicon: readonly LexEntry[]): CompiledEntry[] => lexicon.map((entry) => ({ entry, terms: (entry.terms ?? []).map(compileTerm) }));
const compiled = compile(LEXICON);

export interface LexMatch {
  entry: LexEntry;
  /** the lexicon term, or the regular expression's source */
  term: string;
  /** the query words that matched */
  matched: string;
}

function termAt(term: string[], toks: string[], at: number): boolean {
  if (at + term.length > toks.length) return false;
  for (let k = 0; k < term.length; k++) {
    // one typo per multi-word term is too loose; only single words and stems get the fuzzy match
    if (!wordMatches(term[k]!, toks[at + k]!, term.length === 1)) return false;
  }
  return true;
}

/** Every lexicon entry the query hits (first matching term of each entry). */
export function matchLexicon(query: string, lexicon: readonly LexEntry[] = LEXICON): LexMatch[] {
  const toks = tokens(query);
  const text = toks.join(' ');
  const out: LexMatch[] = [];
  const entries = lexicon === LEXICON ? compiled : compile(lexicon);
  for (const { entry, terms } of entries) {
    let hit: LexMatch | undefined;
    if (entry.re) {
      const m = entry.re.exec(text);
      if (m) hit = { entry, term: entry.re.source, matched: m[0] };
    }
    for (let t = 0; !hit && t < terms.length; t++) {
      const term = terms[t]!;
      for (let at = 0; at < toks.length; at++) {
        if (termAt(term, toks, at)) {
          hit = { entry, term: term.join(' '), matched: toks.slice(at, at + term.length).join(' ') };
          break;
        }
      }
    }
    if (hit) out.push(hit);
  }
  return out;
}
