import { z } from 'zod';
import type { CareKind, SupportKind } from '../contracts/care.ts';
import { LANGUAGE_PATTERNS } from './care-languages.ts';
import { type CareModel, modelCareOf, modelFriendOf } from './care-model.ts';
import { HURT_BY, LATE_PATTERNS, PARTNER_WORD, SAID_PATTERNS, SELF_PATTERNS } from './care-patterns.ts';
import { careText, fold, laughs } from './care-words.ts';
import people from './scripture-people.json' with { type: 'json' };

// Offline, fast recognition of a reader who may be in danger (issue 29): pattern tables over the text in
// one spelling (care-words.ts), then who is the subject. Runs on the server for home and chat and in the
// web app, so the card is there offline too. Decision 0012 says why patterns and how to add one.

// "me" is left out: it is an object ("my friend texted me"), and "let me die" has its own pattern.
const FIRST_PERSON = new Set(['i', 'im', 'ive', 'id', 'ill', 'myself']);
// Words between a subject and its verb that say nothing about who it is ("i honestly just want to die").
const BETWEEN = new Set(
  'just really honestly so still always sometimes literally seriously kinda kind of lowkey actually often do dont did not does would will could might also even now then cant never truly genuinely deeply am was were been have had feel feels feeling felt like for real right tbh ngl please almost constantly keep kept is are be being and but think thought thinking getting get very too lately again today tonight already all sort about want wanted wish going to i'.split(
    ' ',
  ),
);

/**
 * Whether the reader is the one who says what the match says: the first word before it that is not an
 * adverb or auxiliary is "i"/"im"/…, or the clause begins there ("want to die", "wanna die fr").
 * "jonah wanted to die", "my friend wants to die", "a friend who is suicidal" are someone else's.
 */
const saidByReader = (text: string, at: number): boolean => {
  const before = text.slice(0, at).split(' ').filter(Boolean).reverse();
  for (const [i, word] of before.entries()) {
    if (word === '|') return true;
    if (FIRST_PERSON.has(word)) return true;
    // "how to hide fresh cuts": a how-to with no one named is asked for the asker's own hands.
    if (word === 'how' && before[i - 1] === 'to') return true;
    if (!BETWEEN.has(word)) return false;
  }
  return true;
};

// Who is the subject when it is someone else: "my best mate says he's going to drive off a cliff", "he's
// been saving up pills". Walked back like saidByReader; only a third-person subject turns a match away.
const THIRD_PERSON = new Set(['he', 'she', 'hes', 'shes', 'they', 'theyre', 'theyve', 'hed', 'shed']);
// The nearest subject pronoun in the clause decides ("my mate says he's got nothing left to live for").
const saidByOther = (text: string, at: number): boolean => {
  const before = text.slice(0, at).split(' ').filter(Boolean).reverse().slice(0, 8);
  for (const word of before) {
    if (word === '|' || FIRST_PERSON.has(word)) return false;
    if (THIRD_PERSON.has(word)) return true;
  }
  return false;
};
// "i'm not going to hurt myself": the reader says what they will not do.
const DENIED =
  /(?:\b(?:im not|i am not|not|never) going to|\bi (?:would|will) never|\bi (?:wont|will not)|\bno (?:intention|plan) (?:of|to)|\bnot (?:planning|thinking) (?:to|of|about)) (?:ever |actually |really )?$/u;
// Not someone else's: no third-person subject, and where the text is about someone close at risk ("a kid in
// my class has bruises and is scared to go home"), the reader must be the subject.
// For abuse and violence the third person is more often the one who hurts ("he's punching the door"):
// there only the someone-close reading turns a match away.
const saidByReaderHere = (text: string, at: number, kind: CareKind): boolean =>
  !(isAtRiskKind(kind) && saidByOther(text, at)) && (!closeAtRisk(text) || saidByReader(text, at));
const isAtRiskKind = (kind: CareKind): boolean => kind === 'suicide' || kind === 'selfharm';
// A match that names the reader in itself ("kill myself", "threatens me") needs no subject check.
const NAMES_READER = /\b(?:i|im|ive|me|my|myself|mine)\b/u;

// Harm long over, told to ask about healing or to share a testimony ("8 years clean now").
const MILESTONE =
  /\b(?:\d+|\w+) (?:days|weeks|months|years) (?:without|free of|free from|clean from) (?:self harm|cutting|hurting myself)\b/u;
const RECOVERED = new RegExp(
  `${MILESTONE.source}|\\b(?:(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|many) (?:years?|yrs) (?:clean|free|sober)|clean (?:now|for (?:\\d+|\\w+) years|(?:\\d+|\\w+) (?:years|yrs))|(?:been|now) (?:well|fine|okay|ok|healed|free|clean|better) for (?:years|\\d+ years|a long time|a decade|decades))\\b`,
  'u',
);
// "that was 10 yrs ago": the reader closes the story as long over.
const THAT_WAS_LONG_AGO = /\bthat was (?:\w+ |\d+ )?(?:years?|yrs|decades?) ago\b/u;
const RECOVERED_FROM = /\b(?:fully|completely) recovered\b/u;
const RELAPSE = /\b(?:again|relaps\w*|down the drain|tonight|today|urges?)\b/u;

// Asked about the subject, not from inside it, in the words other languages use: "was sagt die Bibel
// über Selbstmord?", "유다는 왜 자살했나요?" (why did Judas…). Only the language patterns' bare nouns are
// turned away by it; a reader's own words ("ich will sterben") are not nouns about a topic.
const TOPIC_NOUNS =
  /kujiua|tu tu|selbstmord|suizid|zelfmoord|suicidio|suicide|samobojstw\w*|انتحار|khudkushi|bunuh diri|自杀|自殺|자살/gu;
// Folded like the text (careText drops the marks of "なぜ" too).
const ABOUT_TOPIC = new RegExp(
  fold(
    '(?:왜|なぜ|どうして|为什么|為什麼)|\\b(?:inasema nini kuhusu|noi gi ve|was sagt die bibel|was lehrt die bibel|que dice la biblia|lo que dice la biblia|o que a biblia diz|que dit la bible|cosa dice la bibbia|wat zegt de bijbel|co mowi biblia|ist (?:selbstmord|suizid) (?:eine )?sunde|es (?:el )?suicidio (?:un )?pecado|e pecado)\\b|(?:성경|聖書|圣经|聖經)',
  ),
  'u',
);
const READER_IN_OTHER_LANGUAGE =
  /(?:^|[^\p{L}])(?:ich|mich|mir|yo|me|quiero|eu|je|moi|ik)(?:$|[^\p{L}])|나는|내가|저는|제가|싶|私|僕|俺|我|たい|死にたく/u;

