/**
 * Cue words for common topics named in system prompts (off-limits topics and scopes). Written by hand for this
 * project. A cue matches as a word prefix (stem), so "politic" matches politics/political/politician.
 */
export const TOPIC_CUES: Record<string, string[]> = {
  politics: ['politic', 'election', 'electoral', 'elected', 'democrat', 'republican', 'president', 'congress', 'senat', 'parliament', 'vote$', 'voting', 'voter', 'ballot', 'campaign', 'liberal', 'conservative', 'candidate', 'referendum', 'governor', 'mayor$', 'minister', 'left-wing', 'right-wing', 'partisan', 'biden', 'trump', 'prime minister', 'legislat', 'government', 'labour party', 'labour$', 'tory', 'tories', 'gop$', 'political part', 'immigration', 'abortion', 'gun control', 'tax plan', 'deficit', 'brexit', 'mp$', 'mps$', 'senator'],
  religion: ['religio', 'god$', 'gods$', 'church', 'bible', 'quran', 'koran', 'islam', 'muslim', 'christian', 'jesus', 'allah', 'prayer', 'pray$', 'praying', 'faith$', 'atheis', 'buddhis', 'hindu', 'jewish', 'judaism', 'scripture', 'spiritual', 'mosque', 'temple', 'synagogue', 'sin$', 'heaven$', 'salvation', 'worship'],
  medical: ['diagnos', 'medication', 'medicine', 'dosage', 'dose$', 'doses$', 'prescri', 'symptom', 'treatment', 'disease', 'illness', 'doctor', 'physician', 'clinical', 'therapy', 'drug$', 'drugs$', 'ibuprofen', 'paracetamol', 'antibiotic', 'antivir', 'antihistamine', 'steroid', 'mg$', 'surgery', 'infection', 'infected', 'bacterial', 'viral', 'inflammat', 'allerg', 'rash', 'fever', 'migraine', 'meningitis', 'shingles', 'eczema', 'asthma', 'diabetes', 'cancer', 'tumor', 'tumour', 'flu$', 'covid', 'sounds like you have', 'could be a sign of', 'you may have', 'you might have', 'blood pressure', 'cholesterol', 'ointment', 'tablet', 'pill$', 'pills$', 'fracture', 'sprain', 'concussion'],
  legal: ['lawsuit', 'sue$', 'suing', 'attorney', 'lawyer', 'legal', 'court$', 'courts$', 'litigat', 'liabilit', 'liable', 'statute', 'statutory', 'contract law', 'plaintiff', 'defendant', 'legally', 'law$', 'laws$', 'breach', 'tenancy', 'eviction', 'evict', 'solicitor', 'illegal', 'unlawful', 'claim against', 'small claims', 'tribunal', 'terminate the lease'],
  financial: ['invest', 'stocks$', 'stock market', 'stock price', 'shares in', 'buy shares', 'share price', 'crypto', 'bitcoin', 'ethereum', 'portfolio', 'etf', 'bonds$', 'dividend', 'trading', 'retirement', '401k', 'ira$', 'financial advice', 'index fund', 'mutual fund', 'hedge fund', 'pension', 'inflation', 'buy gold', 'gold price', 'in gold', 'interest rate', 'diversif', 'equities', 'real estate', 'savings account'],
  pricing: ['price', 'pricing', 'cost$', 'costs$', 'how much', '$', '€', '£', 'fee$', 'fees$', 'discount', 'subscription', 'per month', 'per year', 'cheap', 'expensive', 'quote$', 'quotes$', 'usd', 'eur$', 'gbp'],
  dosage: ['dose$', 'doses$', 'dosage', 'dosing', 'mg$', 'milligram', 'tablet', 'pill$', 'pills$', 'capsule', 'every 4 hours', 'every 6 hours', 'every 8 hours', 'every four hours', 'every six hours', 'per day', 'a day', 'ibuprofen', 'paracetamol', 'acetaminophen', 'aspirin', 'tylenol', 'advil', 'nurofen', 'codeine'],
  weather: ['weather', 'forecast', 'rain', 'temperature', 'sunny', 'sunshine', 'snow', 'storm', 'cloudy', 'clouds', 'drizzle', 'windy', 'highs of', 'lows of', '°c', '°f', 'humid', 'fog$', 'foggy', 'thunder', 'frost', 'heatwave', 'mostly dry', 'dry spell'],
  sports: ['sport', 'football', 'soccer', 'basketball', 'baseball', 'tennis', 'cricket', 'rugby', 'nfl', 'nba', 'premier league', 'hat-trick', 'equalis', 'equaliz', 'clean sheet', 'the match', 'goals from', 'win at home', 'home win', 'away win', 'full-time', 'league$', 'scored', 'scorer', 'striker', 'goalkeeper', 'referee', 'half-time', 'halftime', 'second half', 'first half', 'kick-off', 'world cup', 'championship', 'tournament', 'playoff'],
  dating: ['dating', 'romance', 'romantic', 'boyfriend', 'girlfriend', 'tinder', 'crush$', 'first date', 'a date$', 'flirt', 'love life', 'breakup', 'break up'],
  violence: ['violen', 'weapon', 'gun$', 'guns$', 'kill$', 'killing', 'attack', 'murder', 'assault', 'bomb', 'stab', 'shoot'],
  drugs: ['drug$', 'drugs$', 'cannabis', 'marijuana', 'cocaine', 'heroin', 'weed$', 'mdma', 'opioid', 'meth$', 'ketamine', 'lsd$'],
  alcohol: ['alcohol', 'wine', 'beer', 'prosecco', 'champagne', 'cocktail', 'vodka', 'gin$', 'whisk', 'rum$', 'cider', 'spirits', 'liquor', 'booze', 'lager', 'ale$', 'tequila', 'sangria', 'mimosa'],
  sex: ['sex$', 'sexual', 'porn', 'nude', 'explicit', 'erotic', 'nsfw'],
  salary: ['salary', 'salaries', 'compensation', 'pay rise', 'pay raise', 'wage', 'bonus'],
  personal_information: ['home address', 'phone number', 'email address', 'social security', 'ssn$', 'date of birth', 'passport number'],
  internal: ['layoff', 'laid off', 'redundanc', 'job cuts', 'being cut', 'cut jobs', 'roles are being', 'headcount', 'restructur', 'reorganis', 'reorganiz', 'reorg$', 'earnings', 'quarterly results', 'revenue', 'merger', 'acquisition', 'board meeting', 'internal memo', 'confidential', 'hiring freeze'],
  shipping: ['deliver', 'shipping', 'ship$', 'ships$', 'shipped', 'dispatch', 'arrive', 'arrival', 'courier', 'parcel', 'package', 'tracking', 'postage', 'in transit', 'when will my order', 'when will it come', 'lead time'],
  returns: ['refund', 'return$', 'returns$', 'returning', 'money back', 'exchange', 'send it back', 'send back'],
  cancellation: ['cancel', 'cancell', 'unsubscribe', 'close my account', 'end my subscription', 'stop my subscription', 'terminate my'],
  bugs: ['bug$', 'bugs$', 'crash', 'error', 'glitch', 'broken', 'not working', "doesn't work", 'does not work', "won't load", 'stopped working', 'freez', 'fails$', 'failing', 'keeps closing'],
  hours: ['opening hours', 'open$', 'opens$', 'close$', 'closes$', 'closing time', 'what time', 'hours$', 'open today', 'open on'],
  warranty: ['warranty', 'guarantee', 'covered', 'repair', 'replacement', 'faulty', 'defect', 'stopped working', 'broke$', 'broken'],
  booking: ['book$', 'booking', 'reserv', 'appointment', 'schedule', 'slot$', 'slots$', 'availability'],
  restaurants: ['restaurant', 'dinner', 'lunch', 'eat out', 'places to eat', 'where to eat', 'café', 'cafe$', 'bistro', 'brunch'],
  product_launch: ['launch', 'release date', 'coming out', 'pre-order', 'preorder', 'unreleased', 'roadmap', 'next version', 'upcoming'],
  cooking: ['cook', 'recipe', 'bake', 'baking', 'food', 'ingredient', 'dish', 'meal', 'oven', 'kitchen', 'cuisine', 'sauce', 'bread', 'chef', 'fry$', 'boil$', 'roast', 'flour', 'dinner', 'lunch', 'breakfast', 'lasagn', 'pasta', 'soup'],
  travel: ['travel', 'trip$', 'trips$', 'flight', 'hotel', 'destination', 'vacation', 'holiday', 'itinerary', 'airport', 'visa$', 'tour$', 'tours$'],
  fitness: ['fitness', 'exercise', 'workout', 'gym$', 'muscle', 'cardio', 'running', 'strength training', 'stretch'],
  programming: ['code$', 'coding', 'program', 'python', 'javascript', 'typescript', 'function', 'bug$', 'debug', 'api$', 'software', 'compile', 'variable', 'script', 'java$', 'sql$', 'indexerror', 'exception', 'stack trace', 'syntax'],
  technology: ['computer', 'software', 'hardware', 'device', 'laptop', 'smartphone', 'internet', 'wifi', 'router', 'network', 'tech$'],
  math: ['math', 'equation', 'algebra', 'calculus', 'geometry', 'solve', 'fraction', 'derivative', 'integral', 'x squared', 'trigonometr', 'homework'],
  gardening: ['garden', 'plant$', 'plants$', 'soil', 'seeds$', 'flower', 'prune', 'compost', 'houseplant', 'seedling'],
  history: ['history', 'historical', 'revolution', 'century', 'empire', 'ancient', 'medieval', 'world war', 'dynasty'],
  geography: ['capital of', 'capital city', 'population of', 'continent', 'geography'],
  writing: ['cover letter', 'resume', 'résumé', 'essay', 'poem', 'job application', 'write me a', 'write my', 'short story'],
  entertainment: ['movie', 'film$', 'films$', 'tv show', 'actor', 'actress', 'celebrit', 'song$', 'songs$', 'album', 'netflix'],
  pets: ['pet$', 'pets$', 'dog$', 'dogs$', 'cat$', 'cats$', 'puppy', 'kitten', 'vet$', 'vets$'],
};

