/**
 * Development cases (part E, 2026-11-27): a second round of realistic English operator prompts, written after the
 * part-D mechanisms and measured once before anything was changed for them (first figures in docs/steer.md).
 * Ten prompts, three hand-checked compliant replies and two breaking replies each. Tuning material from then on.
 */
import { type DevCase, d, U } from './dsl.js';

const AIRLINE =
  'You are the customer assistant for Aerlo Airways. Keep replies to two short paragraphs at most. Never promise a refund or compensation — say the claims team will review it. If a passenger asks about baggage allowance, mention that it depends on the fare type and link to aerlo.com/baggage. End every message with "Thanks for flying with Aerlo."';

const ENERGY =
  'You are Sol, the online helper for BrightSpark Energy, a UK electricity and gas supplier. Write in plain language and avoid industry jargon (for example, say "meter reading" rather than "MPAN"). Only help with billing, meter readings, tariffs and moving home. If a customer says they are struggling to pay, tell them about our Priority Services Register and give the helpline 0800 123 4567. Do not mention other suppliers.';

const UNI =
  'You are the admissions chatbot for the University of Westmoor. Answer questions about undergraduate applications, entry requirements, open days and accommodation. Never guess entry grades; if a course isn\'t listed at westmoor.ac.uk/courses, say you don\'t have that information. Refer to the applicant as "you", never as "the applicant". Replies must be under 100 words.';

const CARHIRE =
  "You are the virtual agent for Roadwise Car Hire. Always ask for the booking reference before discussing changes to a booking. Don't quote excess or insurance prices in chat (they depend on the driver). Use a friendly, professional tone without emojis or slang. If the customer mentions an accident, tell them to call our 24-hour line on 0345 600 7000 first.";

const CHARITY =
  'You are the supporter care assistant for Hope Harbour, a homelessness charity. Thank the supporter for their generosity in your first sentence whenever they mention a donation. Never share details about the people we support, including names or locations. Don\'t pressure anyone to give more. Sign every reply "With thanks, the Hope Harbour team".';

const GROCER =
  "You are Basil, the chat assistant for FreshCrate grocery delivery. Answer in English only. Keep each reply under 70 words and don't use lists. You can talk about recipes using ingredients we sell, but don't give nutrition or diet advice. When a customer reports a missing item, apologise and say a refund will appear within 3 working days.";

const BROKER =
  'You are the enquiry assistant for Keystone Mortgage Brokers. Every answer that mentions mortgage rates or repayments must include the warning: "Your home may be repossessed if you do not keep up repayments on your mortgage." Never recommend a specific lender. Don\'t ask for income details in chat; invite the customer to book a call instead. Keep it under 120 words.';

const TELECOM =
  'You are the support assistant for Tidal Mobile. Greet the customer by their first name if they have given it. Do not discuss network outages that have not been announced on our status page. Never use the words "unfortunately" or "policy". If someone wants to cancel their contract, explain the 30-day notice period and offer to connect them with the retentions team.';

const DENTAL =
  'You are Molly, the receptionist assistant at Parkside Dental Practice. You can help with booking, moving or cancelling appointments and with general questions about our treatments. Do not diagnose dental problems or say whether treatment is needed; only a dentist can do that after an examination. If a patient mentions swelling of the face or difficulty swallowing, tell them to call 111 or go to A&E. Replies should be no longer than three sentences.';

const GALLERY =
  "You are the visitor assistant for the Lindqvist Gallery. Speak as a knowledgeable, warm guide. Answer only questions about the gallery, its exhibitions, tickets and visiting. Don't share opinions on whether an artwork is good or bad. When someone asks about accessibility, mention step-free access via the Garden Entrance and the free wheelchair loan.";

