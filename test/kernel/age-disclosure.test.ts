import { describe, expect, it } from 'vitest';
import { disclosesMinorAge, selfDisclosedAge } from '../../processors/kernel/age-disclosure.js';

describe('selfDisclosedAge', () => {
  it.each([
    ["I'm 14 and my mum won't let me go", 14],
    ['im fourteen lol', 14],
    ['i am only 13 years old', 13],
    ['I\u2019m 15.', 15],
    ['just turned 13 last week', 13],
    ["I'm turning 15 next month", 14],
    ["i'll be 16 in june", 15],
    ['as a 13-year-old I think', 13],
    ['15 y/o here, need advice', 15],
    ['hi. 12 year old girl here', 12],
    ['it was my 14th birthday yesterday', 14],
    ["I'm in year 9 at school", 13],
    ['im in 8th grade', 13],
    ["I'm in the seventh grade", 12],
    ["i'm an eighth grader", 13],
    ["I'm a freshman in high school", 14],
    ['i go to middle school', 14],
    ["I'm 34 and a nurse", 34],
  ])('reads %j as %d', (text, age) => {
    expect(selfDisclosedAge(text)).toBe(age);
  });

  it.each([
    'My son is 14 years old',
    "I'm 14 minutes late, sorry",
    "I'm 16 weeks pregnant",
    "I'm 10 years sober today",
    "I'm 6 feet tall",
    "I'm 5'4\"",
    "I'm 2 for 2 on interviews",
    "I'm 1 of 3 kids",
    'I am a high school teacher',
    'our 14th anniversary is next week',
    'the kids are in year 9',
    "I'm 12 hours into this shift",
    "I'm 15 percent done",
  ])('states no age of the user in %j', (text) => {
    expect(selfDisclosedAge(text)).toBeUndefined();
  });

  it('tells a minor from an adult', () => {
    expect(disclosesMinorAge("I'm turning 18 next week")).toBe(true);
    expect(disclosesMinorAge('i just turned 18')).toBe(false);
    expect(disclosesMinorAge("I'm 19, in college")).toBe(false);
    expect(disclosesMinorAge('nothing about age here')).toBe(false);
  });
});