// Abuse long past, told to ask about healing ("abused as a child thirty years ago"), is not danger now.
const LONG_AGO =
  /\b(?:as a (?:child|kid|teen|teenager|little (?:girl|boy))|when i was (?:little|young|younger|small|a (?:child|kid|teen|teenager|little)|\d+|in)|years ago|decades ago|growing up|in my childhood|used to|i left (?:him |her |them )?(?:in (?:19|20)\d\d|\w+ years ago|years ago))\b/u;

// The subject-checked patterns, global once, so every match in a text is walked back.
const SAID_EVERYWHERE = SAID_PATTERNS.map((p) => ({ kind: p.kind, re: new RegExp(p.re.source, 'gu') }));

export interface CareFinding {
  kind: CareKind;
  /** Only the model read it so (no pattern names it): a caller that knows the text for a quotation of
   * Scripture may set it aside (home.routes.ts). */
  byModel?: true;
}

/**
 * The danger the reader's own words suggest, if any: the patterns first (they name the kind exactly),
 * then, where given, the model trained on phrasings written for it (care-model.ts), which catches the
 * same danger in words no pattern names. The model is passed in: it is large, and the web app loads it
 * only when needed.
 */
export const careOf = (question: string, model?: CareModel): CareFinding | null => {
  const text = careText(question);
  // A testimony ("years ago I tried to end my life; now I lead a support group") is told from safety.
  if (
    TESTIMONY_PAST.test(text) &&
    (TESTIMONY_WELL.test(text) || THAT_WAS_LONG_AGO.test(text)) &&
    !DANGER_NOW.test(text)
  )
    return null;
  if (
    ((TESTIMONY_OTHER.test(text) || TESTIMONY_CYRILLIC.test(text)) && !DANGER_NOW.test(text)) ||
    BARE_TOPIC.test(text)
  )
    return null;
  // "is self-harm discussed anywhere in the Bible? writing a seminary paper": the subject asked about.
  if (studiedTopic(text) && !DANGER_NOW.test(text)) return null;
  // "1000 days without self harm today!! grateful": a milestone kept, its day named.
  if (MILESTONE.test(text) && !/\b(?:again|relaps\w*|urges?|tonight|broke|lost)\b/u.test(text)) return null;
  // "is there a verse for someone who wants to end it all tonight bc thats me": the reader says the
  // question is their own, so its someone, you and a person are the reader.
  if (OWN_QUESTION.test(text) || forSomeoneUnnamed(text)) {
    const own = asReader(question);
    const found = readCare(own, careText(own), model);
    if (found) return found;
  }
  return readCare(question, text, model);
};

// "if i hear one more christmas song im gonna shoot myself lol": a condition on a small thing, and a laugh.
const HYPERBOLE =
  /\bso (?:long|boring|bad|slow|loud|annoying|awkward|cringe|hot|cold|hard)\b[^|]{0,20}\b(?:i|im) (?:wanna|want to|gonna|going to|could|might) (?:shoot|kill) myself\b|\b(?:(?:this|the|that) (?:\w+ )?)?(?:traffic|weather|song|meeting|class|homework|essay|exam|test|game|wifi|line|queue|printer)\b[^|]{0,20}\b(?:makes|made) me want to (?:(?:shoot|kill) myself|die|drive off a cliff|jump off a (?:cliff|bridge))\b|\b(?:shoot myself|kill myself|jump off a (?:cliff|bridge))\b[^|]{0,20}\bif (?:i (?:hear|see|have to|get)|(?:my |anyone |someone |he |she |they )(?:\w+ )?(?:spoils?|ruins?|eats? my|takes? my|says? one more))\b|\bif (?:i|we) (?:hear|see|have to|get|do|watch|eat|read|sit|sing)\b[^|]{0,60}\b(?:(?:shoot|kill) myself|jump off (?:a|the) (?:cliff|bridge|roof|building))\b/u;
// "job cursed the day he was born, was he suicidal": asked of someone in Scripture, not of the reader.
// "por que judas se suicido": a death in Scripture asked about, in any language, nothing of the reader.
const SCRIPTURE_DEATH_ASKED =
  /^ (?:(?:por que|porque|pq|pourquoi|warum|why|how|como|comment|kenapa|mengapa) (?:did )?|(?:el|le|der|o) (?:suicidio|suicide|selbstmord) de )(?:judas|yudas|saul|samson|simson|ahithophel|ahitofel|zimri|abimelech|abimelekh)\b/u;
// "kwa nini mungu aliamuru damu…" (why did God command the blood…): a question about Scripture in Swahili.
const SCRIPTURE_ASKED_SW = /\bkwa nini (?:mungu|yesu|musa|daudi)\b/u;
const SCRIPTURE_PRAYER =
  /\b(?:samson|jonah|elijah|job|moses|jeremiah)\b[^|]{0,40}\b(?:let me die|take my life|kill me)\b/u;
const FIRST_WORDS = /\b(?:i|im|me|my|yo|mi|eu|je|moi|ich|mich|aku|saya|ako)\b/u;
const ASKED_OF_OTHER =
  /\b(?:was|were|is) (?:he|she|they|job|elijah|jonah|saul|judas|samson|ahithophel|moses|jeremiah|david|paul|zimri|abimelech) (?:suicidal|depressed)\b/u;

// The reader speaking of themselves, in English or the other languages readers write in.
const READER_WORDS =
  /\b(?:i|im|ive|id|ill|me|my|myself|mine|we|us|our|yo|mi|eu|je|moi|ich|mich|mir|ik|aku|saya|ako)\b/u;
const SCRIPTURE_PEOPLE = new Set(
  z.object({ names: z.array(z.string().regex(/^[a-z]+$/u)) }).parse(people).names,
);
// Jesus is no name in the list (readers in danger name him of themselves), but a story of him told in the
// third person is a story: "woman touches the edge of jesus clothes and her bleeding stops".
const JESUS_TOLD =
  /\b(?:jesus|jesuss) (?:heals|healed|touches|touched|walks|walked|feeds|fed|raises|raised|turns|turned|calms|calmed|casts|cast|curses|cursed|weeps|wept|clothes|cloak|coat|garment|robe|hem)\b|\b(?:edge|hem|fringe) of (?:jesus|jesuss|his) (?:clothes|cloak|coat|garment|robe)\b|\b(?:touches|touched|touching) (?:jesus|jesuss|him)\b/u;
const tellsOfScripture = (text: string): boolean =>
  JESUS_TOLD.test(text) ||
  text.split(' ').some((word) => SCRIPTURE_PEOPLE.has(word) || SCRIPTURE_PEOPLE.has(word.replace(/s$/u, '')));
