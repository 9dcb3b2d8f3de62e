/**
 * The traditional names of well-known passages, people's events and liturgical texts, each with the
 * chapter that holds it (reviewed by hand against the text; synoptic parallels go to the fullest or
 * best-known telling). These are names the words of the text do not contain ("the beatitudes", "the
 * armor of God" is "the whole armor", "the prodigal son" is never called prodigal), so no ranking over
 * verses could find them. Alternative names are separated by "|".
 */
export const PASSAGE_NAMES: [names: string, ref: string][] = [
  // Law, history and poetry
  ['creation | creation account | six days of creation | creation of the world', 'GEN 1'],
  ['garden of eden | creation of woman | creation of eve', 'GEN 2'],
  ['fall of man | the fall | original sin | forbidden fruit', 'GEN 3'],
  ['noah ark | great flood | the flood', 'GEN 7'],
  ['noahic covenant | rainbow covenant', 'GEN 9'],
  ['tower of babel | confusion of tongues', 'GEN 11'],
  ['call of abram | call of abraham | abrahamic covenant', 'GEN 12'],
  ['covenant between the pieces', 'GEN 15'],
  ['binding of isaac | sacrifice of isaac | akedah', 'GEN 22'],
  ['jacob ladder', 'GEN 28'],
  ['jacob wrestling | jacob wrestles', 'GEN 32'],
  ['coat of many colors | joseph coat', 'GEN 37'],
  ['blessing of jacob | jacob blesses his sons', 'GEN 49'],
  ['burning bush | call of moses', 'EXO 3'],
  ['ten plagues | plagues of egypt', 'EXO 7'],
  ['passover | first passover', 'EXO 12'],
  ['parting of the red sea | crossing of the red sea', 'EXO 14'],
  ['song of moses | song of the sea | song of miriam', 'EXO 15'],
  ['ten commandments | decalogue | the commandments', 'EXO 20'],
  ['golden calf', 'EXO 32'],
  ['day of atonement | yom kippur | scapegoat', 'LEV 16'],
  ['holiness code', 'LEV 19'],
  ['year of jubilee | jubilee', 'LEV 25'],
  ['priestly blessing | aaronic blessing | aaronic benediction | priestly benediction', 'NUM 6'],
  ['bronze serpent | brazen serpent', 'NUM 21'],
  ['balaam donkey | balaam ass | talking donkey | donkey talked | donkey that spoke', 'NUM 22'],
  ['shema | greatest commandment in the law', 'DEU 6'],
  ['blessings and curses', 'DEU 28'],
  ['song of moses deuteronomy', 'DEU 32'],
  ['battle of jericho | walls of jericho | fall of jericho', 'JOS 6'],
  ['song of deborah', 'JDG 5'],
  ['gideon fleece', 'JDG 6'],
  ['samson and delilah', 'JDG 16'],
  ['song of hannah | hannah song | hannah prayer', '1SA 2'],
  ['david and goliath', '1SA 17'],
  ['david lament | song of the bow', '2SA 1'],
  ['davidic covenant | covenant with david', '2SA 7'],
  ['david and bathsheba', '2SA 11'],
  ['nathan rebukes david | ewe lamb | you are the man', '2SA 12'],
  ['judgment of solomon | wisdom of solomon two mothers', '1KI 3'],
  ['dedication of the temple', '1KI 8'],
  ['queen of sheba', '1KI 10'],
  ['elijah and the prophets of baal | mount carmel', '1KI 18'],
  ['still small voice', '1KI 19'],
  ['chariot of fire | elijah taken to heaven', '2KI 2'],
  ['healing of naaman', '2KI 5'],
  ['prayer of jabez', '1CH 4'],
  ['if my people who are called by my name', '2CH 7'],
  ['for such a time as this', 'EST 4'],
  ['patience of job | trials of job', 'JOB 1'],
  ['god answers job from the whirlwind | voice from the whirlwind', 'JOB 38'],
  ['blessed man psalm | two ways', 'PSA 1'],
  ['shepherd psalm | good shepherd psalm | twenty third psalm', 'PSA 23'],
  ['miserere | psalm of repentance | penitential psalm | david repentance', 'PSA 51'],
  ['psalm of protection | soldier psalm', 'PSA 91'],
  ['old hundredth | all people that on earth', 'PSA 100'],
  ['psalm of the word | law of the lord psalm | acrostic psalm', 'PSA 119'],
  ['song of ascents | traveler psalm', 'PSA 121'],
  ['by the rivers of babylon', 'PSA 137'],
  ['fearfully and wonderfully made | god knows me psalm', 'PSA 139'],
  ['virtuous woman | proverbs woman | wife of noble character | excellent wife', 'PRO 31'],
  ['time for everything | a time to be born', 'ECC 3'],
  ['remember your creator in the days of your youth', 'ECC 12'],
  // Prophets
  ['vision of isaiah | isaiah call | holy holy holy', 'ISA 6'],
  ['immanuel prophecy | virgin will conceive | sign of immanuel', 'ISA 7'],
  ['wonderful counselor | prince of peace', 'ISA 9'],
  ['peaceable kingdom | wolf and the lamb | stump of jesse', 'ISA 11'],
  ['comfort my people | voice in the wilderness', 'ISA 40'],
  ['suffering servant | servant song | man of sorrows', 'ISA 53'],
  ['true fast', 'ISA 58'],
  ['potter and the clay | potter house', 'JER 18'],
  ['new covenant | law written on hearts', 'JER 31'],
  ['valley of dry bones | dry bones', 'EZK 37'],
  ['nebuchadnezzar dream of the statue', 'DAN 2'],
  ['fiery furnace', 'DAN 3'],
  ['writing on the wall | handwriting on the wall | belshazzar feast', 'DAN 5'],
  ['lions den | daniel in the lions den', 'DAN 6'],
  ['seventy weeks', 'DAN 9'],
  ['outpouring of the spirit | joel prophecy', 'JOL 2'],
  ['jonah and the whale | jonah and the fish', 'JON 1'],
  ['what does the lord require', 'MIC 6'],
  ['the just shall live by faith | habakkuk complaint', 'HAB 2'],
  ['robbing god | storehouse tithe', 'MAL 3'],
  // Gospels
  ['genealogy of jesus', 'MAT 1'],
  [
    'visit of the magi | wise men | star of bethlehem | flight into egypt | massacre of the innocents',
    'MAT 2',
  ],
  ['baptism of jesus | baptism of christ | jesus baptized | jesus is baptized', 'MAT 3'],
  ['temptation of christ | temptation of jesus | jesus tempted in the wilderness', 'MAT 4'],
  ['sermon on the mount | beatitudes | salt and light | salt of the earth', 'MAT 5'],
  ['lord prayer | our father | pater noster | treasures in heaven', 'MAT 6'],
  ['golden rule | narrow gate | wise and foolish builders | judge not', 'MAT 7'],
  [
    'parable of the sower | parable of the soils | wheat and tares | parable of the weeds | mustard seed | pearl of great price | hidden treasure',
    'MAT 13',
  ],
  ['keys of the kingdom | peter confession | confession of peter', 'MAT 16'],
  ['transfiguration', 'MAT 17'],
  ['unforgiving servant | unmerciful servant | seventy times seven', 'MAT 18'],
  ['laborers in the vineyard | workers in the vineyard', 'MAT 20'],
  [
    'triumphal entry | palm sunday | wicked tenants | parable of the tenants | wicked husbandmen | two sons',
    'MAT 21',
  ],
  [
    'wedding banquet | wedding feast | render unto caesar | great commandment | greatest commandment',
    'MAT 22',
  ],
  ['seven woes | woes to the pharisees', 'MAT 23'],
  ['olivet discourse | signs of the end of the age | abomination of desolation', 'MAT 24'],
  [
    'ten virgins | wise and foolish virgins | parable of the talents | sheep and goats | final judgment',
    'MAT 25',
  ],
  ['last supper | gethsemane', 'MAT 26'],
  ['upper room', 'MRK 14'],
  ['great commission', 'MAT 28'],
  ['gerasene demoniac | legion', 'MRK 5'],
  ['annunciation | magnificat | benedictus | song of zechariah | song of mary', 'LUK 1'],
  [
    'nativity | christmas story | birth of jesus | shepherds and angels | nunc dimittis | song of simeon | boy jesus in the temple | jesus left behind | jesus at twelve | twelve year old jesus',
    'LUK 2',
  ],
  ['nazareth manifesto | jesus rejected at nazareth', 'LUK 4'],
  ['sermon on the plain', 'LUK 6'],
  ['good samaritan | mary and martha', 'LUK 10'],
  ['rich fool | parable of the rich fool', 'LUK 12'],
  ['great banquet | great supper | counting the cost', 'LUK 14'],
  ['prodigal son | lost son | lost sheep | lost coin | lost and found', 'LUK 15'],
  ['rich man and lazarus | dishonest manager | unjust steward | shrewd manager', 'LUK 16'],
  ['ten lepers', 'LUK 17'],
  [
    'persistent widow | importunate widow | unjust judge | pharisee and the tax collector | pharisee and the publican | rich young ruler',
    'LUK 18',
  ],
  ['zacchaeus | parable of the minas | parable of the pounds', 'LUK 19'],
  ['road to emmaus | walk to emmaus', 'LUK 24'],
  ['prologue of john | the word became flesh | logos', 'JHN 1'],
  ['wedding at cana | water into wine | cleansing of the temple', 'JHN 2'],
  ['born again | nicodemus', 'JHN 3'],
  ['woman at the well | samaritan woman | living water', 'JHN 4'],
  ['bread of life | bread of life discourse', 'JHN 6'],
  ['woman caught in adultery | cast the first stone', 'JHN 8'],
  ['man born blind', 'JHN 9'],
  ['good shepherd | i am the door', 'JHN 10'],
  ['raising of lazarus | resurrection and the life', 'JHN 11'],
  ['foot washing | washing of feet | new commandment', 'JHN 13'],
  ['upper room discourse | farewell discourse | many mansions | way truth and life', 'JHN 14'],
  ['true vine | vine and the branches | abide in me', 'JHN 15'],
  ['high priestly prayer | priestly prayer of jesus | farewell prayer', 'JHN 17'],
  ['doubting thomas', 'JHN 20'],
  ['restoration of peter | feed my sheep', 'JHN 21'],
  // Acts and letters
  ['ascension', 'ACT 1'],
  ['pentecost | day of pentecost', 'ACT 2'],
  ['ananias and sapphira', 'ACT 5'],
  ['stoning of stephen | martyrdom of stephen | stephen speech', 'ACT 7'],
  ['ethiopian eunuch', 'ACT 8'],
  ['conversion of paul | conversion of saul | road to damascus | damascus road', 'ACT 9'],
  ['peter vision | cornelius', 'ACT 10'],
  ['council of jerusalem | jerusalem council', 'ACT 15'],
  ['macedonian call | philippian jailer | lydia', 'ACT 16'],
  ['mars hill | areopagus | unknown god', 'ACT 17'],
  ['roman road | romans road', 'ROM 10'],
  ['justification by faith', 'ROM 3'],
  ['golden chain of salvation | no condemnation | more than conquerors', 'ROM 8'],
  ['living sacrifice', 'ROM 12'],
  ['love chapter | charity chapter | hymn to love | love is patient', '1CO 13'],
  ['resurrection chapter | resurrection body', '1CO 15'],
  ['spiritual gifts | body of christ | many members one body', '1CO 12'],
  ['institution of the lord supper | words of institution', '1CO 11'],
  ['thorn in the flesh', '2CO 12'],
  ['ministry of reconciliation | new creation | ambassadors for christ', '2CO 5'],
  ['fruit of the spirit | works of the flesh', 'GAL 5'],
  ['armor of god | armour of god | whole armor | spiritual warfare', 'EPH 6'],
  ['household code | husbands love your wives', 'EPH 5'],
  ['christ hymn | kenosis | carmen christi | mind of christ', 'PHP 2'],
  ['rapture | coming of the lord | dead in christ', '1TH 4'],
  ['man of lawlessness | man of sin', '2TH 2'],
  ['qualifications of elders | qualifications of overseers | qualifications of deacons', '1TI 3'],
  ['faith chapter | hall of faith | heroes of faith | cloud of witnesses', 'HEB 11'],
  ['great cloud of witnesses | discipline of the lord', 'HEB 12'],
  ['faith and works | faith without works', 'JAS 2'],
  ['taming the tongue', 'JAS 3'],
  ['royal priesthood | living stones', '1PE 2'],
  // Revelation
  ['seven churches | letters to the seven churches', 'REV 2'],
  ['throne room | throne of god | four living creatures', 'REV 4'],
  ['the scroll and the lamb | worthy is the lamb | seven seals', 'REV 5'],
  ['four horsemen | horsemen of the apocalypse', 'REV 6'],
  ['mark of the beast | number of the beast | six six six', 'REV 13'],
  ['armageddon | seven bowls', 'REV 16'],
  ['marriage supper of the lamb | wedding supper of the lamb', 'REV 19'],
  ['millennium | thousand years | great white throne', 'REV 20'],
  ['new jerusalem | new heaven and new earth | new heavens and new earth', 'REV 21'],
  ['river of life | tree of life', 'REV 22'],
];

