import type { CareKind } from '../contracts/care.ts';
import { fold } from './care-words.ts';

// The words of a reader who may be in danger, in careText's spelling (care-words.ts). Each pattern is a
// whole phrase that says it, never one word: "kill", "die" and "cut" are in countless questions about
// Scripture. `self` patterns say who by themselves ("kill myself"); `said` patterns need the reader as
// the one who says or does it (care-detect.ts `saidByReader`), so "jonah wanted to die" stays quiet.
// To add a phrasing: add it where it belongs, with a case in care-detect.test.ts, and run
// `npm run eval:care` — the near misses must stay quiet (docs/decisions/0012-care-for-a-reader-in-crisis.md).

export interface CarePattern {
  kind: CareKind;
  re: RegExp;
  /** The reader must be the subject of the match (walked back within its clause). */
  said?: true;
}

const p = (kind: CareKind, source: string, said?: true): CarePattern => ({
  kind,
  re: new RegExp(fold(source), 'u'),
  ...(said ? { said } : {}),
});

const WANT =
  '(?:want|wants|wanting|wanted|wish|wishing|going|ready|planning|plan|decided|deciding|about|trying|tried|need|longing|prepared|thinking about|think about)';
// What a reader says they want to do; "die" but not "die to self", "die for christ", "die of embarrassment".
const DEATH =
  '(?:die(?! (?:to|unto) )(?! (?:of|from) (?:embarrassment|laughter|boredom|shame|cringe|joy|happiness))(?! for (?:christ|jesus|god|the lord|my faith|the faith|the gospel|others|him|you|his name|my country|my friends))|be dead|not be alive|not exist|stop existing|not wake up|disappear forever|end it(?! (?:with|off with) )|end it all|end things(?! (?:with|off with) )|end everything|end my life|kill myself|suicide|commit suicide|overdose|jump off|jump in front|be gone|go to sleep forever|stop living|hang myself|shoot myself)';
const PILLS =
  '(?:pills?|tablets?|tylenol|advil|ibuprofen|paracetamol|acetaminophen|aspirin|xanax|oxy\\w*|percocet|benadryl|sleeping pills|meds|medication|insulin|antidepressants)';
const PARTNER =
  '(?:husband|wife|partner|boyfriend|girlfriend|bf|gf|spouse|fiance|fiancee|ex|ex husband|ex wife|hubby)';
const ELDER =
  '(?:stepdad|stepfather|stepmom|stepmother|dad|father|mom|mother|mum|parents?|uncle|aunt|grandpa|grandfather|grandma|grandmother|brother|sister|cousin|coach|pastor|youth pastor|priest|teacher|caregiver|carer|babysitter|neighbor|neighbour|boss|son|daughter|guardian|foster \\w+)';
// Bodily harm only: "someone who hurt me" is, far more often, a question of forgiveness.
const HURTS =
  '(?:touches|touched|touching|molests|molested|rapes|raped|abuses|abused|beats|beat|beating|hits|hit|hitting|slaps|slapped|punches|punched|kicks|kicked|chokes|choked|choking|strangles|strangled|burns|burned|starves|grabs|gropes|groped|pushes|pushed|shoves|shoved|throws|threw)';

