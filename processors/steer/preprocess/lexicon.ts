/**
 * Cue words for common topics named in system prompts (off-limits topics and scopes). Written by hand for this
 * project. A cue matches as a word prefix (stem), so "politic" matches politics/political/politician.
 */
export const TOPIC_CUES: Record<string, string[]> = {
  politics: ['politic', 'election', 'elect', 'democrat', 'republican', 'president', 'congress', 'senat', 'parliament', 'vote', 'voting', 'ballot', 'campaign', 'liberal', 'conservative', 'candidate', 'referendum', 'governor', 'mayor', 'minister', 'left-wing', 'right-wing', 'partisan', 'biden', 'trump', 'prime minister', 'legislat'],
  religion: ['religio', 'god', 'church', 'bible', 'quran', 'koran', 'islam', 'muslim', 'christian', 'jesus', 'allah', 'prayer', 'pray', 'faith', 'atheis', 'buddhis', 'hindu', 'jewish', 'judaism', 'scripture', 'spiritual'],
  medical: ['diagnos', 'medication', 'medicine', 'dosage', 'dose', 'prescri', 'symptom', 'treatment', 'disease', 'illness', 'doctor', 'physician', 'clinical', 'therapy', 'drug', 'ibuprofen', 'antibiotic', 'mg', 'surgery', 'condition'],
  legal: ['lawsuit', 'sue', 'suing', 'attorney', 'lawyer', 'legal', 'court', 'litigat', 'liabilit', 'statute', 'contract law', 'plaintiff', 'defendant', 'legally'],
  financial: ['invest', 'stock', 'shares', 'crypto', 'bitcoin', 'portfolio', 'etf', 'bond', 'dividend', 'trading', 'trade', 'retirement', '401k', 'ira', 'financial advice', 'market', 'fund', 'returns'],
  pricing: ['price', 'pricing', 'cost', 'costs', 'how much', '$', '€', '£', 'fee', 'discount', 'subscription', 'per month', 'cheap', 'expensive', 'quote'],
  dosage: ['dose', 'dosage', 'dosing', 'mg', 'milligram', 'tablet', 'pill', 'capsule', 'every 4 hours', 'every 6 hours', 'every 8 hours', 'per day', 'ibuprofen', 'paracetamol', 'acetaminophen', 'aspirin', 'tylenol', 'advil', 'nurofen'],
  weather: ['weather', 'forecast', 'rain', 'temperature', 'sunny', 'snow', 'storm'],
  sports: ['sport', 'football', 'soccer', 'basketball', 'baseball', 'tennis', 'nfl', 'nba', 'game', 'team', 'match', 'league'],
  dating: ['dating', 'date', 'romance', 'romantic', 'relationship', 'boyfriend', 'girlfriend', 'tinder'],
  violence: ['violen', 'weapon', 'gun', 'kill', 'attack', 'fight', 'murder', 'assault', 'bomb'],
  drugs: ['drug', 'cannabis', 'marijuana', 'cocaine', 'heroin', 'weed', 'mdma', 'opioid', 'meth'],
  sex: ['sex', 'sexual', 'porn', 'nude', 'explicit', 'erotic', 'nsfw'],
  salary: ['salary', 'salaries', 'compensation', 'pay', 'wage', 'bonus'],
  personal_information: ['address', 'phone number', 'email address', 'social security', 'ssn', 'date of birth', 'home address'],
  cooking: ['cook', 'recipe', 'bake', 'food', 'ingredient', 'dish', 'meal', 'oven', 'kitchen', 'cuisine', 'sauce', 'bread', 'chef', 'fry', 'boil', 'roast', 'flour', 'dinner', 'lunch', 'breakfast'],
  travel: ['travel', 'trip', 'flight', 'hotel', 'destination', 'vacation', 'holiday', 'itinerary', 'airport', 'visa', 'tour', 'booking'],
  fitness: ['fitness', 'exercise', 'workout', 'gym', 'training', 'muscle', 'cardio', 'run', 'strength', 'stretch'],
  programming: ['code', 'coding', 'program', 'python', 'javascript', 'typescript', 'function', 'bug', 'debug', 'api', 'software', 'compile', 'variable', 'script', 'java', 'sql'],
  technology: ['computer', 'software', 'hardware', 'device', 'laptop', 'phone', 'app', 'internet', 'wifi', 'router', 'network', 'tech'],
  math: ['math', 'equation', 'algebra', 'calculus', 'geometry', 'number', 'solve', 'fraction', 'derivative', 'integral'],
  gardening: ['garden', 'plant', 'soil', 'seed', 'flower', 'water', 'prune', 'compost', 'grow'],
  history: ['history', 'historical', 'revolution', 'century', 'empire', 'ancient', 'medieval', 'world war', 'dynasty'],
  geography: ['capital of', 'capital city', 'population of', 'continent', 'geography'],
  writing: ['cover letter', 'resume', 'résumé', 'essay', 'poem', 'job application', 'write me a', 'write my'],
  entertainment: ['movie', 'film', 'tv show', 'actor', 'actress', 'celebrit', 'song', 'album', 'netflix'],
  pets: ['pet', 'dog', 'cat', 'puppy', 'kitten', 'vet', 'animal'],
};

const ALIASES: [RegExp, string][] = [
  [/\bpolitic|elections?\b|government/i, 'politics'],
  [/\breligio|\bfaith\b|spiritual/i, 'religion'],
  [/\bdos(?:age|ing|es)\b/i, 'dosage'],
  [/\bmedic|\bhealth|diagnos|treatment/i, 'medical'],
  [/\blegal|\blaw\b|lawsuit/i, 'legal'],
  [/\binvest|financ|\bstocks?\b/i, 'financial'],
  [/\bpric|\bcosts?\b|\bfees?\b/i, 'pricing'],
  [/\bweather/i, 'weather'],
  [/\bsports?\b/i, 'sports'],
  [/\bdating|romance|relationship/i, 'dating'],
  [/\bviolen|weapons?/i, 'violence'],
  [/\b(?:illegal |recreational )?drugs\b|narcotic/i, 'drugs'],
  [/\bsex|adult content|nsfw/i, 'sex'],
  [/\bsalar|compensation/i, 'salary'],
  [/\bpersonal (?:information|data|details)|\bpii\b/i, 'personal_information'],
  [/\bcook|recipe|culinary|food/i, 'cooking'],
  [/\btravel|trips?\b|vacation/i, 'travel'],
  [/\bfitness|exercise|workout/i, 'fitness'],
  [/\bprogramm|coding|software development|\bcode\b/i, 'programming'],
  [/\btech(?:nology|nical)?\b|computers?/i, 'technology'],
  [/\bmath/i, 'math'],
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