const AFTERLIFE_ASKED =
  /^ (?:(?:so |but |ok )?(?:what happens|where do|where does|do|does|is there|when) (?:\w+ ){0,3}(?:die|dies|dead|death|after life|afterlife)|is there life after)\b/u;
const QUOTED_SAYING = /\b(?:said|says|cried|prayed|wrote|wished)\b[^|]*/gu;
// Grief told as a goodbye missed: "wish i had gotten to say goodbye to my mom before she passed".
const GOODBYE_MISSED = /\bbefore (?:she|he|they) (?:passed|died)\b/u;

const readCare = (question: string, text: string, model?: CareModel): CareFinding | null => {
  if ((laughs(question) || /\b(?:jk|anyway)\b/u.test(text)) && HYPERBOLE.test(text)) return null;
  // "job said let the day perish wherein i was born | was job suicidal": the "i" is his, quoted.
  if (ASKED_OF_OTHER.test(text) && !/\b(?:i|im|me|my)\b/u.test(text.replace(QUOTED_SAYING, ' '))) return null;
  if (SCRIPTURE_DEATH_ASKED.test(text) && !FIRST_WORDS.test(text)) return null;
  if (SCRIPTURE_ASKED_SW.test(text) && !/\b(?:mimi|nina|nataka|ni)\b/u.test(text)) return null;
  // "samson prayed let me die with the philistines, judges 16": his words quoted, none of the reader's.
  if (SCRIPTURE_PRAYER.test(text) && !/\b(?:i|im|my)\b/u.test(text)) return null;
  // "did anyone in the bible struggle with suicidal thoughts": people of Scripture asked about.
  if (/\b(?:anyone|anybody|someone|people|who) in the bible\b/u.test(text) && !FIRST_WORDS.test(text))
    return null;
  // A story of Scripture or a question about the life to come, with no word of the reader's own: "paul
  // gets shipwrecked and bitten by a snake", "samson pushes the pillars down", "what happens right after
  // you die". Asked on home, one ordinary question in a hundred had shown the card (stop 56).
  // A time of the reader's own ("bought rope today. what happened to judas after") turns it back.
  const scriptureTold =
    !READER_WORDS.test(text) &&
    !/\b(?:today|now|tonight|rn)\b/u.test(text) &&
    (tellsOfScripture(text) || AFTERLIFE_ASKED.test(text));
  const found = patternCareOf(question, text);
  if (found?.kind === 'medical' && scriptureTold) return null;
  if (found || !model || /[😂🤣]/u.test(question) || jokingSlang(question, text)) return found;
  if (scriptureTold) return null;
  // Someone close at risk, said in the patterns' words, is the friend pointer's, not the card's: the
  // model reads "my gf sent me a goodbye text" much as the reader's own goodbye. Unless the one who
  // hurts them hurts the reader too ("my foster dad hits us").
  if (closeAtRisk(text) && !HURTS_READER.test(text)) return null;
  // "my dad will kill me when he sees the car": trouble over a small thing, said as everyone says it.
  const smallTrouble = /\bkill me\b/u.test(text) && SMALL_TROUBLE.test(text);
  if ((IDIOM_THREAT.test(text) || smallTrouble) && !SERIOUS_THREAT.test(text)) return null;
  if (GOODBYE_MISSED.test(text)) return null;
  // What the model reads as danger but everyone says: "morrendo de saudade", "the hill i'll die on", "the
  // neighbour blasts music til 2am and im about to lose it" (heldout60: the card by the model alone); and
  // a pain a doctor has already seen and named ("doc says its a pulled muscle").
  if (DIE_IDIOM.test(text) || SEEN_BY_DOCTOR.test(text)) return null;
  // Better now, a question about a tattoo and Leviticus, a bleach stain: the model reads the words, not
  // the person.
  if ((BETTER_NOW.test(text) && !DANGER_NOW.test(text)) || MISREAD_WORDS.test(text)) return null;
  // "pastoral care training: how to ask someone if they're thinking of suicide": learning to help others.
  if (HELPING_OTHERS.test(text) && !DANGER_NOW.test(text)) return null;
  // Grief for someone close ("my uncle took his own life in 2015") reads much like danger to the model:
  // there it must be surer.
  const grieving = SOMEONE_CLOSE.test(text) && LOSS.test(text);
  // "dad passed from covid and they wouldnt let me in to say bye": a death told as its news, surer still.
  const mourned = grieving && DEATH_TOLD.test(text);
  const kind = modelCareOf(
    model,
    question,
    mourned ? MOURNED_THRESHOLD : grieving ? GRIEF_THRESHOLD : undefined,
  );
  if (kind === 'selfharm' && RECOVERED.test(text) && !RELAPSE.test(text)) return null;
  return kind ? { kind, byModel: true } : null;
};

const GRIEF_THRESHOLD = 0.7;
const MOURNED_THRESHOLD = 0.9;
const DEATH_TOLD =
  /\b(?:papa|mama|padre|madre|abuela|abuelo|esposo|esposa|hijo|hija|pai|mae|avo) (?:fallecio|murio|faleceu|morreu)\b|\b(?:dad|mom|mum|father|mother|husband|wife|son|daughter|brother|sister|grandma|grandpa|grandmother|grandfather|friend|baby|uncle|aunt|cousin)s? (?:just |recently )?(?:passed|died|passed away)\b/u;
const HELPING_OTHERS =
  /\bfor (?:our|the|my) (?:ministry|outreach|care team|prayer team|hospital visits)\b|\bmaking (?:cards|bookmarks|care packages)\b|\bhow (?:to|do (?:i|we)|can (?:i|we)|should (?:i|we)) (?:\w+ )?(?:ask|talk to|help|support|respond to|minister to|counsel|care for|recogni[sz]e|spot) (?:someone|somebody|a person|people|others|anyone|those)\b/u;
const DIE_IDIOM =
  /\b(?:suicide (?:drills|sprints)|met muon chet|(?:ran|run|running|doing|did|do) suicides|(?:morrendo|morrer|muriendo|me muero|morir) de (?:saudades?|fome|rir|sono|vergonha|calor|frio|risa|hambre|sueno|ganas|verguenza|amor)|hill (?:\w+ ){0,3}(?:to )?die on|(?:worth|for) dying on|shot me down|one foot in the grave|patay (?:tayo|ako|kami|ka) (?:kay|sa)|(?:id|i would|i d) rather die than|dead tired|sterbe vor (?:hitze|hunger|langeweile|lachen|kaelte|durst)|(?:id|i would|i could) kill for (?:a|an|some)|(?:about to|bout to|gonna|going to) (?:lose|snap) (?:it|my mind|my temper|my cool))\b/u;