export const SELF_PATTERNS: CarePattern[] = [
  // Suicide: the reader's own life.
  p(
    'suicide',
    '\\b(?:kill|killing|killed|off|hang|hanging|shoot|shooting|drown|drowning|poison|poisoning) myself\\b',
  ),
  p('suicide', '\\b(?:end|ending|take|taking) my (?:own )?life\\b(?! and let it be)'),
  p('suicide', '\\b(?:my|planning my|plan my) suicide\\b|\\bsuicide (?:note|letter|plan)\\b'),
  p(
    'suicide',
    '\\b(?:no|dont see (?:a|the|any)|cant see (?:a|the|any)|what is the|whats the) (?:point|reason) (?:of|in|to|for) (?:living|going on|being alive|keep living|staying alive|live)\\b',
  ),
  p(
    'suicide',
    // Not "he said you'd be better off without me": someone close, said to the reader (care-heldout30).
    `(?<!\\b(?:he|she|they|${PARTNER}|${ELDER}|friend|mate)\\b[^|]{0,60}\\b(?:said|says|texted|told me|keeps saying|kept saying|wrote) (?:that )?(?:youd|you would|you d|ud|u would|wed|we would|everyone would|everybody would|yall would|you all would) be )\\bbetter off (?:without me|dead|if i (?:was|were|am|wasnt|werent) (?:gone|dead|not here|not around|never born))\\b`,
  ),
  p(
    'suicide',
    '\\b(?:fine|better|happier|okay|ok|relieved) (?:without me|if i (?:was|were|am) (?:gone|dead|not here|not around))\\b',
  ),
  p(
    'suicide',
    '\\b(?:go to sleep|fall asleep|sleep) and (?:never|not) wake(?: up)?\\b|\\bnever wake up again\\b',
  ),
  p(
    'suicide',
    '\\b(?:god|lord|jesus|father)(?: please)?(?: just)? (?:take me|let me die|kill me|end my life)\\b',
  ),
  p('suicide', '\\blet me die\\b'),
  p(
    'suicide',
    '\\b(?:goodbye|good bye) (?:letters?|notes?|messages?|texts?|videos?) (?:to|for) (?:each (?:one )?of |all of |every one of )?my\\b|\\bwrote (?:goodbye|good bye)',
  ),
  p(
    'suicide',
    '\\b(?:dont think|not sure|doubt) (?:ill|i will|i am going to|im going to) (?:be|still be|make it) (?:here|around|alive)',
  ),
  p(
    'suicide',
    '\\b(?:will not|not going to) be (?:here|around|alive) (?:by|tomorrow|next|much longer|for long|anymore)\\b',
  ),
  p(
    'suicide',
    '\\b(?:rope|noose|gun|pistol|pills|razor|blade)\\b[^|]{0,60}\\b(?:thinking about using|use it on myself|end it|to die)\\b',
  ),
  p(
    'suicide',
    '\\b(?:pills|rope|noose|gun|razor|blade|knife) (?:are |is )?(?:in front of me|next to me|in my hand|ready)\\b',
  ),
  p('suicide', '\\bso (?:that )?i can (?:end it|die|kill myself|be gone)\\b'),
  p(
    'suicide',
    `\\bhow many (?:of my |of these |of the )?${PILLS}\\b[^|]{0,30}\\b(?:would it take|it would take|does it take|to die|to overdose|to kill)\\b`,
  ),
  p(
    'suicide',
    '\\b(?:painless|easiest|quickest|fastest|best|surest|quiet|peaceful) way(?:s)? to (?:die|kill myself|end it|end my life|go)\\b',
  ),
  p('suicide', '\\btie a noose\\b|\\bhow to hang myself\\b'),
  p(
    'suicide',
    '\\b(?:standing|sitting|waiting) on (?:the|a|top of the|top of a) (?:bridge|ledge|roof|edge|railing|tracks|train tracks|cliff)\\b|\\bim on the (?:roof|bridge|ledge|edge|tracks)\\b',
  ),
  p(
    'suicide',
    '\\b(?:drive|driving|crash|crashing|steer|steering) (?:my car |the car |my truck )?(?:into|off) (?:a tree|a wall|the bridge|a bridge|oncoming|the river|a cliff|traffic)',
  ),
  p('suicide', '\\bengine running\\b[^|]{0,40}\\bgarage\\b|\\bgarage\\b[^|]{0,40}\\bengine running\\b'),
  p(
    'suicide',
    '\\b(?:in|to) heaven\\b[^|]{0,60}\\b(?:tonight|today|right now)\\b|\\b(?:go|be) there tonight\\b',
  ),
  p(
    'suicide',
    '\\b(?:no way out|dont see (?:a|any) way out|cant see (?:a|any) way out)\\b[^|]{0,30}\\b(?:except|but|other than)\\b',
  ),
  p(
    'suicide',
    '\\b(?:saved|saving|stockpiling|collecting|hoarding|counted|counting) (?:up )?(?:my |the |all my |enough )?(?:pills|meds|sleeping pills|heart pills|medication|tablets)\\b',
  ),
  p('suicide', '\\bi (?:have|got|bought) (?:a |the )?(?:rope|noose)\\b'),
  p(
    'suicide',
    '\\b(?:nothing|nobody|no one|noone) (?:left )?to live for\\b|\\bno (?:will|reason|desire|point) to (?:live|carry on|go on|keep going|keep living)\\b|\\b(?:my )?life is not worth (?:living|it)\\b',
  ),
  p(
    'suicide',
    '\\b(?:nobody|no one|noone|none of them) (?:would|will) (?:miss me|care if i (?:died|was gone|were gone)|notice if i (?:died|was gone|disappeared))\\b',
  ),
  p(
    'suicide',
    '\\bwish (?:i|id) (?:was|were|had been) (?:dead|never born)\\b|\\bwish i (?:had )?never (?:been born|existed|woke up)\\b|\\bid (?:be|rather be) better (?:off )?dead\\b|\\bi should (?:just )?(?:die|be dead|end it)\\b',
  ),
  p(
    'suicide',
    '\\b(?:slit|slitting|cut|cutting) (?:my|both) wrists?\\b|\\b(?:take|taking|swallow) all (?:of )?my (?:pills|meds|medication|tablets)\\b',
  ),
  p(
    'suicide',
    '\\bways to (?:die|kill myself|end my life|commit suicide)\\b|\\bhow to (?:kill myself|end my life|commit suicide)\\b',
  ),
  p(
    'suicide',
    '\\bi hate (?:being alive|living|my life so much i)\\b|\\b(?:done|finished) with (?:life|living|this life|being alive)\\b|\\bgive up on (?:life|living)\\b',
  ),
  // Said without saying it: goodbyes, last words, things given away, a date set, a loved one to join now.
  p(
    'suicide',
    '\\b(?:last time (?:anyone|you|anybody|they) (?:will|ll|would) (?:hear|see) (?:from )?me|made my peace\\b[^|]{0,40}\\b(?:letters|goodbye|ready)|(?:written|wrote|writing) my (?:letters|goodbyes?|last)|before i go\\b|after (?:im|i am) gone|when (?:im|i am) gone\\b[^|]{0,40}\\b(?:tell|pray|look after))',
  ),
  p(
    'suicide',
    '\\b(?:giving|gave|give) (?:away )?(?:all )?my (?:things|stuff|belongings|books|clothes|guitar|hoodies|ring|jewelry|pets?|dog|cat)\\b[^|]{0,80}\\b(?:before i go|better that way|good homes|they dont know why|wont need)|\\bbeen giving away my (?:things|stuff|belongings)',
  ),
  p(
    'suicide',
    '\\b(?:if i(?:m| am) not (?:around|here|alive) tomorrow|(?:dont|do not) expect to be (?:here|around|alive) (?:by|for|much)|will not be (?:a burden|here|around) (?:to \\w+ )?much longer|it (?:will not|wont) be long now|couldnt hold on (?:any ?longer)?|cant hold on (?:any ?longer)|by my own hand|time (?:i|for me to) (?:went|go) to the lord|go by myself|(?:want|going) to join (?:him|her|them|my \\w+) (?:now|tonight|soon)|want to be with (?:him|her|them) (?:now|tonight)|(?<!pre )planning my own (?:funeral|service)\\b(?![^|]{0,30}\\b(?:ahead|in advance|early|healthy|someday|one day|financial|insurance|advisor|plot))(?![^]{0,40}\\b(?:nothing wrong with me|at (?:[6-9]\\d|1\\d\\d))\\b))\\b',
  ),
  p(
    'suicide',
    '\\b(?:im|i am) going there tonight\\b|\\bwhich way to die\\b|\\bway to die\\b|\\b(?:finish|finishing) (?:my life|it tonight|tonight|myself)\\b|\\bi (?:think )?(?:will )?finish tonight\\b|\\bno more (?:wish|strength|will) (?:for|to) (?:live|living|life)\\b|\\btired (?:for|of) (?:life|living|my life)\\b',
  ),
  p(
    'suicide',
    '\\b(?:turning|turn|swerve|swerving) the wheel into\\b|\\boncoming traffic\\b|\\bwalking out to the middle\\b[^|]{0,40}\\bbridge|\\bbridge\\b[^|]{0,60}\\b(?:keep walking out|jump|edge|high)\\b[^|]{0,40}\\b(?:i keep|lunch|every day|tonight)|\\blooking at the beam\\b|\\b(?:on|at) the (?:roof|edge|ledge) (?:of )?(?:my |the )?(?:\\w+ )?(?:building|bridge)?\\b[^|]{0,30}\\b(?:right now|now|just want to read)',
  ),
  p(
    'suicide',
    `\\b(?:how much|how many|enough)\\b(?: of)?(?: my| the| these| her| his)? (?:\\w+ )?${PILLS}\\b[^|]{0,40}\\b(?:take|would it take|to die|enough)\\b(?![^|]{0,30}\\bfor (?:a |my |the )?(?:headache|migraine|fever|toothache|cramps|back pain|cold|flu|period|hangover|sore throat)\\b)|\\b(?:looking at|staring at|holding) (?:the |a )?(?:bottle|pills|blade|rope|gun)\\b[^|]{0,60}\\b(?:all of it|thinking|take them|tonight)|\\bbefore i take them\\b`,
  ),
  p(
    'suicide',
    `\\b(?:stopped|stopping|quit|quitting) (?:taking )?my (?:heart )?${PILLS}\\b[^|]{0,30}\\b(?:so|to|and wait)\\b|\\b(?:still have|have all|kept) (?:all )?(?:his|her|their) (?:medication|pills|meds)\\b|\\bsaved up (?:\\w+ ){0,3}(?:of )?(?:my )?${PILLS}`,
  ),
  p(
    'suicide',
    '\\b(?:i have a plan|and i have a plan|ive decided|already decided)\\b|\\b(?:im|i am) (?:thinking of|thinking about) ending it\\b',
  ),
  p(
    'suicide',
    '\\b(?:if|when) god (?:will not|wont|doesnt|does not) take me\\b|\\bwant to die\\b[^|]{0,40}\\b(?:so bad|plan|tonight)|\\bi want to so bad\\b[^|]{0,30}\\bplan\\b',
  ),
  // Means at hand, taken out, or a date set: said of what is within reach, not of a wish.
  p(
    'suicide',
    '\\b(?:pills|gun|shotgun|pistol|revolver|rifle|handgun|rope|noose)\\b (?:is |are |sits |sitting |lies |lying )?(?:in|on) (?:my|the) (?:\\w+ )?(?:pocket|hand|lap|kitchen table|table|desk|nightstand|bedside|pillow)\\b',
  ),
  p(
    'suicide',
    '\\b(?:had|got|get|took|take|taking|getting|have|keep taking|loaded|load|loading|cleaned) (?:the |my |dads |my dads |his )?(?:shotgun|gun|rifle|pistol|revolver|handgun)(?: \\w+)? (?:out|down)\\b|\\b(?:loaded|load|loading) (?:the |my |dads |my dads )?(?:shotgun|gun|rifle|pistol|revolver|handgun)\\b|\\b(?:gun|pistol|revolver|barrel) (?:to|in|against) my (?:head|mouth|temple|chin)\\b',
  ),
  p(
    'suicide',
    '\\b(?:decided|made up my mind|know) (?:that )?(?:i|ill) (?:will not|wont|am not going to|not going to) (?:be (?:here|around|alive)|see) (?:for|at|by|past|after|christmas|easter|my|another|next)\\b|\\b(?:my|put my|got my|getting my) affairs (?:are )?in order\\b[^]{0,80}\\b(?:darkness|decided|not be here|no reason|goodbye|tonight|soon)',
  ),
  p(
    'suicide',
    '\\b(?:my|the) plan is to (?:do it|go|end it)\\b|\\b(?:going|planning|plan|decided) to do it (?:after|before|on|tonight|this|when|once|next)\\b',
  ),
  p(
    'suicide',
    '\\b(?:letters?|notes?)\\b[^|]{0,40}\\bexplain\\w* why i (?:had to|have to|did|am|chose|couldnt)\\b|\\bso (?:it|death|the end) (?:comes?|will come|happens?) (?:quicker|faster|sooner)\\b',
  ),
  p(
    'suicide',
    '\\bwaste of (?:oxygen|space|air|skin)\\b[^|]{0,30}\\b(?:going to fix|fix that|not for long|end it|wont be for long)|\\b(?:kill yourself|go die)\\b[^|]{0,40}\\b(?:theyre|they are|they might be|maybe theyre|maybe they are) right\\b',
  ),
  p(
    'suicide',
    '\\bhow (?:high|far) (?:a |of a )?(?:fall|drop|jump)\\b|\\bhow high (?:do|does|would|should)\\b[^|]{0,30}\\b(?:die|fatal|survive|jump|fall)\\b|\\b(?:depression|the darkness|the pain|it) (?:won|has won|wins)\\b[^]{0,20}\\b(?:tapping out|checking out|giving up|im done|i give up)\\b',
  ),
  p('suicide', '\\bmy funeral\\b[^]{0,40}\\bwant to (?:find out|see|test it)\\b'),
  p(
    'suicide',
    '\\bforgive me for what (?:im|i am) (?:about|going) to do\\b|\\b(?:this is|these are|here is|heres) my (?:last|final) (?:message|post|words|text|prayer|night|goodbye)\\b|\\b(?:giving|gave|give) (?:away )?(?:all )?my (?:things|stuff|belongings) away\\b(?![^|]{0,40}\\b(?:moving|move|downsiz\\w*))|\\blook like an accident\\b[^|]{0,40}\\b(?:insurance|my (?:family|fam|kids|wife|husband) (?:gets?|can))',
  ),
  // Self-harm.
  p(
    'selfharm',
    '\\b(?:cut|cutting|burn|burning|hit|hitting|hurt|hurting|harm|harming|scratch|scratching|starve|starving|bang|banging|bruise|bruising)(?: on)? myself\\b(?! (?:off|out)\\b)',
  ),
  p(
    'selfharm',
    '\\bpunish(?:ing)? myself (?:with|by) (?:a |my )?(?:razor|blade|knife|cutting|burning|hitting|lighter)',
  ),
  p('selfharm', '\\b(?:urge|urges) to (?:cut|self harm|hurt myself|burn myself)\\b'),
  p(
    'selfharm',
    '\\b(?:hide|hiding|cover|covering) (?:the |my )?(?:fresh |new )?(?:cuts|scars|burns|self harm)\\b|\\bcuts on my (?:arms?|legs?|wrists?|thighs?|stomach)\\b',
  ),
  p('selfharm', '\\bscratch (?:my skin |myself )?(?:till|until) (?:it |i )?bleeds?\\b'),
  p('selfharm', '\\b(?:relapsed|relapse|relapsing)(?: on| with| into)? (?:self harm|cutting)\\b'),
  p(
    'selfharm',
    '\\bi (?:cut|burn)(?= \\|| $)|\\bi (?:cut|burn) (?:again|today|yesterday|last night|every|when|because|my (?:arms?|wrists?|legs?|thighs?|skin))\\b',
  ),
  p(
    'selfharm',
    '\\b(?:clean|relapsed?|relapsing|urges?)\\b[^|]{0,30}\\bself harm\\b|\\bself harm\\b[^|]{0,30}\\b(?:clean|relapse|urges?|blade)\\b',
  ),
  // Eating used as harm, a relapse told in recovery's words, hiding what was done (care-heldout33).
  p(
    'selfharm',
    '\\b(?:made|make|making|makes) myself (?:throw up|puke|vomit|purge)\\b|\\b(?:ate|eaten|had|allowed myself|let myself have) (?:only |just |like )?\\d{2,3} calories\\b[^|]{0,40}\\b(?:today|all day|a day|yesterday|deserve)\\b|\\b(?:fell|falling|fallen) off the wagon (?:with|w) (?:the )?(?:cutting|self harm\\w*|burning)\\b|\\b(?:bandaids?|band aids?|plasters|bandages|gauze)\\b[^|]{0,40}\\bso (?:no one|nobody|noone|no body) (?:sees|can see|notices|will see|finds out)\\b',
  ),
  p(
    'selfharm',
    '\\b(?:hit|bang|banged|hitting|banging) my head (?:against|on) (?:the )?wall\\b|\\bscratch(?:ing)? my (?:arms?|legs?|skin|wrists?) (?:until|till) (?:they|it) bleeds?\\b|\\bcutting is the only\\b|\\b(?:covered in|full of) (?:cuts|scars|burns)\\b|\\b(?:stabbing|stab|burning|burn) my (?:leg|arm|hand|thigh|skin)\\b|\\bpunishing my body\\b|\\b(?:havent|have not) eaten in \\d+ days on purpose\\b',
  ),
  p(
    'selfharm',
    '\\b(?:carv\\w*|etch\\w*|scratch\\w*|cut\\w*|burn\\w*|slic\\w*) (?:\\w+ ){0,3}(?:into|in|on) my (?:skin|arms?|legs?|wrists?|thighs?|stomach|hips?)\\b(?! (?:by accident|accidentally|cooking|in the kitchen))|\\blong sleeves\\b[^|]{0,60}\\bmy (?:arms|wrists|legs|scars|cuts)\\b|\\b(?:hide|hiding|cover|covering) my (?:arms|wrists|thighs)\\b',
  ),
  p(
    'selfharm',
    '\\b(?:\\d+|\\w+) (?:days|weeks|months) (?:clean|free)\\b[^|]{0,30}\\b(?:down the drain|gone|ruined|over|lost|wasted|broke|broken)\\b|\\b(?:broke|lost|ruined|threw away|blew) (?:my )?(?:\\d+|\\w+) (?:days?|weeks?|months?) (?:of )?(?:being )?clean\\b|\\bself harmed\\b',
  ),
  p(
    'abuse',
    '\\b(?:kissed|touched|groped) me\\b[^|]{0,60}\\bim 1[0-7]\\b|\\bim 1[0-7]\\b[^|]{0,80}\\b(?:kissed me|pics|pictures|nudes|sleep with)\\b|\\b(?:post|share|send) the (?:ones|pics|pictures|photos) i (?:already )?sent\\b|\\bforces? me to (?:sleep with|have sex|touch|do)\\b',
  ),
  p(
    'abuse',
    '\\blocked me out\\b[^|]{0,60}\\b(?:no food|since last night|all night)|\\b(?:bruises|marks|welts) from my (?:parents?|dad|mom|father|mother|stepdad|stepmom)\\b|\\b(?:shouts at|yells at) me and (?:pushes|hits|slaps|grabs) me\\b',
  ),
  p(
    'domestic',
    '\\bthreatens? me with (?:a )?(?:knife|gun|weapon)\\b|\\b(?:punching|kicking|banging|pounding|breaking) (?:on )?the door\\b|\\b(?:he|she) broke my (?:wrist|arm|nose|jaw|ribs?)\\b|\\b(?:hurt|kill) my (?:dog|cat|kids|children|pet) if i\\b|\\bif i (?:ever )?leave (?:he|she) (?:will|would|ll) (?:find|kill|hurt)\\b|\\b(?:next time|one day) (?:it )?will be worse\\b|\\b(?:wont|will not) let me see my (?:family|friends)\\b',
  ),
  p(
    'medical',
    '\\bchest (?:really |so |very )?(?:hurts|is hurting)\\b|\\b(?:left )?arm is (?:numb|tingling)\\b|\\b(?:bad |terrible |very bad |crushing )?pain in my chest\\b|\\b(?:blood everywhere|soaked through|wont stop bleeding|will not stop bleeding)\\b|\\btook too many of (?:her|his|my) \\w*\\s?(?:pills|tablets|medication|meds)\\b|\\b(?:going to|gonna|about to) pass out\\b[^|]{0,40}\\b(?:blood|hit my head)|\\bhit my head\\b[^|]{0,60}\\bblood\\b',
  ),
  p(
    'medical',
    '\\b(?:is |are |hes |shes |keeps )?(?:choking|turning blue|going blue|having a seizure|seizing|convulsing)\\b(?![^|]{0,20}\\b(?:lol|lmao|haha))|\\b(?:face|lips|tongue|throat) (?:is |are )?(?:swelling|swollen)\\b[^|]{0,40}\\b(?:wheez|breath|allergic|cant)|\\b(?:hit|banged) (?:his|her|their|my) head\\b[^|]{0,60}\\b(?:throwing up|vomiting|confused|passed out|wont wake|unconscious)',
  ),
  // Abuse and violence at home, happening now.
  p(
    'abuse',
    '\\b(?:comes|came|gets|got|climbs|climbed|walks|walked) (?:in|into) (?:the )?(?:shower|bath|bathtub|bed) with me\\b|\\b(?:will not|wont|doesnt|does not|dont|do not|never) (?:let me eat|feed me)\\b|\\bno food (?:for|in) (?:days|two days|three days)\\b',
  ),
  p(
    'domestic',
    '\\b(?:ex|stalker|ex husband|ex wife|ex boyfriend|ex girlfriend)\\b[^|]{0,30}\\b(?:(?:showing|shows|showed|turning|turns|turned) up at my|follows me|following me|broke into my|breaks into my|waiting outside my)\\b|\\b(?:restraining|protective|protection) order\\b[^|]{0,40}\\b(?:doesnt care|does not care|ignores|violat\\w*|keeps|showed up|still)\\b',
  ),
  p(
    'abuse',
    '\\b(?:comes|came|come) into my (?:room|bed)\\b|\\b(?:does|did|doing) (?:things|stuff) to me\\b',
  ),
  p(
    'abuse',
    '\\b(?:sends|sent|sending) me (?:sexual|nude|naked|explicit|dirty)\\b|\\bmakes me (?:send|take off|touch|have sex|do things|do stuff)\\b',
  ),
  p(
    'abuse',
    '\\bi (?:was|got|am|have been|ve been|ive been|been|keep getting|keep being) (?:sexually )?(?:raped|molested|assaulted|sexually assaulted|abused|trafficked|groomed)\\b',
  ),
  p(
    'abuse',
    '\\blocks? me (?:in|out)\\b[^|]{0,40}\\b(?:without food|for days|all night|room|basement|closet|cupboard|cellar|shed|garage)\\b|\\bwithout food for days\\b',
  ),
  p(
    'abuse',
    `\\b(?:someone|somebody|he|she|they)(?: is| are| keeps)? (?:hurting|abusing|touching|beating|hitting) my (?:little )?(?:brother|sister|son|daughter|kids?|children|baby)\\b`,
  ),
  p('domestic', `\\b(?:afraid|scared|terrified|frightened) (?:of|of my) (?:my )?${PARTNER}\\b`),
  p(
    'domestic',
    '\\b(?:afraid|scared|terrified) to go (?:back )?home\\b|\\b(?:afraid|scared|fear|terrified) for my (?:life|safety)\\b',
  ),
  p(
    'domestic',
    '\\bthreat\\w* (?:to )?(?:kill|hurt) me\\b|\\b(?:kill|hurt) me if i (?:leave|tell|go|call)\\b',
  ),
  p(
    'domestic',
    '\\bif i (?:tell|leave|call)(?: anyone| someone| the police| the cops| my family)? (?:he|she|they)(?: will| would| is going to)? (?:hurt|kill|take)\\b',
  ),
  p(
    'domestic',
    '\\block(?:s|ed)? me in the house\\b|\\btook my phone\\b[^|]{0,30}\\block|\\block\\w*\\b[^|]{0,30}\\btook my phone\\b',
  ),
  p(
    'domestic',
    '\\bhiding (?:in|from)\\b[^|]{0,60}\\b(?:banging|pounding|kicking|breaking) (?:on )?(?:the )?door\\b',
  ),
  p(
    'domestic',
    `\\b(?:im|i am) in an? (?:abusive|violent) (?:relationship|marriage|home)\\b|\\bmy ${PARTNER} is (?:abusive|violent)\\b`,
  ),
  // A medical emergency now.
  p(
    'medical',
    '\\b(?:pressure|pain|tightness|squeezing|heaviness|weight) (?:in|on) my chest\\b|\\bchest\\b[^|]{0,40}\\b(?:into|down|to) my (?:jaw|left arm|arm|neck|back)\\b|\\b(?:vomiting|throwing up|coughing up|puking|spitting up|coughing) (?:up )?blood\\b|\\b(?:cant|cannot|can not) get (?:any )?(?:air|a breath)\\b|\\basthma attack\\b|\\binhaler (?:is )?(?:empty|ran out|not working|wont work)\\b',
  ),
  p(
    'medical',
    `\\b(?:took|taken|swallowed|downed|ate|had|just took)\\b(?: like| about| over| maybe)? (?:\\d+|a (?:whole |full )?(?:bottle|box|pack) of|all (?:of )?(?:my|the|his|her)|too many|way too many|a bunch of|a handful of|a lot of|twenty|thirty|forty|fifty|a hundred)(?: \\w+){0,2} ${PILLS}\\b`,
  ),
  p(
    'medical',
    '\\b(?:chest (?:pain|pains|hurts|is hurting|feels tight|is tight|tightness|pressure)|crushing (?:pain|pressure))\\b[^|]{0,60}\\b(?:right now|now|numb|cant breathe|sweating|left arm)\\b|\\b(?:my|i have|having) chest (?:pain|pains|hurts|pressure)\\b',
  ),
  p('medical', '\\b(?:cant|can barely|struggling to|hard to|unable to) breathe\\b'),
  p(
    'medical',
    '\\b(?<!almost |nearly |gonna |going to |will |would |might )(?:having|have|had) (?:a |an )?(?:heart attack|stroke|seizure|allergic reaction|anaphylactic)\\b|\\b(?:drank|drunk|swallowed|ate|drink|swallow) (?:some )?(?:bleach|poison|drain cleaner|antifreeze|rat poison|weed killer|pesticide|lighter fluid|detergent|cleaning fluid)\\b|\\bthroat (?:is |getting |feels )?(?:tight|tighter|closing up)\\b|\\b(?:face|mouth) (?:is )?drooping\\b|\\bthroat (?:is )?(?:closing|swelling)\\b',
  ),
  p(
    'medical',
    '\\b(?:is|are) (?:unconscious|unresponsive|not responding|not breathing|turning blue)\\b|\\b(?:will not|wont|cant) wake (?:him|her|them) ?up\\b|\\b(?<!\\bi )(?:will not|wont|cant|does not) wake up\\b|\\b(?:stopped|not|is not|isnt) breathing\\b|\\blips (?:are )?(?:turning )?blue\\b|\\b(?:just )?collapsed\\b[^|]{0,30}\\b(?:not|isnt|is not) (?:responding|breathing|waking)',
  ),
  // Violence told by what is happening, not named: a threat with a weapon or fire, a weapon out, being
  // locked in, a break-in, a stalker near. "my parents will kill me" stays an idiom: kill is not here.
  p(
    'domestic',
    '\\b(?:will|ll|going to|gonna|threaten\\w* to|coming to|coming back to|said (?:they|he|she)(?:d| would| will)) (?:shoot|stab|jump|rape|kidnap|burn)(?: up)? (?:me|us|my(?! shot)|our|(?:it|the house|my house|our house) down)\\b|\\bkill (?:me|us) for (?:becoming|being|converting|leaving|following|my faith)\\b',
  ),
  p(
    'domestic',
    '\\b(?:has|got|pulled|pulling|holding|waving|grabbed) (?:a|the|his|her|their) (?:knife|gun|machete|pistol|rifle|shotgun) (?:out|on me|at me|to my)\\b|\\b(?:knife|gun) to my (?:head|throat|neck|chest)\\b|\\bone (?:of them )?has a (?:knife|gun)\\b',
  ),
  p(
    'domestic',
    '\\b(?:has|have|got|keeps?|kept) me (?:locked|trapped|tied up|chained)\\b|^ (?:im |i am |been |were |we are )?(?:locked|trapped) in (?:the |a |my )?(?:basement|cellar|closet|trunk|boot|attic|shed|garage|van|car|room|bathroom)\\b',
  ),
  p(
    'domestic',
    '\\b(?:someone|somebody|a man|a guy|some guy|some guys|people|men|he|they|my ex)(?: (?:just|is|are|has|have|keeps))? (?:broke|breaking|broken|kicked|kicking|smashed|smashing|trying to break|tried to break|trying to get) (?:in|into|down) ?(?:my|our|the)? ?(?:window|door|house|home|apartment|flat|room)?\\b|\\b(?:someone|somebody|a man|a guy) (?:just )?(?:broke|smashed) (?:my|our|the) (?:window|door)\\b',
  ),
  p(
    'domestic',
    '\\bstalk(?:ed|ing|s)? (?:me|for)\\b[^|]{0,80}\\b(?:today|tonight|right now|in my car|outside my|knows where i|knows my)\\b|\\b(?:outside my house|outside my door|outside my window) (?:shouting|yelling|screaming|with a)\\b|\\b(?:shouting|yelling|screaming) outside my (?:house|door|window)\\b',
  ),
  // Abuse told as what is done: "getting beat with a belt every day".
  p(
    'abuse',
    '^ (?:i )?(?:keep |am |im )?(?:getting|get|got|been getting) (?:beat|beaten|hit|whipped|slapped|punched|kicked|choked|strangled) (?:with|by|every|again|all the time|daily|when)\\b',
  ),
  // Emergencies told as events: labour too early, too much of a drug, losing consciousness.
  p(
    'medical',
    '\\bwater (?:just )?broke\\b[^|]{0,40}\\b(?:weeks|blood|bleeding|early)\\b|\\b(?:did|took|done|had|used) (?:way )?too much (?:heroin|fentanyl|fent|coke|cocaine|meth|xanax|molly|mdma|ketamine|opioids?|oxy\\w*|percs?|lean)\\b|\\b(?:can barely|cant|cannot|can not|struggling to) (?:stay awake|keep my eyes open)\\b',
  ),
  p(
    'medical',
    '\\bbleeding (?:a lot|heavily|badly|everywhere)\\b|\\b(?:cant|cannot) stop (?:the )?bleeding\\b|\\bbleeding\\b[^|]{0,30}\\b(?:will not|wont) stop\\b',
  ), // Stop 52, from care-heldout11 and 12: danger told by what just happened. Violence: set upon, shots
  // near, death threats with the reader's address out.
  p(
    'domestic',
    '\\b(?:got|just got|been|getting|was) jumped\\b(?! (?:in|into|by the (?:holy|spirit)))|\\b(?:gunfire|gunshots|gun shots|shots fired|active shooter)\\b[^|]{0,60}\\b(?:now|outside|next door|on the floor|hiding|in the (?:building|school|church|mall|street|hall))\\b|\\b(?:getting|got|receiving|received|keep getting|been getting) death threats\\b|\\bdeath threats?\\b[^|]{0,60}\\b(?:my address|where i live|my home|my house)\\b',
  ),
  // A bite or sting in the wild, signs of meningitis, carbon monoxide, a baby in the womb gone still.
  p(
    'medical',
    '\\b(?:snake|rattlesnake|copperhead|cobra|spider|black widow|scorpion)\\b (?:just )?(?:bit|stung) me\\b|\\bbitten by a (?:snake|rattlesnake|copperhead|spider|black widow|scorpion)\\b|\\bstiff neck\\b[^|]{0,40}\\b(?:fever|rash)\\b|\\b(?:fever|rash)\\b[^|]{0,40}\\bstiff neck\\b|\\bcarbon monoxide\\b[^|]{0,40}\\b(?:alarm|detector|going off|headaches?|dizzy|sick)\\b|\\b(?:co|gas) (?:alarm|detector) (?:is )?(?:going off|beeping)\\b|\\bbaby (?:has )?(?:stopped|isnt|is not|not|hasnt been|has not been) (?:moving|kicking)\\b',
  ),
  // How much of a medicine would kill: "is 40 of my antidepressants enough"; means bought for oneself.
  p(
    'suicide',
    '\\b(?:is|are|would|will) (?:\\d+|\\w+) (?:of (?:my|these|the|those) )?(?:pills|tablets|antidepressants|sleeping pills|tylenol|paracetamol|advil|ibuprofen|xanax|meds|oxys?)\\b[^|]{0,20}\\b(?:enough|kill|fatal|lethal|do it)\\b|\\b(?:bought|got|buying|getting) (?:a |the )?(?:gun|pistol|handgun|rope)\\b[^|]{0,20}\\bfor myself\\b',
  ),
  // Stop 52, from care-heldout13: threats to many, a weapon waved, shots near home, a threat of a date.
  p(
    'domestic',
    '\\b(?:bring|bringing|brings) (?:a |his |her |their )?(?:gun|guns|rifle|knife) to (?:school|church|youth group|youth|work|class|service)\\b|\\b(?:going to|gonna|will|plans? to|threaten\\w* to) (?:shoot|kill|stab) (?:everyone|everybody|us all|all of us)\\b|\\b(?:waving|swinging|brandishing|pulled|pulling) (?:a|an|the|his|her|their) (?:knife|gun|machete|pistol|rifle|shotgun|axe|bat)\\b|\\bshots fired (?:on|in|at|near|outside) (?:my|our) \\w+|\\b(?:you|u) (?:wont|will not|will never|wont ever) (?:see|live to see|make it to) (?:christmas|tomorrow|next week|your birthday|the morning|another)\\b|\\bthrows? (?:stuff|things|plates|dishes|bottles|chairs) at me\\b',
  ),
  // Self-harm and suicide told sideways: what blood does, blades found, knowing the dose, a last night.
  p(
    'selfharm',
    '\\bthe blood makes me feel\\b|\\b(?:found|took) my blades\\b|\\bnow (?:im|i am) using (?:glass|a razor|scissors)\\b',
  ),
  p(
    'suicide',
    '\\bi know (?:exactly )?(?:which|what) (?:meds|pills|drugs)\\b[^|]{0,30}\\bhow (?:much|many)\\b|\\bfeel like dying\\b[^|]{0,30}\\b(?:not joking|for real|seriously)\\b|\\bwhy (?:keep|go on|bother) living\\b|\\b(?:lose|end|take) my life on purpose\\b|\\bmy last (?:night|day) (?:on earth|alive)\\b|\\b(?:step|jump|walk|throw myself) in front of (?:the|a) (?:train|bus|truck|lorry|car)\\b|\\bmy funeral\\b[^]{0,40}\\bmight as well\\b',
  ),
  p('medical', '\\b(?:just|suddenly) (?:collapsed|passed out|fainted|went limp)\\b'),
  // From care-heldout14: a plan told by its means and place, a death made to look like chance, a lethal
  // fast, a threat left at the door, a violent man loose and near, a fall with no movement after.
  p(
    'suicide',
    '\\ba hose\\b[^|]{0,40}\\b(?:tank|exhaust|car|garage)\\b|\\b(?:full tank|exhaust)\\b[^|]{0,40}\\ba hose\\b|\\bpainless ways?\\b|\\bmake it look like an accident\\b|\\blooked up (?:the )?(?:cliffs|bridges|tallest|how high)\\b|\\b(?:policy|insurance)\\b[^]{0,60}\\blooks? like an accident\\b|\\blife insurance\\b[^]{0,60}\\b(?:clause|suicide|runs out|pays out)\\b|\\b(?:stopped|stop|quit) (?:eating and drinking|drinking and eating)\\b[^]{0,60}\\b(?:started|days ago|not stopping|suicide)\\b|(?:^ |\\b(?:im|i am|sitting|standing|waiting) )(?:at|on|by) the (?:train )?tracks\\b',
  ),
  p('selfharm', '\\b(?:want|going|gonna) to use something sharp(?:er)?\\b'),
  p(
    'domestic',
    '\\b(?:notes?|messages?|letters?|texts?) saying (?:im|i am|ill be) next\\b|\\b(?:man|guy|someone|somebody|men|people) with a (?:machete|knife|gun|rifle|axe)\\b[^|]{0,40}\\b(?:running|screaming|shooting|stabbing|attacking|hiding)\\b|\\b(?:hes|he is|shes|she is|theyre|they are) coming (?:for|after) (?:me|us|mom|mum|my \\w+)\\b|\\b(?:protective|restraining) order (?:doesnt|does not|isnt|is not|wont|didnt)\\b|\\bsaying (?:he|she) (?:sees|can see|is watching) me\\b|\\b(?:who|that) (?:assaulted|raped|attacked|molested|stalked) me\\b[^]{0,60}\\b(?:moved in|lives|outside|knocking|found me|next door|across)\\b',
  ),
  p('medical', '\\bfell\\b[^|]{0,40}\\b(?:isnt|is not|not|wont|stopped) (?:moving|responding|waking up)\\b'),
  // From care-heldout15: the night set and who will find the reader, a car sealed, charcoal and tape, the
  // knot tied, the tracks stared at, enough of a medicine saved, a funeral next week, "about to do the same".
  p(
    'suicide',
    '\\b(?:the one|who) (?:will|is going to|gonna) find me\\b|\\bengine running\\b[^|]{0,40}\\bwindows (?:up|closed|shut)\\b|\\bcharcoal\\b[^]{0,40}\\b(?:taped|sealed|tent|in the car|in the bathroom)\\b|\\b(?:door|doors|windows?) (?:is |are )?taped\\b|\\bthe (?:knot|noose) is (?:tied|ready)\\b|\\bstaring at the (?:tracks|pills|rope|gun|noose|ledge)\\b|\\bfinally have enough\\b|\\bmy funeral next (?:week|month)\\b|\\b(?:im|i am) (?:about|going|gonna) to do the same\\b[^]{0,0}(?<=\\b(?:sword|kill\\w*|die|died|suicide|himself|herself|hanged|hung|jumped)\\b[^]{0,120})|(?:failed|cant|nobody|no one|done|over|alone|tired)\\b[^]{0,80}\\bim on the balcony\\b',
  ),
  // Control told by what is taken: the reader's money, or their texts read and their job taken from them.
  p(
    'abuse',
    '\\b(?:controls|takes|took|keeps|has taken|is taking) (?:all )?(?:of )?my (?:money|bank card|bank account|pension|paycheck|wages|benefits|passport)\\b|\\b(?:reads|checks|goes through|monitors|tracks) (?:all )?(?:of )?my (?:texts|messages|phone|emails?|location)\\b[^|]{0,80}\\b(?:made|makes|wont let|doesnt let|does not let|forced|forces) me\\b',
  ),
  p(
    'domestic',
    '\\b(?:wont|will not|doesnt|does not) let me (?:have (?:any )?money|see my (?:family|friends|mom|parents)|leave the house|have a phone)\\b|\\b(?:bring|bringing|brings) (?:a |his |her |their )?(?:gun|guns|rifle|knife)\\b[^|]{0,40}\\b(?:tomorrow|(?:make|making) (?:us|all of us|them|everyone) pay)\\b|\\b(?:knows|found out|(?:they|he|she) know) where (?:the shelter|i live|im staying|we live|we are staying)\\b|\\b(?:come|coming) back (?:tonight|tomorrow) for\\b',
  ),
  p(
    'abuse',
    '\\bgetting physical\\b[^]{0,30}\\b(?:dont want|didnt want|do not want|against my will|scared|afraid)\\b',
  ),
  p(
    'medical',
    '\\bswallowed a handful\\b|\\b(?:baby|infant|newborn|toddler)\\b[^|]{0,40}\\b(?:floppy|limp)\\b|\\bfever of 10[4-9]\\b|\\bstopped sweating\\b|\\btalking nonsense\\b[^|]{0,40}\\b(?:heat|hot|degrees|sun)\\b|\\b(?:heat|hot|degrees|sun)\\b[^|]{0,40}\\btalking nonsense\\b',
  ),
  // From care-heldout16: what was bought "and got what i need", out of reasons at a lookout, a loaded gun,
  // a heated spoon, a tracker and a truck behind, a partner's bruises "she says i made her do it", tied to
  // the bed, shooting on the street.
  p(
    'suicide',
    '\\bgot what i need\\b[^]{0,60}\\b(?:let me in|heaven|forgive|god)\\b|\\bout of reasons\\b|\\bparked at the (?:cliff|bridge|edge|lookout|dam)\\b|\\b(?:gun|pistol|revolver|rifle|shotgun) is loaded\\b|\\b(?:im|i am) (?:about|going|gonna) to jump\\b|\\blast (?:night|day) on earth\\b|\\bpray(?:ing)? (?:to die|that i (?:die|dont wake up))\\b',
  ),
  p(
    'selfharm',
    '\\bpressing it (?:on|into|against) my (?:arm|arms|skin|leg|legs|wrist|thigh)\\b|\\bheating (?:a|the) (?:spoon|knife|lighter|coin|paperclip)\\b',
  ),
  p(
    'domestic',
    '\\b(?:airtag|air tag|gps tracker|tracker)\\b[^]{0,40}\\b(?:car|bumper|bag|purse|jacket)\\b|\\b(?:same|that) (?:\\w+ )?(?:car|truck|van|guy|man) is (?:behind|following) me\\b|\\bbruises (?:on|all over) my (?:\\w+ )?from (?:my|her|his)\\b|\\bsays i made (?:her|him) do it\\b|\\b(?:somebody|someone|people|they) (?:is |are )?shooting (?:on|in|at|outside) (?:my|our)\\b',
  ),
  p('abuse', '\\b(?:keep|keeps|kept) tying me\\b|\\b(?:tie|tied|tying) me (?:to|up)\\b'),
  // From care-heldout17: a jump asked about, guns at hand with nothing left, "me and my .45", dying by
  // one's own hand or by choice, waiting for the pills, someone in the house, photos of the reader's
  // children sent by strangers, a note "im dead this week", a man coming back with his gun, soaking a pad
  // after birth, a face turning grey.
  p(
    'suicide',
    '\\bif i jump\\b(?! (?:rope|in|on the|at))|\\b(?:got nothing|nothing left|had enough|cant do this)\\b[^]{0,40}\\b(?:shotguns?|guns?|pistol|rifle) (?:is |are )?in the (?:closet|drawer|safe|truck|glovebox)\\b|\\bme and my (?:\\| )?(?:45|38|9mm|glock|gun|pistol|rifle|shotgun)\\b|\\bby (?:my|your|ur) own hand\\b|\\b(?:dying|die) by choice\\b|\\b(?:im|i am) (?:about|going|gonna) to (?:commit suicide|kill myself|end it|overdose|od)\\b|\\b(?:asking|ask) (?:cause|because|bc|cuz) (?:im|i am) about to\\b|\\bwaiting for the (?:pills|meds|tablets) to kick in\\b|\\bgiving away my (?:stuff|things)\\b[^]{0,40}\\b(?:whats next|feels so light)\\b',
  ),
  p('selfharm', '\\bcutting is how i\\b'),
  p(
    'domestic',
    '\\b(?:texting|sending) me (?:pics|pictures|photos) of my (?:kids|children|house|car|daughter|son)\\b|\\b(?:theres|there is) (?:someone|somebody|a man|a guy) (?:in|inside) (?:my|the|our) (?:house|home|apartment|room)\\b|\\bstalker\\b[^]{0,30}\\b(?:found|knows|has) my\\b|\\bcoming to take (?:him|her|them|the kids|my \\w+)\\b|\\bwill hurt anyone\\b|\\bsaying (?:im|i am|youre|you are) dead\\b|\\b(?:come|coming) back (?:here |to the \\w+ )?with (?:his|a|her|their) (?:gun|knife|rifle)\\b|\\btheyre shooting (?:on|in|at|outside) (?:my|our)\\b',
  ),
  p('medical', '\\bsoaking (?:a|through a|through) pads?\\b|\\bturning (?:gray|grey|purple)\\b'),
  // From care-heldout18: means named with the subject left out ("loaded it."), the place of a death
  // returned to, one turn of the wheel, an early going home chosen, harm with a hot object, pain sought
  // to drown the rest, a threat tonight to someone in the house, an escape with the children, a mob
  // outside, calls that only breathe, a crash and no movement.
  p(
    'suicide',
    '^ (?:just )?(?:loaded|cocked) (?:it|the gun|my gun|the pistol)\\b|^ (?:just )?(?:bought|got) (?:a |the )?(?:rope|noose|gun|pistol|shotgun|revolver)\\b|\\bone (?:turn|jerk|twist|pull|flick) of the (?:steering )?wheel\\b|\\b(?:keep|kept|keeps) (?:walking|going|driving|coming) (?:down |out |back )?(?:to|past|by) the (?:tracks|train tracks|bridge|cliff|ledge|overpass|dam|edge)\\b|\\b(?:go|going|goes|leave|leaving|check out|checking out) (?:home |out )?(?:to (?:jesus|god|heaven) )?early\\b[^]{0,60}\\b(?:i am|im) (?:so )?(?:choosing|going to|gonna|ready)\\b',
  ),
  p(
    'selfharm',
    '\\b(?:hot|burning|heated) (?:\\w+ )?(?:iron|spoon|lighter|knife|coin|cigarette|pan|curling iron)\\b[^|]{0,20}\\b(?:on|into|against|to) my (?:arm|arms|skin|leg|legs|wrist|wrists|thigh|thighs|stomach|hand)\\b|\\bi (?:hurt|cut|burn|hit) (?:my body|myself)? ?so (?:that )?i (?:dont|do not|cant|can not|wont) (?:have to )?feel\\b|\\bi cut (?:to cope|for me|to feel|to forget|when it gets)\\b',
  ),
  p(
    'domestic',
    '\\b(?:going to|gonna|will|is going to) kill (?:my |our )?(?:mom|mum|mother|dad|father|sister|brother|wife|husband|us|all of us) tonight\\b|\\b(?:hes|he is|shes|she is) (?:loading|cleaning|holding|waving) (?:his|her|the|a) (?:gun|shotgun|rifle|pistol|revolver)\\b|\\bcoming (?:for|after) (?:him|her|them|us) tonight\\b|\\b(?:wait|waiting) (?:for|till|until) (?:him|her) to (?:fall asleep|pass out|passes out|leave|go to work|be asleep)\\b|\\b(?:till|until) (?:he|she) (?:passes out|falls asleep|is asleep|leaves)\\b[^|]{0,40}\\b(?:get out|sneak out|leave|run)\\b|\\b(?:mob|rioters|riot|gunman|gunmen|shooter|attackers)\\b[^]{0,60}\\b(?:trapped|stuck|hiding|barricaded|locked) (?:inside|in here|in the)\\b|\\b(?:keeps|kept) calling\\b[^]{0,40}\\b(?:breathing|says my|saying my)\\b',
  ),
  // From care-heldout19: a death in Scripture taken as the reader's plan, a hose through the window,
  // voices that say to do it, a cut deeper than before, a threat against the whole house, glass breaking,
  // armed men near and the reader hiding, a note that "we are next".
  p(
    'suicide',
    '\\b(?:judas|saul|ahithophel|zimri|samson|abimelech)\\b[^]{0,80}\\bi (?:think i |feel like i |feel i )?(?:should|want to|will|might|am going to|gonna|could) do (?:what (?:he|they) did|the same|that too|it too|like (?:him|them))\\b|\\bhose\\b[^|]{0,30}\\b(?:in|through|into) the (?:car )?window\\b|\\bvoices (?:say|says|keep saying|tell me|keep telling me|are telling me|telling me)(?: that)? (?:i should|to) (?:jump|die|end it|kill|do it|hang|walk into traffic|step in front)\\b',
  ),
  p(
    'selfharm',
    '\\b(?:went|cut|go|gone) deeper than (?:usual|before|ever|last time|i meant)\\b|\\bcut (?:themselves|himself|herself)\\b[^]{0,60}\\bi do (?:that|the same|it)(?: thing)?(?: too| also| to feel|$)',
  ),
  p(
    'domestic',
    '\\b(?:yelling|screaming|shouting|saying|says|said|threatening)(?: that)? (?:hes|he is|he will|hell|shes|she is|she will|theyre|they will) (?:gonna |going to )?kill (?:us|all of us|us all|me|my mom|my mum|mom|mum)\\b|\\b(?:hear|hearing) (?:glass|plates|dishes|things|furniture) (?:breaking|smashing|shattering|crashing|being thrown)\\b|\\b(?:men|soldiers|guys|people|gunmen|militia|someone|somebody) with (?:guns|rifles|machetes|knives|weapons|a gun|a rifle|a machete)\\b[^]{0,60}\\b(?:we are|were|im|i am) hiding\\b|\\b(?:note|message|letter|sign|painted|wrote|written)\\b[^|]{0,30}\\b(?:were|we are|we re) next\\b',
  ),
  // From care-heldout20: a goodbye that blames no one, a leaving early, the reader's body like a barcode,
  // being held down ("they know where i live" joins the threats of stop 52 above).
  p(
    'suicide',
    '\\bnone of (?:it|this) (?:is|was) (?:his|her|your|their|ur) fault\\b|\\b(?:sheet|sheets|bedsheet|belt|cord|shoelaces?)\\b[^|]{0,20}\\b(?:twisted|tied|knotted)\\b|\\b(?:twisted|tied|knotted) (?:up )?(?:a |the |my )?(?:sheet|sheets|bedsheet)\\b|\\b(?:im|i am) not coming back(?: up| home| this time)?\\b|\\b(?:i|ive|i have|im|i am) (?:been )?(?:pocketing|stockpiling|hoarding|stashing|saving) (?:the |up |all the )?(?:\\w+ )?(?:morphine|pills|meds|oxy\\w*|fentanyl|insulin|tablets)\\b|\\bcourage to (?:finally )?(?:go through with it|do it|end it)\\b',
  ),
  p(
    'selfharm',
    '\\b(?:fresh|new) (?:lines|cuts|scars|marks) on my (?:arm|arms|leg|legs|thigh|thighs|stomach|wrist|wrists|hip|hips|skin|ankles?)\\b|\\bmy (?:razor|blade)\\b[^]{0,60}\\bused it\\b|\\b(?:pour|poured|pouring) (?:boiling|hot|scalding) water on my\\b',
  ),
  p(
    'abuse',
    '(?<!\\b(?:sin|anxiety|fear|depression|guilt|past|shame|it|this|that|doubt) )\\b(?:hold|holds|held|pin|pins|pinned) me down\\b(?! (?:spiritually|emotionally))|\\b(?:hes|he has|shes|she has) done things(?: to me)?\\b[^]{0,30}\\bim 1[0-7]\\b|\\b(?:asking|asks|wants|makes|made|tells|told) me to (?:come|go|be|stay) (?:to |in )?(?:his|her) (?:office|room|house|car) alone\\b',
  ),
  p(
    'domestic',
    '\\b(?:got|gets|getting|get) out of (?:prison|jail)\\b[^]{0,80}\\b(?:come (?:for|after) me|kill me|find me|hurt me)\\b|\\b(?:swore|swears|promised|threatened)\\b[^|]{0,30}\\b(?:he|she|they) (?:would|will|d|ll) (?:come (?:for|after) me|kill me|find me)\\b|\\b(?:hurt|kill) (?:my|me|us)\\b[^|]{0,30}\\bif i (?:call|tell|go to|report)\\b',
  ),
  p(
    'selfharm',
    '\\b(?:arm|arms|leg|legs|thigh|thighs|wrist|wrists|skin|stomach) (?:looks?|look) like a barcode\\b',
  ),
  p(
    'abuse',
    '\\b(?:belts?|belted|whips?|whipped|beats?|hits?) (?:me|us) (?:till|until) (?:i|we) bleed\\b|\\bwelts on my\\b',
  ),
  // From care-heldout21: a death in Scripture felt as the reader's own ("i get it now", "same jonah"),
  // things given so it is easy for the family after, a waste of oxygen, a last "sorry for everything",
  // hair pulled out in patches, the belt or a cord as the rule at home, food withheld for days, a car past
  // the house every night after a sworn revenge, a note with the children's names.
  p(
    'suicide',
    '\\b(?:judas|saul|ahithophel|zimri|samson|abimelech|jonah|elijah|job)\\b[^]{0,80}\\bi (?:get it now|(?:finally )?understand (?:it|him|why)(?: now)?|(?:feel|felt) (?:the same|that way|like him))\\b|\\bbetter (?:for me )?to die than (?:to )?live\\b[^]{0,40}\\b(?:same|me too|thats me|relate|i agree)\\b|\\b(?:stuff|things|belongings)\\b[^|]{0,30}\\b(?:easy|easier) for (?:my )?(?:family|kids|wife|husband|mom|parents|them) after\\b|\\bwaste of (?:oxygen|space|air)\\b|\\bdoing (?:the world|everyone|them|themselves) a favou?r\\b|\\bsorry for everything\\b[^]{0,40}\\b(?:(?:im|i am) (?:just )?waiting|goodbye|tonight)\\b',
  ),
  p(
    'selfharm',
    '\\bpull(?:ing|ed)? (?:my )?hair out in (?:patches|clumps)\\b|\\bpull(?:ing)? out my hair\\b[^|]{0,30}\\b(?:cant stop|patches|clumps|bald)\\b',
  ),
  p(
    'abuse',
    '\\bi get the (?:belt|rod|cord|switch|paddle|hose)\\b|\\b(?:uses|used|hits me with|beats me with|whips me with) (?:an |a |the |his |her )?(?:\\w+ )?(?:extension cord|cord|belt|wire|hanger|paddle|cable)\\b|\\b(?:i have|got|left|leaves) welts\\b|\\bnot allowed to eat\\b|\\b(?:go|went|gone) (?:two|three|four|\\d+) days without (?:food|eating)\\b',
  ),
  p(
    'domestic',
    '\\b(?:drives|driving|drove|walks|keeps driving) (?:past|by) (?:our|my) (?:house|home|apartment|place)\\b[^]{0,60}\\b(?:every night|again|swore|threat\\w*|get back at)\\b|\\b(?:swore|swears|threatened|promised)\\b[^|]{0,40}\\b(?:get back at|get even with|make (?:me|us|her|him|mom) pay)\\b|\\bnote on my (?:windshield|car|door|locker)\\b[^]{0,60}\\b(?:names?|soon|dead|next|watching|tonight)\\b',
  ),
  // From care-heldout22: "over for me too" after a death in Scripture, a gun in the truck after a loss, a
  // "how" thought through, hurting one's own body, tissues hidden, no places left to cut, a man at the door
  // with a weapon, the new address found.
  p(
    'suicide',
    '\\b(?:its|it is) over for me (?:too|as well)\\b|\\b(?:eviction|foreclosure|repossess\\w*|bankrupt\\w*|lost (?:the farm|everything|the house))\\b[^]{0,60}\\b(?:gun|guns|rifle|shotgun|pistol)s? (?:is |are )?in the (?:truck|car|glovebox|closet|drawer|barn)\\b|\\b(?:ive|i have) thought (?:it )?through how\\b|\\bgood thing i stopped caring\\b',
  ),
  p(
    'selfharm',
    '\\b(?:keep|keeps|kept) (?:hurting|cutting|burning|hitting) (?:my own body|my body|myself)\\b|\\bbloody (?:tissues|towels|rags|sheets)\\b[^]{0,60}\\b(?:i (?:told|said)|nosebleed|lied)\\b|\\b(?:places|room|skin|spots) (?:left )?to cut\\b',
  ),
  p(
    'domestic',
    '\\b(?:showed up|shows up|showing up|is|keeps coming) at (?:our|my) (?:gate|door|house|window|work)\\b[^]{0,40}\\bwith (?:a|an) (?:bat|crowbar|knife|gun|machete|pipe|axe)\\b|\\b(?:found|knows|tracked down|figured out) (?:my|our) new (?:apartment|place|address|house|number)\\b',
  ),
  // From care-heldout23: "and i really mean it" after a death named, photos from an unknown number, out of
  // prison and promised to find us, "says im next", someone in the house, a sugar in the thirties.
  p(
    'suicide',
    '\\b(?:die|died|dying|death|end it|my life)\\b[^]{0,60}\\bi (?:actually|really|truly) mean it\\b',
  ),
  p(
    'domestic',
    '\\b(?:texts?|texting|messages?|an unknown number)\\b[^]{0,40}\\bphotos? of my\\b|\\b(?:got|gets|getting|get) out of (?:prison|jail)\\b[^]{0,80}\\b(?:find us|come for us|kill us|hurt us)\\b|\\bsays (?:im|i am|ill be|we are|were) next\\b|\\bsomeone(?: is|s) in (?:the|my|our) (?:house|home|apartment)\\b',
  ),
  p('medical', '\\b(?:blood )?sugar (?:is|at|of|reading|was) (?:[1-4]\\d)\\b'),
  // From care-heldout24: a death in Scripture answered "take mine" or "ready to fix that", a dose known,
  // the cold water welcomed, walking into the sea, everything given away before going home soon, a goodbye
  // hidden; an old habit with a compass; pictures asked of a child, a secret kept by threat, Scripture's
  // abuse "what my brother does to me", rent paid "other ways"; a threat on a condition, someone standing
  // at the window, hiding from an ex just out of jail, a threat to shoot up a gathering.
  p(
    'suicide',
    '\\b(?:take|took|takes) (?:his|her|my) life\\b[^]{0,60}\\btake mine\\b|\\b(?:born|die|died|death|live|alive)\\b[^]{0,60}\\b(?:me too|same)\\b[^]{0,30}\\b(?:ready to (?:fix|end|finish) (?:that|it|this)|(?:im|i am) (?:actually |really |finally )?(?:gonna|going to) do something about it)\\b|\\bbetter (?:for me )?to die than (?:to )?live\\b[^]{0,40}\\bexactly how i feel\\b|\\bi know (?:exactly )?(?:which|what) (?:dose|amount)\\b|\\b(?:lake|river|ocean|sea|water|creek|bay)\\b (?:is|gets|looks) (?:so |really )?(?:cold|deep|freezing|high)\\b[^]{0,30}\\| good\\b|\\b(?:sold|gave|given|giving)\\b[^]{0,60}\\baway\\b[^]{0,60}\\b(?:going home|go home|be with (?:the father|jesus|the lord|god))\\b[^|]{0,20}\\bsoon\\b|\\b(?:say|saying) (?:goodbye|bye) to (?:my )?\\w+ without (?:them|her|him) (?:knowing|noticing)\\b',
  ),
  p(
    'selfharm',
    '\\b(?:habit|thing) with (?:the|a|my) (?:compass|blade|razor|lighter|sharpener|scissors)\\b|\\b(?:compass|razor|blade) (?:on|into|across) my (?:arm|arms|wrist|wrists|leg|legs|skin|thigh|thighs)\\b',
  ),
  p(
    'abuse',
    '\\b(?:sends|sent|texts|texted|shows|showed) me (?:pictures|pics|photos|nudes|videos)\\b[^]{0,40}\\b(?:asks|asked|wants|wanted|keeps asking) (?:me )?(?:for )?(?:mine|some back|some of me|pics|pictures|photos)\\b|\\b(?:bad things|something bad) (?:\\w+ )?happens? to (?:girls|boys|kids|children|you) who tell\\b|\\b(?:thats|that is) what my (?:\\w+ )?(?:brother|stepbrother|cousin|uncle|dad|father|stepdad|stepfather|grandpa|grandfather) (?:does|is doing|keeps doing) to me\\b|\\b(?:rent|the rent|debt|the bills?) (?:can|could) be paid (?:in )?other ways\\b|\\blets himself in (?:at night|while i sleep)\\b',
  ),
  p(
    'domestic',
    '\\b(?:or|else) (?:theyll|they will|hell|he will|theyre going to|theyre gonna|they are going to|hes going to|hes gonna) (?:kill|hurt|shoot) (?:us|me|our|my)\\b|\\bsomeone (?:has been |is |s been |s )?standing (?:outside|at|by) my (?:window|door|house)\\b|\\bhiding from my (?:ex|ex husband|ex wife|husband|boyfriend|stepdad|dad|father)\\b|\\b(?:said|says|threatened|swore) (?:hed|he would|shed|she would|theyd|they would|hes going to|hes gonna|to)(?: come)? (?:shoot up|bomb|burn down|blow up) (?:the|our|my)\\b',
  ),
  // From care-heldout25: barricaded in with someone trying to get in, documents kept by a boss who hits,
  // "god told him" a pastor is to sleep with the reader, nudes held over a breakup, scalding water until it
  // blisters, wounds reopened, a sting with hives and wheezing.
  p(
    'domestic',
    '\\bbarricad(?:ed|ing) (?:myself |us )?in\\b|\\b(?:hes|shes|theyre|someone is|someones|he is|she is|they are) (?:trying|tryna) to (?:get|break|bust|force (?:his|her|their) way) in\\b',
  ),
  p(
    'abuse',
    '\\b(?:keeps|kept|took|takes|holds|has) (?:all )?(?:our|my) (?:documents|passports?|papers|ids?)\\b[^]{0,60}\\b(?:hits|beats|hurts|threatens|wont let|locks)\\b|\\b(?:god|the lord|the spirit) told (?:him|her)\\b[^|]{0,40}\\b(?:sleep with|have sex with|be with) (?:him|her)\\b|\\b(?:post|share|send|leak|show) my (?:nudes|pics|photos|pictures|videos)\\b[^|]{0,40}\\bif i\\b',
  ),
  p(
    'selfharm',
    '\\b(?:scalding|boiling) water\\b[^|]{0,40}\\b(?:blister\\w*|burn\\w*|til|until)\\b|\\b(?:keep|kept|keeps) (?:re ?opening|ripping open|picking open|tearing open) (?:the |my )?(?:wounds?|cuts?|scabs?)\\b',
  ),
  p(
    'medical',
    '\\b(?:stung|sting|bee|wasp|hornet|peanuts?|shellfish)\\b[^]{0,60}\\bhives\\b[^]{0,40}\\b(?:wheez\\w*|cant breathe|throat)\\b',
  ),
  // From care-heldout26 and 27: a pet given a home "after", a farewell scheduled, "won't be a problem much
  // longer", the easy way out, a failed attempt to be done "properly", a beam strong enough; rent paid with
  // the body, made to sleep with others, beaten unless money is brought, married off as a child, papers kept
  // by a boss who will not pay; a man pinned under a tractor, going pale.
  p(
    'suicide',
    '\\b(?:made sure|found|arranged|got) (?:my|the) (?:cat|dog|pets?|animals?|kitty|puppy)\\b[^|]{0,30}\\b(?:a )?(?:new )?home (?:for )?(?:after|when (?:im|i am) gone)\\b|\\b(?:farewell|goodbye) (?:video|post|message|letter|note)\\b[^|]{0,30}\\b(?:recorded|scheduled|written|ready|done|set)\\b|\\b(?:(?:if|when) (?:i|u|you)|(?:im|i am|thinking (?:of|about)|gonna|going to|want to|wanna|about to)) tak(?:e|ing) the easy way out\\b|\\b(?:tried|attempted)\\b[^|]{0,30}\\b(?:didnt|did not|it didnt) work\\b[^]{0,40}\\b(?:properly|right this time|this time|for real) (?:tonight|today|this time)?|\\b(?:beam|rafter|branch|rope|belt|hook)\\b[^|]{0,25}\\bis strong enough\\b',
  ),
  p(
    'abuse',
    '\\bpay (?:the |my )?rent with my body\\b|\\b(?:makes|made|forces|forced|making) me (?:sleep|have sex|be) with (?:his|her|their|other|men|guys|him)\\b|\\b(?:if|unless) i (?:dont |do not )?bring (?:\\w+ )?money\\b[^|]{0,25}\\bi (?:get|will get) (?:beaten|hit|hurt|punished)\\b|\\b(?:marrying|marry) me off\\b|\\b(?:forcing|force|forced|making|make) me (?:to )?marry\\b|\\b(?:keeps|kept|took|takes|holds|has|have|taken) (?:all )?(?:our|my) (?:documents|passports?|papers|ids?)\\b[^|]{0,60}\\b(?:doesnt pay|does not pay|dont pay|never pays?|wont pay|immigration|cant leave|deport)\\b',
  ),
  // From care-heldout28: a service pistol taken out at night to join a late wife, a better face shown to a
  // counsellor over a date picked, a theory to test, sorry said to God in advance, "might be number 5", the
  // stuff bought after darkness named; "it's not rape if we're married"; tyres slashed and "my face is next".
  p(
    'suicide',
    '\\b(?:its|it is) time (?:i|for me to) (?:joined|join|went|go) (?:her|him|them|my \\w+)\\b|\\b(?:take out|taking out|took out|hold|holding|clean|cleaning) (?:my |the )?(?:service )?(?:pistol|gun|revolver|rifle)\\b[^]{0,40}\\b(?:think|thinking|wonder|wondering)\\b|\\b(?:thinks?|think) (?:im|i am) (?:doing )?(?:better|fine|okay|ok)\\b[^]{0,30}\\bbut i (?:already )?(?:have|got|picked|chose)\\b|\\b(?:spinning|turning|going on|fine) without me\\b[^]{0,40}\\btest (?:that|this|the) theory\\b|\\b(?:sorry|apologi[sz]e|forgive me|forgiveness)\\b[^|]{0,25}\\bin advance\\b|\\b(?:to|by) suicide\\b[^]{0,100}\\b(?:might|could|gonna|going to|will) be (?:number|no|#) ?\\w+\\b|\\b(?:darkness|psalm 88|done|goodbye|tired of)\\b[^]{0,80}\\b(?:bought|got|picked up) the stuff\\b',
  ),
  p('abuse', '\\b(?:its|it is|it s) not rape if\\b'),
  // From care-heldout29: the note written and "they will get over it", food and water refused until it is
  // over, "absent from the body" wanted asap, the one who wants to die being the pastor, going "while i have
  // the courage", laces taken and another way found, a balcony so many floors up, goodbye to the app and
  // everything; "he just did" after asking about a husband who hits.
  p(
    'suicide',
    '\\b(?:wrote|written|finished|left) (?:the|my) (?:note|letter)\\b[^]{0,60}\\b(?:get over it|eventually|better off|without me|goodbye|forgive me)\\b|\\b(?:refuse|refusing|stop|stopping|quit|quitting) (?:all )?(?:food|eating)(?: and (?:water|drinking))? (?:until|till|til) (?:its|it is|i am|im|i m) (?:over|gone|dead|done)\\b|\\bwant to be (?:absent|with (?:the lord|jesus|god)|home with (?:the lord|jesus)) (?:asap|now|tonight|soon|today|already)\\b|\\b(?:im|i am) the one (?:who|that) (?:wants?|is thinking|wishes|wish) to (?:die|end it|kill myself|not be here)\\b|\\b(?:go|do it|end it|jump) (?:now )?while i (?:still )?have the (?:courage|nerve|guts|strength)\\b|\\btook my (?:laces|shoelaces|belt|sheets)\\b[^]{0,40}\\b(?:found|another way)\\b|\\b(?:balcony|roof|bridge|ledge|window|building) is (?:\\d+|\\w+) (?:floors|stories|storeys|metres|meters|feet|ft|m) (?:up|high|down)\\b|\\bgoodbye to (?:this app|you all|yall|everyone|everybody) and (?:everything|everyone|everybody)\\b',
  ),
  p(
    'domestic',
    '\\b(?:hits|hit|beats|beat|hurts|chokes|slaps) (?:you|u)\\b[^]{0,40}\\b(?:he|she) just did\\b',
  ),
  p(
    'domestic',
    '\\bsaid my (?:face|head|house|car|kids?) (?:is|are) next\\b|\\b(?:slashed|smashed|keyed|broke) my (?:tires|tyres|car|windows?|windshield)\\b[^]{0,60}\\b(?:on (?:her|his|their) way|coming over|coming back|next)\\b',
  ),
  p(
    'medical',
    '\\b(?:pinned|trapped|stuck|crushed) (?:under|beneath)\\b|\\b(?:rolled|flipped) (?:the|his|her|my|our) (?:tractor|car|truck|atv|quad|mower)\\b[^|]{0,40}\\b(?:on (?:his|her|my)|pale|bleeding|trapped|stuck)\\b|\\b(?:going|turning|gone) (?:pale|grey|gray|blue)\\b',
  ),
  p(
    'medical',
    '\\b(?:crash|accident|collision|hit by a car|knocked off)\\b[^|]{0,50}\\b(?:is not|isnt|not|wont|stopped) (?:moving|responding|breathing|waking up)\\b',
  ),
  // From care-heldout30: scars fresh and hidden; a tongue thick and the body breaking out after a sting;
  // abuse that "keeps happening" with no one to tell, or that forgiveness is said to oblige the reader to allow.
  p(
    'selfharm',
    '\\b(?:scars|cuts|marks|burns)\\b[^|]{0,30}\\b(?:mine|my \\w+) (?:are|is) (?:still )?(?:fresh|new|raw|bleeding)\\b|\\b(?:mine|my (?:scars|cuts|marks)) (?:are|is) (?:still )?(?:fresh|new|raw)\\b[^|]{0,40}\\bhid\\w*\\b',
  ),
  p(
    'medical',
    '\\b(?:tongue|lips?) (?:feels? |is |are |getting |going )?(?:thick|swollen|swelling)\\b|\\bthroat (?:is |feels |keeps )?(?:closing|swelling)\\b|\\b(?:stung|sting|bee|wasp|hornet|peanuts?|shellfish)\\b[^]{0,60}\\b(?:(?:whole body|all over)\\b[^]{0,40}\\b(?:breaking out|hives|swelling|swollen)|(?:breaking out|hives|swelling|swollen)\\b[^]{0,20}\\b(?:whole body|all over))\\b',
  ),
  p(
    'abuse',
    `\\b(?:it|this) (?:keeps|still keeps|kept) happening\\b[^]{0,50}\\b(?:dont|do not|cant|can not) (?:know )?(?:who|anyone) (?:to )?tell\\b|\\b(?:let|allow) (?:my )?${ELDER}(?: \\w+)? (?:keep|go on|continue) (?:doing|to do) (?:this|that|it|these things|what he does|what she does) to me\\b`,
  ),
  // From care-heldout31: not being around for a child's day, made peace with it (not where an illness is
  // named); the painless way asked; a gun and nothing left to lose; a verse for the note; a suicide clause
  // run out; made to work with papers kept; "if i tell… he'll…"; meds hidden, a permission needed; a
  // nose broken by a husband.
  p(
    'suicide',
    '(?<!\\b(?:cancer|stage \\d|stage four|terminal|diagnos\\w*|hospice|tumou?r|months to live|chemo)\\b[^]{0,80})\\b(?:wont|will not|not going to|not gonna) be (?:around|here|alive) (?:to see|for|when|by)\\b(?![^]{0,80}\\b(?:cancer|stage \\d|stage four|terminal|diagnos\\w*|hospice|tumou?r|months to live|chemo)\\b)|\\b(?:is|does|would) (?:dying|death|it) (?:from|by|of) [^|]{0,40}\\b(?:painless|hurt|quick|peaceful)\\b|\\b(?:car exhaust|carbon monoxide)\\b[^|]{0,40}\\b(?:garage|painless|closed|car)\\b|\\b(?:revolver|gun|pistol|rifle|pills|rope)\\b[^]{0,60}\\bnothing (?:left )?to lose\\b|\\b(?:put|write|include|quote|use|end)\\b[^|]{0,20}\\bin my (?:last |final |goodbye )?(?:note|letter)\\b(?! app)|\\bsuicide clause\\b[^|]{0,40}\\b(?:runs out|expires|ends|is over|passed|lapses|done)\\b',
  ),
  p(
    'abuse',
    `\\b(?:make|makes|made|force|forces|forced) (?:me|us) work\\b[^]{0,80}\\b(?:keep|keeps|kept|took|take|have|has) (?:my|our) (?:papers|passports?|documents|ids?)\\b|\\bif i tell (?:anyone|anybody|someone|the school|my teacher|a teacher|the police|the cops|my (?:mom|mum|dad|teacher|counselor))\\b[^]{0,40}\\b(?:hell|shell|he will|she will|theyll|they will|ill get|i will get)\\b|\\b(?:hides|hid|hiding|takes|took|withholds|keeps) my (?:meds|medication|medicine|insulin|inhaler|pills)\\b|\\bneed (?:his|her) permission to (?:see|go|leave|eat|call|talk|visit)\\b`,
  ),
  p(
    'domestic',
    `\\b(?:${PARTNER}|${ELDER}|he|she)\\b[^|]{0,20}\\b(?:broke|busted|fractured|dislocated) my (?:nose|jaw|arm|ribs?|wrist|fingers?|tooth|teeth|eye socket|collarbone|shoulder)\\b`,
  ),
  // Read from care-heldout32 and 33 (stop 58), each class said in general words: a method of suicide
  // packed (a hose and tape for a car's exhaust), a tool turned on the reader's own skin, what is
  // broken to cut with; bruises from someone at home hidden by a story; sex demanded as a price by one
  // who has power over the reader; papers held by a boss with days no one could work; fear of what a
  // partner does if the reader leaves, with who they may talk to decided for them.
  p(
    'suicide',
    '\\b(?:hose|tube|tubing)\\b[^|]{0,20}\\b(?:duct )?tape\\b[^|]{0,40}\\b(?:trunk|car|exhaust)\\b|\\b(?:trunk|car|exhaust)\\b[^|]{0,40}\\b(?:hose|tube|tubing)\\b[^|]{0,20}\\b(?:duct )?tape\\b',
  ),
  p(
    'selfharm',
    '\\b(?:compass|razor|blade|sharpener|scissors|glass|pin|needle|lighter|pieces|shard)\\b[^|]{0,30}\\bon my (?:wrists?|arms?|thighs?|legs?|skin|stomach|hips?)\\b|\\b(?:broke|smashed|shattered|break|smash) (?:a|the|my) (?:glass|mirror|bottle|plate|mug|razor|sharpener)\\b[^|]{0,25}\\bso (?:that )?i (?:could|can|would have|had)\\b',
  ),
  p(
    'abuse',
    `\\b(?:bruises?|welts|marks|cuts|burns)\\b[^|]{0,30}\\bfrom my ${ELDER}\\b|\\b(?:told|tell|telling) (?:my |the |everyone|every one|them|people|(?:my |the )?(?:teacher|doctor|nurse|school|counselor|friends?))\\b[^|]{0,15}\\bi (?:fell(?! asleep| in love| behind| for)|tripped|walked into|bumped into)\\b`,
  ),
  p(
    'abuse',
    `\\b(?:${ELDER}|leader|elder|deacon|bishop|minister|manager)\\b[^|]{0,30}\\b(?:says|said|told me|tells me|makes me|made me)\\b[^|]{0,20}\\b(?:i have to|i must|i need to|i got to|to) (?:sleep with|have sex with|do sexual|send (?:him|her) (?:nudes|pics|pictures)) ?(?:him|her|them)?\\b`,
  ),
  p(
    'abuse',
    '\\b(?:boss|employer|owner|manager|agent|they|he|she) (?:keeps|kept|took|takes|has|holds|is holding) (?:all )?(?:of )?(?:our|my) (?:documents|passports?|papers|ids?|visas?)\\b[^]{0,80}\\b(?:\\d{2} (?:hr|hrs|hour|hours)|sleep on|no pay|not paid|unpaid|cant leave|not allowed)\\b',
  ),
  p(
    'abuse',
    `\\b(?:decides|controls|chooses|picks) who i (?:can|am allowed to|may|get to) (?:talk to|see|text|call|meet)\\b[^]{0,80}\\b(?:scared|afraid|terrified|fear)\\b|\\b(?:scared|afraid|terrified) (?:of )?what (?:he|she|they|my ${PARTNER}) (?:will do|does|would do|might do|ll do)\\b[^|]{0,10}\\bif i (?:go|leave|tell|talk)\\b`,
  ),
];

