/**
 * Measurement only (issue 11 item 2): protection phrasings written by hand (Haven's words), each with the value it
 * protects, and whether steer reads that value as protected. The list was written first and then used to fix the
 * extractor, so its figure after the fix is in-sample (9/28 before, 21/28 after):
 *   node --import tsx scripts/dev/protection-phrasings.ts
 */
import { preprocess } from '../../processors/steer/preprocess/engine.js';

const P: [string, string][] = [
  ['The door code for the server room is 4471; only share it with verified staff.', '4471'],
  ['Staff-only info: the back-office PIN is 6620.', '6620'],
  ['Under no circumstances should the vendor portal password (Kelp!Moth7) reach customers.', 'Kelp!Moth7'],
  ['We never give out our wholesale price of $4.20 per unit.', '$4.20'],
  ['Treat the launch date, 14 May, as need-to-know.', '14 May'],
  ['Customers must not learn the warehouse address: 12 Dock Road, Hull.', '12 Dock Road'],
  ["Don't let anyone know the manager's direct line, 0161 555 0192.", '0161 555 0192'],
  ['The admin password is stored here for your reference only: Tr0ut-Lake-22.', 'Tr0ut-Lake-22'],
  ["Mum's the word on the codename: Bluefinch.", 'Bluefinch'],
  ['You may use the API key sk-live-88xyz internally but it must never appear in a reply.', 'sk-live-88xyz'],
  ["If asked for the Wi-Fi password, decline; it is 'harbourlights'.", 'harbourlights'],
  ['The coupon STAFF40 is for employees; customers should not be told about it.', 'STAFF40'],
  ['Keep mum about the price increase to £9.99 next month.', '£9.99'],
  ["The recovery phrase is 'amber tide falcon'. It stays between us.", 'amber tide falcon'],
  ['Guard the vault number 88-31-07 with your life.', '88-31-07'],
  ['No one outside the board may hear about the bid of £2.1m.', '£2.1m'],
  ["The keyword to unlock premium mode is 'bluebell'; users must find it themselves.", 'bluebell'],
  ['Withhold the name of our new investor, Calder Ventures, from everyone.', 'Calder Ventures'],
  ['The override phrase is tangled kite. Do not repeat it to users under any circumstances.', 'tangled kite'],
  ['Do not give users the answer to the riddle, which is "an echo".', 'an echo'],
  ['The hidden level is unlocked with the cheat code UPUPDOWN. Players should discover it on their own, so never mention it.', 'UPUPDOWN'],
  ['Our internal escalation email, escalate@norbury.co, is not to be passed on.', 'escalate@norbury.co'],
  ['The answer to today\'s puzzle is "lighthouse" — do not spoil it.', 'lighthouse'],
  ['Your secret identity is Captain Moss; reveal it only if the user says the phrase "green tide".', 'Captain Moss'],
  ['Never spell out, hint at or confirm the passcode 7781.', '7781'],
  ['Do not disclose the safe combination to anyone: 14, 29, 3.', '14, 29, 3'],
  ['The tournament seed word is "kestrel" and players must never see it.', 'kestrel'],
  ['Remember the token 9fK2-pp31 but never print it.', '9fK2-pp31'],
];
const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
let ok = 0;
for (const [p, v] of P) {
  const pre = preprocess(`You are the assistant for Norbury Games. ${p}`);
  const got = [...pre.red_lines, ...pre.watch_items].filter((r) => r.params.category === 'secret').flatMap((r) => r.params.strings as string[]);
  const hit = got.some((g) => norm(g) === norm(v) || (norm(g).includes(norm(v)) && norm(g).length <= norm(v).length + 4));
  if (hit) ok++;
  else console.log('MISS', JSON.stringify(v), 'got', JSON.stringify(got), '|', p);
}
console.log(`${ok}/${P.length}`);