const BETTER_NOW =
  /\bkontrolado na\b|\b(?:doing|feeling|am|im) (?:so |much |a lot |way )?better(?: now)?\b|\bbetter now\b/u;
const MISREAD_WORDS =
  /\bpre ?planning (?:my|our) (?:own )?(?:funeral|burial|service)\b|\btattoo\w*\b|\bbleach stains?\b|\bbowline\b|\b(?:how much|how many|max|maximum|safe (?:dose|amount))\b[^|]{0,40}\bfor (?:a |my |the )?(?:headache|migraine|fever|toothache|cramps|back pain|cold|flu|period|hangover|sore throat)\b|\brope course\b|\b(?:on|in) the news\b[^|]{0,40}\bpray for\b|\bthe killers (?:concert|show|album|song|tour)\b|\b(?:set up|made|wrote|updated|got|bought) (?:a |our |my )?(?:will|life insurance)\b[^|]{0,60}\b(?:baby|kids|family|wedding|grandkids)\b|\b(?:a little|a bit|kinda|slightly) sore\b|\bsore from (?:coughing|working out|the gym|lifting)\b|\b(?:knife|knives) for (?:cutting|slicing|carving) (?:the |a |an )?(?:\w+ )?(?:bread|cake|meat|turkey|ham|roast|vegetables|onions|cheese|wood)\b/u;
const SEEN_BY_DOCTOR =
  /\b(?:surgery|operation|replacement|procedure|cirurgia|operacion|operacao|op)\b[^|]{0,40}\b(?:next (?:week|month|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|semana que vem|amanha|la semana que viene|manana)\b|\bwake up (?:from|after) (?:the )?(?:an[a]?esthesia|an[a]?esthetic|surgery|operation)\b|\b(?:dentist|doctor|dr|gp|checkup|doc) (?:appt|appointment|visit) (?:is )?(?:next|on|this|tomorrow|monday|tuesday|wednesday|thursday|friday)\b|\b(?:doc|doctor|dr|the er|er) (?:thinks|says|said|told me) (?:its|it is|it was) (?:my|probably|likely|just) (?:thyroid|iron|vitamins?|b12|hormones|anemia|blood pressure|sugar|diet|sleep)\b|\bturned out to be (?:just )?(?:acid reflux|reflux|heartburn|anxiety|nothing|a panic attack|gas|a pulled muscle)\b|\b(?:doc|doctor|dr|the er|er|urgent care|nurse|physio) (?:said|says|told me|thinks)(?: it was| its| it is| that)? (?:just |only )?(?:a |an )?(?:pulled|sprain|strain|muscle|anxiety|nothing|fine|normal|okay|ok|reflux|heartburn|a virus|viral)\b/u;

// A testimony: harm in the past (a time named), and the reader well now. Read on the whole text: a
// danger word of the present turns it back ("used to cut, now i'm fine… but tonight the urges are back").
const TESTIMONY_PAST =
  /\b(?:was suicidal|once (?:planned|tried|wanted|attempted|thought)|years ago|decades ago|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+) (?:years?|yrs) ago|last year|back in (?:19|20)\d\d|back then|in (?:19|20)\d\d|when i was (?:a |an |in |younger|young|little|small|\d+|deployed|overseas|using|drinking)|as a (?:teen|teenager|girl|boy|child|kid|young)|in (?:high school|college|my twenties|my teens|my \d0s)|used to|in (?:prison|jail|rehab)|(?:im|i am) \d+ now|at (?:1\d|[5-9])|scars (?:have )?(?:finally )?(?:faded|healed)|(?:\w+|\d+) (?:years?|yrs) later|was (?:19|20)\d\d)\b/u;
const TESTIMONY_WELL =
  /\b(?:(?:now|today) i (?:lead|work|help|run|serve|volunteer|mentor|teach|speak|share|have|am (?:\w+ )?(?:well|healthy|clean|sober|free|happy|okay|ok|fine|better|grateful|thankful|doing))|(?:now|today) (?:im|i am) (?:\w+ )?(?:well|healthy|clean|sober|free|happy|okay|ok|fine|better|grateful|thankful|alive|doing (?:well|better|great|good|ok|okay|fine))|(?:im|i am) (?:doing )?(?:well|okay|ok|fine|good|better|great) now|now (?:walking|running|thriving|healthy|clean|sober|free)|(?:fully |completely )?recovered|in recovery|(?:how do i|how to|how can i|what do i) (?:answer|tell|explain)[^|]{0,30}\b(?:kids|children|son|daughter|grandkids)\b|sober (?:for )?(?:\d+|\w+) (?:years|yrs)|(?:jesus|god|christ|church|therapy) (?:found|saved|healed|rescued|helped) me|(?:thanking|thank|praising|praise) (?:god|jesus|the lord)|thankful|grateful|my testimony|(?:jesus|god|christ|the lord) (?:met|found|saved|healed|rescued|helped|pulled|carried|delivered|restored) me|thank you (?:lord|jesus|god)|my faith (?:grew|has grown|is stronger)|(?:im|i am) safe now|glad to be alive|(?:got|brought|pulled) me through|changed my life|god is good|(?:god|jesus|he) turned it around|(?:now|today) (?:im|i am) (?:\w+ )?(?:home|healing)|(?:now|later) (?:im|i am) (?:a |an )?(?:\w+ )?(?:youth leader|youth pastor|pastor|counselor|counsellor|nurse|teacher|mentor|volunteer|chaplain|leader|paramedic|doctor|therapist|social worker|firefighter|police officer|peer supporter)|woke up glad|celebrating (?:being alive|my life|life|my recovery)|(?:now )?leading (?:a |the )?(?:\w+ )?(?:group|study|ministry)|testimony|(?:ive|i have) made peace|not anymore|(?:and|now) (?:im |i am )?happy|happy now|(?:finally )?see my worth|(?:a|the|that) (?:psalm|verse|sermon|song|hymn|call|text) stopped me|(?:now|today) (?:im|i am) \d+|want to help (?:teens|others|people|kids|young people|other \w+))\b/u;