// Phrases that say it only when the reader says them of themselves: "i want to die", not "jonah wanted to die".
export const SAID_PATTERNS: CarePattern[] = [
  p('suicide', `\\b${WANT} to ${DEATH}`, true),
  // The reader about to hurt someone (care-heldout33): "im going to stab him", not "shoot him a text",
  // "stab him in the back", "shoot my shot" or "strangle my brother" over leftovers; a weapon pictured.
  p(
    'domestic',
    '\\b(?:going to|gonna|will|ll|about to|want to|wanna) (?:stab|shoot) (?:him|her|them|my (?!shot)\\w+)\\b(?! (?:a|an) (?:text|message|email|dm|line|note|look|smile))(?! in the back)',
    true,
  ),
  p(
    'domestic',
    '\\b(?:picturing|imagining|fantasi[sz]ing about|dreaming about) (?:shooting|stabbing|strangling) (?:him|her|them|my \\w+)\\b',
    true,
  ),
  // "job 3 is me. i want it over": the reader wants it over.
  p(
    'suicide',
    '\\b(?:want|wanting|need) (?:it|this|everything|it all|this all) (?:all )?(?:to be )?over\\b(?! (?:with|there|here|again|the))',
    true,
  ),
  p(
    'suicide',
    `\\b(?:want|wants|wish|wishes) (?:it|this|everything|all this|all of this|life|my life|the pain) to (?:end|stop|be over)\\b`,
    true,
  ),
  p(
    'suicide',
    '\\b(?:dont|do not|does not|no longer|dont even|not) (?:want|wish) to (?:be alive|live|exist|be here|wake up|go on|keep going|keep living|be around|continue)\\b',
    true,
  ),
  p('suicide', '\\b(?:tired|sick) of (?:living|being alive|life)\\b', true),
  p('suicide', '\\bending it all\\b', true),
  p(
    'suicide',
    '\\b(?:thinking|think|thought|thinks) (?:a lot )?(?:about|of) (?:suicide|killing myself|ending it|ending my life|dying) (?:a lot|all the time|every day|constantly|again)\\b|\\b(?:scared|afraid|terrified|frightened) (?:of )?what (?:ill|i will|i might|i could|im going to) do(?: to myself)?\\b',
    true,
  ),
  p(
    'suicide',
    '\\b(?:step|stepping|stepped|walk|walking|jump|jumping|throw myself|throwing myself|fall|falling) in front of (?:the |a |an )?(?:train|bus|truck|lorry|car|traffic|subway|tube)\\b',
    true,
  ),
  p(
    'suicide',
    '\\b(?:feel|feeling|felt|am|im|been|being|so|very|really|getting|get) suicidal\\b|\\bsuicidal (?:thoughts|again|tonight|lately)\\b',
    true,
  ),
  p('suicide', '\\b(?:commit|committing) suicide\\b', true),
  // "catch the bus": shorthand for suicide on forums.
  p('suicide', '\\bctb\\b', true),
  p('suicide', '\\b(?:die|dying) (?:tonight|today|this weekend)\\b', true),
  // "won't be a problem for anyone much longer" (care-heldout27).
  p(
    'suicide',
    '\\b(?:wont|will not|not going to|aint gonna) be (?:a problem|a burden|in (?:the|your|anyones) way|around|here) (?:for (?:anyone|anybody|you|u|yall|much)|to (?:anyone|anybody))? ?(?:much )?(?:longer|for long)\\b',
    true,
  ),
  // "going to walk into the ocean after church" (care-heldout24).
  p(
    'suicide',
    '\\b(?:walk|walking|swim|swimming|wade|wading) (?:out )?into the (?:ocean|sea|lake|river|waves)\\b',
    true,
  ),
  p(
    'suicide',
    `\\b(?:stop|stopped|stopping|quit|quitting) (?:taking )?(?:my )?${PILLS} (?:so|to|and die)\\b`,
    true,
  ),
  p('selfharm', '\\bself (?:harm|harming|injury|injure|injuring|mutilation)\\b', true),
  p('selfharm', '\\b(?:keep|kept|started|start|been|still|back to|stop|quit) (?:cutting|cut)\\b', true),
];

// Read after the reader's own words: "i'm going to overdose tonight" is the reader's plan (suicide), "my
// friend overdosed" an emergency now.
export const LATE_PATTERNS: CarePattern[] = [
  p(
    'medical',
    '\\b(?:overdosed|overdosing|(?:took|taken|had|taking) (?:an )?overdose)\\b(?! on (?:coffee|caffeine|sugar|candy|chocolate|love|netflix|tv|anime|carbs|energy drinks|red bull))(?![^|]{0,20}\\b(?:lol|lmao|haha))',
  ),
];

const RELATIVES = `(?:${PARTNER}|${ELDER}|friend|someone|somebody|he|she|they|caregiver|carer|coach|boss|supervisor|manager|landlord|guy|man|woman|person)`;

/** Someone hurting the reader: "my husband hits me", "my dad hits me", "he beats me". */
export const HURT_BY = new RegExp(
  `\\b(?:my |the |a |his |her )?(${RELATIVES})\\b(?: \\w+){0,3}? ${HURTS} me\\b`,
  'u',
);
export const PARTNER_WORD = new RegExp(`^(?:${PARTNER}|he|she|they)$`, 'u');