// Words that frame a name without being part of it ("the story of", "where is the parable of").
export const NAME_FRAME = new Set(
  'a an and the of in on to at for is are was were who what where when why how does did do about tell me show find story parable passage chapter account bible scripture text read'.split(
    ' ',
  ),
);

export interface NameMatch {
  ref: string;
  /** The share of the question's words (weighed by `weight`, 1 each by default) the chapter's names hold. */
  score: number;
  /** The question's words no matched name of that chapter holds (weak words left out). */
  unexplained: string[];
  /** How many of the question's words the chapter's names hold. */
  held: number;
  /** The whole rows (every alternative) of the chapter's names that matched, for finding its verse. */
  words: string;
  /** The names themselves that matched (the alternatives whose every word the question holds). */
  matched: string[];
}

/**
 * Matches a question against the table: a name counts when every word of it is in the question, and a
 * chapter is scored by the share of the question's words its names explain together ("the beatitudes"
 * 1, "Jesus teaches the beatitudes on a mountain" less; "the Holy Spirit as Comforter" 1, two names of
 * John 14 at once). The chapter whose names explain most wins ("good shepherd psalm" over "good
 * shepherd"); `unexplained` lists the question's other words. `frame` adds words that frame a
 * question for this table only; `weak` words ("Jesus", "God") are left out of the share when no
 * matched name holds them ("Jesus as our high priest" is about the high priest). `weight` weighs each
 * word of a question (by its rarity, say: "doing" says less than "deeds").
 */