/** A cue as a regex source: a word-prefix stem ("politic" → political), or a whole word (plural allowed) when it ends in "$". */
export function cueSource(c: string): string {
  const lc = c.toLowerCase();
  if (lc.length > 1 && lc.endsWith('$')) return `${escapeCue(lc.slice(0, -1))}(?:s|es)?(?![\\p{L}\\p{N}])`;
  return `${escapeCue(lc)}[\\p{L}'-]*`;
}
function escapeCue(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]");
}
const cueReCache = new Map<string, string>();
/** One regex matching any of the cues (global; the match is the whole word the cue starts). */
export function cuesRegex(cues: string[]): RegExp {
  const key = cues.join('\u0001');
  let source = cueReCache.get(key);
  if (source === undefined) {
    source = `(?<![\\p{L}\\p{N}])(?:${cues.filter(Boolean).map(cueSource).join('|')})`;
    if (cueReCache.size > 2000) cueReCache.clear();
    cueReCache.set(key, source);
  }
  // A fresh object every call: a global regex carries `lastIndex`, and a shared one let a nested use (looking up
  // which cue matched, inside a loop over matches of the same cues) reset the outer loop forever.
  return new RegExp(source, 'giu');
}
/** The distinct cues found in `text`. */
export function cuesIn(cues: string[], text: string): string[] {
  const found: string[] = [];
  const any = cuesRegex(cues);
  any.lastIndex = 0;
  if (!any.test(text)) return found;
  for (const c of cues) {
    if (!c) continue;
    const re = cuesRegex([c]);
    re.lastIndex = 0;
    if (re.test(text)) found.push(c.length > 1 ? c.replace(/\$$/, '') : c);
  }
  return found;
}

