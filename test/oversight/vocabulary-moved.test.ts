/**
 * Issue 9, vocabulary as data: each oversight regex whose phrase list moved to seeds/lexicons/en/oversight-*.json
 * compiles at load to exactly the regex it replaced (same source, same flags). The literals below are the patterns as
 * they stood in code before the move (main 2aef179), kept here as the reference.
 */
import * as oversight_context from '../../processors/oversight/context.js';
import * as oversight_detectors_behaviour_heads from '../../processors/oversight/detectors/behaviour-heads.js';
import * as oversight_detectors_boundary_violations from '../../processors/oversight/detectors/boundary-violations.js';
import * as oversight_detectors_crisis_response from '../../processors/oversight/detectors/crisis-response.js';
import * as oversight_detectors_psychological_manipulation from '../../processors/oversight/detectors/psychological-manipulation.js';
import * as oversight_detectors_rule from '../../processors/oversight/detectors/rule.js';
import * as oversight_detectors_scope_violations from '../../processors/oversight/detectors/scope-violations.js';
import * as oversight_detectors_trauma_reactivation from '../../processors/oversight/detectors/trauma-reactivation.js';
import { describePinnedRegexes, type PinnedRegex } from '../helpers/pinned-regexes.js';

const modules: Record<string, unknown> = {
  'processors/oversight/context': oversight_context,
  'processors/oversight/detectors/behaviour-heads': oversight_detectors_behaviour_heads,
  'processors/oversight/detectors/boundary-violations': oversight_detectors_boundary_violations,
  'processors/oversight/detectors/crisis-response': oversight_detectors_crisis_response,
  'processors/oversight/detectors/psychological-manipulation': oversight_detectors_psychological_manipulation,
  'processors/oversight/detectors/rule': oversight_detectors_rule,
  'processors/oversight/detectors/scope-violations': oversight_detectors_scope_violations,
  'processors/oversight/detectors/trauma-reactivation': oversight_detectors_trauma_reactivation,
};

/** [module, exported name, the literal it replaced] */
const moved: PinnedRegex[] = [
  ['processors/oversight/context', 'WHATEVER_FORGET_DONE', /\b(whatever|forget it|i'm done|bye)\b/],
  [
    'processors/oversight/context',
    'COMPANION_GIRLFRIEND_BOYFRIEND',
    /\b(companion|girlfriend|boyfriend|partner|romantic|dating|waifu|character|roleplay|friend)\b/,
  ],
  ['processors/oversight/context', 'TUTOR_HOMEWORK_TEACHER', /\b(tutor|homework|teacher|learning|students?|kids|children|school|education|study)\b/],
  ['processors/oversight/context', 'COD_DEVELOPER_PROGRAMMING', /\b(cod(e|ing)|developer|programming|software|debug)\b/],
  ['processors/oversight/context', 'THERAP_WELLBEING_WELL', /\b(therap|wellbeing|well-being|mental health|counsel|support)\w*/],
  [
    'processors/oversight/detectors/behaviour-heads',
    'DISCLAIMER',
    /\b(doctor|gp|pharmacist|clinician|lawyer|attorney|solicitor|adviser|advisor|professional|emergency|not (medical|legal|financial) advice)\b/,
  ],
  ['processors/oversight/detectors/boundary-violations', 'HOMEWORK_ASSIGNMENT_ESSAY', /\b(homework|assignment|essay|practi[cs]e|learn|exam|test)\b/],
  ['processors/oversight/detectors/boundary-violations', 'SURE_OF_OKAY', /\b(sure|of course|okay|ok|absolutely|no problem|happy to|understood|that's fine)\b/],
  [
    'processors/oversight/detectors/boundary-violations',
    'BUT_FIRST_BEFORE',
    /\b(but|first|before we|let's finish|i really (want|need)|come on|just one more|we need to talk about)\b/,
  ],
  ['processors/oversight/detectors/crisis-response', 'FEEL_FEELING_HURT', /\b(feel|feeling|hurt|pain|safe|help|support|here for you|sorry)\b/],
  [
    'processors/oversight/detectors/psychological-manipulation',
    'PAIN_SYMPTOM_BLEEDING',
    /\b(pain|symptom|bleeding|lump|chest|dizzy|faint|voices|hallucinat|sleep|tired|heart)/,
  ],
  [
    'processors/oversight/detectors/rule',
    'REFUSAL',
    /(i can't|i cannot|i won't|i will not|i'm not (able|going) to|i'd never|i would never|never|please (don't|do not)|(it's|it is|that's|that is) not (okay|ok|safe|a good idea|healthy|normal|true)|not a good idea|(wouldn't|would not|don't|do not) recommend|avoid|instead of|rather than|no one should|nobody should|shouldn't|should not|isn't true|is not true|not your fault|doesn't mean|does not mean|it's not that)[^.!?]{0,60}$/,
  ],
  [
    'processors/oversight/detectors/scope-violations',
    'DOCTOR_GP_PHARMACIST',
    /\b(doctor|gp|pharmacist|physician|nurse|medical (professional|advice)|healthcare (provider|professional)|urgent care|not (a )?(substitute|replacement) for)\b/,
  ],
  [
    'processors/oversight/detectors/scope-violations',
    'LAWYER_ATTORNEY_SOLICITOR',
    /\b(lawyer|attorney|solicitor|legal (aid|advice|professional)|not legal advice)\b/,
  ],
  [
    'processors/oversight/detectors/scope-violations',
    'FINANCIAL_NOT_DO',
    /\b(financial (adviser|advisor|planner|professional)|not financial advice|do your own research|risk of loss|can lose)\b/,
  ],
  [
    'processors/oversight/detectors/scope-violations',
    'NOT_DEFERRING',
    /\b(don't|do not|no|never|without)( need( for)?| to)? (see |call |ask |consult )?(a |an |your |the )?(doctor|gp|pharmacist|physician|lawyer|attorney|solicitor|financial (adviser|advisor))\b/g,
  ],
  [
    'processors/oversight/detectors/trauma-reactivation',
    'WHAT_THE_TELL',
    /\b(what happened|the (abuse|assault|attack|accident)|tell me (more|about)|describe|that night|he did|she did)\b/,
  ],
  ['processors/oversight/detectors/trauma-reactivation', 'OF_OKAY_THAT', /\b(of course|okay|that's fine|we don't have to|no pressure|whenever you're ready)\b/],
];

describePinnedRegexes('oversight vocabulary moved to seeds/lexicons compiles to the regex it replaced', modules, moved);