// The same told in the other languages readers write in: long ago, and well or rescued now.
const TESTIMONY_OTHER =
  /\b(?:dulu|zamani|anos atras|aos \d+|quando tinha|cuando era|kiedys|era viciad[oa]|pensava em morrer|sobrevivi|de nin[ao]|il y a (?:longtemps|\w+ ans)|hace (?:\w+ )?anos|desde hace (?:\w+ )?anos|quando era|na adolescencia|sofri|sofria|(?:battue?|frappee?|abusee?) enfant|antes|pehle|dati|damals|frueher|autrefois)\b.*\b(?:je vais bien|ca va mieux|(?:dios|jesus|cristo) me (?:rescato|salvo|sano|libero)|sekarang aku (?:bersyukur|baik|sudah)|sasa (?:niko|nipo) salama|hoje sou|ngayon (?:\w+ ){1,3}na ako|ngayon masaya|hoje perdoei|aujourd ?hui je suis (?:gueri|guerie|libre)|sekarang saya (?:bersyukur|baik|sudah)|hoy doy gracias|doy gracias a dios|gracias a dios|hoje sou feliz|sou feliz|hoje tenho \d+|hoje estou (?:bem|curad[ao]|livre|sobri[ao]|segur[ao])|(?:hoy|ahora) estoy (?:bien|sano|sana|libre|sobri[ao])|aujourd ?hui je (?:veux temoigner|temoigne|vais bien|suis libre)|ahora (?:estoy bien|sirvo|quiero perdonar)|ngayon (?:ok|okay|maayos)|badal diya|ab (?:main )?(?:theek|thik)|jetzt geht es mir gut|masaya na ako|(?:matagal na )?akong malaya|ya estoy bien|jestem (?:czysta|czysty|wolna|wolny))\b/u;
// Cyrillic has no \\b in JavaScript: long ago ("раньше", "когда-то"), and well or clean now.
const TESTIMONY_CYRILLIC =
  /(?:раньше|когда-то|в детстве|давно)[^|]*(?:слава богу|чист[аоы]?|уже \S+ (?:года|лет)|сейчас (?:я )?(?:в порядке|хорошо))/u;
// Asked of the subject, and nothing else said: "is self harm a sin". A reader's own word after it turns it back.
const BARE_TOPIC =
  /^ (?:(?:is|are) (?:self harm(?:ing)?|cutting|suicide|committing suicide|killing yourself) (?:a |an |the )?(?:unforgivable |mortal )?sin|suicide|domestic violence|(?:is|are) (?:self harm|suicide|cutting) (?:mentioned|talked about)(?: anywhere)?(?: in the bible)?)(?: theology| question| debate| study)? $/u;
const STUDIED_TOPIC =
  /^ (?:is|are|does|do) (?:self harm(?:ing)?|suicide|cutting)\b[^|]{0,40}\b(?:discussed|mentioned|addressed|talked about)\b/u;
// "does god forgive suicide? writing a paper": asked for a study, which must be said.
const FORGIVEN_ASKED = /^ (?:does|can|will|would) god forgive (?:suicide|self harm(?:ing)?|cutting)\b/u;
const STUDY = /\b(?:paper|essay|class|sermon|study|seminary|research|thesis|lesson)\b/u;
// The rest says nothing of the reader, or says it is for a study ("i'm writing a paper").
const studiedTopic = (text: string): boolean =>
  (STUDIED_TOPIC.test(text) || (FORGIVEN_ASKED.test(text) && STUDY.test(text))) &&
  text
    .split(' | ')
    .slice(1)
    .every(
      (clause, _i, rest) => !/\b(?:i|im|me|my|myself)\b/u.test(clause) || rest.some((c) => STUDY.test(c)),
    );
const DANGER_NOW =
  /\b(?:again|tonight|right now|rn|lately|these days|this week|relaps\w*|coming back|came back|still (?:want|wants|think|feel|cut|hurt|wish)|urges?)\b/u;

// The reader says the question is theirs: "bc thats me", "askin 4 me not a friend", "asking for myself".
const OWN_QUESTION =
  /\| (?:me|its me|thats me) $|\bnot for (?:a |my )?(?:bible study|class|school|paper|sermon|study|friend)\b|\b(?:(?:thats|its|that is|it is|this is) (?:me|about me|for me|my situation)|(?:asking|askin|ask|asked) (?:for|4) (?:me|myself)|(?:for|4) me not (?:a|my) (?:friend|frend)|not (?:for )?a friend|the person is me|(?:that|this) person is me|the friend is (?:me|actually me|really me|literally me))\b/u;
// "psalm for a person who wants to die", with no one close named: writers of every set read it as the
// asker's own request, said at one remove.
const FOR_SOMEONE =
  /\b(?:verses?|psalms?|scriptures?|prayers?|passages?|words?|something|anything|bible \w+) (?:\w+ )?(?:for|of|4) (?:someone|somebody|a person|anyone|people|one|those) (?:who|that|about to|thinking of|planning to)\b/u;
const FOR_WHEN_YOU =
  /\b(?:verses?|psalms?|scriptures?|prayers?|something|anything) for when (?:u|you) \b|^ when (?:u|you) /u;
const forSomeoneUnnamed = (text: string): boolean =>
  (FOR_SOMEONE.test(text) && !SOMEONE_CLOSE.test(text.replace(FOR_SOMEONE, ' '))) ||
  (FOR_WHEN_YOU.test(text) && !SOMEONE_CLOSE.test(text));
// The question read as the reader's own: someone, a person, you become I.
const FIRST_PERSON_VERB: Record<string, string> = {
  want: 'want',
  wants: 'want',
  is: 'am',
  are: 'am',
  has: 'have',
  have: 'have',
  feel: 'feel',
  feels: 'feel',
  keep: 'keep',
  keeps: 'keep',
  does: 'do',
};
const asReader = (question: string): string =>
  careText(question)
    .replace(
      /\b(?:someone|somebody|a person|a christian|a believer|people|one) (?:who|that) (wants?|wanna|is|are|has|have|feels?|self harms?|cuts?|keeps?|does|do)\b/gu,
      (_m, verb: string) => `i ${FIRST_PERSON_VERB[verb] ?? verb.replace(/s$/u, '')}`,
    )
    .replace(/\b(?:someone|somebody|a person) (about to|thinking of|planning to|going to)\b/gu, 'i am $1')
    .replace(/\b(?:yourself|urself|yourselves|oneself|themselves|themself)\b/gu, 'myself')
    .replace(/\b(?:you|u)\b/gu, 'i')
    .replace(/\b(?:your|ur|their)\b/gu, 'my');

const CLOSE_SAYS_WILL =
  /\b(?:says|said|told me|texted) (?:she|he|they) (?:will|is going to|wants to|want to|is gonna)\b/u;
const SEARCHED =
  /\b(?:searched|searches|googled|googles|looked up|looks up|looking up)(?: for)?(?: how to)? $/u;
const SEARCHED_BY_READER =
  /\b(?:i|ive|im|i have|i just|i was)\s+(?:\w+\s+)?(?:searched|googled|looked up|looking up|looks up)\b/u;
