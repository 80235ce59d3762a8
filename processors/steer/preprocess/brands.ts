/**
 * Well-known brand names by sector, written by hand for this project. Used when a prompt forbids mentioning
 * competitors or other brands without naming them all: the brands of the prompt's own sector (found from its words)
 * become forbidden names. Matched case-sensitively (capitalised as written) so common words stay free; names that are
 * also ordinary capitalised words ("Three", "Target", "Orange", "Sky", "Chase", "Zoom") are left out on purpose.
 */
export interface Sector {
  name: string;
  /** Words in the system prompt that place the business in this sector. */
  trigger: RegExp;
  brands: string[];
}

export const SECTORS: Sector[] = [
  { name: 'phones', trigger: /\b(?:phones?|smartphones?|handsets?|mobile devices?)\b/i, brands: ['Apple', 'iPhone', 'Samsung', 'Galaxy S', 'Google Pixel', 'Pixel', 'Huawei', 'Xiaomi', 'OnePlus', 'Motorola', 'Nokia', 'Oppo', 'Realme'] },
  { name: 'telecom', trigger: /\b(?:mobile (?:network|operator|plans?|contracts?)|carriers?|broadband|telecoms?|sim(?:-only)?|data plans?|coverage|5g|fibre|fiber|internet provider)\b/i, brands: ['Vodafone', 'O2', 'EE', 'Verizon', 'AT&T', 'T-Mobile', 'Sprint', 'BT', 'Virgin Media', 'Telstra', 'Comcast', 'Xfinity', 'Giffgaff', 'TalkTalk', 'Spectrum'] },
  { name: 'computers', trigger: /\b(?:laptops?|computers?|notebooks?|pcs?|desktops?|ultrabooks?)\b/i, brands: ['Dell', 'Lenovo', 'ThinkPad', 'HP', 'Asus', 'Acer', 'MacBook', 'Apple', 'Microsoft Surface', 'Razer', 'Toshiba', 'Chromebook'] },
  { name: 'ride_hailing', trigger: /\b(?:ride[- ]?(?:hailing|sharing|share)|rides?|taxis?|cabs?|drivers?)\b/i, brands: ['Uber', 'Lyft', 'Ola', 'Grab', 'DiDi', 'Cabify', 'FreeNow', 'Free Now', 'Gett', 'Addison Lee'] },
  { name: 'food_delivery', trigger: /\b(?:food delivery|takeaway|take-out|takeout|delivery app)\b/i, brands: ['Deliveroo', 'Uber Eats', 'DoorDash', 'Grubhub', 'Just Eat', 'Postmates', 'Instacart', 'Glovo'] },
  { name: 'streaming', trigger: /\b(?:stream(?:ing)?|tv|films?|movies?|series|shows?|music|podcasts?)\b/i, brands: ['Netflix', 'Disney+', 'Hulu', 'HBO', 'Prime Video', 'Amazon Prime', 'Apple TV', 'Paramount+', 'Peacock', 'Spotify', 'Apple Music', 'YouTube', 'Tidal', 'Deezer', 'Crunchyroll'] },
  { name: 'coffee', trigger: /\b(?:coffee|caf[eé]s?|espresso|baristas?|lattes?)\b/i, brands: ['Starbucks', 'Costa', 'Dunkin', "Dunkin'", 'Tim Hortons', 'Pret', 'Caffè Nero', 'Caffe Nero', 'Nespresso', "Peet's", 'Blue Bottle'] },
  { name: 'fast_food', trigger: /\b(?:burgers?|pizzas?|fast food|fried chicken|restaurants?|diners?)\b/i, brands: ["McDonald's", 'McDonalds', 'Burger King', 'KFC', "Domino's", 'Pizza Hut', "Wendy's", 'Taco Bell', 'Chipotle', "Nando's", 'Five Guys', 'Shake Shack'] },
  { name: 'airlines', trigger: /\b(?:airlines?|airways|flights?|fly|flying|air travel|carriers?)\b/i, brands: ['Ryanair', 'easyJet', 'EasyJet', 'British Airways', 'Lufthansa', 'Emirates', 'Delta Air Lines', 'Delta', 'United Airlines', 'American Airlines', 'Southwest', 'KLM', 'Air France', 'Qantas', 'Wizz Air', 'Jet2', 'Virgin Atlantic', 'JetBlue', 'Qatar Airways', 'Turkish Airlines'] },
  { name: 'payments', trigger: /\b(?:banks?|banking|payments?|pay|wallets?|cards?|fintech|money transfers?|transfers?|loans?|mortgages?|savings)\b/i, brands: ['PayPal', 'Venmo', 'Stripe', 'Revolut', 'Monzo', 'Starling', 'Barclays', 'HSBC', 'Lloyds', 'Santander', 'NatWest', 'Wells Fargo', 'Bank of America', 'Citibank', 'JPMorgan', 'N26', 'Klarna', 'Cash App', 'Zelle', 'Apple Pay', 'Google Pay', 'Western Union', 'Chime', 'Afterpay'] },
  { name: 'retail', trigger: /\b(?:shops?|stores?|retail(?:er)?s?|outfitters|fashion|clothing|apparel|e-?commerce|marketplace|shopping|catalogue|catalog)\b/i, brands: ['Amazon', 'eBay', 'Walmart', 'Etsy', 'Argos', 'IKEA', 'Zara', 'H&M', 'ASOS', 'Best Buy', 'Costco', 'AliExpress', 'Temu', 'Shein', 'John Lewis', 'Wayfair', 'Uniqlo', 'Primark'] },
  { name: 'outdoor', trigger: /\b(?:outdoors?|hiking|camping|climbing|trail|sportswear|running|trainers|sneakers|gear|kit|athletic)\b/i, brands: ['REI', 'Patagonia', 'The North Face', 'North Face', 'Decathlon', "Arc'teryx", 'Nike', 'Adidas', 'Puma', 'Under Armour', 'Salomon', 'Merrell', 'Mountain Warehouse', 'Go Outdoors', 'Asics', 'New Balance'] },
  { name: 'cars', trigger: /\b(?:cars?|vehicles?|dealerships?|motors|automotive|auto|electric vehicles?|evs?)\b/i, brands: ['Toyota', 'Ford', 'Tesla', 'BMW', 'Mercedes', 'Mercedes-Benz', 'Audi', 'Volkswagen', 'VW', 'Honda', 'Hyundai', 'Kia', 'Nissan', 'Volvo', 'Peugeot', 'Renault', 'Chevrolet', 'Porsche'] },
  { name: 'travel', trigger: /\b(?:hotels?|travel|holidays?|vacations?|stays?|accommodation|lodging|resorts?|tours?|bookings?)\b/i, brands: ['Airbnb', 'Booking.com', 'Expedia', 'Hilton', 'Marriott', 'Hyatt', 'Trivago', 'Hotels.com', 'Vrbo', 'Tripadvisor', 'TripAdvisor', 'Kayak', 'Skyscanner', 'Premier Inn', 'Travelodge', 'TUI', 'GetYourGuide', 'Viator'] },
  { name: 'software', trigger: /\b(?:software|saas|cloud|crm|project management|productivity|workspace|collaboration|accounting|invoic\w*|spreadsheets?)\b/i, brands: ['Salesforce', 'HubSpot', 'Slack', 'Microsoft Teams', 'Asana', 'Trello', 'Jira', 'Monday.com', 'Dropbox', 'Google Drive', 'AWS', 'Azure', 'Google Cloud', 'QuickBooks', 'Xero', 'FreshBooks', 'Sage', 'Zendesk', 'Basecamp', 'ClickUp'] },
  { name: 'groceries', trigger: /\b(?:grocer(?:y|ies)|supermarkets?|food shop)\b/i, brands: ['Tesco', "Sainsbury's", 'Asda', 'Aldi', 'Lidl', 'Waitrose', 'Whole Foods', 'Kroger', 'Morrisons', 'Ocado', "Trader Joe's"] },
  { name: 'gyms', trigger: /\b(?:gyms?|fitness|workouts?|memberships?|personal train\w*)\b/i, brands: ['PureGym', 'Planet Fitness', 'Equinox', 'Anytime Fitness', "Gold's Gym", '24 Hour Fitness', 'Peloton', 'The Gym Group', 'David Lloyd'] },
  { name: 'insurance', trigger: /\b(?:insurance|insurers?|policy|policies|premiums?|claims?)\b/i, brands: ['Geico', 'GEICO', 'Progressive', 'Allstate', 'State Farm', 'Aviva', 'Direct Line', 'Admiral', 'Lemonade', 'AXA', 'Churchill', 'LV='] },
  { name: 'energy', trigger: /\b(?:energy|electricity|gas supplier|utilit(?:y|ies)|tariffs?)\b/i, brands: ['British Gas', 'EDF', 'Octopus Energy', 'Octopus', 'E.ON', 'OVO', 'Ovo', 'Scottish Power', 'Con Edison', 'PG&E'] },
  { name: 'email', trigger: /\b(?:e-?mail|inbox|mail client)\b/i, brands: ['Gmail', 'Outlook', 'Yahoo Mail', 'Proton Mail', 'ProtonMail', 'Hotmail'] },
];

/** Brands of the sectors a system prompt belongs to, minus any brand the prompt itself names (its own). */
export function sectorBrands(prompt: string): { sectors: string[]; brands: string[] } {
  const hit = SECTORS.filter((s) => s.trigger.test(prompt));
  const sectors = hit.length ? hit : SECTORS;
  const lower = prompt.toLowerCase();
  const brands = new Set<string>();
  for (const s of sectors) for (const b of s.brands) if (!lower.includes(b.toLowerCase())) brands.add(b);
  // brands are looked for with indexOf in the response; keep the list small and unique
  return { sectors: hit.map((s) => s.name), brands: [...brands] };
}