const ALIASES: [RegExp, string][] = [
  [/\binternal (?:company |business |corporate )?(?:matters|affairs|business|issues|news|decisions|plans)|\blayoffs?\b|restructur|\breorg|\bearnings\b|company (?:plans|finances|strategy)/i, 'internal'],
  [/\bpolitic|elections?\b|government|\bparties\b|\bparty politics/i, 'politics'],
  [/\breligio|\bfaith\b|spiritual|\bbeliefs?\b/i, 'religion'],
  [/\bdos(?:age|ing|es)\b/i, 'dosage'],
  [/\bmedic|\bhealth|diagnos|treatment|\bconditions?\b|\bsymptoms?\b|\bdiseases?\b|\billness/i, 'medical'],
  [/\blegal|\blaw\b|lawsuit|\bleases?\b|tenanc/i, 'legal'],
  [/\binvest|financ|\bstocks?\b|\bcrypto|\btrading\b/i, 'financial'],
  [/\bpric|\bcosts?\b|\bfees?\b|\bquotes?\b|\brates\b/i, 'pricing'],
  [/\bweather|\bforecasts?\b/i, 'weather'],
  [/\bsports?\b|\bmatch(?:es)? results?|\bscores?\b|\bfixtures?\b|\btransfers?\b|football|soccer/i, 'sports'],
  [/\bdating|romance|relationships?\b|\blove life/i, 'dating'],
  [/\bviolen|weapons?/i, 'violence'],
  [/\b(?:illegal |recreational )?drugs\b|narcotic/i, 'drugs'],
  [/\balcohol|\bdrinks?\b|\bwine\b|\bbeer\b|\bliquor/i, 'alcohol'],
  [/\bsex|adult content|nsfw/i, 'sex'],
  [/\bsalar|compensation/i, 'salary'],
  [/\bpersonal (?:information|data|details)|\bpii\b/i, 'personal_information'],
  [/\bdeliver|\bshipping|\bdispatch|\btracking|\bparcels?\b/i, 'shipping'],
  [/\brefunds?\b|\breturns?\b|money back/i, 'returns'],
  [/\bcancel/i, 'cancellation'],
  [/\bbugs?\b|\bcrash|\berrors?\b|\bglitch|technical (?:problems?|issues?)/i, 'bugs'],
  [/\bopening (?:hours|times)|\bhours\b|closing times?/i, 'hours'],
  [/\bwarrant|guarantee claim/i, 'warranty'],
  [/\bbookings?\b|\breservations?\b|\bappointments?\b/i, 'booking'],
  [/\brestaurants?\b|places to eat|dining/i, 'restaurants'],
  [/\blaunch|release dates?|unreleased|upcoming (?:products?|features?|releases?)|roadmap/i, 'product_launch'],
  [/\bcook|recipe|culinary|food/i, 'cooking'],
  [/\btravel|trips?\b|vacation/i, 'travel'],
  [/\bfitness|exercise|workout/i, 'fitness'],
  [/\bprogramm|coding|software development|\bcode\b/i, 'programming'],
  [/\btech(?:nology|nical)?\b|computers?/i, 'technology'],
  [/\bmath|homework/i, 'math'],
  [/\bgarden|plants?\b/i, 'gardening'],
  [/\bpets?\b|\bdogs?\b|\bcats?\b/i, 'pets'],
  [/\bhistor/i, 'history'],
  [/\bgeograph/i, 'geography'],
  [/\bessays?\b|cover letters?|creative writing/i, 'writing'],
  [/\bmovies?\b|\bfilms?\b|entertainment|celebrit/i, 'entertainment'],
];

/** Cues for a topic phrase: a known topic's lexicon, else the content words of the phrase. */
export function cuesFor(topic: string): { name: string; cues: string[]; known: boolean } {
  for (const [re, name] of ALIASES) if (re.test(topic)) return { name, cues: TOPIC_CUES[name], known: true };
  const words = (topic.toLowerCase().match(/[\p{L}\p{N}$€£'-]+/gu) ?? []).filter(
    (w) => w.length >= 3 && !/^(?:the|and|any|our|your|their|other|about|topics?|subjects?|things?|stuff|matters?|issues?|questions?|related|regarding|anything|everything|information|details?|advice|opinions?|views?|that|this|with|from|for)$/.test(w),
  );
  const cues = words.map((w) => (w.length > 5 ? w.replace(/(?:ies|es|s|ing|ed)$/, '') : w));
  return { name: topic.trim(), cues, known: false };
}