export const createNameIndex = (
  table: [string, string][],
  terms: (text: string) => string[],
  options: { frame?: ReadonlySet<string>; weak?: string } = {},
): ((question: string, weight?: (stem: string) => number) => NameMatch | null) & {
  /** Every word (as an index term) the table's names hold. */
  stems: ReadonlySet<string>;
} => {
  const frame = options.frame ?? new Set<string>();
  const content = (text: string) =>
    terms(
      text
        .toLowerCase()
        .split(/[^a-z’']+/)
        .filter((w) => !NAME_FRAME.has(w) && !frame.has(w))
        .join(' '),
    );
  const weak = new Set(terms(options.weak ?? ''));
  const names = table.flatMap(([list, ref]) =>
    list.split('|').map((n) => ({ ref, row: list, name: n.trim(), stems: [...new Set(content(n))] })),
  );
  const match = (question: string, weight: (stem: string) => number = () => 1): NameMatch | null => {
    const q = new Set(content(question));
    if (q.size === 0) return null;
    const explained = new Map<string, Set<string>>();
    // The names that matched, by chapter, with their rows.
    const hits = new Map<string, { name: string; row: string }[]>();
    for (const n of names) {
      if (n.stems.length === 0 || !n.stems.every((s) => q.has(s))) continue;
      const held = explained.get(n.ref) ?? new Set<string>();
      for (const s of n.stems) held.add(s);
      explained.set(n.ref, held);
      const list = hits.get(n.ref);
      if (list) list.push(n);
      else hits.set(n.ref, [n]);
    }
    let best: { ref: string; score: number; size: number } | null = null;
    for (const [ref, held] of explained) {
      const sum = (stems: Iterable<string>) => [...stems].reduce((total, s) => total + weight(s), 0);
      const asked = sum([...q].filter((s) => held.has(s) || !weak.has(s)));
      const score = asked > 0 ? sum(held) / asked : 0;
      if (!best || score > best.score || (score === best.score && held.size > best.size))
        best = { ref, score, size: held.size };
    }
    if (!best) return null;
    const held = explained.get(best.ref) ?? new Set<string>();
    return {
      ref: best.ref,
      score: best.score,
      unexplained: [...q].filter((s) => !held.has(s) && !weak.has(s)),
      held: held.size,
      words: [...new Set(hits.get(best.ref)?.map((h) => h.row))].join(' ').replaceAll('|', ' '),
      matched: hits.get(best.ref)?.map((h) => h.name) ?? [],
    };
  };
  return Object.assign(match, { stems: new Set(names.flatMap((n) => n.stems)) });
};