const GOD_BEFORE = /\b(?:the lord|god|jesus|christ|my father in heaven|the father|my shepherd)\b/u;
const SMALL_TROUBLE =
  /\b(?:crashed|dented|scratched|broke|lost|spent|failed|flunked|skipped|missed) (?:the|my|her|his|a|an|our)? ?(?:car|phone|laptop|test|exam|class|grades?|report card|curfew|practice|money|bill|tv|window|vase|game)\b|\b(?:grades|report card|curfew|speeding ticket|parking ticket)\b/u;
const IDIOM_THREAT =
  /\b(?:just )?kill me now\b|\bcut me some slack\b|\bshoot (?:him|her|them|me|you|u|my \w+) (?:a|an) (?:text|message|email|dm|line|msg)\b|\bshoot my shot\b|\bthrow (?:my|the) (?:phone|laptop|computer|tv|printer) (?:off|out|into|across)\b|\b(?:will|ll|going to|is going to|are going to|gon) (?:literally )?(?:kill|murder) me (?:if|when|once|after) (?:he|she|they|i|my \w+)? ?(?:sees?|find out|finds out|hears?|notices?|learns?|gets? (?:my|the|this) \w+)\b/u;
const SERIOUS_THREAT =
  /\b(?:gun|knife|knives|weapon|hiding|hide|scared|afraid|terrified|hits?|beats?|hurts?|choke\w*|locked|bruises?|for real|not joking|seriously|police|911|help me)\b/u;

// What someone else said, quoted: "my friend texted kms".
const REPORTED =
  /\b(?:said|says|saying|texted|texts|posted|posts|wrote|writes|typed|messaged|told me|tells me|keeps saying|(?:joking|jokes|joked|talking|talks|talked) about)(?: that| maybe| like)?(?: (?:he|she|they)(?: wants?| wanted| is going| was going| is gonna)? to| i)?\s*$/u;

// The one who hurts someone close hurts the reader too.
const HURTS_READER =
  /\b(?:hits|hit|beats|beat|hurts|abuses|abused|touches|touched|chokes|whips|slaps|kicks|punches|molests|threatens) (?:me|us)\b/u;

// "kms" with a laugh and nothing that says it is meant ("lol kms i left my bible at church again").
const MEANT = /\b(?:not (?:joking|kidding|a joke)|im not|for real|seriously|tonight|fr)\b/u;
// "kms this wifi keeps dropping": the slang said of a small annoyance, with nothing that says it is meant.
const SMALL_ANNOYANCE =
  /\b(?:wifi|wi fi|internet|zoom|traffic|homework|printer|game|phone|laptop|alarm|meeting|lag|lagging|buffering)\b/u;
const jokingSlang = (question: string, text: string): boolean =>
  /\b(?:kms|kys)\b/iu.test(question) && !MEANT.test(text) && (laughs(question) || SMALL_ANNOYANCE.test(text));

/** `text` is the question in careText's spelling (the caller has it already). */
const patternCareOf = (question: string, text: string): CareFinding | null => {
  const joking = laughs(question);
  const longAgo = LONG_AGO.test(text);
  const recovered = RECOVERED.test(text) && !RELAPSE.test(text);
  const slangJoke = jokingSlang(question, text);
  for (const pattern of SELF_PATTERNS) {
    if (joking && pattern.kind === 'medical') continue;
    if (longAgo && (pattern.kind === 'abuse' || pattern.kind === 'domestic')) continue;
    if (recovered && pattern.kind === 'selfharm') continue;
    if (slangJoke && pattern.kind === 'suicide') continue;
    // "i used to hit myself when i was little": a habit of childhood told, none of it now.
    if (longAgo && pattern.kind === 'selfharm' && !DANGER_NOW.test(text)) continue;
    const m = pattern.re.exec(text);
    if (!m) continue;
    // Someone else's danger ("he's been saving up pills") is the friend pointer's; a medical emergency
    // is one whoever it is.
    if (
      pattern.kind !== 'medical' &&
      !NAMES_READER.test(m[0]) &&
      !saidByReaderHere(text, m.index, pattern.kind)
    )
      continue;
    if (DENIED.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    // "had a heart attack last spring, fully recovered": an emergency over, told to give thanks.
    if (
      pattern.kind === 'medical' &&
      (PAST_EVENT.test(text.slice(m.index, m.index + m[0].length + 40)) || RECOVERED_FROM.test(text)) &&
      !DANGER_NOW.test(text)
    )
      continue;
    // "the lord knows where i live": God is not the one who threatens.
    if (pattern.kind === 'domestic' && GOD_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index + 12)))
      continue;
    // "my mom is going to kill me if i tell her i crashed the car": trouble over a small thing.
    if (/\bkill me\b/u.test(m[0]) && SMALL_TROUBLE.test(text) && !SERIOUS_THREAT.test(text)) continue;
    // Reported speech of someone close ("my friend said kms"): the friend pointer's.
    // "my friend says she will drink poison": someone close says what they will do — the pointer's.
    if (SOMEONE_CLOSE.test(text) && CLOSE_SAYS_WILL.test(text.slice(Math.max(0, m.index - 40), m.index)))
      continue;
    // "my son looked up how to tie a noose": someone close searched it, not the reader.
    const before = text.slice(Math.max(0, m.index - 45), m.index);
    if (SEARCHED.test(before) && !SEARCHED_BY_READER.test(before) && SOMEONE_CLOSE.test(text)) continue;
    // A threat against the reader stays one when someone close reports it ("called my mother and said they
    // know where i live").
    if (
      pattern.kind !== 'domestic' &&
      !TOLD_TO_KEEP_QUIET.test(m[0]) &&
      REPORTED.test(text.slice(Math.max(0, m.index - 30), m.index)) &&
      // "my husband says i need his permission": what is reported is said of the reader.
      !/\b(?:i|im|me)\s*$/u.test(text.slice(Math.max(0, m.index - 5), m.index)) &&
      SOMEONE_CLOSE.test(text)
    )
      continue;
    return { kind: pattern.kind };
  }
  // Asked about it ("what does the Bible say about Selbstmord"): the bare nouns for it say nothing of the reader.
  const aboutTopic = ABOUT_TOPIC.test(text) && !READER_IN_OTHER_LANGUAGE.test(text);
  const spoken = aboutTopic ? text.replace(TOPIC_NOUNS, ' ') : text;
  // "kaibigan ko gusto nang magpakamatay": someone close, in the reader's language — the pointer's.
  const othersDanger = closeAtRisk(text) && !READER_IN_OTHER_LANGUAGE.test(text);
  if (!othersDanger && !DIE_IDIOM.test(text))
    for (const pattern of LANGUAGE_PATTERNS) if (pattern.re.test(spoken)) return { kind: pattern.kind };
  // Crying-laughing faces say "im going to die" is a joke; a reader in danger rarely adds them.
  const crying = /[😂🤣]/u.test(question);
  for (const pattern of SAID_EVERYWHERE) {
    if (crying || slangJoke) break;
    if (recovered && pattern.kind === 'selfharm') continue;
    for (const m of text.matchAll(pattern.re)) if (saidByReader(text, m.index)) return { kind: pattern.kind };
  }
  for (const pattern of LATE_PATTERNS) {
    const m = joking ? null : pattern.re.exec(text);
    if (recovered) continue;
    // "overdosed last month and survived" is past: the friend pointer's, when it is someone close.
    if (!m || PAST_EVENT.test(text.slice(m.index, m.index + m[0].length + 80).split(' | ')[0] ?? ''))
      continue;
    // Talked of, not done ("my roommate keeps talking about overdosing"); a death mourned.
    if (
      TALKED_OF.test(text.slice(0, m.index)) ||
      (SOMEONE_CLOSE.test(text) && LOSS.test(text)) ||
      MOURNING.test(text)
    )
      continue;
    return { kind: pattern.kind };
  }
  const hurt = HURT_BY.exec(text);
  if (hurt && !longAgo) return { kind: PARTNER_WORD.test(hurt[1] ?? '') ? 'domestic' : 'abuse' };
  return null;
};

