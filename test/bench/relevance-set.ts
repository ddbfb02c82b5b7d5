// What shoppers type, from the seeded catalogue's words (fixtures/host/seed/catalog.ts, words.ts),
// each with the products it must find: those whose title holds every word of `wants`, whole.
// `npm run relevance` searches each as the bundle does and counts how many find nothing and how
// many find a wanted product on the first page.

export type QueryKind =
  | "exact"
  | "plural"
  | "word form"
  | "spelling"
  | "one typo"
  | "two typos"
  | "one word off"
  | "hyphen"
  | "written together"
  | "word order";

export interface RelevanceQuery {
  q: string;
  kind: QueryKind;
  /** The words (as FTS5 reads them) every wanted product's title holds whole; 'a|b': either. */
  wants: string[];
}

const of = (kind: QueryKind, entries: [string, string][]): RelevanceQuery[] =>
  entries.map(([q, wants]) => ({ q, kind, wants: wants.split(" ") }));

export const RELEVANCE_SET: RelevanceQuery[] = [
  ...of("exact", [
    ["kettle", "kettle"],
    ["electric kettle", "electric kettle"],
    ["floor lamp", "floor lamp"],
    ["yoga mat", "yoga mat"],
    ["dog harness", "dog harness"],
    ["acoustic guitar", "acoustic guitar"],
  ]),
  ...of("plural", [
    ["kettles", "kettle"],
    ["lamps", "lamp"],
    ["harnesses", "harness"],
    ["candles", "candle"],
    ["puzzles", "puzzle"],
    ["bottles", "bottle"],
    ["guitars", "guitar"],
    ["strollers", "stroller"],
    ["planters", "planter"],
    ["cushions", "cushion"],
    ["monitors", "monitor"],
    ["chairs", "chair"],
    ["cookbooks", "cookbook"],
    ["organizers", "organizer"],
    ["sheets", "sheet"],
    ["grills", "grill"],
    ["blankets", "blanket"],
    ["pillows", "pillow"],
    ["floor lamps", "floor lamp"],
    ["baby bottles", "baby bottle"],
  ]),
  ...of("word form", [
    ["lighting", "light|lights"],
    ["running sneaker", "running sneakers"],
    ["string light", "string lights"],
    ["resistance band", "resistance bands"],
  ]),
  ...of("spelling", [
    ["organiser", "organizer"],
    ["moisturiser", "moisturizer"],
    ["tyre pressure gauge", "tire pressure gauge"],
    ["colour pencils", "colored pencils"],
    ["noise canceling headphones", "noise cancelling headphones"],
  ]),
  ...of("one typo", [
    ["ketle", "kettle"],
    ["stroler", "stroller"],
    ["guitr", "guitar"],
    ["cookbok", "cookbook"],
    ["monitr", "monitor"],
    ["candel", "candle"],
    ["vintge", "vintage"],
    ["leathr", "leather"],
    ["ergonmic", "ergonomic"],
    ["vegitarian", "vegetarian"],
    ["magnetik", "magnetic"],
    ["bluetoth", "bluetooth"],
    ["sunglases", "sunglasses"],
    ["hamock", "hammock"],
    ["ketl", "kettle"],
  ]),
  ...of("two typos", [
    ["headfones", "headphones"],
    ["vegitarien", "vegetarian"],
    ["convertabel crib", "convertible crib"],
    ["chronografh watches", "chronograph watch"],
  ]),
  ...of("one word off", [
    ["floor lamb", "floor lamp"],
    ["baby botle", "baby bottle"],
    ["tire presure gauge", "tire pressure gauge"],
    ["electric ketle", "electric kettle"],
    ["bluetooth speker", "bluetooth speaker"],
    ["leather sandels", "leather sandals"],
    ["memory foam pilow", "memory foam pillow"],
    ["cast iron skilet", "cast iron skillet"],
    ["acoustic guitr", "acoustic guitar"],
    ["soy candel", "soy candle"],
  ]),
  ...of("hyphen", [
    ["heavyduty", "heavy duty"],
    ["heavy duty kettle", "heavy duty kettle"],
    ["self watering planter", "self watering planter"],
    ["selfwatering planter", "self watering planter"],
    ["grainfree dog food", "grain free dog food"],
    ["usbc charger", "usb c charger"],
    ["pourover set", "pour over set"],
    ["onepiece swimsuit", "one piece swimsuit"],
    ["highrise jeans", "high rise jeans"],
  ]),
  ...of("written together", [
    ["kettle bell", "kettlebell"],
    ["cook book", "cookbook"],
    ["sketch book", "sketchbook"],
    ["sound bar", "soundbar"],
    ["eye liner", "eyeliner"],
    ["sauce pan", "saucepan"],
  ]),
  ...of("word order", [
    ["lamp floor", "floor lamp"],
    ["kettle electric", "electric kettle"],
    ["jeans high rise", "high rise jeans"],
    ["set sheet linen", "linen sheet set"],
    ["bag sleeping down", "down sleeping bag"],
  ]),
];