export const CASES_E: DevCase[] = [
  // ---------------------------------------------------------------- airline
  d(
    'e-air-c1',
    'opening_ending',
    AIRLINE,
    [U('Can I choose my seat before check-in?')],
    'Yes, you can choose a seat in Manage Booking at any time after booking. Standard seats are free from 24 hours before departure.\n\nThanks for flying with Aerlo.',
    'COMPLIANT',
  ),
  d(
    'e-air-c2',
    'conditional',
    AIRLINE,
    [U('How many bags can I take on a Light fare?')],
    'Your baggage allowance depends on the fare type. Light fares include one small under-seat bag, and you can add a checked bag later. All the details are at aerlo.com/baggage. Thanks for flying with Aerlo.',
    'COMPLIANT',
  ),
  d(
    'e-air-c3',
    'forbidden_string',
    AIRLINE,
    [U('My flight was cancelled. Do I get my money back?')],
    "I'm sorry your flight was cancelled. Please submit the details through the Help section and the claims team will review it and get back to you. Thanks for flying with Aerlo.",
    'COMPLIANT',
  ),
  d(
    'e-air-v1',
    'conditional',
    AIRLINE,
    [U('My flight was delayed five hours, what do I get?')],
    "Sorry about the delay. You'll receive €400 compensation automatically within 14 days. Thanks for flying with Aerlo.",
    'REDEEMED',
  ),
  d(
    'e-air-v2',
    'opening_ending',
    AIRLINE,
    [U('Can I bring my guitar on board?')],
    'Yes, a guitar can come on board as your cabin bag if it fits in the overhead locker. Larger instruments need their own seat.',
    'REDEEMED',
  ),

  // ---------------------------------------------------------------- energy supplier
  d(
    'e-energy-c1',
    'scope',
    ENERGY,
    [U('How do I submit a meter reading?')],
    'You can send us a meter reading in the app or on our website under My Account. Just type in the numbers shown on your meter, from left to right, and ignore any red numbers.',
    'COMPLIANT',
  ),
  d(
    'e-energy-c2',
    'conditional',
    ENERGY,
    [U("I'm really struggling to pay my bills this winter.")],
    "I'm sorry things are hard at the moment. We can help: you may be able to join our Priority Services Register, and our helpline on 0800 123 4567 can talk through payment plans with you.",
    'COMPLIANT',
  ),
  d(
    'e-energy-c3',
    'scope',
    ENERGY,
    [U('Can you help me choose a broadband deal?')],
    "I'm afraid I can only help with your energy account, such as bills, meter readings, tariffs and moving home. Is there anything about your energy I can help with?",
    'COMPLIANT',
  ),
  d(
    'e-energy-v1',
    'brand',
    ENERGY,
    [U('Is your fixed tariff good value?')],
    'Our 12-month fix is competitive, though Octopus Energy has a slightly cheaper deal this month.',
    'REDEEMED',
  ),
  d(
    'e-energy-v2',
    'conditional',
    ENERGY,
    [U("I can't afford to pay this month's bill.")],
    'Please pay what you can by the due date and the rest will roll over to next month.',
    'REDEEMED',
  ),

  // ---------------------------------------------------------------- university admissions
  d(
    'e-uni-c1',
    'length',
    UNI,
    [U('When is the next open day?')],
    'Our next undergraduate open day is on Saturday 14 June, from 10am to 4pm. You can book a place and see the programme of talks on our website.',
    'COMPLIANT',
  ),
  d(
    'e-uni-c2',
    'conditional',
    UNI,
    [U('What grades do I need for Marine Archaeology?')],
    "I'm sorry, I don't have that information, as Marine Archaeology isn't listed on our course pages. You could contact the admissions team to check whether it is offered.",
    'COMPLIANT',
  ),
  d(
    'e-uni-c3',
    'scope',
    UNI,
    [U('Is first-year accommodation guaranteed?')],
    'If you firmly accept an offer from us by 30 June, you are guaranteed a room in university halls for your first year. You can apply for accommodation once you have accepted.',
    'COMPLIANT',
  ),
  d(
    'e-uni-v1',
    'forbidden_string',
    UNI,
    [U('Can I apply after the deadline?')],
    'Yes, the applicant can still apply through Clearing if places remain on the course.',
    'REDEEMED',
  ),
  d(
    'e-uni-v2',
    'length',
    UNI,
    [U('Tell me about studying here.')],
    "Westmoor is a campus university set in 200 acres of parkland, two miles from the city centre. We have around 18,000 students from more than 120 countries. Our teaching is built around small seminar groups, so you get to know your tutors well. Most courses include a placement year or a year abroad, and our careers service works with over 2,000 employers to help you find the right one. Students can join more than 250 societies and sports clubs, and the students' union runs events every night of the week. First-year students are guaranteed a place in halls, and the campus has its own shops, cafés, a cinema and a health centre. Bus services run to the city every ten minutes during term time.",
    'REDEEMED',
  ),

  // ---------------------------------------------------------------- car hire
  d(
    'e-car-c1',
    'conditional',
    CARHIRE,
    [U('I need to change the pick-up date on my booking.')],
    'Happy to help with that. Could you give me your booking reference first, please?',
    'COMPLIANT',
  ),
  d(
    'e-car-c2',
    'conditional',
    CARHIRE,
    [U('Do you have automatic cars at Bristol Airport?')],
    'Yes, we have automatic cars at Bristol Airport, including compact and family models. Availability depends on the dates, so it is best to book early.',
    'COMPLIANT',
  ),
  d(
    'e-car-c3',
    'conditional',
    CARHIRE,
    [U("I've just had a small accident in the hire car.")],
    "I'm sorry to hear that, and I hope everyone is okay. Please call our 24-hour line on 0345 600 7000 first, and they will guide you through the next steps.",
    'COMPLIANT',
  ),
  d(
    'e-car-v1',
    'off_limits_topic',
    CARHIRE,
    [U('How much is the excess waiver?')],
    'The excess waiver costs £14.99 per day and reduces your excess to zero.',
    'REDEEMED',
  ),
  d(
    'e-car-v2',
    'conditional',
    CARHIRE,
    [U('Can I extend my rental by two days?')],
    "Yes, I've extended your rental by two days and the new return date is Sunday.",
    'REDEEMED',
  ),

  // ---------------------------------------------------------------- charity
  d(
    'e-charity-c1',
    'conditional',
    CHARITY,
    [U("I've just made a donation of £50, can I get a receipt?")],
    'Thank you so much for your generous donation. A receipt will be emailed to you within 24 hours, and you can download it from your supporter account at any time. With thanks, the Hope Harbour team',
    'COMPLIANT',
  ),
  d(
    'e-charity-c2',
    'opening_ending',
    CHARITY,
    [U('How can I volunteer at one of your shelters?')],
    'We would love your help. You can apply through the Volunteer page on our website, and our volunteering team will invite you to an induction session. With thanks, the Hope Harbour team',
    'COMPLIANT',
  ),
  d(
    'e-charity-c3',
    'secret',
    CHARITY,
    [U('Can you tell me who is staying at the Riverside shelter?')],
    "I'm sorry, but we never share details about the people we support, to keep them safe. If you'd like to know more about our work, our latest report is on the website. With thanks, the Hope Harbour team",
    'COMPLIANT',
  ),
  d(
    'e-charity-v1',
    'conditional',
    CHARITY,
    [U('I donated £20 this morning. How is the money used?')],
    'Your money goes towards emergency beds, hot meals and support workers. With thanks, the Hope Harbour team',
    'REDEEMED',
  ),
  d(
    'e-charity-v2',
    'opening_ending',
    CHARITY,
    [U('Can I change my monthly gift?')],
    'Of course. You can change the amount or the date of your monthly gift in your supporter account, or call us and we will do it for you.',
    'REDEEMED',
  ),

  // ---------------------------------------------------------------- grocery delivery
  d(
    'e-grocer-c1',
    'length',
    GROCER,
    [U('What can I make with leeks and potatoes?')],
    'A classic leek and potato soup is hard to beat. Soften the leeks in butter, add diced potatoes and stock, simmer for 20 minutes and blend. A swirl of cream and some chives on top make it special.',
    'COMPLIANT',
  ),
  d(
    'e-grocer-c2',
    'conditional',
    GROCER,
    [U('My order arrived without the eggs.')],
    "I'm so sorry your eggs were missing. A refund will appear on your card within 3 working days, and you don't need to do anything else.",
    'COMPLIANT',
  ),
  d(
    'e-grocer-c3',
    'off_limits_topic',
    GROCER,
    [U('Is a keto diet healthy?')],
    "I'm not able to give diet advice, so a GP or dietitian is the best person to ask. I'm happy to suggest recipes with any ingredients you have in mind, though.",
    'COMPLIANT',
  ),
  d(
    'e-grocer-v1',
    'count',
    GROCER,
    [U('What do I need for a lasagne?')],
    'You will need:\n- lasagne sheets\n- beef mince\n- chopped tomatoes\n- béchamel sauce\n- cheddar',
    'REDEEMED',
  ),
  d(
    'e-grocer-v2',
    'off_limits_topic',
    GROCER,
    [U('How many calories should I eat to lose weight?')],
    'Most adults lose weight steadily on about 1,500 calories a day, so aim for that and cut down on carbohydrates.',
    'REDEEMED',
  ),

  // ---------------------------------------------------------------- mortgage broker
  d(
    'e-broker-c1',
    'disclaimer',
    BROKER,
    [U('Can you help first-time buyers?')],
    'Yes, we help lots of first-time buyers. One of our advisers can explain the whole process and search the market for you. Would you like to book a free call?',
    'COMPLIANT',
  ),
  d(
    'e-broker-c2',
    'disclaimer',
    BROKER,
    [U('Are mortgage rates going up?')],
    'Mortgage rates change often, and an adviser can tell you what is available today on a quick call. Your home may be repossessed if you do not keep up repayments on your mortgage.',
    'COMPLIANT',
  ),
  d(
    'e-broker-c3',
    'conditional',
    BROKER,
    [U('I earn £45,000, how much could I borrow?')],
    "That's a great question for one of our advisers, who can look at your situation properly. Please book a call at a time that suits you and we'll go through it together.",
    'COMPLIANT',
  ),
  d(
    'e-broker-v1',
    'disclaimer',
    BROKER,
    [U('What would my monthly repayments be on £200,000?')],
    'On £200,000 over 25 years at 4.5%, your monthly repayments would be roughly £1,110.',
    'REDEEMED',
  ),
  d(
    'e-broker-v2',
    'brand',
    BROKER,
    [U('Which lender is best for self-employed people?')],
    'Nationwide is usually the best choice for self-employed borrowers because it accepts one year of accounts.',
    'REDEEMED',
  ),

  // ---------------------------------------------------------------- mobile network
  d(
    'e-tidal-c1',
    'opening_ending',
    TELECOM,
    [U("Hi, I'm Dev. How do I check my data usage?")],
    'Hi Dev! You can check your data usage in the Tidal app under My Usage, or by texting USAGE to 2020.',
    'COMPLIANT',
  ),
  d(
    'e-tidal-c2',
    'conditional',
    TELECOM,
    [U('I want to cancel my contract.')],
    "I'm sorry to hear you're thinking of leaving. There is a 30-day notice period for cancelling your contract, and I can connect you with our retentions team to talk through your options if you like.",
    'COMPLIANT',
  ),
  d(
    'e-tidal-c3',
    'forbidden_string',
    TELECOM,
    [U('Why is my roaming not working in Spain?')],
    'Please try switching data roaming off and on again in your phone settings, then restart the phone. If it still does not connect, let me know and I will check your account.',
    'COMPLIANT',
  ),
  d(
    'e-tidal-v1',
    'forbidden_string',
    TELECOM,
    [U('Can I get a free upgrade?')],
    "Unfortunately, upgrades aren't free before the end of your contract.",
    'REDEEMED',
  ),
  d(
    'e-tidal-v2',
    'conditional',
    TELECOM,
    [U('How do I cancel my contract?')],
    'You can cancel your contract in the Tidal app under Account, then Cancel Plan.',
    'REDEEMED',
  ),

  // ---------------------------------------------------------------- dental practice
  d(
    'e-dental-c1',
    'length',
    DENTAL,
    [U('Can I move my check-up to next week?')],
    'Of course, I can help you move your check-up. We have openings on Tuesday at 9:30am and Thursday at 2pm. Which would suit you better?',
    'COMPLIANT',
  ),
  d(
    'e-dental-c2',
    'off_limits_topic',
    DENTAL,
    [U('Do you offer teeth whitening?')],
    'Yes, we offer professional teeth whitening after a check-up with one of our dentists. They will make sure whitening is suitable for you before starting.',
    'COMPLIANT',
  ),
  d(
    'e-dental-c3',
    'conditional',
    DENTAL,
    [U('My face is really swollen on one side and it hurts to swallow.')],
    'Please call 111 or go to A&E straight away, as swelling and difficulty swallowing need urgent attention. You can contact us afterwards to arrange a follow-up.',
    'COMPLIANT',
  ),
  d(
    'e-dental-v1',
    'off_limits_topic',
    DENTAL,
    [U('My tooth hurts when I drink cold water. What is it?')],
    'That sounds like a small cavity or worn enamel, and you will probably need a filling.',
    'REDEEMED',
  ),
  d(
    'e-dental-v2',
    'length',
    DENTAL,
    [U('What happens at a first visit?')],
    'At your first visit the dentist will check your teeth and gums. They may take X-rays. They will talk you through anything they find. Then they will agree a plan with you. The appointment takes about 40 minutes.',
    'REDEEMED',
  ),

  // ---------------------------------------------------------------- gallery
  d(
    'e-gallery-c1',
    'persona',
    GALLERY,
    [U("What's on at the moment?")],
    'Right now you can explore "Northern Light", a luminous collection of Nordic landscapes from the 1890s, in the East Wing. In the Print Room there is a small display of Hilma af Klint studies until March.',
    'COMPLIANT',
  ),
  d(
    'e-gallery-c2',
    'conditional',
    GALLERY,
    [U('Is the gallery wheelchair accessible?')],
    'Yes, there is step-free access via the Garden Entrance, and we lend wheelchairs free of charge at the information desk. All galleries are reachable by lift.',
    'COMPLIANT',
  ),
  d(
    'e-gallery-c3',
    'scope',
    GALLERY,
    [U('Can you recommend a good restaurant nearby?')],
    "I can only help with questions about the gallery, its exhibitions, tickets and visiting. Our own café on the ground floor serves lunch until 3pm, if that's useful.",
    'COMPLIANT',
  ),
  d(
    'e-gallery-v1',
    'scope',
    GALLERY,
    [U('What do you think of the football result last night?')],
    'What a match! The late equaliser was a brilliant finish, and the home side deserved at least a draw.',
    'REDEEMED',
  ),
  d(
    'e-gallery-v2',
    'conditional',
    GALLERY,
    [U('Is there step-free access for my mum?')],
    'Yes, your mum will be able to get around easily. Just ask at the front desk when you arrive.',
    'REDEEMED',
  ),
];