// "grandpa says bad things happen to girls who tell": what is said is a threat to the reader, not news.
// "he says its not rape if were married": the one who hurts, quoted, is no one else's news.
const TOLD_TO_KEEP_QUIET = /\b(?:who tells?|if (?:i|you|u) tells?|not rape if)\b/u;
const MOURNING = /\b(?:griev\w*|mourn\w*|funeral|memorial)\b/u;
const TALKED_OF = /\b(?:talk|talks|talking|joke|jokes|joking) about $/u;

const SOMEONE_CLOSE =
  /\b(?:moj (?:syn|maz|przyjaciel|brat)|moja (?:corka|zona|przyjaciolka|siostra)|ore mi|(?:a|one) church member|(?:a )?(?:guy|girl|woman|man|someone) on my (?:shift|team|crew|unit)|ban toi|kaibigan ko|tem[ae]n (?:saya|aku|ku|gue|gw)|sahabat (?:saya|aku|ku)|rafiki yangu|(?:meu|minha) (?:amigo|amiga|filho|filha|irmao|irma)|my (?:\d+|\w+) (?:year|yr) olds?|my (?:old )?(?:cellmate|bunkmate)|my (?:\w+ ){0,3}(?:friend|bestie|bff|son|daughter|kid|kids|child|teen|teenager|brother|sister|mom|mum|dad|mother|father|husband|wife|boyfriend|girlfriend|bf|gf|partner|cousin|roommate|classmate|student|students|grandson|granddaughter|nephew|niece|neighbor|neighbour|coworker|colleague|uncle|aunt|grandma|grandpa|grandmother|grandfather|parents?)s?|(?:a|one of my) (?:friend|guy|girl|kid|student|boy|teen|member|woman|man|lady)s?|one of the (?:ladies|women|girls|guys|men|kids|members|moms|students)|(?:someone|somebody) (?:i know|i love|in my|who)|(?:a|my) (?:\w+ )?(?:mate|friend) (?:whose|who)|(?:dads|moms|mums|grandma|grandpa|nan|granny|mate|best mate|bestie|neighbours|neighbors|the neighbours|the neighbors)|best friend|(?:a|one|the) (?:little )?(?:girl|boy|child|kid|teen|woman|man|lady) (?:at|in|from|on) (?:church|school|my|our)|(?:the )?(?:kids?|children|girl|boy|woman|lady|man) next door|(?:^ |\b)(?:friend|bestie|classmate|roommate|coworker|buddy) (?:from|at|in|of)\b|(?<=^ )(?:friend|bestie|buddy|roommate|classmate|coworker|colleague)s? |(?:my|our) (?:teenager|students?|roommate|flatmate|mate|congregation|youth group|small group|class)s?|(?:mon|ma|mes) (?:fils|fille|ami|amie|mari|femme|frere|soeur)|(?:mi|mis) (?:hijo|hija|amigo|amiga|hermano|hermana)s?|(?:mein|meine) (?:sohn|tochter|freund|freundin|bruder|schwester)|(?:il )?mio (?:migliore )?(?:amico|figlio|fratello|marito)|(?:la )?mia (?:migliore )?(?:amica|figlia|sorella|moglie)|gwadegnaye|my (?:sponsee|sponsor|mentee)|(?:anak|kapatid|asawa|kaibigan) ko|mer[ai] (?:bhai|beta|beti|behen|dost|pati|maa|papa)|(?:gf|bf|girlfriend|boyfriend|wife|husband) (?:says|said|texted|told)|(?:friends|mates|sisters|brothers|cousins) (?:snap|story|post|status|insta|ig|tiktok|text)|(?:neighbor|neighbour) (?:lady|guy|woman|man|kid|girl|boy)|(?:girl|guy|woman|man|lady|kid|boy) from my|(?:mi|mis) (?:madre|padre|mama|papa|abuela|abuelo|esposo|esposa|novio|novia)|(?:mama|baba|rafiki|mtoto|kaka|dada) yangu|venninne\w* min|venn\w* min|(?:ma|mon) (?:voisine|voisin)|(?:lady|woman|man|guy|girl|kid|family|couple) next door|(?<=^ |\| )(?:dad|mom|mum|papa|mama|grandma|grandpa))\b/u;
