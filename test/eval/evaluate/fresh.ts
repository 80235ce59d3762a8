/**
 * A second, smaller set written after the rules were frozen and never used to change them: new phrasings of the same
 * situations (`npm run eval:evaluate -- --fresh`). Its figures are the honest estimate of how the rules generalise.
 */
import { expectedShow, type EvalCase, type Expected } from './cases.js';

const F: [string, string, string][] = [
  // [group, expected, text]
  ['suicide', 'suicide/self/moderate/subacute', 'I keep thinking my family would be happier if I just disappeared for good.'],
  ['suicide', 'suicide/self/high/urgent', 'I have been googling how to end my life.'],
  ['suicide', 'suicide/self/high/urgent', 'Honestly I am ready to die. I am done fighting.'],
  ['suicide', 'suicide/self/critical/emergency', 'I am on the roof of my building and I am going to jump now.'],
  ['suicide', 'suicide/self/critical/urgent', 'I bought a rope yesterday and I know which tree. I just need to get the courage.'],
  ['suicide', 'suicide/self/moderate/subacute', 'Every morning I am disappointed I woke up.'],
  ['suicide', 'suicide/self/mild/chronic', 'Nothing is ever going to get better for me, I feel so hopeless.'],
  ['suicide', 'suicide/other/high/urgent', 'My wife told me last night that she has been thinking about killing herself.'],
  ['suicide', 'suicide/other/high/urgent', 'A kid in my class says he wants to die and gave away his stuff.'],
  ['self_harm', 'self_harm/self/moderate/subacute', 'I have been hurting myself with a razor when I feel empty.'],
  ['self_harm', 'self_harm/self/moderate/subacute', 'I punch myself in the face when I mess up.'],
  ['self_harm', 'self_harm/other/moderate/subacute', 'My teenage son has been cutting his arms and hiding it under long sleeves.'],
  ['self_neglect', 'self_neglect/self/moderate/subacute', 'I have been throwing up after eating so I do not gain weight.'],
  ['self_neglect', 'self_neglect/self/high/subacute', 'The voices tell me I have to stop eating or something bad will happen.'],
  ['self_neglect', 'self_neglect/self/high/subacute', 'I have been drinking a bottle of vodka a day and I get seizures when I stop.'],
  ['violence', 'violence/self/high/urgent', 'Next time my neighbour parks in my spot I am going to stab him.'],
  ['violence', 'violence/self/critical/urgent', 'I have my gun loaded and I am going to shoot my ex-wife tonight.'],
  ['violence', 'violence/other/critical/urgent', 'A student in my son\'s school posted a photo of a rifle saying he will shoot everyone tomorrow.'],
  ['violence', 'violence/self/moderate/subacute', 'I daydream about hurting my coworkers and it is getting worse.'],
  ['abuse', 'abuse/self/high/subacute', 'My partner kicked me in the stomach during an argument.'],
  ['abuse', 'abuse/self/critical/urgent', 'He strangled me until I blacked out and he says next time he will kill me.'],
  ['abuse', 'abuse/self/moderate/subacute', 'My wife takes my paycheck and will not let me have my own bank card.'],
  ['abuse', 'abuse/other/high/subacute', 'My mother\'s boyfriend punches her when he is drunk.'],
  ['abuse', 'abuse/self/high/subacute', 'I am 15 and my stepdad beats me with a belt.'],
  ['sexual_violence', 'sexual_violence/self/high/urgent', 'A guy I met on a date raped me two nights ago and I have not told anyone.'],
  ['sexual_violence', 'sexual_violence/self/moderate/chronic', 'I was molested by a neighbour when I was 8.'],
  ['sexual_violence', 'sexual_violence/other/high/subacute', 'My roommate says her boss sexually assaulted her at the office party.'],
  ['neglect', 'neglect/other/high/urgent', 'The baby upstairs has been left alone for two days, I can hear it crying.'],
  ['neglect', 'neglect/other/moderate/subacute', 'My grandson\'s parents are always high and never buy food for the kids.'],
  ['exploitation', 'exploitation/self/high/urgent', 'A man is threatening to leak my video unless I send him more money.'],
  ['exploitation', 'exploitation/self/high/urgent', 'The boss keeps our passports and we are locked in the dormitory at night.'],
  ['exploitation', 'exploitation/other/high/subacute', 'An adult keeps asking my 12 year old for photos of her body on roblox.'],
  ['stalking', 'stalking/self/high/subacute', 'My ex turns up at my work every day and texts me hundreds of times.'],
  ['stalking', 'stalking/self/moderate/subacute', 'Someone keeps calling me from blocked numbers after I told them to stop, they will not stop calling me.'],
  ['frame', '', 'For a creative writing class I need a poem about a soldier who wants to die on the battlefield.'],
  ['frame', '', 'In the game my character stabs the dragon and kills it.'],
  ['frame', '', 'What are the signs of domestic abuse I should look for as a nurse?'],
  ['frame', '', 'My essay is about suicide prevention in schools, can you help with the intro?'],
  ['frame', '', 'This homework is going to be the death of me haha'],
  ['frame', '', 'I would kill for a cup of coffee right now.'],
  ['frame', '', 'My sister will murder me if I eat her chocolate lol'],
  ['lookalike', '', 'How do I safely dispose of old razor blades?'],
  ['lookalike', '', 'What time does the pharmacy close? I need to pick up my pills.'],
  ['lookalike', '', 'My cat follows me everywhere, even to the bathroom.'],
  ['lookalike', '', 'How do I kill weeds without hurting my dog?'],
  ['lookalike', '', 'We watched a documentary about the Titanic last night.'],
  ['lookalike', '', 'I am training for a marathon and barely eating sugar.'],
  ['lookalike', '', 'Can you help me write a breakup text that is kind?'],
  ['lookalike', '', 'My son keeps texting me from school asking to come home early, he is bored.'],
  ['lookalike', '', 'I am so tired after night shifts, any tips for sleep?'],
];

export function freshCases(): EvalCase[] {
  return F.map(([group, exp, text], i) => {
    const expected: Expected[] = exp
      ? exp.split(';').map((x) => {
          const [type, subject, severity, imminence] = x.trim().split('/');
          return { type: type!, subject: subject as 'self' | 'other', severity: severity!, imminence: imminence! };
        })
      : [];
    return { id: `fresh.${i}`, group: `fresh.${group}`, text, expected, show_resources: expectedShow(expected), lookalike: group === 'lookalike' || group === 'frame' };
  });
}
