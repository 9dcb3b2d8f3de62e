/**
 * The Bible's words for things people tell its stories in other words ("a guy", "a boat", "the desert",
 * "a party"): added to a question's words for the ranking over verses, so "the guy who fell asleep in
 * the boat" also looks for a man asleep in a ship. The question keeps its own words; these only add.
 */
const STORY_WORDS: Record<string, string> = {
  guy: 'man',
  guys: 'men',
  boy: 'child lad',
  girl: 'damsel maid',
  kid: 'child',
  kids: 'children',
  baby: 'child babe infant',
  dad: 'father',
  mom: 'mother',
  boat: 'ship',
  desert: 'wilderness',
  party: 'feast banquet',
  lunch: 'loaves',
  rock: 'stone',
  pit: 'dungeon cistern',
  loot: 'spoil',
  stole: 'took stolen',
  cheating: 'adultery',
  cheated: 'adultery',
  affair: 'adultery',
  robbed: 'robbers thieves',
  beat: 'wounded',
  funeral: 'bier',
  coffin: 'bier',
  grave: 'tomb sepulchre',
  easter: 'risen',
  christmas: 'born',
  magician: 'sorcerer sorcery',
  wizard: 'sorcerer',
  witch: 'medium',
  ghost: 'spirit',
  officer: 'centurion',
  snake: 'serpent viper',
  shipwrecked: 'shipwreck',
  huge: 'great',
  animals: 'beasts',
  parts: 'divided',
  parted: 'divided',
  split: 'divided',
  rooster: 'cock crow',
  paralyzed: 'paralytic palsy',
  crippled: 'lame',
  killed: 'slew',
  kills: 'slew',
  died: 'dead',
  slave: 'servant',
  runaway: 'fled',
  prisoner: 'prisoner bound',
  jail: 'prison',
  cry: 'wept',
  cried: 'wept',
  crying: 'weeping',
  talked: 'spoke',
  talking: 'speaking',
  inheritance: 'portion',
  partying: 'riotous',
  pigs: 'swine',
  pig: 'swine',
  teacher: 'rabbi master',
  // More of the same, from the everyday words for the Bible's people, things and deeds.
  dude: 'man',
  dudes: 'men',
  lady: 'woman',
  ladies: 'women',
  whale: 'fish',
  thrown: 'cast',
  threw: 'cast',
  throw: 'cast',
  tossed: 'cast',
  born: 'birth',
  birth: 'born',
  murder: 'kill slew',
  murdered: 'killed slew',
  giant: 'champion',
  haircut: 'hair razor',
  shaved: 'razor',
  resurrected: 'risen raised',
  cash: 'money silver',
  coins: 'silver pieces',
  hooker: 'prostitute',
  pregnant: 'conceived child',
  soup: 'stew',
  tricked: 'deceived',
  fooled: 'deceived',
  starving: 'famine hungry',
  fight: 'battle fought',
  fishing: 'fish nets',
  dinner: 'supper',
  meal: 'supper',
  short: 'stature little',
  tall: 'stature',
  bleeding: 'blood flow',
  baldy: 'bald',
  float: 'swim',
  floated: 'swim',
  statue: 'image',
  clothes: 'garments clothing',
  dress: 'garment robe',
  shoes: 'sandals',
  ceiling: 'roof',
  pigeon: 'dove',
  church: 'assembly congregation',
  pastor: 'shepherd elder',
  sermon: 'taught',
  cops: 'guards',
  guard: 'guards',
  mountaintop: 'mountain',
  sunk: 'sink',
  drowned: 'sank',
  ghosts: 'spirits',
  monster: 'beast',
  dragon: 'dragon serpent',
  army: 'host army',
  wrestling: 'wrestled',
  homeless: 'wanderer',
  sued: 'law',
  lawyer: 'lawyer scribe',
  rebel: 'rebelled',
  superstar: 'famous',
  invisible: 'unseen',
};

/** The Bible's words for a question's everyday ones, space-separated ('' when none). */
export const storyWords = (question: string): string =>
  (question.toLowerCase().match(/[a-z]+/g) ?? [])
    .map((w) => STORY_WORDS[w])
    .filter((w): w is string => w !== undefined)
    .join(' ');

// Irregular verbs, each form with its base: a story told in the past ("threw him overboard") and its
// description in another tense ("thrown overboard") are one. Regular forms are the stemmer's.
const VERB_FORMS: Record<string, string> = Object.fromEntries(
  `arise arose arisen|awake awoke awoken|bear bore born borne|beat beaten|become became|begin began begun|
bite bit bitten|blow blew blown|break broke broken|bring brought|build built|burn burnt|buy bought|
catch caught|choose chose chosen|come came|cut|deal dealt|dig dug|do did done|draw drew drawn|
drink drank drunk|drive drove driven|eat ate eaten|fall fell fallen|feed fed|feel felt|fight fought|
find found|flee fled|fly flew flown|forbid forbade forbidden|forget forgot forgotten|forgive forgave forgiven|
freeze froze frozen|get got gotten|give gave given|go went gone|grow grew grown|hang hung|hear heard|
hide hid hidden|hold held|keep kept|know knew known|lay laid|lead led|leave left|lend lent|lie lay lain|
lose lost|make made|meet met|pay paid|ride rode ridden|ring rang rung|rise rose risen|run ran|
say said|see saw seen|seek sought|sell sold|send sent|shake shook shaken|shine shone|shoot shot|
shut|sing sang sung|sink sank sunk|sit sat|slay slew slain|sleep slept|sling slung|speak spoke spoken|
spend spent|spit spat|stand stood|steal stole stolen|stick stuck|sting stung|strike struck stricken|
swear swore sworn|swim swam swum|swing swung|take took taken|teach taught|tear tore torn|tell told|
think thought|throw threw thrown|tread trod trodden|wake woke woken|wear wore worn|weep wept|
win won|wrestle wrestled|write wrote written`
    .split('|')
    .flatMap((row) => {
      const [base = '', ...forms] = row.trim().split(/\s+/);
      return forms.map((f) => [f, base]);
    }),
);

/** A text with its irregular verb forms as their base ("threw", "thrown" → "throw"). */
export const baseForms = (text: string): string =>
  text.toLowerCase().replace(/[a-z]+/g, (w) => VERB_FORMS[w] ?? w);