const AT_RISK =
  /\b(?:wants? to (?:die|kill (?:him|her|them)self|end (?:it|his life|her life))|(?:kill|killing|hurt|hurting|cut|cutting|harm|harming|starving|burn|burns|burning|hits|hitting|punches|punching|slaps|scratches) (?:him|her|them)sel(?:f|ves)|(?:searched|searches|googled|googles|looked up|looking up|searching) (?:for )?(?:painless|how to (?:die|kill|tie a noose)|ways to die|suicide)|suicidal|self harm(?:ing)?|does not want to (?:live|be alive|be here)|ending it all|end it all|better off without (?:her|him|them)|goodbye (?:message|post|note|letter)|says goodbye|(?:giving|gave|gives|has given) away (?:all )?(?:of )?(?:his|her|their) (?:stuff|things|belongings|games|clothes|books)|(?:wrote|writing|left) (?:goodbye|good bye) (?:notes?|letters?|messages?)|found (?:a |some )?(?:razor blades?|razors?|blades?) in (?:his|her|their|my)|magpakamatay|bunuh diri|nie chce zyc|rope ready|(?:will|wants to|going to) drink poison|not worth living|tu tu|how to tie a noose|bang(?:s|ing)? (?:his|her|their) head|kujiua|se suicidar|suicidarse|se matar|matarse|se corta|se lastima|se quiere matar|pills saved|kill myself|(?:scared|afraid) of (?:her|his|their) (?:husband|wife|boyfriend|girlfriend|partner|dad|father|mom|mother)|(?:he|she) (?:hits|beats|chokes) (?:her|him)|being (?:abused|hurt|molested|beaten)|stopped (?:his|her|taking (?:his|her)) (?:medicine|medication|meds|insulin)|wants? to go home to (?:jesus|god|heaven)|talks? about (?:dying|suicide|killing)|life (?:isnt|is not) worth (?:it|living)|ctb|talking about (?:jumping|dying|ending it|killing (?:him|her|them)self|suicide|wanting to die)|(?:about )?wanting to die|(?:keeps|is|been|started) (?:cutting|scratching|burning)|stop cutting|sich umzubringen|umbringen will|se suicider|quiere (?:matarse|suicidarse)|self harms|ready to die|stopped eating|(?:bruises|bruised|burn marks|cuts|scars) (?:on (?:his|her|their) )?|flinch\w*|(?:husband|boyfriend|partner|dad|father|stepdad) (?:is |keeps )?(?:hitting|abusing|beating|screaming at|threatening|choking) (?:her|him|them)|(?:going|gonna) to (?:end it|overdose|od|jump)|(?:been )?saving (?:up )?pills|wish(?:es)? it had worked|bought a gun|goodbye text|drive off a cliff|end (?:his|her|their) (?:own )?life|parle de mourir|quiere morir|will sterben|kms|kys|suicide note|(?:hits|beats|beat|chokes|hurts|abuses|rapes|molests|whips|shoves|pushes) (?:her|him|them)|searched (?:for )?(?:how|ways)|search history|(?:screams|yells) at (?:her|him)|takes (?:her|his) money|how many pills|nicht mehr leben will|(?:says|saying) (?:hes|shes|theyre) done(?! with (?:church|god|school|college|religion|faith|christianity|the church|the faith|sports|football|music|us|me|dating))|(?:sitting|standing|sat) on the (?:ledge|edge|railing)|si fa del male|si taglia|verletzt sich(?: selbst)?|relapsed (?:back )?into (?:cutting|self harm\w*)|memot \w+ yilal|hit (?:her|him|them)|ta livet (?:sitt|av seg)|se fait frapper|locked (?:outside|out) with no food|(?:yelling|screaming) and hitting|black eye|quer morrer|quer se matar|(?:rope|noose|belt) (?:tied|hanging|in a loop)|tied in a (?:loop|noose)|checking out soon|(?:mailed|gave|sent|left) me (?:his|her) (?:watch|ring|guitar|dog|cat|things|stuff)|(?:est|a ete|se fait) (?:battue?|frappee?)|(?:afraid|scared) to go home|(?:will|gonna|going to) (?:hurt|beat|hit) (?:her|him|them)|(?:hed|shed|she would|he would|theyd|they would) rather be dead|screams every night|mar jaana chaht[ai]|marna chaht[ai]|will nicht mehr leben|se cortando|se machucando|giving (?:his|her|their) (?:stuff|things|belongings) away|sleeps with (?:his|her|a) (?:gun|pistol|rifle)|(?:esta|sendo) (?:sendo )?(?:agredid[ao]|espancad[ao]|abusad[ao])|(?:will|gonna|going to) find (?:a|the|her|his|my) (?:letter|note)|(?:screaming|yelling|shouting|crying|fighting) and now (?:its|it is|everything is|its all) (?:quiet|silent)|(?:la|lo) golpea|(?:le|la) pega|bringt sich (?:\w+ ){0,2}um|(?:shes|hes|theyre|she is|he is) cutting|khudkushi kar (?:lega|legi|lenge|raha|rahi)|(?:niyang|nyang|niya) mamatay|finish it (?:tonight|today)|last day on earth|threaten\w* to (?:drive|jump|kill (?:him|her|them)self|end (?:it|his life|her life)|overdose|shoot (?:him|her|them)self))\b/u;
const LOSS =
  /\b(?:grieve|died|dying|passed away|passed on|passed|death of|lost my|funeral|grieving|grief|mourning|hospice|took (?:his|her|their) (?:own )?life|died by suicide|killed (?:him|her)self|committed suicide|miscarriage|stillborn|fallecio|fallecida|murio|amefariki|alifariki|faleceu|morreu|meninggal|pumanaw|namatay)\b/u;

const PAST_EVENT =
  /\b(?:(?:last|in) (?:week|month|year|summer|winter|spring|fall|autumn|january|february|march|april|may|june|july|august|september|october|november|december)|(?:a|one|two|three|four|five|six|a few|few|several|a couple of|a couple|couple|\d+) (?:weeks?|wks?|months?|mos?|years?|yrs?) ago|and survived|back in|in (?:19|20)\d\d)\b/u;

// Someone close, at risk: the pointer's, not the card's.
const closeAtRisk = (text: string): boolean => SOMEONE_CLOSE.test(text) && AT_RISK.test(text);

/** A gentler pointer: someone close may be at risk, or the reader grieves. Never the care card. */
const GONE_QUIET =
  /\b(?:will not|wont|doesnt|does not|refuses to|barely) (?:talk|speak|listen) to (?:me|us)\b|\bslam\w* (?:his|her|their|the) (?:bedroom )?door\b|\b(?:says|said) (?:he|she|they) hates? (?:me|us)\b/u;
const RISK_WORD =
  /\b(?:die|dies|dying|dead|death|kill\w*|suicid\w*|cuts?|cutting|hurts? (?:himself|herself|themselves)|harm\w*|pills?|overdos\w*|goodbye|gave away|giving away|weapon|gun|knife|blood|hits?|hitting|abus\w*|not eating|stopped eating|starv\w*|ran away|run away|missing|drugs?|drunk|drinking|police|hospital)\b/u;

export const supportOf = (question: string, model?: CareModel): SupportKind | null => {
  const text = careText(question);
  if (closeAtRisk(text)) return 'friend';
  // "my teenage son wont talk to me anymore": a child who has gone quiet is a parent's worry, which the
  // model reads as someone close at risk unless a word of danger goes with it (heldout52).
  if (model && modelFriendOf(model, question) && !(GONE_QUIET.test(text) && !RISK_WORD.test(text)))
    return 'friend';
  if (SOMEONE_CLOSE.test(text) && LOSS.test(text)) return 'grief';
  return null;
};
