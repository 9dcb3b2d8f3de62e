import type { LabelledQuestion } from './similar-questions.ts';

/**
 * Questions people ask about their own lives, each with the chapters a well-read pastor would open for
 * it, the best first (similar-questions.ts votes with them). Written by thirteen helpers from their own
 * knowledge, without seeing the code or any evaluation set, 220 each: one side of life each (feelings;
 * family; work and money; faith; health, death and crisis; conduct), one kind of asker (the young;
 * adults in mid and later life and those who care for others), one way of asking (a few words; a long
 * outpouring; a question) or a mixed week of a big app's users. Kept apart from every evaluation set:
 * the 46 that happened to be one of their questions word for word are left out.
 */
export const LIFE_QUESTIONS: LabelledQuestion[] = [
  ['verses for anxiety', ['PHP 4', 'MAT 6', '1PE 5', 'PSA 94', 'ISA 41']],
  ['my anxiety is so bad rn i cant even breathe', ['PSA 46', 'PSA 61', 'ISA 41', 'PHP 4', 'PSA 94']],
  ['How do I stop worrying about everything all the time?', ['MAT 6', 'PHP 4', '1PE 5', 'PSA 55', 'LUK 12']],
  [
    "I'm 34, just got laid off from my job at the warehouse, and I can't stop worrying about how we'll pay rent next month.",
    ['MAT 6', 'PHP 4', 'PSA 37', 'HEB 13', 'LUK 12'],
  ],
  [
    'having a panic attack in the bathroom at work what do i do',
    ['PSA 46', 'PSA 56', 'ISA 41', 'MRK 4', 'PSA 61'],
  ],
  ['bible on depression', ['PSA 42', 'PSA 88', '1KI 19', 'LAM 3', 'PSA 40']],
  ['idk why i even try anymore nothing ever changes', ['LAM 3', 'GAL 6', 'ISA 40', 'PSA 27', 'HEB 12']],
  ['i dont want to be alive anymore', ['PSA 88', '1KI 19', 'PSA 42', 'PSA 40', 'LAM 3', 'JOB 3']],
  [
    "My teenage son told me he's been thinking about suicide. What can I read with him?",
    ['PSA 139', 'PSA 42', '1KI 19', 'PSA 40', 'ROM 8'],
  ],
  ['scripture for loneliness', ['PSA 25', 'DEU 31', 'PSA 68', 'HEB 13', 'PSA 139']],
  [
    'moved to a new city for work and i literally have zero friends here',
    ['PSA 68', 'DEU 31', 'HEB 13', 'PSA 139', 'JOS 1'],
  ],
  [
    "Why do I feel so alone even when I'm surrounded by people?",
    ['PSA 142', 'PSA 25', 'PSA 139', 'JHN 16', 'PSA 102'],
  ],
  [
    'My husband Dave works nights and we barely talk anymore. I feel lonelier married than I ever did single.',
    ['PSA 142', 'PSA 62', 'ISA 54', '1CO 13', 'EPH 5'],
  ],
  ["I'm scared all the time and I don't even know why.", ['ISA 41', 'PSA 27', '2TI 1', 'PSA 91', 'PSA 56']],
  ['so scared abt my biopsy results tmrw', ['PSA 112', 'PSA 27', 'ISA 41', 'PHP 4', 'PSA 91']],
  ['How do I stop being afraid of dying?', ['HEB 2', '1CO 15', 'JHN 14', '2CO 5', 'PHP 1']],
  ['verses about controlling anger', ['EPH 4', 'JAS 1', 'PRO 15', 'PRO 29', 'COL 3']],
  [
    'i yelled at my kids again today and i feel like a monster',
    ['EPH 4', 'JAS 1', 'COL 3', 'PSA 103', 'LAM 3'],
  ],
  [
    'How do I deal with road rage? I lose it every time someone cuts me off.',
    ['JAS 1', 'PRO 16', 'EPH 4', 'PRO 14', 'GAL 5'],
  ],
  ['my mom died last week', ['JHN 11', 'PSA 34', '1TH 4', 'REV 21', '2CO 1', 'PSA 23']],
  [
    "My grandpa Walter passed away this morning at 91. He was the one who took me to church every Sunday and I don't know how to say goodbye.",
    ['1TH 4', 'JHN 14', '2TI 4', 'PSA 90', 'JHN 11', '1CO 15'],
  ],
  [
    'its been a year since my dad passed and today hit me so hard',
    ['PSA 34', 'PSA 42', 'JHN 11', '2CO 1', 'REV 21'],
  ],
  ['bible verses for grieving parents', ['2SA 12', 'PSA 34', 'REV 21', 'JER 31', 'JHN 11']],
  [
    'we lost our baby at 11 weeks and i cant stop crying',
    ['PSA 139', '2SA 12', 'PSA 34', 'PSA 56', 'REV 21'],
  ],
  [
    'Our daughter Lily was stillborn at 38 weeks. My wife and I are wrecked and people keep telling us everything happens for a reason.',
    ['2SA 12', 'PSA 34', 'JOB 2', 'JHN 11', 'REV 21'],
  ],
  [
    'My best friend took his own life and I keep asking myself what I missed.',
    ['PSA 34', 'PSA 139', 'ROM 8', 'JHN 11', '2CO 1', 'PSA 88'],
  ],
  ['is it normal to grieve this much over my dog', ['ECC 3', 'PSA 36', 'PSA 145', 'PSA 34', 'MAT 10']],
  ["I'm so ashamed of my past", ['ISA 54', 'ROM 8', '2CO 5', 'PSA 34', 'JHN 8', 'ISA 43']],
  [
    'everyone at church knows what i did and i cant look anyone in the eye',
    ['JHN 8', 'PSA 34', 'ISA 54', 'ROM 8', 'LUK 7'],
  ],
  ['How do I know God has really forgiven me?', ['1JN 1', 'PSA 103', 'PSA 32', 'ROM 8', 'MIC 7', 'PSA 51']],
  [
    'I cheated on my wife Sarah two years ago. She forgave me, but I still feel crushing guilt every single day.',
    ['PSA 51', 'PSA 32', '1JN 1', 'PSA 103', 'ROM 8'],
  ],
  [
    'cant forgive myself for what i said to my sister before she died',
    ['PSA 103', 'ROM 8', '1JN 3', 'PSA 32', 'MIC 7'],
  ],
  ['why would anyone love someone like me', ['ROM 5', 'ROM 8', '1JN 4', 'JER 31', 'EPH 3']],
  ['I hate how I look in the mirror', ['PSA 139', '1SA 16', '1PE 3', 'GEN 1', '2CO 4']],
  [
    'My 13-year-old daughter Emma keeps calling herself fat and ugly. What can I show her from the Bible?',
    ['PSA 139', '1SA 16', '1PE 3', 'GEN 1', 'PRO 31'],
  ],
  ['recovering from anorexia and struggling w food again', ['PSA 139', '1CO 6', '1KI 19', 'MAT 6', 'ISA 43']],
  ["I don't feel anything anymore, not even sad.", ['PSA 88', 'PSA 77', 'EZK 36', 'PSA 143', 'PSA 42']],
  ['i feel dead inside lately', ['EZK 37', 'PSA 143', 'PSA 88', 'PSA 42', 'EZK 36']],
  ['verses for burnout', ['MAT 11', '1KI 19', 'ISA 40', 'PSA 127', 'MRK 6']],
  [
    "I'm an ICU nurse working 60 hours a week on short staff and I'm running completely on empty.",
    ['MAT 11', 'ISA 40', '1KI 19', 'GAL 6', 'PSA 23'],
  ],
  [
    "As a pastor I'm exhausted and I want to quit ministry.",
    ['1KI 19', '2CO 4', 'EXO 18', 'GAL 6', 'MAT 11', 'JER 20'],
  ],
  [
    '3 kids under 5 and im so tired i could cry. mom burnout is real',
    ['ISA 40', 'MAT 11', 'PSA 127', '2CO 12', 'PSA 23'],
  ],
  ['finals week and im freaking out, have 4 exams in 3 days', ['PHP 4', 'ISA 41', 'PRO 3', 'COL 3', 'MAT 6']],
  ["can't sleep", ['PSA 4', 'PSA 3', 'PSA 127', 'PSA 121', 'PSA 63']],
  ['3am and my brain wont shut off again', ['PSA 4', 'PSA 63', 'PSA 121', 'PSA 139', 'PHP 4']],
  ['I keep having nightmares since the car accident.', ['PSA 4', 'PSA 91', 'PSA 121', 'PSA 3', 'PSA 34']],
  ['how to stop being jealous', ['JAS 3', 'GAL 5', '1CO 13', 'PRO 14', 'PSA 37']],
  [
    'my best friend got engaged and im happy for her but also lowkey so jealous',
    ['ROM 12', '1CO 13', 'PSA 37', 'GAL 5', 'PSA 16'],
  ],
  [
    "Why do people who don't care about God seem to have everything while I struggle?",
    ['PSA 73', 'PSA 37', 'JER 12', 'MAL 3', 'PRO 24'],
  ],
  ["I've become a bitter person and I hate it.", ['HEB 12', 'EPH 4', 'COL 3', 'RUT 1', 'PSA 73']],
  [
    "My brother Kevin took over Dad's business and cut me out after the funeral. It's been five years and I still can't let go of the resentment.",
    ['GEN 50', 'GEN 45', 'MAT 18', 'EPH 4', 'HEB 12', 'LUK 15'],
  ],
  ['I regret so many decisions I made in my twenties.', ['PHP 3', 'JOL 2', 'ISA 43', 'PSA 103', 'ROM 8']],
  [
    'i turned down a job that would have changed everything and i cant stop thinking abt it',
    ['PHP 3', 'ISA 43', 'PRO 16', 'ROM 8', 'PSA 37'],
  ],
  ['I feel like a failure', ['JHN 21', 'MIC 7', 'PRO 24', '2CO 12', 'PSA 37', 'LUK 22']],
  [
    'I failed the bar exam for the second time and my parents spent so much money helping me through law school. I feel like such a disappointment.',
    ['PRO 24', '2CO 4', 'ISA 40', 'JHN 21', 'MIC 7'],
  ],
  ['How do I get over being rejected?', ['ISA 53', 'PSA 27', '1PE 2', 'ISA 49', 'JHN 15']],
  [
    'got ghosted after 3 dates and it shouldnt hurt this much but it does',
    ['PSA 34', 'PSA 147', 'PSA 27', 'ISA 49', 'ROM 8'],
  ],
  [
    "My husband's family clearly prefers his ex-wife and I feel like I'll never measure up.",
    ['GEN 29', '1SA 1', 'PSA 27', 'ISA 54', 'EPH 1'],
  ],
  [
    "I'm a perfectionist and I'm never satisfied with anything I do.",
    ['2CO 12', 'GAL 3', 'MAT 11', 'PHP 3', 'EPH 2'],
  ],
  ['how to stop overthinking', ['PHP 4', 'ISA 26', '2CO 10', 'ROM 12', 'PSA 139']],
  [
    'i replay every convo in my head for hours wondering if ppl secretly hate me',
    ['PHP 4', 'GAL 1', 'PSA 139', 'ISA 26', '2CO 10'],
  ],
  ['Does God care about trauma?', ['PSA 34', 'ISA 61', 'PSA 147', 'PSA 56', '2CO 1']],
  [
    "I grew up with an alcoholic dad who hit my mom, and at 40 I'm still jumpy and on edge all the time.",
    ['PSA 27', 'PSA 34', 'PSA 18', 'ISA 61', 'PSA 147'],
  ],
  ['i was assaulted in college and never told anyone', ['PSA 34', 'PSA 10', 'ISA 61', 'PSA 147', 'PSA 56']],
  [
    "My husband came back from Afghanistan and he isn't the same man. He has PTSD and won't talk about it.",
    ['PSA 18', 'PSA 91', 'PSA 34', 'ISA 26', 'MAT 11', '2CO 1'],
  ],
  [
    "Left an abusive relationship last month and I'm still afraid he'll find me.",
    ['PSA 27', 'PSA 91', 'PSA 18', 'ISA 54', 'PSA 55'],
  ],
  ['been cutting again and i hate myself for it', ['PSA 139', 'MRK 5', 'ISA 53', 'PSA 34', 'ROM 8']],
  ['I feel like a burden to everyone around me.', ['MAT 11', 'GAL 6', 'PSA 55', '2CO 1', '1PE 5']],
  ['my faith feels dry and empty', ['PSA 63', 'PSA 42', 'ISA 55', 'PSA 143', 'JHN 4']],
  ['intrusive thoughts that scare me and wont stop', ['2CO 10', 'PHP 4', 'ISA 26', 'ROM 8', 'PSA 139']],
  ['i keep worrying ive committed the unforgivable sin', ['JHN 6', 'ROM 8', '1JN 1', 'MAT 12', 'PSA 103']],
  ['Waiting on God is so hard', ['PSA 27', 'PSA 130', 'ISA 40', 'LAM 3', 'PSA 40']],
  ['what is the point of life', ['ECC 12', 'ECC 1', 'JHN 10', 'COL 1', 'MIC 6', 'ECC 3']],
  ['turning 50 and feeling like i wasted my life', ['PSA 90', 'JOL 2', 'ECC 12', 'PHP 3', 'ISA 46']],
  ['How do I forgive my father?', ['MAT 18', 'EPH 4', 'COL 3', 'GEN 50', 'LUK 6']],
  [
    'social anxiety is ruining my life i cant even order food w/o panicking',
    ['2TI 1', 'EXO 4', 'ISA 41', 'PSA 27', 'PRO 29'],
  ],
  [
    "I google every symptom and convince myself I'm dying.",
    ['MAT 6', 'PHP 4', 'PSA 31', 'PSA 91', 'PSA 112'],
  ],
  ['bible verses about financial stress', ['MAT 6', 'PHP 4', 'HEB 13', 'PSA 37', 'PRO 3']],
  [
    "I can't say no to anyone and I'm exhausted from trying to make everyone happy.",
    ['GAL 1', 'PRO 29', '1TH 2', 'MAT 11', 'COL 3'],
  ],
  [
    "Our youngest just left for college and the house is so quiet. I don't know who I am now.",
    ['ECC 3', 'PSA 71', 'ISA 46', 'PSA 16', 'PSA 92'],
  ],
  [
    'My 84-year-old mother lives alone since Dad died and says she feels useless and forgotten.',
    ['PSA 71', 'ISA 46', 'PSA 92', 'PSA 68', 'DEU 31'],
  ],
  [
    '35, single, all my friends are married and i feel left behind',
    ['PSA 16', '1CO 7', 'PSA 37', 'ISA 54', 'PSA 84'],
  ],
  ['bible verses for a broken heart after a breakup', ['PSA 147', 'PSA 34', 'ISA 61', 'PSA 73', 'ISA 43']],
  [
    'relapsed on porn again after 60 days clean i feel so disgusting',
    ['ROM 7', '1CO 10', 'PSA 51', '1JN 1', 'ROM 8', 'MIC 7'],
  ],
  [
    'My brother is an alcoholic and just relapsed after a year sober. He says God must be done with him.',
    ['LAM 3', 'MIC 7', 'LUK 15', 'ROM 7', 'PSA 40', '1CO 10'],
  ],
  [
    'living with chronic pain and its wearing me down emotionally',
    ['2CO 4', '2CO 12', 'PSA 73', 'ROM 8', 'ISA 40'],
  ],
  [
    "Postpartum depression, and I feel so guilty that I'm not bonding with my baby.",
    ['ISA 40', 'PSA 42', 'ISA 49', 'PSA 34', 'MAT 11'],
  ],
  [
    'every winter i get so low and gray and it lasts for months',
    ['PSA 42', 'PSA 30', 'LAM 3', 'SNG 2', 'ECC 3'],
  ],
  ["I cry every day and I don't even know why.", ['PSA 56', 'PSA 6', 'PSA 126', 'REV 21', 'PSA 42']],
  ['people at work are spreading lies about me', ['PSA 31', 'PSA 64', 'PSA 120', '1PE 3', 'MAT 5', 'PSA 37']],
  [
    'I embarrassed myself in front of the whole team during a presentation and I just want to disappear.',
    ['PSA 34', 'PSA 25', 'ISA 50', '2CO 12', 'ISA 54'],
  ],
  [
    'My son is being bullied at school and comes home crying every day. How can I encourage him?',
    ['PSA 27', 'PSA 56', 'DEU 31', 'ISA 41', 'MAT 5'],
  ],
  [
    'ppl in my group chat keep making fun of me and i feel so stupid',
    ['PSA 139', 'PSA 56', 'PSA 27', 'ISA 41', 'MAT 5'],
  ],
  [
    "I was deeply hurt by the leaders at my old church and now I don't trust any church.",
    ['EZK 34', 'PSA 55', '3JN 1', '2TI 4', 'GEN 50'],
  ],
  ['my closest friend betrayed my trust', ['PSA 55', 'PSA 41', 'MAT 26', 'GEN 50', '2TI 4']],
  ['imposter syndrome at my new job', ['EXO 4', '2CO 3', 'JDG 6', '1CO 1', 'JER 1', 'EXO 3']],
  [
    "I'm paralyzed trying to make a big decision because I'm so afraid of choosing wrong.",
    ['PRO 3', 'JAS 1', 'PSA 32', 'PRO 16', 'ISA 30'],
  ],
  ['studying abroad and sooo homesick', ['PSA 139', 'JER 29', 'DEU 31', 'PSA 121', 'HEB 11']],
  ['didnt get into any of the colleges i applied to', ['PRO 16', 'JER 29', 'ROM 8', 'PRO 3', 'ISA 55']],
  ['My family disowned me after I became a Christian.', ['PSA 27', 'MAT 10', 'MRK 10', 'LUK 14', '1PE 4']],
  [
    'my dad left when i was 6 and never came back. still hurts at 25',
    ['PSA 27', 'PSA 68', 'ROM 8', 'GAL 4', '1JN 3'],
  ],
  [
    "As an adopted kid I've always felt like I don't really belong anywhere.",
    ['EPH 1', 'ROM 8', 'GAL 4', '1JN 3', 'PSA 68'],
  ],
  [
    "Worried sick about my son who has walked away from God and won't answer my calls.",
    ['LUK 15', 'ISA 49', 'PSA 121', 'PHP 4', 'LAM 2'],
  ],
  ['i get panicky every time my kids leave the house', ['PSA 121', 'PSA 91', 'PSA 127', 'MAT 18', 'PHP 4']],
  [
    "Applied to 200 jobs since March and haven't heard back from a single one. I'm starting to lose hope.",
    ['LAM 3', 'PSA 27', 'GAL 6', 'ISA 40', 'PSA 37', 'ROM 5'],
  ],
  ['hope for the hopeless', ['ROM 15', 'LAM 3', 'ROM 5', 'JER 29', 'PSA 130', 'ISA 40']],
  ['depressed and cant get out of bed', ['PSA 42', '1KI 19', 'PSA 13', 'ISA 40', 'PSA 40']],
  [
    "I'm divorced and I feel like a second-class Christian at church.",
    ['ISA 54', 'ROM 8', 'JHN 4', 'PSA 34', '2CO 5'],
  ],
  [
    'How do you keep going after losing your wife of 40 years?',
    ['PSA 23', '2CO 1', '1TH 4', 'PSA 34', 'ISA 43'],
  ],
  [
    'my friend died in a car crash yesterday he was only 19',
    ['JHN 11', 'PSA 34', '1TH 4', 'REV 21', 'PSA 39'],
  ],
  ['Will I see my mom again in heaven?', ['1TH 4', 'JHN 14', '1CO 15', 'REV 21', '2CO 5']],
  ['I get so angry at my husband over little things', ['EPH 4', 'COL 3', 'JAS 1', 'PRO 15', '1CO 13']],
  [
    'my boss humiliated me in front of everyone and i wanted to punch a wall',
    ['PRO 15', 'JAS 1', 'ROM 12', 'EPH 4', 'PSA 37'],
  ],
  ['I want revenge on the person who hurt me.', ['ROM 12', 'PSA 37', 'MAT 5', '1PE 3', 'LEV 19']],
  ['afraid to fail', ['JOS 1', 'ISA 41', '2TI 1', 'PHP 4', '2CO 12']],
  [
    'terrified of flying and i have a flight tmrw morning',
    ['PSA 139', 'PSA 121', 'PSA 91', 'ISA 41', 'PSA 46'],
  ],
  [
    'The news makes me so anxious about the state of the world.',
    ['PSA 46', 'JHN 16', 'ISA 40', 'PSA 2', 'HAB 3'],
  ],
  ['bible for panic attacks', ['PSA 46', 'PSA 61', 'ISA 41', 'PSA 94', 'MRK 4']],
  ['everything is too much right now', ['PSA 61', 'MAT 11', 'PSA 55', '2CO 4', 'ISA 43']],
  [
    "I've been caring for my mom with Alzheimer's for three years. She doesn't recognize me anymore, and I'm exhausted, resentful, and guilty about being resentful.",
    ['MAT 11', 'GAL 6', '2CO 4', 'ISA 46', 'PSA 71'],
  ],
  [
    "My parents always favored my younger sister and I'm still jealous of her at 30.",
    ['GEN 37', 'LUK 15', 'GEN 45', 'PSA 27', '1CO 13'],
  ],
  [
    'i get so jealous when my gf texts other guys is that wrong',
    ['1CO 13', 'SNG 8', 'JAS 3', 'GAL 5', 'PRO 14'],
  ],
  ['my coworker got the promotion i worked 3 yrs for', ['PSA 37', 'PSA 75', 'COL 3', 'GAL 6', 'JAS 3']],
  [
    "Every time a friend announces a pregnancy I have to leave the room. We've been trying for four years.",
    ['1SA 1', 'PSA 113', 'GEN 30', 'PSA 13', 'LUK 1'],
  ],
  [
    'still bitter about my divorce and my ex moving on so fast',
    ['HEB 12', 'EPH 4', 'PSA 37', 'ROM 12', 'ISA 43'],
  ],
  [
    "I had an abortion years ago and I can't stop thinking about it.",
    ['PSA 51', 'PSA 103', 'ROM 8', 'PSA 32', '1JN 1'],
  ],
  [
    'said something awful to my mom in a fight and now she wont talk to me',
    ['MAT 5', 'JAS 3', 'PSA 51', 'PRO 15', 'LUK 15'],
  ],
  ["I feel like I've failed as a parent", ['LAM 3', 'PSA 103', 'ISA 40', '2CO 12', 'PSA 127']],
  [
    'My small business went under and I lost all our savings. I feel like a fool.',
    ['HAB 3', 'JOB 1', 'PHP 4', 'PSA 37', 'LAM 3', '2CO 4'],
  ],
  ['husband says he doesnt love me anymore', ['ISA 54', 'PSA 34', 'JER 31', 'ROM 8', 'PSA 147']],
  [
    "My mom has never once said she's proud of me or that she loves me.",
    ['PSA 27', 'ISA 49', 'ZEP 3', '1JN 3', 'ROM 8'],
  ],
  ['Does God actually love me or just tolerate me?', ['ROM 8', 'EPH 3', '1JN 4', 'ZEP 3', 'LUK 15', 'ROM 5']],
  [
    'got rejected from my dream job after the final interview ugh',
    ['PRO 16', 'ROM 8', 'PRO 3', 'JER 29', 'PSA 37'],
  ],
  [
    "I'm a worship leader and I keep comparing myself to the leader at the megachurch across town.",
    ['JHN 21', '2CO 10', '1CO 12', 'GAL 6', '1CO 3'],
  ],
  [
    'my sister has the perfect life and i feel like the family screwup',
    ['GAL 6', 'PSA 139', 'JHN 21', 'LUK 15', '2CO 10'],
  ],
  [
    'My daughter is a straight-A student who melts down over a 95. How do I help her with perfectionism?',
    ['MAT 11', '2CO 12', 'COL 3', 'LUK 10', 'EPH 2'],
  ],
  ['feel like i have to be perfect for god to accept me', ['EPH 2', 'GAL 2', 'ROM 5', 'TIT 3', 'ROM 8']],
  [
    'flashbacks keep coming out of nowhere and i feel like im back there',
    ['PSA 34', 'PSA 56', 'PSA 18', 'ISA 43', 'PSA 46'],
  ],
  [
    'I survived a school shooting last year and I still jump at every loud noise.',
    ['PSA 91', 'PSA 46', 'PSA 34', 'PSA 27', 'ISA 43'],
  ],
  [
    "We lost our house in the wildfire and I can't stop shaking.",
    ['ISA 43', 'PSA 46', 'HAB 3', 'JOB 1', 'PSA 61'],
  ],
  ['feel stuck in life, nothing is moving forward', ['ISA 43', 'PHP 3', 'PSA 40', 'HAB 2', 'ISA 40']],
  ['hate my body after having a baby', ['PSA 139', '1PE 3', 'PRO 31', '1SA 16', '2CO 4']],
  [
    "My 16-year-old has bad acne and won't leave his room. He says he's disgusting.",
    ['1SA 16', 'PSA 139', '2CO 4', 'GEN 1', '1PE 3'],
  ],
  ['I hate myself', ['PSA 139', 'ROM 8', 'EPH 2', 'ISA 43', 'ZEP 3', '1JN 3']],
  [
    'Single mom of two, no family nearby, and some nights after the kids are asleep the loneliness is unbearable.',
    ['PSA 68', 'ISA 54', 'PSA 146', 'DEU 31', 'PSA 142'],
  ],
  ['dreading the holidays alone this year', ['PSA 68', 'DEU 31', 'ISA 9', 'LUK 2', 'HEB 13']],
  [
    'My 15-year-old sits alone at lunch every day and says nobody likes her.',
    ['PSA 139', 'PSA 27', 'DEU 31', 'ISA 41', 'PRO 18'],
  ],
  [
    "Pastoral ministry is so lonely. I can't really be open with anyone in my congregation.",
    ['2TI 4', '1KI 19', 'PSA 142', 'MAT 26', 'ECC 4'],
  ],
  [
    'the divorce was final today and i feel like i lost everything',
    ['PSA 34', 'ISA 54', 'PSA 147', 'LAM 3', 'ISA 43'],
  ],
  [
    "Retired after 35 years as a firefighter and I feel like I don't know who I am anymore.",
    ['ECC 3', 'PSA 71', 'ISA 46', 'COL 3', 'PSA 92'],
  ],
  [
    "Dad is on hospice and the doctors say maybe two weeks. I don't know how to handle this.",
    ['PSA 23', 'JHN 14', '2CO 5', 'PSA 116', '2CO 4'],
  ],
  [
    "Wedding planning is stressing me out so much that I've been snapping at everyone.",
    ['PHP 4', 'LUK 10', 'MAT 6', 'COL 3', 'JAS 1'],
  ],
  ['Is it a sin to take medication for anxiety?', ['MAT 9', '1TI 5', 'ISA 38', 'PHP 4', '2CO 12']],
  [
    'feel like going to therapy means i dont have enough faith',
    ['PRO 15', 'PRO 11', 'GAL 6', '2CO 12', 'PSA 42'],
  ],
  [
    'If I were a real Christian, would I still have anxiety?',
    ['PSA 94', 'MRK 14', '1PE 5', 'PHP 4', '2CO 1'],
  ],
  ['Can Christians get depressed?', ['1KI 19', 'PSA 42', 'PSA 88', 'JER 20', '2CO 1', 'JON 4']],
  [
    'Just got diagnosed with ALS at 52 and I have no hope left.',
    ['2CO 4', 'ROM 8', 'PSA 73', '2CO 5', 'LAM 3'],
  ],
  ['marriage is falling apart and i dont see any way out', ['LAM 3', 'PSA 34', 'ISA 43', '1CO 13', 'ROM 15']],
  [
    "My 7-year-old is scared of the dark and won't sleep in her own room.",
    ['PSA 4', 'PSA 91', 'PSA 121', 'PSA 139', 'PSA 27'],
  ],
  [
    "I'm so afraid of getting hurt again that I can't let anyone in.",
    ['1JN 4', 'PSA 147', 'ISA 43', 'PRO 4', 'PSA 56'],
  ],
  ['scared of what people think of me', ['PRO 29', 'GAL 1', 'PSA 118', 'MAT 10', 'ISA 51']],
  [
    "Rumors of layoffs at work and I can't focus on anything else.",
    ['MAT 6', 'PHP 4', 'PSA 37', 'PSA 112', 'HEB 13'],
  ],
  [
    'first pregnancy and im terrified something will go wrong',
    ['PSA 139', 'ISA 41', 'PHP 4', 'PSA 121', 'PSA 127'],
  ],
  [
    'slept around a lot in college and now i feel too dirty for a good christian guy',
    ['1CO 6', 'ISA 1', 'JHN 4', '2CO 5', 'ROM 8'],
  ],
  [
    'I just got out of prison after 8 years. How do I live with the shame of what I did?',
    ['2CO 5', '1TI 1', 'ROM 8', 'ISA 43', 'PHP 3', 'PSA 51'],
  ],
  ['feel ashamed that i have bipolar disorder', ['PSA 139', '2CO 12', 'PSA 34', '2CO 4', 'ROM 8']],
  [
    'My brother died in the accident and I walked away without a scratch. Why me and not him?',
    ['PSA 34', 'ROM 8', 'PSA 139', '2CO 1', 'JHN 11'],
  ],
  [
    "I wasn't there when my dad died because I was on a business trip. I'll never forgive myself.",
    ['PSA 103', 'ROM 8', '1JN 3', 'PSA 34', '2CO 1'],
  ],
  ['working mom guilt is eating me alive', ['ROM 8', 'MAT 11', '1JN 3', 'PRO 31', '2CO 12']],
  ['Lost my job and I feel worthless without it.', ['PSA 139', 'EPH 2', 'MAT 6', 'ISA 43', 'COL 3']],
  [
    "I'm in a wheelchair and sometimes I feel like I have nothing to offer anyone.",
    ['1CO 12', '2SA 9', '2CO 12', 'PSA 139', 'JHN 9'],
  ],
  ['am i enough', ['2CO 12', 'PSA 139', 'EPH 2', '2CO 3', 'ISA 43']],
  [
    'Since my son died I just go through the motions. I feel nothing at church anymore.',
    ['PSA 88', 'PSA 77', '2SA 12', 'PSA 42', 'PSA 34'],
  ],
  [
    "I run every ministry at my small church and I'm burning out, but no one else will step up.",
    ['EXO 18', 'NUM 11', 'MAT 11', '1KI 19', 'ACT 6'],
  ],
  ["Haven't slept properly since the funeral.", ['PSA 4', 'PSA 6', 'PSA 77', 'PSA 121', 'PSA 34']],
  ['bitter at god for not healing my mom', ['RUT 1', 'JOB 3', 'PSA 73', 'HAB 3', 'JHN 11']],
  [
    "After our church split I can't stop resenting the elders who caused it.",
    ['HEB 12', 'EPH 4', 'MAT 18', 'COL 3', 'PHP 4'],
  ],
  [
    "I wasted 15 years on drugs. I'm clean now, but I mourn everything I lost.",
    ['JOL 2', 'PHP 3', 'ISA 43', '2CO 5', 'LUK 15'],
  ],
  [
    'regret not being there for my kids when they were little',
    ['JOL 2', 'PSA 103', 'MAL 4', 'LUK 15', 'PHP 3'],
  ],
  [
    'i keep failing god over and over with the same sin',
    ['ROM 7', 'LAM 3', 'MIC 7', 'PSA 103', '1JN 1', 'PRO 24'],
  ],
  [
    'My son missed the game-winning shot and thinks he let the whole team down.',
    ['PRO 24', 'PHP 3', 'ISA 40', '2CO 4', 'PSA 37'],
  ],
  [
    'feel like no one would even notice if i disappeared',
    ['PSA 139', 'LUK 15', 'GEN 16', 'ISA 49', 'MAT 10', 'PSA 88'],
  ],
  [
    'Our small group stopped inviting us and nobody ever said why.',
    ['PSA 142', 'PSA 27', '2TI 4', 'PSA 55', 'ROM 12'],
  ],
  ['my in laws have never accepted me bc of my background', ['RUT 1', 'RUT 2', 'EPH 2', 'GAL 3', 'PSA 27']],
  [
    'I overanalyze every text from my boyfriend and read into everything.',
    ['PHP 4', '1CO 13', 'ISA 26', '2CO 10', 'PSA 139'],
  ],
  [
    'How can I help a member of my congregation who has severe anxiety?',
    ['PHP 4', '1PE 5', 'GAL 6', 'MAT 6', '2CO 1', '1TH 5'],
  ],
  ['What do I say to a coworker whose husband just died?', ['JOB 2', 'ROM 12', '2CO 1', 'JHN 11', 'PSA 34']],
  [
    "I'm so angry at all the injustice in the world",
    ['PSA 37', 'HAB 1', 'PSA 73', 'ROM 12', 'MIC 6', 'AMO 5'],
  ],
  [
    'my 17 yr old son punches holes in the walls when he gets mad',
    ['JAS 1', 'EPH 4', 'PRO 16', 'PRO 29', 'GEN 4'],
  ],
  ['holding a grudge', ['MAT 18', 'EPH 4', 'COL 3', 'LEV 19', 'MRK 11']],
  ['Does God know how lonely I am?', ['PSA 139', 'PSA 25', 'PSA 56', 'HEB 4', 'GEN 16']],
  [
    'all my friends from hs drifted away and idk how to make new ones',
    ['PRO 18', 'ECC 4', 'JHN 15', 'PSA 68', 'HEB 10'],
  ],
  ['having open heart surgery monday and im scared', ['PSA 91', 'ISA 41', 'PSA 23', 'PSA 31', 'PHP 4']],
  [
    "I'm undocumented and I live in fear every day that my family will be separated.",
    ['PSA 146', 'DEU 10', 'ISA 41', 'PSA 46', 'PSA 121'],
  ],
  [
    'feel guilty for being sad when i have such a good life',
    ['PSA 42', '1KI 19', 'PSA 103', 'ECC 3', 'PSA 62'],
  ],
  [
    "After years of being told I was stupid, I've started to believe it.",
    ['PSA 139', 'ISA 43', 'ISA 61', 'EPH 2', '1PE 2'],
  ],
  ['burned out at work and cant sleep at night either', ['MAT 11', 'PSA 127', 'PSA 4', '1KI 19', 'ISA 40']],
  ['My dad died angry at me and we never made up.', ['PSA 103', 'ROM 8', '1JN 3', 'PSA 34', '2CO 1']],
  [
    'lonely and jealous of everyone who has a family to go home to',
    ['PSA 68', 'PSA 73', 'PSA 16', 'ISA 54', 'PSA 142'],
  ],
  ['Is God punishing me for something?', ['JHN 9', 'HEB 12', 'PSA 103', 'LAM 3', 'ROM 8', 'JOB 1']],
  [
    'my to do list is a mile long and i just shut down and scroll instead',
    ['MAT 11', 'PSA 90', 'ECC 3', 'LUK 10', 'PRO 6'],
  ],
  [
    "He twists everything I say until I feel like I'm the crazy one. My boyfriend makes me doubt my own mind.",
    ['PSA 55', 'PSA 12', 'PRO 26', 'PSA 43', 'JHN 8'],
  ],
  ['i get panic attacks while driving on the highway', ['PSA 121', 'PSA 91', 'ISA 41', 'PSA 46', 'JOS 1']],
  [
    "I did things in combat that I can't take back and I don't think God could forgive me.",
    ['PSA 51', '1TI 1', 'ISA 1', 'PSA 32', '2SA 12'],
  ],
  ['verses on shame', ['ISA 54', 'ROM 8', 'PSA 34', 'HEB 12', 'ISA 61']],
  ['scripture about self worth', ['PSA 139', 'EPH 2', '1PE 2', 'ISA 43', 'MAT 10']],
  ['i just feel so empty', ['PSA 42', 'ISA 55', 'JHN 4', 'PSA 63', 'JHN 10']],
  [
    "Everyone says I'm always so strong, but inside I'm falling apart and I can't tell anyone.",
    ['2CO 12', 'PSA 62', 'PSA 142', 'MAT 11', '2CO 4'],
  ],
  [
    'I lost my twin sister to cancer last spring and it feels like half of me is missing.',
    ['PSA 34', '2SA 1', 'JHN 11', '1TH 4', 'REV 21'],
  ],
  [
    "My friendship of 20 years just ended over a stupid argument and I'm heartbroken.",
    ['PRO 17', 'PSA 55', 'ROM 12', 'MAT 18', '1SA 20'],
  ],
  [
    'ever since the layoffs my husband Tom sits on the couch all day and wont talk, i think hes depressed',
    ['1KI 19', 'PSA 42', 'GAL 6', 'ISA 40', 'PSA 127'],
  ],
  ['cant stop comparing my kids to other peoples kids', ['PSA 139', '1CO 12', 'PSA 127', 'GAL 6', 'PRO 22']],
  [
    "I always have to be in control and it makes me anxious when I'm not.",
    ['PRO 3', 'PRO 16', 'JAS 4', 'PSA 46', 'MAT 6'],
  ],
  [
    'I envy people who seem to have an easy faith. Mine is full of doubt.',
    ['MRK 9', 'PSA 73', 'JUD 1', 'PSA 77', 'JHN 20'],
  ],
  ['lonely', ['PSA 139', 'PSA 23', 'ISA 41', 'HEB 13', 'PSA 27']],
  ['need hope', ['ROM 15', 'LAM 3', 'ROM 5', 'ROM 8', 'PSA 42', 'JER 29']],
  ['cant sleep', ['PSA 4', 'PSA 3', 'PSA 121', 'PSA 127', 'MAT 11']],
  ['bible about grief', ['JHN 11', '1TH 4', 'PSA 34', 'REV 21', '2CO 1']],
  ['scripture for new job', ['COL 3', 'PRO 16', 'PSA 90', 'PRO 3', 'ECC 9']],
  ['feeling worthless', ['PSA 139', 'EPH 2', 'ISA 43', '1PE 2', 'MAT 10']],
  ['dad has cancer', ['PSA 46', 'JAS 5', '2CO 4', 'PSA 41', 'ISA 41']],
  ['angry at my wife', ['EPH 4', 'EPH 5', 'JAS 1', 'COL 3', '1PE 3']],
  ['prayer for my son', ['EPH 3', 'COL 1', 'EPH 1', 'NUM 6', 'PSA 121']],
  ['Depressed', ['PSA 42', 'PSA 88', '1KI 19', 'PSA 40', 'LAM 3']],
  ['so overwhelmed', ['PSA 61', 'MAT 11', '2CO 4', 'ISA 40', 'PSA 55']],
  ['going through divorce', ['PSA 34', 'ISA 54', 'MAL 2', 'MAT 19', '1CO 7']],
  ['had a miscarriage', ['PSA 139', '2SA 12', 'PSA 34', 'JOB 1', 'REV 21']],
  ['lost my job', ['MAT 6', 'PHP 4', 'PSA 37', 'DEU 8', 'HAB 3']],
  ['drowning in debt', ['PRO 22', 'ROM 13', '2KI 4', 'PHP 4', 'MAT 6', 'PRO 3']],
  ['struggling with porn', ['MAT 5', 'JOB 31', '1CO 6', '1TH 4', 'ROM 6']],
  ['cant forgive my mom', ['MAT 18', 'EPH 4', 'COL 3', 'LUK 6', 'GEN 50']],
  ['doubting God exists', ['ROM 1', 'PSA 19', 'JOB 38', 'JHN 20', 'HEB 11']],
  ['feel far from God', ['PSA 42', 'PSA 13', 'JAS 4', 'PSA 139', 'LUK 15']],
  ['verses for our wedding', ['1CO 13', 'EPH 5', 'GEN 2', 'SNG 8', 'COL 3']],
  ['pregnant and scared', ['PSA 139', 'ISA 41', 'LUK 1', 'PHP 4', '1SA 1']],
  ['husband cheated on me', ['PSA 55', 'HOS 3', 'PSA 34', 'PSA 147', 'MAT 18']],
  ['rebellious teen daughter', ['LUK 15', 'PRO 22', 'PRO 4', 'DEU 6', 'EPH 6']],
  ['so much shame', ['PSA 51', 'ROM 8', '1JN 1', 'PSA 34', 'ISA 54', 'HEB 12']],
  ['guilty conscience', ['1JN 1', 'PSA 32', 'PSA 51', 'HEB 10', 'ROM 8']],
  ['tempted to drink again', ['1CO 10', 'EPH 5', 'PRO 23', 'ROM 13', 'GAL 5']],
  ['struggle with pride', ['PRO 16', 'JAS 4', 'PHP 2', '1PE 5', 'LUK 18', 'DAN 4']],
  ['jealous of my friend', ['JAS 3', 'GAL 5', '1CO 13', 'PSA 73', 'GEN 37']],
  ['gossip at work', ['JAS 3', 'PRO 16', 'PRO 26', 'EPH 4', 'PRO 18']],
  ['boss is unfair', ['1PE 2', 'COL 3', 'EPH 6', 'ROM 12', 'PSA 37']],
  ['want to give up', ['GAL 6', 'HEB 12', 'ISA 40', '2CO 4', '1CO 15']],
  ['burnout', ['1KI 19', 'MAT 11', 'ISA 40', 'PSA 23', 'MRK 6', 'EXO 18']],
  ['chronic pain', ['2CO 12', '2CO 4', 'ROM 8', 'PSA 38', 'REV 21']],
  ['surgery tomorrow', ['PSA 46', 'ISA 41', 'PHP 4', 'PSA 121', 'PSA 31']],
  ['mom has dementia', ['PSA 71', 'ISA 46', '2CO 4', '1TI 5', 'EXO 20']],
  ['our baby was born today', ['PSA 139', 'PSA 127', '1SA 2', 'LUK 2', 'NUM 6']],
  ['graduation verse', ['JER 29', 'PRO 3', 'JOS 1', '1TI 4', 'ECC 12']],
  ['moving to a new city', ['GEN 12', 'JOS 1', 'JER 29', 'PSA 121', 'HEB 11']],
  ['my dog died', ['PSA 104', 'ECC 3', 'MAT 10', 'PSA 36', 'ROM 8']],
  ['best friend betrayed me', ['PSA 55', 'PSA 41', 'MAT 26', 'GEN 50', '2TI 4']],
  ['suicidal thoughts', ['PSA 34', '1KI 19', 'PSA 88', 'PSA 40', 'JON 2', 'PSA 139']],
  ['I self harm', ['PSA 34', 'PSA 147', 'ISA 61', 'PSA 139', 'MAT 11']],
  ['panic attacks', ['PSA 46', 'PHP 4', 'MRK 4', 'ISA 41', 'PSA 56']],
  ['infertility', ['1SA 1', 'GEN 18', 'GEN 30', 'PSA 113', 'LUK 1']],
  ['single and lonley', ['1CO 7', 'PSA 68', 'PSA 16', 'ISA 54', 'PSA 37']],
  ['christian dating', ['2CO 6', '1CO 13', 'SNG 2', '1TH 4', 'PRO 31']],
  ['hurt by church people', ['PSA 55', 'GAL 6', 'MAT 18', 'EPH 4', '1CO 13']],
  ['thinking of leaving church', ['HEB 10', '1CO 12', 'EPH 4', 'ACT 2', 'ROM 14']],
  ['just became a christian', ['JHN 3', '2CO 5', 'ROM 6', '1PE 2', 'COL 3']],
  ['getting baptized', ['ROM 6', 'ACT 2', 'MAT 3', 'MAT 28', 'ACT 8']],
  ['how do i pray', ['MAT 6', 'LUK 11', 'PHP 4', 'LUK 18', 'JAS 5']],
  ['unanswered prayer', ['LUK 18', 'PSA 13', '2CO 12', 'HAB 1', 'ISA 55']],
  ['God feels silent', ['PSA 22', 'PSA 13', 'HAB 1', 'PSA 88', 'JOB 23']],
  ['loosing my faith', ['MRK 9', 'PSA 73', 'HEB 11', 'JUD 1', 'HEB 10']],
  ['afraid of hell', ['JHN 3', 'ROM 8', 'JHN 5', '1JN 5', 'EPH 2']],
  ['am i really saved', ['1JN 5', 'ROM 10', 'JHN 10', 'EPH 2', 'JHN 3']],
  ['did i commit the unforgivable sin', ['MAT 12', 'MRK 3', '1JN 1', 'PSA 103', 'ROM 8']],
  ['spiritually dry', ['PSA 63', 'PSA 42', 'ISA 58', 'JHN 4', 'PSA 143']],
  ['bored reading the bible', ['PSA 119', '2TI 3', 'PSA 1', 'JOS 1', 'HEB 4']],
  ['how to share my faith', ['1PE 3', 'ACT 17', 'COL 4', 'ROM 10', 'MAT 28']],
  ['coworkers mock my faith', ['1PE 4', 'MAT 5', '2TI 3', '1PE 3', 'JHN 15']],
  ['persecuted for being christian', ['MAT 5', '1PE 4', 'JHN 15', '2TI 3', 'ROM 8']],
  ['scared of war news', ['PSA 46', 'MAT 24', 'ISA 2', 'MIC 4', 'REV 21']],
  ['so much injustice', ['AMO 5', 'MIC 6', 'HAB 1', 'PSA 73', 'ISA 1', 'PSA 37']],
  ['racism', ['GAL 3', 'ACT 10', 'EPH 2', 'REV 7', 'JAS 2']],
  ['how to help the poor', ['MAT 25', 'JAS 2', 'ISA 58', 'DEU 15', '1JN 3', 'PRO 19']],
  ['election anxiety', ['ROM 13', 'DAN 2', 'PSA 146', '1TI 2', 'PRO 21']],
  ['worried about the planet', ['GEN 1', 'GEN 2', 'PSA 24', 'PSA 104', 'ROM 8']],
  ['i feel ugly', ['1SA 16', 'PSA 139', '1PE 3', 'SNG 4', 'PRO 31']],
  ['body image issues', ['PSA 139', '1CO 6', '1SA 16', '1PE 3', 'ROM 12']],
  ['eating disorder', ['PSA 139', '1CO 6', 'MAT 6', 'JHN 6', 'MAT 11']],
  ['addiction', ['ROM 7', '1CO 10', 'ROM 6', 'GAL 5', 'JHN 8']],
  ['trying to quit smoking', ['1CO 6', '1CO 10', 'GAL 5', 'PHP 4', '2TI 1']],
  ['gambling problem', ['1TI 6', 'HEB 13', 'PRO 13', 'ECC 5', 'PRO 28']],
  ['lust', ['MAT 5', 'JOB 31', '2SA 11', 'JAS 1', '2TI 2']],
  ['im so lazy', ['PRO 6', 'PRO 24', '2TH 3', 'PRO 26', 'COL 3']],
  ['keep procrastinating', ['PRO 6', 'ECC 11', 'EPH 5', 'JAS 4', 'PRO 20']],
  ['i lie a lot', ['EPH 4', 'PRO 12', 'COL 3', 'ACT 5', 'PSA 15']],
  ['cant stop cussing', ['EPH 4', 'JAS 3', 'COL 3', 'MAT 12', 'PSA 141']],
  ['anger issues', ['JAS 1', 'EPH 4', 'PRO 15', 'PRO 29', 'GAL 5']],
  ['bitter', ['HEB 12', 'EPH 4', 'GEN 50', 'RUT 1', 'MAT 18']],
  ['want revenge', ['ROM 12', 'MAT 5', '1SA 24', 'PRO 24', '1PE 3']],
  ['how to love my enemies', ['MAT 5', 'LUK 6', 'ROM 12', '1SA 24', 'PRO 25']],
  ['exam stress', ['PHP 4', 'PRO 3', 'JAS 1', 'COL 3', 'PSA 121']],
  ['which college to choose', ['PRO 3', 'JAS 1', 'PSA 32', 'PRO 16', 'ISA 30']],
  ['two job offers', ['PRO 3', 'JAS 1', 'PRO 16', 'PSA 37', 'ROM 12']],
  ['starting a business', ['PRO 16', 'LUK 14', 'DEU 8', 'PRO 21', 'JAS 4']],
  ['retiring next month', ['PSA 71', 'PSA 92', 'ISA 46', 'ECC 12', '2TI 4']],
  ['getting old', ['PSA 71', 'ISA 46', 'PSA 90', '2CO 4', 'ECC 12']],
  ['what is my purpose', ['EPH 2', 'ECC 12', 'MIC 6', 'PHP 3', 'ECC 1']],
  ['feel like a failure', ['JHN 21', '2CO 12', 'MIC 7', 'PSA 73', 'PHP 3']],
  ['made a huge mistake', ['PSA 51', '1JN 1', 'JHN 21', 'LUK 15', 'ROM 8']],
  ['relapsed again', ['MIC 7', 'PRO 24', 'ROM 7', 'LAM 3', '1JN 1']],
  ['worried about my kids', ['PRO 22', 'DEU 6', 'PSA 127', 'ISA 54', '3JN 1']],
  ['exhausted new mom', ['ISA 40', 'MAT 11', 'PSA 127', '2CO 12', 'PSA 121']],
  ['stay at home mom', ['PRO 31', 'TIT 2', 'COL 3', 'DEU 6', 'PSA 127']],
  ['single dad struggling', ['PSA 68', 'EPH 6', 'DEU 6', 'PSA 103', 'ISA 40']],
  ['my dad left us', ['PSA 68', 'PSA 27', 'ISA 49', 'PSA 10', 'JHN 14']],
  ['i was adopted', ['EPH 1', 'ROM 8', 'GAL 4', 'PSA 68', 'EST 2']],
  ['blended family problems', ['ROM 12', 'COL 3', 'EPH 4', 'PHP 2', '1PE 3']],
  ['mother in law drama', ['RUT 1', 'GEN 2', 'EXO 18', 'ROM 12', 'EPH 5']],
  ['fighting with my brother', ['GEN 33', 'GEN 45', 'PSA 133', 'GEN 4', 'ROM 12']],
  ['my parents are divorcing', ['PSA 27', 'PSA 34', 'ISA 41', 'PSA 46', 'ROM 8']],
  ['parents are too strict', ['EPH 6', 'EXO 20', 'PRO 1', 'COL 3', 'LUK 2']],
  ['grown son wont talk to me', ['LUK 15', '2SA 18', 'GEN 45', 'ROM 12', 'MAL 4']],
  ['marriage is struggling', ['EPH 5', '1CO 13', 'COL 3', '1PE 3', 'SNG 8']],
  ['wife wants a divorce', ['1CO 7', 'MAL 2', 'PSA 34', '1PE 3', 'HOS 2']],
  ['husband isnt a believer', ['1PE 3', '1CO 7', 'ROM 12', 'GAL 6', '1TI 2']],
  ['no intimacy in marriage', ['1CO 7', 'SNG 4', 'PRO 5', 'EPH 5', 'SNG 7']],
  ['just got engaged!', ['SNG 2', 'EPH 5', '1CO 13', 'GEN 24', 'PRO 18']],
  ['heartbroken after breakup', ['PSA 34', 'PSA 147', 'ISA 43', 'JER 29', 'PSA 73']],
  ['miss my ex', ['PHP 3', 'ISA 43', 'PSA 34', 'PSA 16', '2CO 5']],
  ['friend died suddenly', ['JHN 11', '1TH 4', 'PSA 90', '2SA 1', 'REV 21']],
  ['greiving my mom', ['JHN 14', '1TH 4', 'PSA 23', '2CO 5', 'REV 21']],
  ['lost my child', ['2SA 12', 'JER 31', 'PSA 34', 'REV 21', 'MAT 19']],
  ['reading for a funeral', ['JHN 14', 'PSA 23', '1CO 15', 'PSA 90', 'ECC 3']],
  ['anniversary of his death', ['PSA 30', 'ISA 61', 'PSA 116', 'LAM 3', '2CO 1']],
  ['terminal diagnosis', ['2CO 5', 'PHP 1', '2TI 4', 'PSA 23', 'JHN 14']],
  ['waiting on test results', ['PSA 112', 'PHP 4', 'PSA 27', 'ISA 26', 'PSA 62']],
  ['struggling with OCD', ['PHP 4', '2CO 10', 'ROM 8', 'PSA 94', 'MAT 11']],
  ['ptsd', ['PSA 34', 'PSA 147', 'ISA 43', 'PSA 18', 'ISA 61']],
  ['abused as a kid', ['PSA 27', 'PSA 10', 'ISA 61', 'MAT 18', 'PSA 34']],
  ['abusive boyfriend', ['PSA 55', 'PSA 140', '1SA 19', 'PSA 18', 'PSA 10']],
  ['i was raped', ['PSA 34', 'PSA 147', 'ISA 61', 'PSA 10', '2SA 13']],
  ['we lost our home', ['PSA 46', 'HAB 3', 'MAT 6', 'PSA 90', 'HEB 13']],
  ['no food for my kids', ['MAT 6', 'PSA 37', '1KI 17', 'PSA 145', 'PHP 4']],
  ['should i tithe', ['MAL 3', '2CO 9', '2CO 8', 'LUK 21', 'DEU 14']],
  ['want to be more generous', ['2CO 9', 'ACT 20', 'LUK 6', '1TI 6', 'PRO 11']],
  ['always want more money', ['1TI 6', 'LUK 12', 'ECC 5', 'HEB 13', 'MAT 6']],
  ['learning contentment', ['PHP 4', '1TI 6', 'HEB 13', 'PSA 131', 'PSA 16']],
  ['comparing myself to others', ['GAL 6', '2CO 10', 'PSA 73', 'JHN 21', '1CO 12']],
  ['social media addiction', ['PHP 4', 'EPH 5', 'PSA 101', 'COL 3', 'ROM 12']],
  ['too busy for God', ['LUK 10', 'PSA 46', 'MAT 11', 'PSA 127', 'MRK 1']],
  ['need rest', ['MAT 11', 'HEB 4', 'EXO 20', 'MRK 6', 'PSA 23']],
  ['workaholic', ['PSA 127', 'ECC 2', 'LUK 12', 'ECC 4', 'MAT 6']],
  ['hate my job', ['COL 3', 'ECC 2', 'ECC 5', 'PHP 4', '1TH 4']],
  ['just got promoted', ['PSA 75', 'DEU 8', 'PRO 16', '1PE 5', 'JAS 4']],
  ['fired unfairly', ['PSA 37', 'GEN 39', '1PE 2', 'ROM 8', 'PSA 73']],
  ['job interview tomorrow', ['PRO 3', 'PHP 4', 'NEH 2', 'EXO 4', 'PSA 90']],
  ['first time manager', ['1PE 5', 'MRK 10', 'EXO 18', 'PRO 16', '1TI 3']],
  ['boss wants me to lie', ['DAN 3', 'PRO 11', 'ACT 5', 'DAN 6', 'PRO 12']],
  ['conflict with coworker', ['MAT 18', 'ROM 12', 'PRO 15', 'EPH 4', 'JAS 3']],
  ['first day at new school', ['JOS 1', 'ISA 41', 'PSA 121', 'DEU 31', 'PRO 3']],
  ['being bullied', ['PSA 27', 'PSA 56', '1SA 17', 'MAT 5', 'PSA 118']],
  ['i have no friends', ['PRO 18', 'JHN 15', 'ECC 4', 'PSA 142', '1SA 18']],
  ['want good friends', ['PRO 27', 'ECC 4', 'PRO 13', '1SA 20', 'PRO 17']],
  ['peer pressure', ['PRO 1', '1CO 15', 'ROM 12', 'DAN 1', 'PSA 1']],
  ['leaving for college', ['PSA 121', 'JOS 1', 'PRO 3', 'GEN 28', 'ECC 12']],
  ['empty nest', ['PSA 127', 'ECC 3', 'ISA 43', 'PSA 71', '3JN 1']],
  ['caregiver burnout', ['GAL 6', 'ISA 40', '2CO 4', 'MAT 11', 'RUT 1']],
  ['caring for aging parents', ['1TI 5', 'EXO 20', 'RUT 1', 'JHN 19', 'PRO 23']],
  ['living with a disability', ['2CO 12', 'JHN 9', '2SA 9', 'PSA 139', 'EXO 4']],
  ['tired of waiting on God', ['PSA 27', 'ISA 40', 'HAB 2', 'PSA 37', 'LAM 3', 'PSA 40']],
  ['so impatient', ['JAS 5', 'PSA 37', 'ROM 5', 'GAL 5', 'ECC 7']],
  ['how do I know Gods will', ['ROM 12', 'PRO 3', 'JAS 1', 'PSA 32', 'ISA 30']],
  ['called to ministry?', ['ISA 6', 'JER 1', '1TI 3', 'EXO 3', 'ACT 13']],
  ['tired of serving at church', ['GAL 6', '1CO 15', '2CO 4', 'HEB 6', '1KI 19']],
  ['fighting at church', ['PHP 4', '1CO 1', 'EPH 4', 'PHP 2', 'JAS 4']],
  ['whats my spiritual gift', ['1CO 12', 'ROM 12', 'EPH 4', '1PE 4', '1CO 14']],
  ['is my church teaching lies', ['2PE 2', 'JUD 1', 'GAL 1', '1JN 4', '2TI 4']],
  ['christmas reading for family', ['LUK 2', 'ISA 9', 'MAT 2', 'JHN 1', 'LUK 1']],
  ['easter morning', ['MAT 28', '1CO 15', 'JHN 20', 'LUK 24', 'MRK 16']],
  ['feeling thankful', ['PSA 100', 'PSA 103', '1TH 5', 'PSA 136', 'COL 3']],
  ['its my birthday', ['PSA 90', 'PSA 139', 'NUM 6', 'PSA 103', 'PSA 71']],
  ['new year fresh start', ['LAM 3', 'ISA 43', 'PHP 3', 'PSA 65', '2CO 5']],
  ['how to fast', ['ISA 58', 'MAT 6', 'JOL 2', 'EST 4', 'MAT 4']],
  ['so happy today', ['PSA 16', 'PHP 4', 'PSA 126', 'NEH 8', 'JHN 15']],
  ['God answered my prayer!', ['PSA 116', '1SA 2', 'PSA 40', 'PSA 30', 'PSA 126']],
  ['finally recovered from illness', ['PSA 103', 'PSA 30', 'ISA 38', 'PSA 116', 'LUK 17']],
  ['sick in bed', ['JAS 5', 'PSA 41', 'PSA 6', 'MAT 8', 'ISA 53']],
  ['exhausted nurse', ['GAL 6', 'ISA 40', 'MAT 25', 'COL 3', 'MAT 11']],
  ['husband deploying', ['PSA 91', 'JOS 1', 'PSA 121', 'ISA 41', 'PSA 144']],
  ['going to prison', ['GEN 39', 'ACT 16', 'PSA 142', 'PHP 1', 'PSA 107']],
  ['court date tomorrow', ['PSA 37', 'ISA 54', 'PSA 35', 'LUK 12', 'PRO 21']],
  ['immigrant far from home', ['DEU 10', 'LEV 19', 'RUT 2', 'HEB 11', 'EPH 2']],
  ['so homesick', ['PSA 137', 'HEB 11', 'JER 29', 'GEN 28', 'PHP 3']],
  ['safe travels prayer', ['PSA 121', 'PSA 91', 'NUM 6', 'PSA 139', 'ACT 27']],
  ['hurricane coming', ['MRK 4', 'PSA 107', 'PSA 46', 'MAT 14', 'NAM 1']],
  ['afraid of the pandemic', ['PSA 91', 'PSA 46', '2TI 1', 'ISA 41', '2CH 7']],
  ['worried about end times', ['MAT 24', '1TH 4', '1TH 5', '2PE 3', 'REV 21']],
  ['is the bible true', ['2TI 3', '2PE 1', 'LUK 1', '1CO 15', 'PSA 19']],
  ['is jesus the only way', ['JHN 14', 'ACT 4', 'ACT 17', '1TI 2', 'ROM 1']],
  ['who is jesus really', ['JHN 1', 'COL 1', 'HEB 1', 'PHP 2', 'MRK 8']],
  ['feeling unloved', ['ROM 8', '1JN 3', 'JER 31', 'ISA 54', 'ZEP 3', 'EPH 3']],
  ['feel rejected', ['ISA 53', 'PSA 27', 'JHN 15', '1PE 2', 'ISA 49']],
  ['people pleaser', ['GAL 1', 'COL 3', 'PRO 29', '1TH 2', 'JHN 12']],
  ['need courage', ['JOS 1', 'DEU 31', '1CH 28', 'PSA 27', 'EST 4']],
  ['need to confess something', ['PSA 32', 'JAS 5', '1JN 1', 'PRO 28', 'PSA 51']],
  ['i stole money', ['LUK 19', 'EPH 4', 'EXO 22', 'PSA 51', 'NUM 5']],
  ['cheated on a test', ['PRO 11', 'COL 3', 'PSA 15', 'LUK 16', 'PRO 10']],
  ['i cheated on my wife', ['PSA 51', '2SA 12', 'JHN 8', 'HOS 14', 'PRO 6']],
  ['regret my abortion', ['PSA 51', 'ROM 8', '1JN 1', 'PSA 103', 'ISA 1']],
  ['unplanned pregnancy', ['PSA 139', 'JER 1', 'ISA 49', 'LUK 1', 'PSA 127']],
  ['chemo starts tomorow', ['ISA 43', 'PSA 46', '2CO 4', 'PSA 91', 'ISA 41']],
  ['i feel numb', ['PSA 88', 'PSA 42', 'EZK 36', 'PSA 77', 'ROM 8']],
  ['crying all the time', ['PSA 56', 'PSA 6', 'PSA 126', 'REV 21', 'JHN 11']],
  ['perfectionism', ['2CO 12', 'PHP 3', 'GAL 3', 'PSA 103', 'MAT 11']],
  ['trying to earn Gods love', ['EPH 2', 'GAL 3', 'ROM 4', 'TIT 3', 'GAL 5']],
  ['want to come back to God', ['LUK 15', 'HOS 14', 'JER 3', 'JOL 2', '1JN 1']],
  ['my friend isnt saved', ['ROM 10', '2PE 3', '1TI 2', 'LUK 15', 'COL 4']],
  ['spiritual attack', ['EPH 6', 'JAS 4', '1PE 5', '2CO 10', 'MAT 4']],
  ['buying our first house', ['PSA 127', 'PRO 24', 'LUK 14', 'JAS 4', 'PRO 16']],
  ['drought on the farm', ['HAB 3', 'JOL 2', '1KI 18', 'DEU 11', 'PSA 65', 'JER 14']],
  ['cant forgive myself', ['PSA 103', '1JN 1', 'ROM 8', 'MIC 7', 'ISA 43']],
  ['need wisdom', ['JAS 1', 'PRO 2', 'PRO 3', '1KI 3', 'PRO 9']],
  ['keep yelling at my kids', ['COL 3', 'EPH 6', 'GAL 5', 'PRO 15', 'JAS 1']],
  ['how to discipline kids', ['PRO 22', 'HEB 12', 'PRO 13', 'EPH 6', 'PRO 29']],
  ['my son is depressed', ['PSA 34', 'PSA 42', '1KI 19', 'ISA 41', 'MAT 11']],
  ['daughter getting married', ['PSA 128', 'EPH 5', '1CO 13', 'NUM 6', 'GEN 24']],
  ['praying for grandkids', ['PSA 103', '2TI 1', 'PSA 78', 'DEU 4', 'PRO 17']],
  ['how to comfort a friend', ['2CO 1', 'ROM 12', 'JOB 2', 'GAL 6', 'JHN 11']],
  [
    'my husband dave got laid off in march and now our 4 year old has pneumonia and im starting to feel like god forgot about us',
    ['PSA 13', 'PSA 42', 'ISA 49', 'MAT 6', 'PHP 4'],
  ],
  [
    'i am 34, single, and every one of my friends is getting married. i went to another wedding on saturday and cried the whole drive home',
    ['PSA 37', '1CO 7', 'ISA 54', 'PSA 16', 'PHP 4'],
  ],
  [
    'my dad died last tuesday from a heart attack, he was only 58 and i never got to say goodbye or tell him i was sorry for our fight',
    ['PSA 34', 'JHN 11', '1TH 4', '2CO 1', 'PSA 23', 'REV 21'],
  ],
  [
    'been sober 14 months and last night i drank again after my girlfriend left, i feel like a total failure and dont want to tell my sponsor',
    ['PSA 51', '1JN 1', 'LUK 15', 'ROM 7', 'MIC 7', 'LAM 3'],
  ],
  [
    'My boss keeps asking me to fudge the figures on our quarterly report, and I am scared I will lose my job if I say no.',
    ['DAN 3', 'PRO 11', 'DAN 6', 'PSA 15', '1PE 3', 'PRO 16'],
  ],
  [
    'we found out at the 12 week scan that the baby has no heartbeat. my wife is devastated and i dont know how to help her or myself',
    ['PSA 139', '2SA 12', 'PSA 34', '2CO 1', 'LAM 3', 'ROM 8'],
  ],
  [
    'i cant sleep, my mind races every night about money, the kids, my mom in the nursing home, everything at once',
    ['MAT 6', 'PHP 4', 'PSA 4', 'PSA 127', '1PE 5', 'PSA 121'],
  ],
  [
    'my teenage son tyler told me he doesnt believe in god anymore and wont come to church. i feel like i failed him as a mother',
    ['LUK 15', 'PRO 22', 'DEU 6', '2TI 3', 'ISA 55', 'GAL 6'],
  ],
  [
    'my wife and i fight about money constantly, she spends and i save, and last night she said she doesnt know if she loves me anymore',
    ['EPH 5', '1CO 13', 'COL 3', 'JAS 4', '1PE 3'],
  ],
  [
    'Diagnosed with breast cancer at 41, starting chemo next week. I have three kids under ten and I am terrified.',
    ['ISA 41', 'PSA 46', '2CO 4', 'PSA 91', 'PHP 4', 'ISA 43'],
  ],
  [
    'someone at church spread a rumor that i was having an affair and now people wont look at me. its not true and i just want to leave',
    ['PSA 55', 'PSA 37', 'MAT 5', '1PE 2', 'PSA 120', 'MAT 18'],
  ],
  [
    'i keep looking at porn even though i promised god and my wife i would stop, i am so ashamed and i feel like a hypocrite leading worship on sundays',
    ['ROM 7', 'PSA 51', '1CO 10', 'MAT 5', 'ROM 6', '1JN 1'],
  ],
  [
    'got rejected from every nursing program i applied to, i really thought this was gods plan for me and now i dont know what to do with my life',
    ['PRO 3', 'JER 29', 'PRO 16', 'ROM 8', 'ISA 55', 'PSA 37'],
  ],
  [
    "My mom has Alzheimer's and doesn't recognize me anymore. I visit her every Sunday and drive home feeling empty.",
    ['PSA 71', '2CO 4', 'ECC 12', 'ISA 46', 'PSA 90', 'RUT 1'],
  ],
  [
    'i got passed over for the promotion again and the guy who got it takes credit for my work. honestly i am bitter and its eating me up',
    ['PSA 37', 'COL 3', 'PSA 73', 'PRO 16', 'GEN 39', 'PSA 75'],
  ],
  [
    'my best friend since high school stopped talking to me after i told her i was worried about her drinking',
    ['PRO 27', 'PRO 17', 'GAL 6', 'PSA 55', '1SA 20', 'ROM 12'],
  ],
  [
    'we moved to denver for my husbands job and i dont know anyone here, the kids are struggling at their new school and i feel so lonely',
    ['PSA 139', 'GEN 12', 'DEU 31', 'ISA 43', 'PSA 121', 'HEB 13'],
  ],
  [
    'i was abused by my stepfather as a kid and now that im 30 people keep telling me i should forgive him but i cant even think about it without shaking',
    ['PSA 34', 'PSA 147', 'ISA 61', 'GEN 50', 'MAT 18', 'ROM 12'],
  ],
  [
    'our church is splitting over the new pastor and people i love are saying horrible things about each other on facebook',
    ['1CO 1', 'EPH 4', 'PHP 2', 'JHN 17', 'JAS 3', '1CO 3'],
  ],
  [
    "I have 40k in credit card debt and my husband doesn't know about it. I don't know how to tell him.",
    ['PRO 28', 'EPH 4', 'PRO 22', 'ROM 13', '1JN 1', 'MAT 6'],
  ],
  [
    'my 17 year old daughter kayla is pregnant and her boyfriend has disappeared. i am angry and heartbroken and she needs me',
    ['LUK 15', 'PSA 139', 'ROM 8', 'COL 3', 'JAS 1', '1CO 13'],
  ],
  [
    'im a youth pastor and honestly i dont feel god anymore, i just go through the motions and preach stuff i dont feel',
    ['PSA 42', 'PSA 63', 'REV 2', 'ISA 40', '1KI 19', 'PSA 77'],
  ],
  [
    'my coworker is a christian too but she is always gossiping about our manager and pulling me into it, how do i handle this without being preachy',
    ['JAS 3', 'EPH 4', 'PRO 16', 'PRO 26', 'COL 4', 'PSA 141'],
  ],
  [
    'i lost my leg in afghanistan and i cant do the things i used to, my wife says im angry all the time and shes right',
    ['2CO 12', 'PSA 18', 'EPH 4', 'JAS 1', 'ISA 40', '2CO 4'],
  ],
  [
    'my husband had an affair with a woman from work and he says he wants to fix things but i dont know if i can ever trust him again',
    ['HOS 3', 'MAT 18', 'COL 3', '1CO 13', 'PSA 55', 'HOS 2'],
  ],
  [
    'my baby brother is in prison for 8 years and my parents blame themselves, i try to keep everyone together but i am exhausted',
    ['MAT 11', 'GAL 6', 'HEB 13', 'PSA 142', 'ISA 40', 'MAT 25'],
  ],
  [
    "I am 68 and just retired and I feel useless. My whole life was my job and now I don't know who I am.",
    ['PSA 92', 'PSA 71', 'ISA 46', 'ECC 3', 'JOS 14', '2TI 4'],
  ],
  [
    'i keep comparing myself to people on instagram with perfect houses and marriages and it makes me hate my own life',
    ['PHP 4', '1TI 6', 'PSA 73', 'HEB 13', 'GAL 6', 'ECC 4'],
  ],
  [
    'my boyfriend wants us to move in together before marriage and says everyone does it. i love him but i dont feel right about it',
    ['1TH 4', '1CO 6', 'HEB 13', 'PRO 4', 'ROM 12', 'SNG 2'],
  ],
  [
    'our son has autism and its been a hard year, the school isnt helping, my husband works nights and i feel like i am drowning',
    ['ISA 40', 'MAT 11', 'PSA 69', '2CO 12', 'ISA 43', 'PSA 61'],
  ],
  [
    'i yelled at my kids again this morning over nothing and saw the fear in my sons eyes. i dont want to turn into my father',
    ['EPH 4', 'JAS 1', 'EPH 6', 'COL 3', 'PRO 15', 'PSA 51'],
  ],
  [
    'we have been trying for a baby for five years, three rounds of ivf failed, and people at church keep asking when were having kids',
    ['1SA 1', 'GEN 18', 'PSA 113', 'LUK 1', 'PSA 13', 'ISA 54'],
  ],
  [
    'i failed my bar exam for the second time and my parents spent so much on law school, i feel like such a disappointment',
    ['PRO 24', 'LAM 3', 'ISA 40', 'PSA 73', 'PHP 3', '2CO 12'],
  ],
  [
    'My grandmother who raised me just passed at 91. She prayed for me every day and now I feel like no one is praying for me.',
    ['ROM 8', 'HEB 7', '2TI 1', 'HEB 12', '1TH 4', 'PSA 116'],
  ],
  [
    'i got fired for refusing to work on sundays and i dont know if i did the right thing or was just being stubborn',
    ['DAN 6', 'MAT 6', '1PE 4', 'DAN 1', 'ROM 14', 'PSA 37'],
  ],
  [
    'my neighbor keeps parking in front of my driveway and blasting music at 2am, i tried being nice and now i want to call the cops or key his car lol',
    ['ROM 12', 'MAT 5', 'PRO 25', '1PE 3', 'PRO 15', 'JAS 1'],
  ],
  [
    'just found out my husband has been gambling our savings away online, 20 thousand gone, and he keeps lying about it',
    ['1TI 6', 'EPH 4', 'PSA 55', 'PRO 13', 'GAL 6', 'PRO 23'],
  ],
  [
    'depression has me in bed most days, i work from home so nobody notices, i pray but it feels like talking to the ceiling',
    ['PSA 88', 'PSA 42', '1KI 19', 'PSA 40', 'LAM 3', 'PSA 143'],
  ],
  [
    'i am a single dad, my ex moved across the country and i have two girls 6 and 9. i have no idea how to do their hair or talk to them about growing up',
    ['JAS 1', 'DEU 6', 'EPH 6', 'PSA 68', 'ISA 40', 'PSA 127'],
  ],
  [
    'my sister stole money from our mothers estate and lied to the whole family. i want justice but i also dont want to lose her',
    ['LUK 12', 'MAT 18', 'ROM 12', '1CO 6', 'GEN 33', 'PSA 133'],
  ],
  [
    'I am a nurse in the ICU and watched three people die this week. I go home numb and I snap at my family.',
    ['MAT 11', 'PSA 23', '2CO 4', 'ISA 40', 'GAL 6', 'PSA 46'],
  ],
  [
    'i slept with my coworker on a work trip and i am married. nobody knows. i feel sick and cant stop thinking about it',
    ['PSA 51', 'PSA 32', 'PRO 6', '1JN 1', '2SA 12', 'PRO 28'],
  ],
  [
    'our house burned down in the wildfire last month, we got out with the kids and the dog but everything else is gone',
    ['JOB 1', 'HAB 3', 'PSA 46', 'MAT 6', 'ISA 43', '2CO 4'],
  ],
  [
    'my husband is not a believer and gets annoyed when i pray or take the kids to church, i feel so alone in my faith at home',
    ['1PE 3', '1CO 7', '2TI 1', 'GAL 6', 'PSA 27', 'ACT 16'],
  ],
  [
    'im 19 and in my first year of college, everyone parties and i feel like a weirdo for not drinking, starting to think maybe i should just join in',
    ['ROM 12', '1PE 4', 'DAN 1', '1TI 4', 'PRO 1', '2TI 2'],
  ],
  [
    'my little girl emma has leukemia, she is 5. we are at the childrens hospital for the third week and i keep asking god why',
    ['MRK 5', 'PSA 13', 'ROM 8', 'PSA 22', 'JOB 42', '2CO 4'],
  ],
  [
    'i cheated on a final exam and got an A, now i cant enjoy it and i think i should tell my professor but it could get me expelled',
    ['PSA 32', 'PRO 28', 'LUK 19', 'PRO 10', '1JN 1', 'ACT 24'],
  ],
  [
    "My father-in-law criticizes everything I do and my husband never stands up for me. Thanksgiving is in two weeks and I'm dreading it.",
    ['GEN 2', 'ROM 12', 'EPH 5', 'PRO 15', 'COL 3', 'MAT 5'],
  ],
  [
    'our business is failing, we put our retirement into the restaurant and now we might lose the house too',
    ['HAB 3', 'MAT 6', 'PHP 4', 'PSA 37', 'PRO 3', 'LAM 3'],
  ],
  [
    'i keep having panic attacks at work, heart racing and cant breathe, the doctor says its anxiety and i feel weak for needing meds',
    ['PHP 4', 'ISA 26', 'PSA 94', '1PE 5', 'MAT 6', '2TI 1'],
  ],
  [
    'my friend died by suicide on saturday, he texted me that night and i didnt answer. i cant stop thinking i could have saved him',
    ['PSA 34', 'ROM 8', 'PSA 139', '2CO 1', 'LAM 3', 'JHN 11'],
  ],
  [
    'my wife wants a divorce after 22 years, she says she hasnt been happy in a long time and i never saw it coming',
    ['PSA 34', 'MAL 2', 'PSA 147', 'ISA 54', 'PSA 55', 'MAT 19'],
  ],
  [
    'i want to quit my stable accounting job to start a bakery but my parents think im crazy. how do i know if this is god or just me',
    ['PRO 16', 'JAS 4', 'PRO 3', 'LUK 14', 'PRO 15', 'COL 3'],
  ],
  [
    'I am so angry at God. My husband was a good man, a deacon, and he was killed by a drunk driver. How is that fair?',
    ['JOB 3', 'PSA 73', 'HAB 1', 'JOB 38', 'PSA 13', 'LAM 3'],
  ],
  [
    'i am a pastor and i think i am burning out, i work 70 hours a week, my kids barely see me and i snap at my wife',
    ['EXO 18', 'MRK 6', 'MAT 11', '1KI 19', 'PSA 127', '1TI 3'],
  ],
  [
    'we adopted a 7 year old from foster care last year and he rages and breaks things. i love him but some days i dont think i can do this',
    ['1CO 13', 'GAL 6', 'EPH 1', 'ROM 8', 'ISA 40', 'PSA 68'],
  ],
  [
    'i lie about small things all the time, to my boss, my wife, even about what i ate for lunch, and i dont even know why i do it',
    ['EPH 4', 'COL 3', 'PRO 12', 'PSA 15', 'JHN 8', 'PSA 139'],
  ],
  [
    'my husband is deployed for 9 months and i am alone with a newborn and a toddler, last night the baby wouldnt stop crying and i sat on the floor and cried too',
    ['ISA 40', 'PSA 121', 'ISA 41', 'MAT 11', 'PSA 62', 'DEU 31'],
  ],
  [
    'i found out my 15 year old is cutting herself, i saw the cuts on her arms this morning and i am scared and dont know what to say to her',
    ['PSA 139', 'PSA 34', 'ISA 43', 'MRK 5', 'ISA 61', 'PSA 147'],
  ],
  [
    'im 45 and still living paycheck to paycheck, my kids need braces and the car broke down, i tithe and i still feel like god isnt providing',
    ['MAT 6', 'PHP 4', 'MAL 3', 'PSA 37', '1KI 17', '2CO 9'],
  ],
  [
    'the friend groups at church are so cliquey, i have been going for a year and still eat alone at potlucks. maybe i should just stop going',
    ['HEB 10', 'JAS 2', 'ROM 12', '1CO 12', 'PSA 68', 'ROM 15'],
  ],
  [
    'i got a dui last weekend and now i might lose my license and my job as a delivery driver. i was so stupid',
    ['PRO 20', 'PSA 51', 'LAM 3', 'EPH 5', 'PRO 23', 'ROM 13'],
  ],
  [
    "My daughter married a man I can't stand and now she barely calls. I said things at the wedding that I regret.",
    ['JAS 3', 'ROM 12', 'MAT 5', 'COL 3', 'PRO 18', 'LUK 15'],
  ],
  [
    'i feel like god is calling me overseas as a missionary but my fiance doesnt want to go. do i choose him or the call',
    ['PRO 3', 'AMO 3', 'LUK 9', 'JAS 1', 'ACT 16', 'ISA 6'],
  ],
  [
    'i was in a car accident that wasnt my fault and now i have chronic back pain at 28, i cant work out or pick up my nephew and i am so frustrated',
    ['2CO 12', '2CO 4', 'ROM 8', 'ISA 40', 'PSA 38', 'JAS 1'],
  ],
  [
    'the other moms at school seem so put together and i feel like a mess, my house is a disaster and my kids eat frozen pizza most nights',
    ['MAT 11', '2CO 12', 'PSA 103', 'LUK 10', 'GAL 1', 'PSA 139'],
  ],
  [
    'my husband wants sex less and less and i feel unwanted and ugly, we are only 32 and we havent been intimate in 3 months',
    ['1CO 7', 'SNG 4', 'PSA 139', 'EPH 5', 'SNG 2', '1PE 3'],
  ],
  [
    'i am a recovering meth addict, 2 years clean, and my family still doesnt trust me around the kids. i get it but it hurts',
    ['2CO 5', 'PHP 3', 'ISA 43', 'PSA 40', 'ROM 5', '1CO 6'],
  ],
  [
    'A guy at work keeps making comments about my body and my manager laughs it off. I need this job but I feel unsafe.',
    ['PSA 10', 'PSA 27', 'PRO 31', 'ISA 1', 'EPH 5', 'PSA 82'],
  ],
  [
    'my twin brother and i havent spoken in 6 years since dad died and we fought over the house. i just heard he is sick now',
    ['GEN 33', 'MAT 5', 'GEN 45', 'PSA 133', 'ROM 12', 'LUK 15'],
  ],
  [
    'i teach high school and one of my students overdosed this weekend, the other kids are looking to me and i have nothing to say',
    ['PSA 46', 'JHN 11', 'ROM 12', '2CO 1', 'PSA 34', 'LAM 3'],
  ],
  [
    'i have doubts about whether god is even real. i read atheist stuff online and cant answer it, and im scared to ask my pastor',
    ['MRK 9', 'JHN 20', 'ROM 1', 'PSA 19', 'JUD 1', '1CO 15'],
  ],
  [
    'my wife has postpartum depression and barely gets out of bed, i am working and taking care of the baby and her and i feel like i have nothing left',
    ['GAL 6', 'EPH 5', 'ISA 40', 'MAT 11', 'PSA 121', '2CO 12'],
  ],
  [
    'i am 52 and just got laid off after 25 years at the same company, nobody wants to hire someone my age',
    ['PSA 37', 'PSA 71', 'ISA 46', 'PHP 4', 'MAT 6', 'LAM 3'],
  ],
  [
    "I keep eating when I'm stressed. I've gained 60 pounds and I hate how I look. I feel completely out of control.",
    ['1CO 6', '1CO 9', 'GAL 5', 'PRO 23', 'PHP 3', 'PSA 139'],
  ],
  [
    'i have been trying to share my faith with my coworkers but they mock me and call me the church lady, part of me wants to just stay quiet',
    ['ROM 1', '2TI 1', '1PE 3', 'MAT 5', 'ACT 4', '1PE 4'],
  ],
  [
    'my son is 26 and still lives at home playing video games all day, wont look for work, and my husband and i argue about kicking him out',
    ['2TH 3', 'PRO 6', 'LUK 15', 'PRO 24', 'EPH 6', 'PRO 19'],
  ],
  [
    'i said yes to three church committees, coaching soccer and the pta, and now i am exhausted and resentful and feel guilty saying no to anything',
    ['LUK 10', 'MAT 11', 'EXO 18', 'GAL 1', 'ECC 3', 'MRK 6'],
  ],
  [
    'my best friend just told me she is gay and wants me at her wedding. i love her and i dont know what to do',
    ['1CO 13', 'EPH 4', 'JAS 1', 'ROM 12', 'COL 4', 'JHN 8'],
  ],
  [
    'our little church cant pay the electric bill this winter, only 30 of us left and most are over 70. i wonder if god is done with us',
    ['HAG 2', 'ZEC 4', 'REV 3', 'ISA 43', 'PHP 4', '1KI 17'],
  ],
  [
    'i hit a deer on the way to work and totaled my car, i have no savings, only liability insurance, and i just sat in the ditch and cried',
    ['PSA 46', 'MAT 6', 'PHP 4', 'PSA 121', 'PSA 55', '1PE 5'],
  ],
  [
    'I envy my brother so much. He got the scholarship, the good job, the pretty wife, and my parents talk about him constantly.',
    ['GEN 37', 'GAL 5', 'JAS 3', 'PSA 73', '1SA 18', 'LUK 15'],
  ],
  [
    'i was raped at a party in college two years ago and never told anyone, i still feel dirty and i wonder if god sees me as damaged',
    ['PSA 34', 'ISA 61', 'PSA 147', '2SA 13', 'PSA 139', 'ISA 54'],
  ],
  [
    'my dog of 14 years had to be put down today and everyone says its just a dog but i am heartbroken',
    ['PSA 34', 'PSA 104', 'MAT 10', 'GEN 9', 'JOB 12', 'PSA 145'],
  ],
  [
    'i feel called to preach but i stutter badly and freeze up in front of people. who would even listen to me',
    ['EXO 4', 'JER 1', '1CO 2', '2CO 12', 'EXO 3', '2CO 4'],
  ],
  [
    'my mom is an alcoholic and calls me drunk at midnight screaming at me. i am 24 and still feel like i have to take care of her',
    ['EXO 20', 'GAL 6', 'PSA 27', 'PRO 23', 'ROM 12', 'EPH 6'],
  ],
  [
    'our landlord is selling the building and we have 30 days to move, rents in our city doubled and i have no idea where we will go with 3 kids',
    ['PSA 37', 'MAT 6', 'PHP 4', 'PSA 23', 'HEB 13', 'GEN 22'],
  ],
  [
    "I became a Christian six months ago and my old friends think I joined a cult. I miss them, but when I'm with them I fall back into old habits.",
    ['1PE 4', '2CO 5', '1CO 15', 'PRO 13', 'ROM 12', 'EPH 4'],
  ],
  [
    'i am a manager and have to lay off 12 people next week including a single mom who just bought a house, i cant sleep over it',
    ['MIC 6', 'COL 4', 'EPH 6', 'PRO 3', 'JAS 1', 'PSA 82'],
  ],
  [
    'my husband makes all the decisions and belittles me in front of the kids, calls me stupid. he says the bible says i have to submit',
    ['EPH 5', '1PE 3', 'COL 3', 'MAL 2', 'PSA 55', 'GAL 3'],
  ],
  [
    'i had an abortion when i was 20 and now i am 38 with kids and i still think about that baby every year in october',
    ['PSA 103', 'PSA 51', 'ROM 8', '1JN 1', 'ISA 1', 'PSA 139'],
  ],
  [
    'my pastor was caught embezzling from the church and i was one of his biggest defenders. i feel so stupid and i dont know who to trust',
    ['PSA 146', 'JER 17', 'PSA 118', 'EZK 34', '1SA 2', '2TI 4'],
  ],
  [
    'I am 80 years old. My wife passed last spring, my kids live far away, and the days are so long and quiet.',
    ['PSA 71', 'ISA 46', 'PSA 90', '2CO 4', 'PSA 23', 'JHN 14'],
  ],
  [
    'i keep gossiping about my sister in law to my mom, it always starts innocent but turns nasty and then i feel awful',
    ['JAS 3', 'PRO 16', 'EPH 4', 'PSA 141', 'PRO 26', 'PSA 19'],
  ],
  [
    'got my dream job offer in seattle but it means leaving my aging parents in ohio, im their only child and they need more help every month',
    ['1TI 5', 'PRO 3', 'RUT 1', 'EXO 20', 'JAS 1', 'PRO 16'],
  ],
  [
    'i have been unemployed 8 months, sent 300 applications, and my wife has started looking at me differently. i feel like less of a man',
    ['PSA 27', 'LAM 3', 'ISA 40', 'PSA 37', 'HAB 3', 'MAT 6'],
  ],
  [
    'my sons girlfriend is pregnant and they want to get married at 18, part of me is proud and part of me is terrified for them',
    ['PRO 3', 'PSA 127', 'JAS 1', 'PHP 4', 'PSA 128', 'RUT 4'],
  ],
  [
    "I'm a cop and I had to shoot someone last month. The investigation cleared me but I keep seeing his face at night.",
    ['PSA 32', 'ROM 13', 'PSA 4', 'PSA 139', '2CO 1', 'PSA 91'],
  ],
  [
    'i cant stop checking my exs instagram, its been a year since he left and he has a new girlfriend and i am still not over it',
    ['PHP 3', 'ISA 43', 'PSA 147', 'PSA 34', '2CO 10', 'ECC 3'],
  ],
  [
    'my wife is catholic and i am baptist and we fight about where to take the kids to church every sunday, its wearing us both out',
    ['EPH 4', 'ROM 14', 'JHN 17', '1CO 1', 'PHP 2', 'AMO 3'],
  ],
  [
    'i got scammed out of my savings by a man i met online who said he loved me, i am 63 and so embarrassed i havent told my children',
    ['PSA 55', 'PSA 34', 'PRO 14', 'PSA 147', 'LAM 3', '2CO 1'],
  ],
  [
    'three of my friends got saved at summer camp and i didnt feel anything. now i wonder if i am even really a christian',
    ['1JN 5', 'ROM 10', 'JHN 10', 'ROM 8', 'EPH 2', 'JHN 3'],
  ],
  [
    'i work two jobs and still cant afford my insulin, ive been rationing it and im scared but too proud to ask anyone for help',
    ['MAT 6', 'PHP 4', 'GAL 6', 'ACT 2', 'PSA 34', '2CO 8'],
  ],
  [
    'My husband has early onset dementia at 60, and today he asked me who I was. We were supposed to travel after retirement.',
    ['RUT 1', '2CO 4', 'LAM 3', 'PSA 71', 'ISA 46', '1CO 13'],
  ],
  [
    'my son brandon was bullied so badly at middle school that he doesnt want to go back, the principal isnt doing anything and i am furious',
    ['PSA 10', 'PSA 27', 'PSA 37', 'ROM 12', 'ISA 1', 'PSA 82'],
  ],
  [
    'i want to forgive my mom for leaving us when i was 8 but every time she calls i get angry all over again, and now she wants a relationship',
    ['MAT 18', 'COL 3', 'GEN 50', 'EPH 4', 'PSA 27', 'LUK 15'],
  ],
  [
    'i am pregnant with our fourth, it wasnt planned, money is already tight and i feel guilty that i am not happy about it',
    ['PSA 127', 'PSA 139', 'MAT 6', 'PHP 4', 'LUK 1', 'JER 1'],
  ],
  [
    'we are missionaries in kenya and our support has dropped by half, we may have to come home and i feel like a failure',
    ['PHP 4', '2CO 9', '1KI 17', 'MAT 6', '2CO 4', 'GAL 6'],
  ],
  [
    'my girlfriend and i have been sleeping together and we both feel convicted but we keep ending up in the same place. we want to do this right',
    ['1CO 6', '1TH 4', '2TI 2', '1CO 10', '1CO 7', 'PSA 119'],
  ],
  [
    'im 16 and my parents are getting divorced, they each want me to pick a side and i just want everyone to stop fighting',
    ['PSA 27', 'PSA 46', 'PSA 34', 'MAT 5', 'ISA 41', 'ROM 12'],
  ],
  [
    "I got a terrible performance review and my boss says I'm not a team player. I think she's unfair, but maybe she's right.",
    ['PRO 12', 'PRO 15', 'PRO 9', 'COL 3', 'PSA 139', 'PRO 27'],
  ],
  [
    'my brother in law keeps asking to borrow money, we have given him 5 thousand already and he never pays it back, my wife feels bad saying no',
    ['PRO 22', 'PRO 6', '2TH 3', 'LUK 6', 'PRO 17', 'GAL 6'],
  ],
  [
    'been a christian 30 years but lately i am just going through the motions, church feels dry and prayer feels like a chore',
    ['REV 2', 'PSA 63', 'PSA 42', 'JHN 15', 'ISA 55', 'PSA 84'],
  ],
  [
    'i was the drunk driver. i hit a cyclist three years ago, he lived but he will never walk right again, i served my time and i cant forgive myself',
    ['PSA 32', 'PSA 103', 'ROM 8', '1TI 1', 'PSA 51', 'ISA 1'],
  ],
  [
    'my husband is a pastor and the church people are so critical of me and the kids, i smile on sunday and cry on monday',
    ['PSA 62', 'GAL 1', '2CO 4', '1PE 5', 'PSA 55', 'ISA 40'],
  ],
  [
    'i have fibromyalgia and people at church think i am faking or lazy because i look fine, but i am in pain every single day',
    ['2CO 12', 'PSA 38', 'ROM 8', '2CO 4', 'PSA 6', 'JOB 2'],
  ],
  [
    'i keep procrastinating on everything, bills, emails, my thesis, and the pile keeps getting bigger and i am just paralyzed',
    ['PRO 6', 'ECC 11', 'COL 3', 'PRO 24', 'EPH 5', 'PHP 4'],
  ],
  [
    "Our daughter came home from college and says she's an atheist now and wants nothing to do with church. We spent 18 years raising her in the faith.",
    ['LUK 15', 'ISA 55', 'PRO 22', '2TI 3', '1SA 1', 'JER 31'],
  ],
  [
    'my parents want me to be a doctor so bad but i feel called to be a pastor, they say i am throwing my life away and i hate disappointing them',
    ['ACT 5', 'GAL 1', 'MAT 10', 'EPH 6', 'ACT 4', 'JER 1'],
  ],
  [
    'i lost my temper at a referee during my sons basketball game and got thrown out. my son wont even talk to me',
    ['PRO 29', 'JAS 1', 'EPH 4', 'PRO 16', 'EPH 6', 'COL 3'],
  ],
  [
    'a man from my church who i trusted touched my daughter and the elders want to handle it quietly. i am shaking with rage',
    ['MAT 18', 'PSA 94', 'EPH 5', 'ROM 13', 'PSA 10', 'ISA 59'],
  ],
  [
    'i got into my dream school but i cant afford it without huge loans, my parents say trust god but im scared of 100k in debt',
    ['PRO 22', 'LUK 14', 'PRO 3', 'JAS 1', 'ROM 13', 'PRO 16'],
  ],
  [
    "My wife and I can't agree on having a second kid. I want one, and she says she can't go through it again after the last birth.",
    ['PHP 2', 'EPH 5', '1PE 3', 'JAS 1', 'COL 3', 'PSA 127'],
  ],
  [
    'i was ordained 20 years ago and now i am having an affair with a woman in my congregation. i know i need to confess but it will end everything',
    ['2SA 12', 'PSA 51', 'PRO 28', 'PSA 32', '1TI 3', 'JAS 5'],
  ],
  [
    'just found out im hiv positive. i am 27, i havent told my family, and i feel like my life is over',
    ['PSA 34', 'ROM 8', 'PSA 139', 'LAM 3', 'ISA 43', 'PSA 62'],
  ],
  [
    'my father in law is dying of cancer and he has never believed in god. my husband wants me to talk to him about jesus but i dont know how',
    ['LUK 23', 'COL 4', '1PE 3', 'JHN 3', 'ROM 10', 'ACT 16'],
  ],
  [
    "I farm wheat in Kansas and it's been the driest summer in 40 years. The crop is gone, the bank is calling, and my wife is scared.",
    ['HAB 3', 'JOL 2', '1KI 17', 'PSA 65', 'JER 17', 'MAT 6'],
  ],
  [
    'my neighbors kids run wild and nobody watches them, they broke my window and the parents just laughed. i want to love my neighbor but man',
    ['ROM 12', 'LUK 10', 'MAT 5', 'PRO 15', '1PE 3', 'COL 4'],
  ],
  [
    'i am 30 and never been kissed. i go to every singles event and nothing happens. starting to think something is wrong with me',
    ['PSA 139', 'PSA 37', '1CO 7', 'PSA 84', 'ISA 54', 'PHP 4'],
  ],
  [
    'i am on the worship team and i get so jealous when someone else gets asked to lead or gets compliments on their voice',
    ['1CO 12', 'GAL 5', 'JHN 3', 'JAS 3', 'PHP 2', '1CO 3'],
  ],
  [
    'my uncle who molested me as a kid just died and the whole family is mourning him like a saint. i feel nothing but relief and then guilt for feeling it',
    ['PSA 34', 'PSA 37', 'ROM 12', 'PSA 139', 'ISA 61', 'PSA 147'],
  ],
  [
    'i cant get along with my roommate jess, she leaves dishes everywhere and has her boyfriend over all the time and our lease has 7 more months',
    ['ROM 12', 'PHP 2', 'COL 3', 'MAT 18', 'EPH 4', 'PRO 15'],
  ],
  [
    "Our 19-year-old son was killed in a motorcycle accident on Friday. I keep walking past his room. I don't know how to breathe.",
    ['2SA 18', 'PSA 34', 'JHN 11', '2CO 1', 'PSA 23', 'REV 21'],
  ],
  [
    'i think my husband might be hiding something, late nights, locked phone, new password. i dont have proof and im scared to ask',
    ['PSA 55', 'PSA 62', 'PRO 3', 'EPH 4', 'LUK 8', 'PSA 139'],
  ],
  [
    'i was baptized at 12 but didnt really understand it, now im 35 and really following jesus and wonder if i should be baptized again',
    ['ROM 6', 'ACT 2', 'ACT 8', 'MAT 28', 'ACT 19', 'COL 2'],
  ],
  [
    'my card got stolen and while sorting it out i realized i spend 600 a month on takeout and amazon, i feel like a terrible steward',
    ['LUK 16', 'MAT 25', 'PRO 21', '1TI 6', 'LUK 12', 'PRO 27'],
  ],
  [
    'my mom keeps saying i should have married my ex instead of my husband, right in front of him, and he is starting to resent her',
    ['GEN 2', 'EPH 5', 'PRO 15', 'MAT 19', 'ROM 12', 'EXO 20'],
  ],
  [
    "I have been praying for my husband to be saved for 15 years and nothing. I'm tired of praying and tired of hoping.",
    ['LUK 18', '1PE 3', 'GAL 6', '2PE 3', 'ISA 55', 'PSA 40'],
  ],
  [
    'im in med school, sleeping 4 hours a night, failing anatomy, and i havent been to church in months. i feel so far from god',
    ['MAT 11', 'PSA 127', 'PSA 139', 'ISA 40', 'LUK 10', 'PSA 42'],
  ],
  [
    'i made a huge mistake at work that cost the company 50 thousand dollars and i covered it up. now an audit is coming',
    ['PRO 28', 'NUM 32', 'PSA 32', 'PRO 10', '1JN 1', 'EPH 4'],
  ],
  [
    'our kids are grown and gone and my husband and i realized we dont really know each other anymore, its just quiet dinners and tv',
    ['SNG 2', 'ECC 9', 'EPH 5', 'PRO 5', '1CO 13', 'COL 3'],
  ],
  [
    'i am so tired of being sick. long covid for 18 months, i cant work, cant think straight, and people have stopped asking how i am',
    ['PSA 6', 'PSA 13', '2CO 4', 'ISA 40', 'ROM 8', 'JAS 5'],
  ],
  [
    "Someone stole from the food pantry I run at church. It was one of the volunteers, and I don't know whether to confront her or call the police.",
    ['MAT 18', 'GAL 6', 'EPH 4', 'LUK 19', 'PRO 28', 'ROM 13'],
  ],
  [
    'i am terrified of dying. every time i feel a pain i think its cancer and i google symptoms for hours, i cant enjoy anything',
    ['HEB 2', '1CO 15', 'JHN 14', 'PSA 23', '2CO 5', 'PHP 1'],
  ],
  [
    'my parents are undocumented and my dad got picked up by ice last week, my mom cries every night and im scared we will all be deported',
    ['PSA 146', 'DEU 10', 'LEV 19', 'PSA 46', 'ISA 41', 'PSA 121'],
  ],
  [
    'we lost our baby at 32 weeks. the nursery is all set up and i cant go in. my husband wants to take it down but i am not ready',
    ['2SA 12', 'PSA 34', 'PSA 139', 'JER 31', 'ECC 3', 'REV 21'],
  ],
  [
    'i think i idolize my career. i check emails at dinner, i work weekends, and when work goes bad my whole mood crashes',
    ['ECC 2', 'MAT 6', 'LUK 12', 'EXO 20', 'PSA 127', 'COL 3'],
  ],
  [
    "My son is addicted to opioids and he stole my jewelry to buy pills. I love him, but I had to tell him he can't live here anymore.",
    ['LUK 15', 'PSA 34', 'ISA 43', 'ROM 8', 'GAL 6', 'LAM 3'],
  ],
  [
    'i keep saying mean things to my wife when im stressed and then apologizing, and yesterday she said she is tired of my apologies',
    ['JAS 3', 'EPH 4', 'COL 3', 'PRO 15', '1PE 3', 'PRO 18'],
  ],
  [
    'my church wants me to be an elder but i have a past, i did prison time on drug charges 15 years ago. i dont feel qualified',
    ['1TI 1', '1TI 3', '2CO 5', 'TIT 1', '1CO 6', 'PHP 3'],
  ],
  [
    'i struggle with same sex attraction and have never told anyone at church. i want to follow jesus but i feel so alone in this',
    ['1CO 10', 'HEB 4', 'ROM 8', 'PSA 139', '1CO 6', 'MAT 11'],
  ],
  [
    'my 6 year old asked me where grandpa went when he died and i didnt know what to say, honestly im not sure what i believe about heaven myself',
    ['JHN 14', '1TH 4', 'REV 21', '2CO 5', '1CO 15', 'PHP 1'],
  ],
  [
    'i am a social worker and i see kids getting hurt every day while the system fails them, i am starting to lose hope that anything will change',
    ['PSA 10', 'GAL 6', 'ISA 1', 'PSA 82', 'MIC 6', 'MAT 18'],
  ],
  [
    'im a 22 year old guy with no idea what to do with my life, my friends all have plans and i just work at a warehouse and play games',
    ['ECC 12', 'PRO 3', 'COL 3', '1TI 4', 'ECC 9', 'JER 29'],
  ],
  [
    "My mother-in-law moved in with us after her stroke and she is bitter and mean to everyone. I'm trying to honor her but I'm losing it.",
    ['RUT 1', '1TI 5', 'COL 3', 'GAL 6', 'PHP 2', '1PE 3'],
  ],
  [
    'we got a big tax refund and my husband wants a boat and i want to pay off debt and give to missions, we have been fighting all week',
    ['PRO 22', 'LUK 12', '1TI 6', '2CO 9', 'PHP 2', 'JAS 4'],
  ],
  [
    'i still have nightmares about the war, came home from iraq 10 years ago and my kids are scared of me when i get angry',
    ['PSA 18', 'PSA 4', 'PSA 91', 'EPH 4', 'PSA 3', 'ISA 26'],
  ],
  [
    'a friend from church asked me to cosign a car loan and i dont want to but im afraid she will be hurt and think im unchristian',
    ['PRO 22', 'PRO 6', 'PRO 11', 'MAT 5', 'PRO 17', 'GAL 1'],
  ],
  [
    'my wife says i never listen and always try to fix things when she just wants me to hear her. last night she cried and i didnt know what to do',
    ['JAS 1', '1PE 3', 'EPH 5', 'PRO 18', 'ROM 12', 'COL 3'],
  ],
  [
    "The doctor says my husband has six months to live. He wants to go home and be with family, and I'm trying to be strong for our grandkids.",
    ['2CO 5', 'PSA 90', 'JHN 14', 'PSA 23', '2TI 4', 'ISA 41'],
  ],
  [
    'i feel like god wants me to tithe but we are already behind on rent and my husband says its irresponsible',
    ['2CO 9', 'MAL 3', '2CO 8', 'MRK 12', '1TI 5', 'PRO 3'],
  ],
  [
    'my college roommate is in a really dark place and talks about wanting to die, i am scared and dont know if i should tell someone',
    ['GAL 6', 'PRO 24', 'PSA 34', '1KI 19', 'ECC 4', 'JAS 5'],
  ],
  [
    'i love being a chef but the kitchen culture is drugs, drinking and cussing, im the only christian on the line and it wears on me',
    ['DAN 1', 'PHP 2', 'MAT 5', '1PE 2', 'JHN 17', 'ROM 12'],
  ],
  [
    'we have a house, two cars, good jobs and healthy kids and i still feel empty inside, like there has to be more than this',
    ['ECC 2', 'ECC 1', 'JHN 4', 'PSA 16', 'ISA 55', 'PHP 3'],
  ],
  [
    'i got baptized last year and then my sin got worse not better. i thought becoming a christian would make me stop wanting stuff',
    ['ROM 7', 'GAL 5', 'ROM 6', 'PHP 1', '1JN 1', 'ROM 8'],
  ],
  [
    'My sister is marrying a guy I know cheated on her before. Should I say something before the wedding or keep my mouth shut?',
    ['PRO 27', 'EPH 4', 'PRO 25', 'ECC 3', 'GAL 6', 'PRO 15'],
  ],
  [
    'i was falsely accused of stealing at work and fired. the real thief was caught a week later but they wont give me my job back',
    ['GEN 39', 'PSA 37', '1PE 2', 'PSA 7', 'GEN 50', 'PSA 35'],
  ],
  [
    'our 3 year old got into the pool and almost drowned, she is ok now but i cant stop replaying it and feeling like a terrible mother',
    ['PSA 121', 'PSA 103', 'PSA 91', 'PSA 116', 'ROM 8', 'PHP 4'],
  ],
  [
    'my father never said he loved me or was proud of me, he died last year and i am 40 and still trying to earn everyones approval',
    ['ROM 8', 'MAT 3', '1JN 3', 'GAL 4', 'PSA 27', 'EPH 1'],
  ],
  [
    'im a youth leader and a 14 year old girl in my group told me her dad hits her mom. she begged me not to tell anyone',
    ['PRO 31', 'PSA 82', 'PRO 24', 'ISA 1', 'PSA 10', 'ROM 13'],
  ],
  [
    "I'm 75 and having knee replacement surgery next month. I'm scared I won't wake up, and my kids say I worry too much.",
    ['PSA 91', 'ISA 46', 'PHP 4', 'PSA 23', 'PSA 31', '2CO 5'],
  ],
  [
    'i lost my temper and hit my wife last night. i have never done that before. she is at her sisters and i dont know what to do',
    ['PSA 51', 'COL 3', 'EPH 5', 'JAS 1', '1PE 3', 'PRO 16'],
  ],
  [
    'we are trying to buy our first house and every offer gets beaten by cash buyers, 9 offers rejected, we are so discouraged',
    ['PSA 37', 'PRO 16', 'PHP 4', 'MAT 6', 'PSA 27', 'GAL 6'],
  ],
  [
    'i have always been the strong one in my family but now my marriage is falling apart and i have nobody to lean on',
    ['PSA 18', '2CO 12', 'MAT 11', 'PSA 62', 'ECC 4', 'ISA 40'],
  ],
  [
    'i cant stop buying things, packages come every day and i hide them from my husband. it gives me a rush and then i feel sick',
    ['1TI 6', 'HEB 13', 'LUK 12', 'PHP 4', 'ECC 5', 'MAT 6'],
  ],
  [
    "My teenage son got caught sexting a girl from his class and now the school and her parents are involved. I'm mortified.",
    ['PRO 5', 'PRO 7', '1TH 4', '2TI 2', 'LUK 15', 'HEB 12'],
  ],
  [
    'my husband was sent to prison for 15 years, i am raising our kids alone and people at church dont know what to say to me',
    ['PSA 68', 'ISA 54', 'PSA 146', 'MAT 25', 'HEB 13', 'PSA 121'],
  ],
  [
    'i have an eating disorder, been purging for 3 years and nobody knows, i want to stop but its the only thing i can control',
    ['PSA 139', '1CO 6', '2CO 12', 'MAT 11', 'ROM 12', 'PSA 34'],
  ],
  [
    'my ex husband remarried and his new wife is great with our kids and honestly i feel jealous and replaced',
    ['GAL 5', 'PSA 139', 'JAS 3', 'PHP 4', 'ROM 12', '1CO 13'],
  ],
  [
    'i keep putting off going back to church after covid, its been 3 years and now i feel awkward just showing up again',
    ['HEB 10', 'LUK 15', 'PSA 122', 'ACT 2', 'PSA 84', 'HEB 12'],
  ],
  [
    'My best friend and I started a business together and she has been taking money out of the account without telling me.',
    ['MAT 18', 'PSA 55', 'PRO 11', 'PRO 16', 'ROM 12', '2CO 6'],
  ],
  [
    'my boyfriend carlos isnt a christian but he is the kindest man i have ever met, my parents say break up but im 29 and dont want to be alone',
    ['2CO 6', '1CO 7', 'AMO 3', 'PRO 3', 'PSA 37', 'PSA 84'],
  ],
  [
    'im a new mom and i feel like i lost myself, i used to be a lawyer and now i change diapers all day and nobody talks to me about anything real',
    ['PSA 139', 'COL 3', 'TIT 2', 'ISA 40', 'MAT 11', 'ECC 3'],
  ],
  [
    'my church leadership covered up abuse and when i spoke up they kicked me out. i still love jesus but i dont know if i can trust a church again',
    ['EZK 34', 'MAT 23', 'JER 23', 'PSA 55', '3JN 1', 'REV 2'],
  ],
  [
    'i cussed out a customer today at the store and got written up, i have a temper problem and i know it hurts my witness',
    ['JAS 1', 'PRO 14', 'EPH 4', 'COL 3', 'PRO 15', 'MAT 5'],
  ],
  [
    "I'm 40 and single and I've decided to stop dating for a while. My family keeps pushing me to get out there and I feel judged.",
    ['1CO 7', 'PSA 16', 'PHP 4', 'ISA 56', 'MAT 19', 'PSA 73'],
  ],
  [
    'our house flooded in the hurricane and insurance wont cover it, we are living in a hotel with 4 kids and im at the end of my rope',
    ['ISA 43', 'PSA 46', 'PSA 69', 'PSA 18', 'MAT 6', 'LAM 3'],
  ],
  [
    'i have a chance to get back at the girl who bullied me all through high school, i have dirt on her that would cost her the new job she just got',
    ['ROM 12', 'PRO 24', 'MAT 5', '1PE 3', 'LUK 6', '1SA 24'],
  ],
  [
    'my friend says if i had enough faith i would be healed of my lupus and it makes me feel like my sickness is my own fault',
    ['JHN 9', '2CO 12', 'JOB 42', 'PHP 2', '2TI 4', 'JOB 2'],
  ],
  [
    'im a single mom working nights at the hospital and my 12 year old is home alone too much. i feel like im failing him but we need the money',
    ['PSA 68', 'ISA 40', 'MAT 6', 'PSA 127', 'PHP 4', '2CO 12'],
  ],
  [
    "I can't seem to make friends as an adult. Everyone is busy with their own families and I sit home alone every weekend.",
    ['PSA 68', 'PRO 18', 'ECC 4', 'PSA 25', 'JHN 15', 'HEB 10'],
  ],
  [
    'i just got saved in jail and i have 6 more years. the guys mock me and the chaplain only comes once a month. how do i grow in here',
    ['PHP 1', 'ACT 16', 'GEN 39', '2TI 2', 'PHP 4', 'PSA 119'],
  ],
  [
    'my daughter is 8 and has anxiety so bad she throws up before school. i feel helpless and i wonder if she got it from me',
    ['MRK 10', 'PHP 4', 'ISA 41', 'PSA 4', '1PE 5', 'PSA 56'],
  ],
  [
    'i love my wife but im attracted to a woman at the gym and i catch myself going at the times i know she will be there',
    ['PRO 5', 'JOB 31', 'MAT 5', '1CO 10', '2TI 2', 'PRO 6'],
  ],
  [
    'i was sure god told me i would marry him, i even told people, and now he is engaged to someone else. did i hear god wrong',
    ['PRO 16', 'ISA 55', 'PRO 3', '1JN 4', 'DEU 18', 'PSA 34'],
  ],
  [
    'My friend is going through chemo and just lost her job, and I feel guilty being happy about my pregnancy around her.',
    ['ROM 12', 'ECC 3', '1CO 12', 'GAL 6', 'PHP 2', 'JOB 2'],
  ],
  [
    'my husband is a workaholic and says he does it for us but the kids and i would rather have him home for dinner',
    ['PSA 127', 'ECC 4', 'MAT 6', 'LUK 10', 'EPH 6', 'ECC 2'],
  ],
  [
    'i survived a bad car accident but my friend who was driving didnt. why did god save me and not her, she had a baby at home',
    ['PSA 139', 'JOB 1', 'ECC 9', 'ROM 8', 'PHP 1', 'PSA 90'],
  ],
  [
    'i owe the irs 18 thousand from my side business and ignored the letters for a year and now they are garnishing my wages',
    ['ROM 13', 'MAT 22', 'PRO 22', 'PRO 27', 'LAM 3', 'PHP 4'],
  ],
  [
    'our daughter has down syndrome and people keep saying she is a blessing, which she is, but i am so tired and nobody asks how i am doing',
    ['PSA 139', 'GAL 6', 'ISA 40', 'MAT 11', 'JHN 9', '2CO 12'],
  ],
  [
    'My wife wants to go back to work full time and I think the kids need her at home. We keep having the same argument.',
    ['PRO 31', 'EPH 5', 'PHP 2', 'JAS 1', 'TIT 2', 'COL 3'],
  ],
  [
    'ive been a christian for years and my pastor asked me to teach sunday school but i dont even know the bible that well. i feel like a fraud',
    ['2TI 2', '2TI 3', 'PSA 119', 'JAS 3', 'ACT 4', '1TI 4'],
  ],
  [
    'im 14 and my dad drinks and says stuff to my mom that scares me. i hide in my room with headphones on. i dont know who to tell',
    ['PSA 27', 'PSA 46', 'PSA 91', 'PSA 34', 'ISA 41', 'PSA 10'],
  ],
  [
    'i won 50k on a scratch ticket and now everyone in my family is asking for money. its been more stress than blessing',
    ['ECC 5', '1TI 6', 'PRO 30', 'LUK 12', 'PRO 23', 'MAT 6'],
  ],
  [
    'My wife passed away in January and now I have to do everything she did, cook, pay bills, remember birthdays, and I keep breaking down in the grocery store.',
    ['PSA 34', 'PSA 23', 'ISA 41', '2CO 1', 'PSA 147', 'MAT 5'],
  ],
  [
    'i teach 5th grade and the district wants me to teach things that go against my beliefs, if i refuse i could lose my job',
    ['DAN 3', 'ACT 5', 'DAN 1', '1PE 3', 'ROM 13', 'MAT 10'],
  ],
  [
    'all the news about wars and the end times freaks me out, my kids ask if the world is ending and i dont know what to tell them',
    ['MAT 24', 'JHN 14', 'PSA 46', '1TH 5', 'REV 21', '2PE 3'],
  ],
  [
    'i am so proud, i always need to be right and win every argument, my wife and kids walk on eggshells and i only just realized it',
    ['PRO 16', 'PHP 2', 'JAS 4', '1PE 5', 'PRO 11', 'DAN 4'],
  ],
  [
    'my brother died of an overdose and at the funeral people whispered about whether he was saved. he loved jesus but he was an addict',
    ['ROM 8', 'JHN 10', 'PSA 103', '1JN 5', 'JHN 6', '2CO 1'],
  ],
  [
    'Our church plant failed after four years and we had to close the doors. My husband was the pastor and now he is questioning his calling.',
    ['1CO 3', 'ISA 49', '1KI 19', '1CO 15', 'GAL 6', '2CO 4'],
  ],
  [
    'i am 33 and just found out i was adopted. my parents kept it from me my whole life and now i feel like i dont know who i am',
    ['EPH 1', 'ROM 8', 'PSA 139', 'GAL 4', 'PSA 27', 'EST 2'],
  ],
  [
    'i feel like im always the one reaching out to my friends, if i stopped texting first nobody would talk to me at all',
    ['PSA 142', 'PRO 18', 'JHN 15', 'GAL 6', '2TI 4', 'PSA 25'],
  ],
  [
    'my parents just announced they are divorcing after 41 years, we are all adults but it feels like the floor dropped out, and my mom keeps calling me to vent about dad',
    ['PSA 46', 'MAL 2', 'EPH 6', 'PSA 62', 'ROM 12', 'GAL 6'],
  ],
  [
    'i work in sales and my manager wants us to push people into loans they cant afford, i have a family to feed but i hate what i do every day',
    ['PRO 11', 'MIC 6', 'AMO 8', 'LUK 3', 'PRO 22', 'JAS 5'],
  ],
  [
    "My daughter wants to go on a mission trip to Haiti this summer and I'm terrified something will happen to her. She's 17 and I want to say no.",
    ['PSA 121', 'PSA 91', 'PRO 3', 'ACT 21', '1SA 1', 'ISA 41'],
  ],
  [
    'im 57 and just finished chemo, the scans are clear but i am so afraid it will come back that i cant enjoy being cancer free',
    ['PSA 103', 'MAT 6', 'PHP 4', 'PSA 118', 'ISA 38', 'PSA 116'],
  ],
  [
    'i have been stealing from the register at my job, small amounts at first and now like 200 a week. i want to stop and make it right',
    ['EPH 4', 'LUK 19', 'EXO 22', 'PRO 28', 'PSA 32', '1JN 1'],
  ],
  [
    'my youngest leaves for college in the fall and i have spent 20 years being a mom. i feel sad and scared of the quiet house',
    ['ECC 3', 'ISA 43', 'PSA 16', 'PRO 31', 'TIT 2', 'PSA 92'],
  ],
  [
    'my little brother looks up to me and ive been a terrible example, drinking, fighting, getting arrested. he is 13 and starting to copy me',
    ['1TI 4', 'TIT 2', 'MAT 18', 'ROM 14', '1CO 11', 'PRO 4'],
  ],
  [
    "I'm afraid of flying but my new job needs me to travel next week, and I've been sick to my stomach all weekend thinking about it.",
    ['PSA 139', 'ISA 41', 'PSA 121', 'PSA 56', '2TI 1', 'PHP 4'],
  ],
  [
    'what does the bible say about anxiety at night when i cant sleep',
    ['PSA 4', 'PSA 3', 'PSA 121', 'PSA 127', 'PHP 4'],
  ],
  ['Is it wrong to be angry at God?', ['PSA 13', 'JOB 3', 'PSA 88', 'JER 20', 'HAB 1', 'PSA 77']],
  ['Why does God feel so far away from me lately?', ['PSA 42', 'PSA 13', 'PSA 22', 'PSA 139', 'PSA 88']],
  ['How do I forgive my dad for leaving us?', ['MAT 18', 'PSA 27', 'COL 3', 'EPH 4', 'GEN 50']],
  [
    'What should I do when my marriage feels cold and distant?',
    ['1CO 13', 'EPH 5', 'COL 3', 'SNG 2', '1PE 3'],
  ],
  ['can God forgive me for having an abortion', ['PSA 51', 'PSA 32', '1JN 1', 'ROM 8', 'PSA 103', 'ISA 1']],
  [
    "Help me, I just lost my mom and I don't know how to keep going",
    ['1TH 4', 'JHN 11', 'PSA 34', '2CO 1', 'JHN 14', 'REV 21'],
  ],
  ['How do I handle a boss who treats me unfairly?', ['1PE 2', 'COL 3', 'EPH 6', 'ROM 12', 'PSA 37']],
  ['What does the Bible say about being in debt?', ['PRO 22', 'ROM 13', 'PRO 6', '2KI 4', 'LUK 16']],
  [
    'Why does God let me keep suffering with chronic pain?',
    ['2CO 12', 'ROM 8', '2CO 4', 'JOB 2', 'PSA 38', 'JAS 5'],
  ],
  ['How do I stop looking at porn', ['1CO 6', 'MAT 5', 'ROM 6', '1TH 4', 'JOB 31', 'PSA 119']],
  [
    'what should i do when i feel like a burden to everyone',
    ['1KI 19', 'GAL 6', 'PSA 139', 'MAT 11', '2CO 1', 'ROM 12'],
  ],
  [
    "Does God still love me after I've messed up so many times?",
    ['LUK 15', 'ROM 8', 'PSA 103', 'LAM 3', 'MIC 7'],
  ],
  [
    'How do I choose between two offers of work and know which one God wants?',
    ['PRO 3', 'JAS 1', 'PRO 16', 'PSA 32', 'ISA 30'],
  ],
  [
    'Where do I turn when I feel completely alone?',
    ['PSA 142', 'PSA 139', 'DEU 31', 'HEB 13', 'ISA 41', 'PSA 25'],
  ],
  ['help me deal with jealousy of my friends success', ['JAS 3', 'PSA 73', 'GAL 5', '1CO 13', 'PRO 14']],
  [
    'What does the Bible say about my teenage son who has turned away from God?',
    ['LUK 15', 'PRO 22', 'DEU 6', '2TI 3', 'JAS 5'],
  ],
  ['Can God heal my depression', ['PSA 42', 'PSA 40', '1KI 19', 'PSA 34', 'ISA 61', 'PSA 143']],
  ['how do i pray when i dont even know what to say', ['ROM 8', 'MAT 6', 'LUK 11', 'PSA 62', 'PSA 142']],
  ['Is it wrong to get a divorce if my spouse cheated?', ['MAT 19', 'MAT 5', '1CO 7', 'MAL 2', 'HOS 3']],
  [
    'Why does God allow evil people to prosper while I struggle?',
    ['PSA 73', 'PSA 37', 'JER 12', 'HAB 1', 'MAL 3'],
  ],
  ['what should I do when my church hurts me', ['PSA 55', 'MAT 18', 'EPH 4', '2TI 4', '3JN 1']],
  ['How do I deal with fear of dying?', ['HEB 2', '1CO 15', 'JHN 14', 'PSA 23', '2CO 5', 'PHP 1']],
  [
    "Help me trust God with my finances this month, rent is due and i'm short",
    ['MAT 6', 'PHP 4', 'PSA 37', '1KI 17', 'LUK 12'],
  ],
  ['Does God care about my infertility', ['1SA 1', 'GEN 18', 'GEN 30', 'PSA 113', 'LUK 1', 'GEN 25']],
  [
    'how do i stop being so lazy and actualy get stuff done',
    ['PRO 6', 'PRO 24', '2TH 3', 'COL 3', 'PRO 26', 'PRO 13'],
  ],
  [
    "What does the Bible say about dating someone who isn't a Christian?",
    ['2CO 6', '1CO 7', 'DEU 7', 'NEH 13', '1KI 11'],
  ],
  ['is it a sin to be depressed', ['PSA 42', '1KI 19', 'PSA 88', '2CO 1', 'JER 20', 'PSA 77']],
  ['How can I be a better father to my kids?', ['EPH 6', 'DEU 6', 'COL 3', 'PRO 4', 'PSA 103', '1TH 2']],
  [
    "What should I do when I can't forgive myself?",
    ['1JN 1', 'PSA 32', 'ROM 8', 'PSA 103', 'HEB 10', 'MIC 7'],
  ],
  ['why does god not answer my prayers', ['PSA 13', 'LUK 18', 'JAS 4', 'HAB 1', '2CO 12', 'DAN 10']],
  ['How do I handle people gossiping about me at work', ['PSA 120', 'PSA 64', '1PE 3', 'MAT 5', 'PSA 31']],
  ['Can God use someone with a past like mine', ['1TI 1', 'ACT 9', '1CO 15', '1CO 6', 'LUK 7', 'JOS 2']],
  ['help me im addicted to alcohol and cant stop', ['EPH 5', '1CO 10', 'PRO 23', 'ROM 13', '1CO 6', 'GAL 5']],
  [
    'What does the Bible say about caring for my aging parents?',
    ['1TI 5', 'EXO 20', 'RUT 1', 'JHN 19', 'MRK 7', 'PRO 23'],
  ],
  [
    'How do I wait on God when nothing is changing?',
    ['ISA 40', 'PSA 27', 'PSA 130', 'LAM 3', 'HAB 2', 'PSA 40'],
  ],
  ['is it wrong to have sex before marriage if were engaged', ['1CO 7', '1TH 4', '1CO 6', 'HEB 13', 'SNG 8']],
  [
    'Why does God let children die? my nephew passed last week',
    ['2SA 12', 'JOB 1', 'REV 21', 'ISA 57', 'JER 31', 'MAT 18'],
  ],
  [
    'How do I deal with a friend who betrayed me',
    ['PSA 55', 'PSA 41', 'MAT 18', 'MAT 26', 'GEN 50', 'LUK 6'],
  ],
  ["Where do I turn when I've lost my faith", ['MRK 9', 'PSA 73', 'JHN 20', 'JUD 1', 'HEB 11']],
  [
    'what should i do when i have a big decision and i feel stuck',
    ['PRO 3', 'JAS 1', 'PSA 25', 'PRO 16', 'ISA 30', 'PSA 32'],
  ],
  ['How do I love my enemies when they keep hurting me?', ['MAT 5', 'LUK 6', 'ROM 12', 'PRO 25', '1PE 3']],
  ["Does God care when I'm sick in the hospital", ['PSA 41', 'JAS 5', 'PSA 103', '2CO 4', 'ISA 38', 'MAT 8']],
  [
    'how do i deal with stress from school and exams',
    ['PHP 4', 'MAT 11', 'COL 3', 'JAS 1', 'PRO 2', 'ECC 12'],
  ],
  [
    'Is it wrong to feel sad at Christmas because I miss someone',
    ['PSA 42', '1TH 4', 'ECC 3', 'JHN 11', 'ROM 12', 'PSA 34'],
  ],
  [
    'How do I stay humble after getting a big promotion',
    ['DEU 8', 'PHP 2', 'JAS 4', 'PRO 16', 'DAN 4', '1PE 5'],
  ],
  [
    'What does the Bible say about being a single mom?',
    ['PSA 68', 'GEN 21', '1KI 17', 'ISA 54', 'PSA 146', '2KI 4'],
  ],
  ['can god fix my broken family', ['GEN 50', 'GEN 45', 'GEN 33', 'LUK 15', 'LUK 1']],
  [
    'Why does God allow natural disasters like the flood that wrecked my town',
    ['PSA 46', 'ROM 8', 'JOB 38', 'LUK 13', 'HAB 3'],
  ],
  ['How do I deal with shame from my past', ['ISA 54', 'ROM 8', 'PSA 34', 'HEB 12', 'JHN 8', 'PSA 25']],
  ['help me not lose my temper with my kids', ['EPH 4', 'JAS 1', 'PRO 15', 'COL 3', 'EPH 6', 'PRO 16']],
  [
    'What should I do when a coworker asks me to lie for them',
    ['EPH 4', 'PRO 12', 'COL 3', 'EXO 20', 'ACT 5', 'DAN 3'],
  ],
  ['Is it ok to be a christian and see a therapist', ['PRO 15', 'PRO 11', 'PRO 19', 'GAL 6', 'JAS 5']],
  ['How do I get over a breakup', ['PSA 147', 'PSA 34', 'ISA 43', 'PHP 3', 'JER 29']],
  ['what does the bible say about self harm', ['PSA 139', '1CO 6', 'MRK 5', '1KI 18', 'ISA 61', 'PSA 34']],
  [
    'Does God hear me when I have suicidal thoughts?',
    ['PSA 88', '1KI 19', 'PSA 40', 'JON 4', 'PSA 142', 'JOB 3', 'ACT 16'],
  ],
  [
    'How do I share my faith with my family without pushing them away',
    ['1PE 3', 'COL 4', 'MRK 5', 'ACT 16', '2TI 2', '1CO 9'],
  ],
  [
    'Why does God make me wait so long for a spouse',
    ['PSA 37', 'ECC 3', 'GEN 24', 'ISA 40', '1CO 7', 'PSA 27'],
  ],
  ['How do I deal with same-sex attraction as a Christian', ['1CO 6', 'ROM 6', '1CO 10', 'HEB 4', '2CO 12']],
  ['What should I do when my husband is verbally abusive?', ['PSA 55', '1SA 25', 'EPH 5', 'COL 3', 'PSA 10']],
  [
    'how do i know if god is calling me into ministry',
    ['1TI 3', 'JER 1', 'ISA 6', 'EXO 3', '1SA 3', 'ROM 10'],
  ],
  ['Can God forgive me for cheating on my wife', ['PSA 51', '2SA 12', 'JHN 8', '1JN 1', 'HOS 3', 'PRO 6']],
  ['How do I cope after losing my home in a fire', ['ISA 43', 'PSA 46', 'JOB 1', 'HAB 3', '2CO 4']],
  ['What does the Bible say about gambling?', ['1TI 6', 'PRO 13', 'PRO 28', 'HEB 13', 'ECC 5', 'PRO 23']],
  [
    'help me stop comparing myself to people on instagram',
    ['GAL 6', '2CO 10', 'PSA 139', 'JHN 21', '1SA 16'],
  ],
  [
    "Why does God seem silent when I'm hurting so bad",
    ['PSA 22', 'PSA 13', 'JOB 23', 'PSA 88', 'ISA 50', 'LAM 3'],
  ],
  [
    'How do I rest when I feel burned out from serving at church',
    ['MAT 11', 'MRK 6', '1KI 19', 'EXO 18', 'GAL 6', 'ISA 40'],
  ],
  ['is it selfish that i dont want children', ['PSA 127', '1CO 7', 'GEN 1', 'MAT 19', 'ISA 56']],
  [
    'What should I do when I feel God is asking me to move to a new city',
    ['GEN 12', 'HEB 11', 'PRO 3', 'ACT 16', 'JER 29', 'JOS 1'],
  ],
  ['How do I stop being a people pleaser', ['GAL 1', '1TH 2', 'PRO 29', 'COL 3', 'JHN 12']],
  [
    'does god care that my dog died, i cant stop crying',
    ['MAT 10', 'PSA 104', 'PSA 36', 'ECC 3', 'PRO 12', 'JON 4'],
  ],
  [
    'How do I face a cancer diagnosis without falling apart',
    ['2CO 4', 'PSA 73', 'ISA 41', 'ROM 8', 'PSA 91', 'PSA 46'],
  ],
  [
    'what does god say about the racism i face at work',
    ['JAS 2', 'GAL 3', 'ACT 10', 'EPH 2', 'REV 7', 'PSA 37'],
  ],
  ['Is it wrong to question my faith?', ['MRK 9', 'JHN 20', 'MAT 11', 'JUD 1', 'HAB 1', 'PSA 73']],
  ['How do I get my prayer life back on track', ['MAT 6', 'LUK 11', '1TH 5', 'DAN 6', 'MRK 1', 'PSA 5']],
  ['Help me be content with what I have', ['PHP 4', '1TI 6', 'HEB 13', 'PSA 16', 'ECC 5']],
  [
    "What should I do when my adult child won't talk to me anymore",
    ['LUK 15', '2SA 14', 'ROM 12', 'GEN 45', '1PE 5'],
  ],
  [
    'How do I deal with guilt after my dad died and we never made up',
    ['2CO 7', 'PSA 32', 'ROM 8', 'PSA 103', '1JN 1', '1TH 4'],
  ],
  ['Why does God let me be tempted?', ['JAS 1', '1CO 10', 'HEB 4', 'HEB 2', 'MAT 4', 'LUK 22']],
  [
    'can i lose my salvation after everything ive done',
    ['JHN 10', 'ROM 8', 'HEB 6', 'PHP 1', '1JN 5', 'JUD 1'],
  ],
  [
    'What does the Bible say about me working on Sundays?',
    ['MRK 2', 'EXO 20', 'ROM 14', 'COL 2', 'ISA 58', 'HEB 4'],
  ],
  [
    'how to be a good wife when im exausted all the time',
    ['PRO 31', 'MAT 11', 'EPH 5', '1PE 3', 'COL 3', 'ISA 40'],
  ],
  [
    'How do I handle a neighbor who keeps causing problems',
    ['ROM 12', 'LUK 10', 'MAT 5', 'PRO 3', 'PRO 25', '1PE 3'],
  ],
  ['Is it wrong for me to get a tattoo?', ['LEV 19', '1CO 6', 'ROM 14', '1CO 10', '1SA 16']],
  [
    "Where do I turn when my kid is sick and the doctors don't know why",
    ['MRK 5', 'MRK 9', 'JHN 4', '2KI 4', 'PSA 121', 'MAT 15'],
  ],
  [
    "What should I do when I'm lonely in a new church",
    ['HEB 10', 'ACT 2', 'ROM 12', 'PSA 68', '1CO 12', 'ROM 15'],
  ],
  ['how do I stop overthinking everything', ['PHP 4', '2CO 10', 'ISA 26', 'MAT 6', 'ROM 12', 'PSA 139']],
  [
    'Does God have a plan for my life even though I feel lost',
    ['JER 29', 'PSA 139', 'ROM 8', 'EPH 2', 'PRO 16', 'LUK 15'],
  ],
  ['How do I respond to someone who mocks my faith', ['1PE 3', '1PE 4', 'MAT 5', 'NEH 4', '2TI 3']],
  ['help me with my insecurity about my body', ['PSA 139', '1SA 16', '1PE 3', 'GEN 1', '1CO 6']],
  [
    'What does the Bible say about my spouse not being a believer',
    ['1CO 7', '1PE 3', '2TI 1', 'ACT 16', 'COL 4'],
  ],
  [
    'How do I honor my parents when they are toxic',
    ['EXO 20', 'EPH 6', '1SA 20', 'PSA 27', 'ROM 12', 'MAT 10'],
  ],
  ['Is it wrong to pray for my enemies to fail', ['MAT 5', 'ROM 12', 'LUK 6', 'PSA 35', 'PSA 109', 'LUK 9']],
  [
    'Why does God let me fail at everything I try',
    ['PRO 24', 'PSA 37', '2CO 12', 'MIC 7', 'LUK 5', 'HEB 12'],
  ],
  [
    'What should I do when I feel spiritually dry',
    ['PSA 63', 'PSA 42', 'ISA 55', 'JHN 4', 'JHN 7', 'PSA 143'],
  ],
  ["How do I deal with my husband's porn habit", ['GAL 6', 'MAT 5', 'JOB 31', '1CO 7', 'EPH 5', '1CO 13']],
  [
    'can God give me peace about my grandpa who died without believing',
    ['GEN 18', 'PSA 145', '1TI 2', 'ROM 2', '2PE 3'],
  ],
  [
    'How do I start reading the Bible when I find it boring',
    ['PSA 119', '2TI 3', 'PSA 1', 'JOS 1', 'NEH 8', 'LUK 24'],
  ],
  [
    'What does the Bible say about getting laid off',
    ['MAT 6', 'PSA 37', 'PHP 4', 'LUK 12', 'HAB 3', '1KI 17'],
  ],
  ['how do i deal with a miscarriage', ['PSA 139', '2SA 12', 'PSA 34', 'REV 21', 'JOB 1']],
  ['Is it wrong to drink alcohol at all?', ['ROM 14', 'EPH 5', 'PRO 20', 'JHN 2', '1TI 5', 'PRO 23']],
  ['Why does God let me go blind slowly', ['JHN 9', '2CO 4', '2CO 5', 'ISA 35', 'EXO 4', 'REV 21']],
  [
    'how do I deal with envy when my sister gets pregnant and I cant',
    ['1SA 1', 'GEN 30', 'PSA 73', 'ROM 12', 'JAS 3', 'GEN 16'],
  ],
  [
    'Help me overcome my fear of public speaking at work',
    ['EXO 4', 'JER 1', '2TI 1', 'ISA 41', '1CO 2', 'ACT 4'],
  ],
  [
    'What should I do when my friend is in an abusive relationship?',
    ['PRO 24', 'PSA 82', 'PRO 31', 'GAL 6', 'PSA 10'],
  ],
  [
    "How do I raise kids who love God in today's world",
    ['DEU 6', 'PRO 22', 'EPH 6', '2TI 3', 'PSA 78', 'JOS 24'],
  ],
  [
    'Does God get tired of me asking for the same thing over and over',
    ['LUK 18', 'LUK 11', 'MAT 7', 'MAT 15', 'ISA 62'],
  ],
  ['is it a sin to have doubts about heaven', ['JHN 14', '2CO 5', 'REV 21', '1CO 15', 'MRK 9', '1JN 5']],
  ['How do I deal with a bully at school', ['PSA 56', 'PSA 27', '1SA 17', 'ROM 12', 'MAT 5']],
  [
    'What does the Bible say about being too busy',
    ['LUK 10', 'PSA 46', 'ECC 4', 'MAT 11', 'PSA 127', 'MRK 6'],
  ],
  [
    'how do i stop fighting with my wife about money',
    ['PRO 15', 'EPH 4', 'PHP 2', 'HEB 13', 'PRO 21', '1TI 6'],
  ],
  ['how should i treat my ex-wife for my kids sake', ['ROM 12', 'EPH 4', 'COL 3', '1PE 3', 'MAT 5', 'PHP 2']],
  [
    'Why does God let my anxiety come back when I thought I was healed',
    ['PSA 94', '2CO 12', 'PSA 42', 'PHP 4', '1PE 5', 'MAT 14'],
  ],
  [
    'What should I do if I think my pastor is teaching something wrong',
    ['ACT 17', '1TI 5', 'GAL 2', 'MAT 18', 'HEB 13', '1JN 4'],
  ],
  [
    "How do I forgive someone who isn't even sorry",
    ['LUK 23', 'MAT 18', 'COL 3', 'ACT 7', 'ROM 12', 'MRK 11'],
  ],
  ['help me stop lying so much', ['EPH 4', 'COL 3', 'PRO 12', 'PSA 15', 'PRO 6', 'JHN 8']],
  [
    'Is it wrong to feel happy again after my husband passed',
    ['ECC 3', 'PSA 30', 'ISA 61', 'JHN 16', 'PSA 126', 'RUT 4'],
  ],
  [
    "Where do I turn when I can't afford food for my family",
    ['1KI 17', 'MAT 6', 'PSA 37', 'PHP 4', '2KI 4', 'MAT 14'],
  ],
  [
    'What does the Bible say about retiring and feeling useless',
    ['PSA 92', 'PSA 71', 'ISA 46', 'JOS 14', 'TIT 2', 'LUK 2'],
  ],
  ['how do i let go of control', ['PRO 3', 'PRO 16', 'MAT 6', 'PSA 46', 'JAS 4', 'PSA 131']],
  [
    'How do I take criticism without getting defensive',
    ['PRO 12', 'PRO 15', 'PRO 27', 'PSA 141', 'JAS 1', 'PRO 9'],
  ],
  [
    'Does God care about small things like my exam tomorow',
    ['MAT 10', '1PE 5', 'PHP 4', 'LUK 12', 'PSA 139', 'DAN 1'],
  ],
  [
    "What should I do when I'm tempted to cheat on my taxes",
    ['ROM 13', 'MAT 22', 'PRO 11', 'LUK 19', 'MAT 17'],
  ],
  ['Why did God let my best friend die so young', ['ISA 57', 'JOB 14', 'JHN 11', 'ECC 3', 'PSA 90', '1TH 4']],
  [
    'What does the Bible say about helping the homeless people in my city',
    ['ISA 58', 'MAT 25', 'JAS 2', 'PRO 19', 'DEU 15', 'LUK 14'],
  ],
  ['How do I deal with my mother-in-law who hates me', ['RUT 1', 'ROM 12', 'EPH 4', 'PRO 15', 'COL 3']],
  [
    'help me resist the temptation to steal from the store where i work',
    ['EPH 4', 'EXO 20', 'TIT 2', 'PRO 30', '1CO 10'],
  ],
  [
    'Is it wrong to leave my church for another one',
    ['HEB 10', 'ACT 15', '1CO 1', 'EPH 4', 'ROM 14', '1CO 3'],
  ],
  ['Why did God heal my friend but not me', ['JHN 21', 'JHN 9', '2CO 12', 'ROM 8', 'PSA 73']],
  ['How do I make friends as an adult christian', ['PRO 18', 'ECC 4', '1SA 18', 'PRO 27', 'ACT 2', 'JHN 15']],
  [
    'What should I do, I just found out my teenager is cutting herself',
    ['MRK 9', 'MRK 5', 'PSA 139', 'ISA 61', 'PSA 34', '1KI 18'],
  ],
  [
    'Can God make something good out of my mistakes',
    ['ROM 8', 'GEN 50', 'JOL 2', 'PSA 51', '2CO 5', 'ISA 61'],
  ],
  [
    'how do I keep a good attitude when I hate going to work every morning',
    ['COL 3', 'PSA 118', 'LAM 3', 'ECC 2', 'PHP 2', 'ECC 9'],
  ],
  [
    'What does the Bible say about my addiction to video games',
    ['1CO 6', 'EPH 5', '1CO 10', 'PHP 4', 'PRO 6', 'HEB 12'],
  ],
  [
    'How do I handle being the only Christian in my family?',
    ['MAT 10', 'LUK 12', '1PE 3', 'DAN 1', 'MRK 3', 'JOS 24'],
  ],
  [
    'is it ok to be mad at my husband for never helping around the house',
    ['EPH 4', 'EPH 5', 'COL 3', 'JAS 1', '1PE 3', 'PHP 2'],
  ],
  [
    "Why does God feel distant when I'm living in sin",
    ['ISA 59', 'PSA 32', 'PSA 66', 'JAS 4', 'PSA 51', '1JN 1'],
  ],
  ['How do I comfort a friend who is grieving?', ['ROM 12', 'JOB 2', '2CO 1', 'JHN 11', 'GAL 6', '1TH 4']],
  [
    'What should I do when I feel unworthy to serve God',
    ['ISA 6', 'EXO 4', 'JER 1', '1TI 1', 'LUK 5', '1CO 15'],
  ],
  ['help me not be so afraid of the future', ['JER 29', 'ISA 41', 'MAT 6', 'PSA 112', 'ROM 8', 'DEU 31']],
  [
    'How do I keep my integrity when everyone at work cuts corners',
    ['DAN 6', 'PRO 10', 'PSA 15', 'PRO 11', 'JOB 27', 'ROM 12'],
  ],
  [
    "Does God still accept me now that I'm divorced",
    ['ISA 54', 'JHN 4', 'ROM 8', 'PSA 34', 'LUK 7', 'MAL 2'],
  ],
  [
    'What does the Bible say about my self worth when I feel like nothing',
    ['PSA 139', 'PSA 8', 'EPH 2', '1PE 2', 'ISA 43', 'MAT 10'],
  ],
  [
    'How can I help my husband through his depression',
    ['GAL 6', '1KI 19', 'ECC 4', 'ROM 12', 'PSA 42', '1TH 5'],
  ],
  [
    'is it wrong to want revenge on the guy who hurt my daughter',
    ['ROM 12', 'PSA 94', 'DEU 32', '1PE 2', 'PSA 10', '2TH 1'],
  ],
  [
    'Why does God allow wars, im scared watching the news every day',
    ['PSA 46', 'MAT 24', 'JAS 4', 'ISA 2', 'REV 21', 'HAB 1'],
  ],
  [
    "How do I trust God after He didn't save my marriage",
    ['PSA 73', 'HAB 3', 'ISA 54', 'ROM 8', 'JOB 13', 'LAM 3'],
  ],
  [
    'What should I do when I have to choose between my family and my career?',
    ['ECC 4', 'PSA 127', 'MAT 6', '1TI 5', 'MRK 8', 'LUK 10'],
  ],
  ['How do I deal with panic attacks', ['PHP 4', 'PSA 56', 'ISA 41', 'MRK 4', 'PSA 94', 'PSA 61']],
  ['help me love my wife better', ['EPH 5', '1CO 13', '1PE 3', 'COL 3', 'SNG 4', 'PRO 5']],
  [
    'What does the Bible say about fasting for a breakthrough in my life',
    ['ISA 58', 'MAT 6', 'EST 4', 'DAN 9', 'JOL 2', 'EZR 8'],
  ],
  [
    'Can God forgive me if I keep committing the same sin',
    ['ROM 7', '1JN 1', 'MAT 18', 'PSA 103', 'LAM 3', 'HEB 4'],
  ],
  ['how should a christian handle conflict with a roomate', ['ROM 12', 'MAT 18', 'PHP 2', 'JAS 4', 'EPH 4']],
  ['Is it wrong to spend money on nice things for myself?', ['1TI 6', 'ECC 5', 'LUK 12', 'MAT 6', 'ECC 2']],
  ['Why does God let me feel so tired all the time', ['ISA 40', 'MAT 11', '1KI 19', 'PSA 127', '2CO 4']],
  ['How do I pray for my kids every day', ['EPH 3', 'COL 1', 'EPH 1', 'JOB 1', 'PHP 1']],
  [
    "What should I do when I'm attracted to someone who isn't my spouse",
    ['PRO 5', 'GEN 39', 'PRO 6', 'MAT 5', '1CO 10', '2SA 11'],
  ],
  [
    'How do I find peace after a car accident that was my fault and someone got hurt',
    ['PSA 32', 'ROM 8', '2CO 7', 'JHN 14', 'DEU 19', 'PSA 34'],
  ],
  ['what does god think about my anger issues', ['JAS 1', 'EPH 4', 'PRO 29', 'PRO 15', 'PSA 37', 'COL 3']],
  [
    'How do I get through the holidays after my divorce',
    ['PSA 34', 'ISA 54', 'PSA 147', 'HEB 13', 'PSA 68', 'ISA 43'],
  ],
  ['Is it wrong to ask God for a sign', ['JDG 6', 'ISA 7', 'MAT 12', 'LUK 1', 'MAT 16', '1CO 1']],
  ['Where do I turn when my faith feels fake', ['PSA 51', 'REV 3', 'MRK 9', '2CO 13', 'JHN 15', 'ISA 29']],
  [
    "How do I talk to my dying mom who doesn't know Jesus",
    ['LUK 23', 'ACT 16', 'JHN 3', 'ROM 10', '2PE 3', '1TI 2'],
  ],
  [
    'help me stop procrastinating on what God asked me to do',
    ['JON 1', 'HAG 1', 'JAS 4', 'PRO 6', 'ECC 11', 'LUK 9'],
  ],
  [
    'What does the Bible say about taking care of my body and health?',
    ['1CO 6', '1TI 4', '3JN 1', 'ROM 12', '1CO 9', 'DAN 1'],
  ],
  [
    'Why does God let me struggle with the same fear over and over',
    ['2TI 1', 'PSA 34', 'ISA 41', '1JN 4', 'PSA 56', 'MRK 4'],
  ],
  ['How do I deal with loneliness as a widow', ['1TI 5', 'RUT 1', 'PSA 68', 'ISA 54', 'PSA 146', 'LUK 2']],
  ['is it wrong for me to date a divorced guy', ['MAT 19', '1CO 7', 'MAT 5', 'MRK 10', 'ROM 7']],
  [
    "How do I stay faithful to God while I'm in prison",
    ['ACT 16', 'PHP 1', 'GEN 39', '2TI 2', 'HEB 13', 'PSA 142'],
  ],
  [
    "What should I do when I'm being pressured to hide my faith at work",
    ['DAN 6', 'DAN 3', 'MAT 10', 'ROM 1', '2TI 1', 'ACT 4'],
  ],
  [
    'Can God heal my marriage after years of fighting',
    ['HOS 2', 'HOS 3', 'EPH 4', '1CO 13', 'COL 3', 'JOL 2'],
  ],
  [
    "How do I handle it when I'm passed over for a promotion",
    ['PSA 75', 'PRO 16', 'PSA 37', 'COL 3', 'GEN 40', '1PE 5'],
  ],
  [
    'What does the Bible say about always feeling like an outsider',
    ['EPH 2', '1PE 2', 'HEB 11', 'PSA 68', 'LUK 19'],
  ],
  [
    'how do i deal with my parents fighting all the time',
    ['PSA 27', 'PSA 46', 'JAS 4', 'PHP 4', 'MAT 5', 'ROM 12'],
  ],
  [
    'Why does God let me go through the same trial again and again',
    ['JAS 1', '1PE 1', 'ROM 5', 'HEB 12', 'MAL 3', '1PE 4'],
  ],
  ['How do I overcome bitterness toward my ex', ['HEB 12', 'EPH 4', 'ROM 12', 'COL 3', 'MAT 6']],
  [
    'help me be brave enough to speak up about injustice at my school',
    ['PRO 31', 'EST 4', 'MIC 6', 'ISA 1', 'AMO 5', 'ACT 4'],
  ],
  [
    'What should I do when my spouse wants to move far away from our families',
    ['GEN 2', 'GEN 12', 'RUT 1', 'EPH 5', 'PHP 2', 'PRO 3'],
  ],
  [
    'does God forgive someone who died by suicide? my brother did last month',
    ['ROM 8', 'JHN 10', 'PSA 34', '2CO 1', 'PSA 139', '1TH 4'],
  ],
  ['How do I deal with perfectionism', ['2CO 12', 'MAT 11', 'PHP 3', 'GAL 3', 'ECC 7', 'PSA 103']],
  [
    'is it a lack of faith that im scared of flying',
    ['PSA 139', 'PSA 121', 'ISA 41', 'PSA 91', '2TI 1', 'MRK 4'],
  ],
  [
    'What does the Bible say about setting boundaries with my family',
    ['GEN 13', 'GEN 2', 'MRK 3', 'PRO 25', 'GAL 6'],
  ],
  [
    'How do I know if my boyfriend is the one God wants for me',
    ['2CO 6', 'PRO 31', 'GEN 24', '1CO 13', 'PRO 3', 'GAL 5'],
  ],
  [
    'Why does God let me see so much suffering as a nurse',
    ['ROM 8', '2CO 1', 'MAT 25', 'GAL 6', 'ISA 53', 'REV 21'],
  ],
  ["How do I worship when I don't feel like it", ['PSA 42', 'HAB 3', 'PSA 103', 'JOB 1', 'PSA 34', 'HEB 13']],
  [
    'What should I do when I owe someone an apology',
    ['MAT 5', 'LUK 19', 'JAS 5', 'PRO 28', 'GEN 33', 'LUK 15'],
  ],
  ['can god use my anxiety for something good', ['2CO 1', '2CO 12', 'ROM 8', 'GEN 50', '2CO 4', 'PHP 4']],
  [
    'How do I stop being afraid of what people think of me',
    ['PRO 29', 'GAL 1', 'ISA 51', 'MAT 10', 'PSA 118', 'JHN 12'],
  ],
  [
    'help me get over feeling rejected by my freinds',
    ['PSA 27', 'ISA 53', 'JHN 15', '1PE 2', 'PSA 118', 'PSA 38'],
  ],
  [
    'What does the Bible say about my screen time and phone habit',
    ['EPH 5', 'PSA 101', 'PHP 4', '1CO 6', 'PSA 90', 'COL 3'],
  ],
  [
    'Is it wrong to cremate my dad instead of burying him',
    ['1CO 15', 'GEN 50', '2CO 5', 'ECC 12', 'GEN 3', '1SA 31'],
  ],
  [
    "Why doesn't God just fix my problems right away",
    ['ISA 55', 'JAS 1', 'ROM 5', '2PE 3', 'HAB 2', 'JHN 11'],
  ],
  [
    'How do I cope when my child has special needs',
    ['JHN 9', 'PSA 139', 'EXO 4', '2SA 9', '2CO 12', 'ISA 40'],
  ],
  [
    'What should I do when my friend wants me to keep a dangerous secret',
    ['EZK 33', 'PRO 24', 'GAL 6', 'JAS 5', 'EPH 5'],
  ],
  [
    'how do i come back to God after years of ignoring Him',
    ['LUK 15', 'HOS 14', 'JAS 4', 'ISA 55', 'JOL 2', 'JER 3'],
  ],
  [
    'How do I keep going in ministry when nobody appreciates what I do',
    ['GAL 6', '1CO 15', '2TI 4', 'HEB 6', '1KI 19', '2CO 4'],
  ],
  ["Does God hear me when I'm too sad to pray", ['ROM 8', 'PSA 6', 'PSA 56', '1SA 1', 'PSA 34', 'PSA 38']],
  [
    'What does the Bible say about starting my own business',
    ['PRO 16', 'LUK 14', 'JAS 4', 'PRO 24', 'PRO 21', 'DEU 8'],
  ],
  [
    'How do I deal with being treated unfairly by the courts',
    ['LUK 18', 'PSA 82', 'PSA 37', 'AMO 5', 'ROM 13'],
  ],
  ['is it wrong to keep money i found on the street', ['DEU 22', 'LEV 6', 'EPH 4', 'PRO 11', 'LUK 16']],
  [
    'How do I forgive the drunk driver who killed my son',
    ['MAT 18', 'ROM 12', 'LUK 23', 'GEN 50', 'PSA 34', '2SA 12'],
  ],
  ['help me deal with postpartum depression', ['ISA 40', 'PSA 42', '1KI 19', 'PSA 34', 'MAT 11', 'PSA 62']],
  [
    'What should I do when I felt God promised me something and it never happened',
    ['HAB 2', 'GEN 15', 'DEU 18', '2PE 3', '1JN 4', '1TH 5'],
  ],
  [
    'Why does God let me stay poor when I tithe faithfully',
    ['MAL 3', '2CO 9', 'HAB 3', 'PHP 4', 'PSA 37', 'LUK 21'],
  ],
  ['How do I keep going after my business failed', ['PRO 24', 'LAM 3', 'HAB 3', 'PHP 3', '2CO 4']],
  [
    'can God forgive me for how i hurt my kids when they were little',
    ['PSA 51', 'JOL 2', 'PSA 103', '1JN 1', 'LUK 15'],
  ],
  [
    'how do i deal with envy toward my brother who is obviously the favorite',
    ['GEN 37', 'GEN 4', 'LUK 15', 'GEN 27', 'JAS 3', 'GEN 45'],
  ],
  [
    'What does the Bible say about being kind to people who annoy me',
    ['COL 3', 'EPH 4', '1CO 13', 'GAL 5', 'ROM 15', 'PHP 2'],
  ],
  [
    'How can I stop being so negative and complaining all the time',
    ['PHP 2', 'PHP 4', 'NUM 11', '1TH 5', 'NUM 14', '1CO 10'],
  ],
  [
    'Is it wrong to turn down someone who asks me for money?',
    ['PRO 3', 'MAT 5', '2TH 3', 'LUK 6', '1JN 3', 'PRO 22'],
  ],
  [
    'Where do I turn when I feel like a failure as a parent',
    ['PSA 103', 'LAM 3', '2CO 12', 'ISA 40', 'LUK 15'],
  ],
  [
    'How do I stop holding a grudge against my church leaders',
    ['HEB 13', 'EPH 4', 'MAT 18', '1TH 5', 'COL 3', '1PE 5'],
  ],
  [
    'What should I do when my friends want me to party and get drunk',
    ['1PE 4', 'EPH 5', 'PRO 1', 'PRO 23', 'ROM 13', '1CO 15'],
  ],
  [
    "Does God care that I have ADHD and can't focus when I pray",
    ['PSA 139', 'PSA 103', 'ROM 8', '2CO 12', 'MAT 11'],
  ],
  [
    'How do I keep my faith when I move away to college',
    ['DAN 1', '2TI 3', '2TI 2', 'PSA 119', '1TI 4', 'ECC 12'],
  ],
  [
    'how should i think about voting when both options seem bad',
    ['ROM 13', 'DAN 2', '1TI 2', 'MIC 6', 'PSA 146', 'PRO 29'],
  ],
  [
    "What should I do when I don't feel called to anything special",
    ['EPH 2', '1CO 12', 'ROM 12', 'COL 3', '1PE 4', '1TH 4'],
  ],
  [
    "my husband got laid off and i dont know how we'll pay rent this month",
    ['MAT 6', 'PHP 4', 'PSA 37', '1PE 5', 'PSA 23'],
  ],
  ['anxious about my surgery tomorrow morning', ['PHP 4', 'PSA 91', 'ISA 41', 'PSA 46', 'PSA 121']],
  [
    'how do i forgive my father who walked out on us when i was 6',
    ['MAT 18', 'GEN 50', 'PSA 27', 'EPH 4', 'COL 3'],
  ],
  ['just found out im pregnant and im terrified', ['PSA 139', 'ISA 41', 'LUK 1', 'PHP 4']],
  ['grieving my mom who passed away last week', ['JHN 11', '1TH 4', 'PSA 23', '2CO 5', 'REV 21', 'PSA 34']],
  [
    'christians in our village are being beaten by the militia, how do we endure',
    ['1PE 4', 'MAT 5', 'HEB 11', '2TI 3', 'ROM 8', 'ACT 5'],
  ],
  [
    'cant stop watching porn no matter how hard i try',
    ['ROM 6', '1CO 6', 'MAT 5', '1TH 4', 'PSA 51', 'JAS 1'],
  ],
  [
    'should I take the position overseas or stay close to my aging parents',
    ['PRO 3', 'JAS 1', 'PSA 32', 'JAS 4', 'GEN 12'],
  ],
  ['god feels so far away lately', ['PSA 13', 'PSA 42', 'PSA 22', 'PSA 139', 'LAM 3']],
  [
    'nurse here, completely burned out after back to back night shifts',
    ['MAT 11', 'ISA 40', '1KI 19', 'GAL 6', 'PSA 23'],
  ],
  [
    'getting married next month, what does god want our marriage to look like',
    ['EPH 5', '1CO 13', 'GEN 2', 'COL 3', 'SNG 8'],
  ],
  ['retiring after 40 years at the factory, what now', ['PSA 71', 'PSA 92', 'ECC 3', 'ISA 46', '2TI 4']],
  ['my son is addicted to meth and i cant reach him', ['LUK 15', 'MRK 9', 'PSA 34', 'ISA 43', 'ROM 8']],
  ['no rain for months, our crops are dying', ['HAB 3', 'JOL 2', '1KI 18', 'JER 17', 'PSA 65', 'JAS 5']],
  ['got baptized yesterday!! what comes next', ['ROM 6', 'COL 3', 'ACT 2', '2CO 5', '1PE 2']],
  ['we have more money than we need but life feels empty', ['ECC 2', '1TI 6', 'LUK 12', 'MAT 6', 'PHP 3']],
  ['deploying to a combat zone next week', ['PSA 91', 'JOS 1', 'PSA 144', 'EPH 6', 'PSA 18']],
  ['my friend has breast cancer, how do i pray for her', ['JAS 5', 'MRK 5', '2CO 1', 'PSA 41', 'PSA 103']],
  ['jealous of my coworker who got the promotion i wanted', ['PSA 73', 'JAS 3', 'GAL 5', 'PSA 37', '1CO 13']],
  [
    'empty nest. last kid left for college and the house is so quiet',
    ['ECC 3', 'PSA 127', 'ISA 46', 'PSA 71', 'PRO 22'],
  ],
  [
    'earthquake destroyed our house, we are sleeping outside',
    ['PSA 46', 'LAM 3', 'HAB 3', 'ROM 8', 'ISA 43'],
  ],
  [
    'pastor, 15 years in, exhausted and want to quit ministry',
    ['1KI 19', '2CO 4', 'GAL 6', 'ISA 40', 'JER 20', '2TI 4'],
  ],
  ['starting to doubt god is even real', ['PSA 19', 'JHN 20', 'MRK 9', 'ROM 1', 'HEB 11', 'JOB 38']],
  ['lonely at night', ['PSA 139', 'PSA 23', 'PSA 25', 'PSA 68', 'HEB 13']],
  [
    'graduating in may and i have no idea what to do with my life',
    ['PRO 3', 'JER 29', 'PSA 37', 'PSA 32', 'ECC 12'],
  ],
  ['my boss yells at me in front of everyone every day', ['1PE 2', 'COL 3', 'ROM 12', 'EPH 6', 'PRO 15']],
  ['tempted to cheat on my final exam, everyone else is', ['PRO 11', '1CO 10', 'DAN 1', 'COL 3', 'PRO 10']],
  [
    'my mother has dementia and doesnt recognise me anymore',
    ['PSA 71', 'ISA 46', '2CO 4', 'PSA 90', 'ROM 8'],
  ],
  ['miscarriage at 10 weeks', ['PSA 34', '2SA 12', 'PSA 139', 'PSA 147', 'LAM 3', 'ROM 8']],
  ['my kids fight with each other constantly', ['PSA 133', 'GEN 4', 'GEN 37', 'EPH 4', 'COL 3']],
  [
    'how can i share my faith with my muslim coworker without offending him',
    ['1PE 3', 'ACT 17', 'COL 4', 'JHN 4', 'ROM 10'],
  ],
  ['i lied to my parents and the guilt is eating me up', ['PSA 51', 'PSA 32', '1JN 1', 'LUK 15', 'EPH 4']],
  [
    'our church is splitting because of arguments between the elders',
    ['EPH 4', '1CO 1', 'PHP 2', 'JHN 17', '1CO 3'],
  ],
  ['afraid of dying', ['JHN 14', '1CO 15', 'HEB 2', '2CO 5', 'PHP 1', 'PSA 23']],
  ['my teenage daughter wont talk to me anymore', ['LUK 15', 'PRO 4', 'EPH 6', 'COL 3', 'JAS 1']],
  ['i gossip way too much, how do i stop', ['JAS 3', 'PRO 18', 'EPH 4', 'PRO 26', 'PSA 141']],
  [
    'do i still have to give 10 percent when we are barely surviving',
    ['2CO 9', '2CO 8', 'MRK 12', 'MAL 3', 'LUK 21'],
  ],
  [
    'all my friends are married and im still waiting, feel left behind',
    ['PSA 37', 'PSA 27', '1CO 7', 'ISA 40', 'PSA 84'],
  ],
  ['5 years trying for a baby and nothing', ['1SA 1', 'GEN 18', 'PSA 113', 'LUK 1', 'GEN 30']],
  ['the flood took everything in our town', ['ISA 43', 'PSA 46', 'PSA 69', 'LAM 3', 'GEN 9']],
  ['my dad is dying in hospice and he doesnt know jesus', ['LUK 23', 'JHN 3', 'ROM 10', '2PE 3', 'ACT 16']],
  ['my best friend walked away from the faith', ['LUK 15', 'JUD 1', 'JAS 5', '2TI 2', 'MAT 18']],
  [
    'i keep losing my temper with my kids and hate myself after',
    ['JAS 1', 'EPH 4', 'EPH 6', 'PRO 15', 'GAL 5', 'COL 3'],
  ],
  ['starting my own business, need wisdom', ['PRO 16', 'PRO 3', 'JAS 4', 'DEU 8', 'LUK 14']],
  [
    'we had to flee our country, now refugees in a camp',
    ['PSA 121', 'RUT 1', 'HEB 11', 'JER 29', 'PSA 146', 'GEN 12'],
  ],
  ['my husband hits me when he drinks', ['PSA 55', 'PSA 140', 'PSA 10', 'PSA 34', 'ISA 54']],
  [
    'been depressed for months, no joy in anything',
    ['PSA 42', 'PSA 88', '1KI 19', 'PSA 40', 'LAM 3', 'PSA 43'],
  ],
  ['our baby girl was born today, thank you god', ['PSA 127', 'PSA 139', '1SA 2', 'LUK 2', 'PSA 128']],
  [
    'my boyfriend wants us to move in together before marriage',
    ['1CO 6', '1TH 4', 'HEB 13', '1CO 7', 'PRO 5'],
  ],
  [
    'just moved to a new city and dont know anyone',
    ['GEN 12', 'PSA 121', 'JOS 1', 'JER 29', 'HEB 13', 'ROM 12'],
  ],
  [
    'the government closed our church building and forbids us to meet',
    ['ACT 4', 'ACT 5', 'DAN 6', 'HEB 10', '1PE 4'],
  ],
  [
    'guys at work pressure me to drink with them every friday',
    ['EPH 5', '1PE 4', 'PRO 23', 'ROM 13', 'DAN 1'],
  ],
  [
    'cant let go of bitterness toward my ex husband',
    ['EPH 4', 'MAT 18', 'COL 3', 'MAT 6', 'ROM 12', 'LUK 6'],
  ],
  ['chronic back pain every single day for years', ['2CO 12', '2CO 4', 'ROM 8', 'PSA 38', 'PSA 6']],
  ['how do i even pray', ['MAT 6', 'LUK 11', 'ROM 8', 'PHP 4', 'LUK 18', '1TH 5']],
  ['feel like a failure as a dad', ['PSA 103', 'LUK 15', 'EPH 6', '2CO 12', 'PSA 78']],
  ['pls pray for my sons exams tommorow', ['PHP 4', 'PRO 3', 'DAN 1', 'JAS 1', 'PSA 121']],
  ['single mom of three and so tired', ['ISA 40', 'MAT 11', 'PSA 68', '2KI 4', 'PSA 146', '1KI 17']],
  [
    'officials in our country steal the aid meant for the poor',
    ['AMO 5', 'MIC 6', 'ISA 1', 'PSA 82', 'PSA 10', 'JAS 5'],
  ],
  ['lost all my savings in crypto', ['ECC 5', '1TI 6', 'PRO 23', 'MAT 6', 'LUK 12', 'HAB 3']],
  [
    'people at church look down on me because of my past',
    ['JHN 8', 'ROM 8', '2CO 5', 'LUK 7', '1TI 1', 'ROM 14'],
  ],
  [
    'relapsed on alcohol again after 8 months sober',
    ['ROM 7', '1JN 1', 'PSA 51', 'LAM 3', 'MIC 7', 'PRO 24'],
  ],
  [
    "need courage to speak up about what's wrong at my company",
    ['JOS 1', '2TI 1', 'EST 4', 'ACT 4', 'PRO 28'],
  ],
  [
    'my grandson was sentenced to prison today',
    ['PSA 102', 'HEB 13', 'PSA 146', 'MAT 25', 'GEN 39', 'LUK 15'],
  ],
  ['im in jail and found jesus here', ['PHP 1', 'ACT 16', '2CO 5', 'GEN 39', 'PSA 142', 'PSA 102']],
  ['always want more stuff, never content', ['PHP 4', '1TI 6', 'HEB 13', 'ECC 5', 'LUK 12']],
  [
    'my wife has postpartum depression and i dont know how to help',
    ['PSA 40', 'PSA 42', 'ISA 40', '2CO 1', 'MAT 11', 'PSA 34'],
  ],
  ['hurricane hitting our island tonight', ['PSA 46', 'MRK 4', 'PSA 107', 'PSA 91', 'ISA 43']],
  [
    'war in my country, bombs falling every night, my children are afraid',
    ['PSA 46', 'PSA 91', 'PSA 27', 'PSA 3', 'ISA 2', 'MIC 4'],
  ],
  ['im slowly going blind', ['2CO 4', 'JHN 9', 'ISA 35', 'MRK 10', 'PSA 146', 'REV 21']],
  ['my sister and i havent spoken in 7 years', ['GEN 33', 'MAT 5', 'MAT 18', 'ROM 12', 'GEN 45', 'PSA 133']],
  ['i struggle with pride, want to be humble', ['PHP 2', 'JAS 4', '1PE 5', 'LUK 18', 'PRO 16', 'MIC 6']],
  [
    'asked to lead a small group but i feel totally unqualified',
    ['EXO 4', 'JER 1', '2CO 3', '1TI 4', '1CO 2', '2TI 2'],
  ],
  ['school fees due and we dont have the money', ['MAT 6', 'PHP 4', '2KI 4', 'PSA 37', 'LUK 12']],
  [
    'my dog died today. i know its silly but im heartbroken',
    ['PSA 147', 'MAT 10', 'PSA 104', 'PSA 34', 'PSA 36'],
  ],
  ['doctor said the tumor is back', ['PSA 91', 'ISA 41', '2CO 4', 'ROM 8', 'PSA 46', 'PSA 30']],
  ['i hate the way my body looks', ['PSA 139', '1SA 16', '1CO 6', '1PE 3', 'GEN 1']],
  ['toxic in-laws keep interfering in our marriage', ['GEN 2', 'ROM 12', 'PRO 15', 'EPH 4', 'EPH 5']],
  ['my business went bankrupt', ['HAB 3', 'LAM 3', 'PSA 73', 'ROM 8', 'PHP 4', 'JOB 1']],
  [
    'trying to read the bible but honestly its boring to me',
    ['PSA 119', 'PSA 19', '2TI 3', 'HEB 4', 'PSA 1', 'LUK 24'],
  ],
  ['got drafted, can a christian kill in war?', ['ROM 13', 'MAT 5', 'LUK 3', 'ECC 3', 'ISA 2']],
  [
    'feel invisible and unappreciated at home, nobody notices what i do',
    ['GEN 16', 'PSA 139', 'COL 3', 'GAL 6', 'HEB 6', 'PRO 31'],
  ],
  ['im 82 and feel useless now', ['PSA 92', 'PSA 71', 'ISA 46', 'JOS 14', '2CO 4', 'TIT 2']],
  ['husband refuses to come to church with me', ['1PE 3', '1CO 7', 'GAL 6', 'HEB 10', 'ACT 16']],
  [
    'my son has autism and some days i feel completely overwhelmed',
    ['PSA 139', 'ISA 40', 'MAT 11', '2CO 12', 'JHN 9', 'EXO 4'],
  ],
  [
    'our pastor had an affair and the church is devastated',
    ['2SA 12', 'PSA 51', 'GAL 6', '1TI 3', 'JAS 3', '2CO 2'],
  ],
  ['starting uni 800km from home next week', ['PRO 3', 'JOS 1', 'PSA 121', 'DAN 1', '1TI 4', 'ECC 12']],
  [
    'my family mocks me since i became a christian',
    ['MAT 10', 'MRK 3', '1PE 4', 'JHN 15', 'PSA 27', 'LUK 12'],
  ],
  ['panic attacks in crowds', ['PHP 4', 'ISA 41', 'PSA 56', 'MRK 4', '2TI 1', 'PSA 94']],
  ['want to quit smoking for good', ['1CO 6', '1CO 10', 'ROM 6', 'GAL 5', 'PHP 4']],
  ['i think god is calling me to be a missionary', ['ISA 6', 'MAT 28', 'ROM 10', 'ACT 13', 'ACT 1']],
  [
    '25th wedding anniversary, want to thank god for my wife',
    ['PRO 31', 'PSA 103', 'ECC 4', 'SNG 8', 'PSA 128', '1CO 13'],
  ],
  [
    'my dad beat us as kids so its hard for me to call god father',
    ['PSA 27', 'ROM 8', 'PSA 103', 'LUK 15', '1JN 3', 'GAL 4'],
  ],
  [
    'no food in the house for my children tonight',
    ['MAT 6', '1KI 17', '2KI 4', 'PSA 37', 'PSA 34', 'MAT 14'],
  ],
  [
    'god has blessed us financially and i want to give generously',
    ['2CO 9', '1TI 6', '2CO 8', 'LUK 12', 'DEU 15', 'PRO 11'],
  ],
  ['caring for my dying mother at home', ['2CO 4', 'JHN 14', 'PSA 23', 'RUT 1', 'PSA 71', 'JHN 19']],
  [
    'unemployed for a year now, hundreds of applications no reply',
    ['PSA 37', 'LAM 3', 'PSA 40', 'MAT 6', 'ISA 40', 'PHP 4'],
  ],
  ['i hate my work but it pays really well', ['ECC 2', 'COL 3', 'ECC 5', 'PHP 4', '1TI 6']],
  ['me and my wife always fight about money', ['PHP 4', '1TI 6', 'HEB 13', 'EPH 5', 'JAS 4', 'PRO 15']],
  [
    'my 9 yr old is being bullied, how can i help him',
    ['PSA 27', 'PSA 56', '1SA 17', 'DEU 31', 'PSA 34', 'ROM 12'],
  ],
  [
    'i experience same sex attraction and want to follow jesus faithfully',
    ['1CO 6', 'ROM 6', 'HEB 4', '1CO 10', 'ROM 12', 'MAT 16'],
  ],
  ['thinking about divorce', ['MAT 19', 'MAL 2', '1CO 7', 'MRK 10', 'EPH 5']],
  ['cant stop worrying about the future', ['MAT 6', 'PHP 4', '1PE 5', 'JER 29', 'PSA 37']],
  ['our son was stillborn on tuesday', ['2SA 12', 'PSA 34', 'PSA 139', 'REV 21', 'PSA 56', 'MAT 2']],
  ['how do i know gods will for my life', ['ROM 12', 'PRO 3', 'JAS 1', 'PSA 32', '1TH 5', 'EPH 5']],
  [
    'teacher here, my students are so disrespectful i want to give up',
    ['GAL 6', 'COL 3', '2TI 2', 'JAS 3', 'PRO 15'],
  ],
  [
    'came home from afghanistan with ptsd, nightmares every night',
    ['PSA 91', 'PSA 4', 'PSA 18', 'ISA 26', 'PSA 34', '2CO 1'],
  ],
  ['my parents are getting divorced', ['PSA 27', 'PSA 68', 'PSA 46', 'ROM 8', 'JOS 1']],
  ['sick of the hypocrites at my church', ['MAT 7', 'MAT 23', 'ROM 2', 'JAS 1', 'MAT 13', '1JN 4']],
  [
    'feel guilty being rich while so many people suffer',
    ['1TI 6', 'LUK 16', 'JAS 2', '2CO 8', 'LUK 19', 'DEU 15'],
  ],
  [
    'my tenant hasnt paid rent in 4 months, how should i handle it as a christian',
    ['LUK 6', 'MAT 18', 'ROM 12', 'PRO 3', 'DEU 15', 'ROM 13'],
  ],
  [
    'police harassed my son because of his skin color',
    ['AMO 5', 'MIC 6', 'PSA 10', 'PSA 94', 'ISA 1', 'JAS 2'],
  ],
  [
    'i want to become a pastor, how do i know im ready',
    ['1TI 3', 'TIT 1', '2TI 2', '1PE 5', 'ACT 20', 'JER 1'],
  ],
  ['looking after my husband with dementia 24/7', ['GAL 6', 'ISA 46', '2CO 4', 'MAT 11', 'RUT 1', 'PSA 71']],
  [
    'i cheated on my wife, how do i make it right',
    ['PSA 51', '2SA 12', 'HOS 14', '1JN 1', 'PRO 28', 'LUK 19'],
  ],
  ['binge eating, no self control with food', ['1CO 6', '1CO 9', 'GAL 5', 'PRO 23', 'PHP 3', '1CO 10']],
  [
    'new believer, bible is confusing, where do i start',
    ['JHN 1', 'JHN 3', 'MRK 1', 'PSA 119', 'ROM 5', '2TI 3'],
  ],
  [
    'our house church in iran has to meet in secret',
    ['ACT 12', 'HEB 10', '1PE 4', 'ACT 4', 'MAT 10', 'DAN 6'],
  ],
  [
    'my pastor keeps preaching that if i give more god will make me rich',
    ['1TI 6', '2PE 2', '2TI 4', 'GAL 1', 'MAT 6'],
  ],
  ['first christmas without my dad', ['PSA 34', 'JHN 11', 'ISA 9', '1TH 4', 'REV 21', 'LUK 2']],
  [
    'laid off at 58 and nobody hires someone my age',
    ['PSA 71', 'ISA 46', 'PSA 37', 'LAM 3', 'PHP 4', 'PSA 92'],
  ],
  ['adult son moved back home and refuses to work', ['2TH 3', 'PRO 6', 'LUK 15', 'PRO 24', 'EPH 6']],
  [
    'spiritually dry, prayers feel like talking to the ceiling',
    ['PSA 63', 'PSA 42', 'ISA 55', 'JHN 4', 'PSA 51', 'REV 2'],
  ],
  ['my husband drinks too much and hides the bottles', ['PRO 23', 'EPH 5', 'GAL 6', '1PE 3', 'PSA 62']],
  [
    'terrified of flying and i have a long flight friday',
    ['PSA 139', 'PSA 91', 'ISA 41', 'PSA 121', '2TI 1'],
  ],
  ['failed my board exam again', ['LAM 3', 'PRO 24', 'ROM 8', '2CO 4', 'MIC 7', 'PSA 73']],
  ['coworkers make fun of me for fasting', ['MAT 6', 'ISA 58', '1PE 4', 'MAT 5', 'DAN 1']],
  [
    'i think my friend is being abused at home, what should i do',
    ['PRO 31', 'PRO 24', 'PSA 82', 'LUK 10', 'ISA 1', 'PSA 10'],
  ],
  [
    'neighbors play loud music every night and im losing my patience',
    ['ROM 12', 'GAL 5', 'JAS 1', 'PRO 15', 'LUK 10', '1PE 3'],
  ],
  [
    'my 5 year old asked where grandpa went when he died',
    ['JHN 14', '1TH 4', 'REV 21', '1CO 15', '2CO 5', 'PHP 1'],
  ],
  ['16 and struggling with lust', ['PSA 119', '2TI 2', '1TH 4', 'JOB 31', '1CO 6', 'PRO 7']],
  ['i dont feel loved by god', ['ROM 8', '1JN 4', 'EPH 3', 'ROM 5', 'ISA 54', 'JHN 3']],
  ['blessing for my daughter on her wedding day', ['NUM 6', 'RUT 4', 'PSA 128', 'EPH 5', '1CO 13', 'GEN 24']],
  ['one year cancer free today!', ['PSA 30', 'PSA 103', 'PSA 116', 'PSA 118', 'ISA 38']],
  ['i gossiped about a friend and she found out', ['MAT 5', 'MAT 18', 'PRO 17', 'JAS 3', 'PSA 51']],
  [
    'should i lend money to my brother again, he never paid the last loan back',
    ['PRO 22', 'LUK 6', 'PRO 6', 'DEU 15', 'MAT 5'],
  ],
  ['lonely in my marriage, we live like roommates', ['SNG 2', '1CO 7', 'EPH 5', '1CO 13', 'COL 3', 'PRO 5']],
  [
    'everything is going well right now and i just want to thank god',
    ['PSA 103', 'PSA 100', 'PSA 136', '1TH 5', 'DEU 8', 'PSA 34'],
  ],
  [
    'i never rest, always working even on weekends',
    ['MAT 11', 'EXO 20', 'HEB 4', 'PSA 127', 'MRK 6', 'ECC 4'],
  ],
  ['my lazy coworker dumps her tasks on me', ['COL 3', 'GAL 6', '2TH 3', 'PRO 6', 'ROM 12']],
  ['i said yes to jesus tonight at youth camp!!', ['2CO 5', 'ROM 10', 'LUK 15', 'EPH 2', 'JHN 3', 'COL 1']],
  [
    'mother in law lives with us and criticizes everything i cook lol',
    ['ROM 12', 'PRO 15', 'EPH 4', 'COL 3', '1PE 3', 'RUT 1'],
  ],
  [
    'feel like im under spiritual attack, bad dreams and fear',
    ['EPH 6', 'PSA 91', 'JAS 4', '1JN 4', '2KI 6', 'PSA 4'],
  ],
  ['my daughter wants to marry a man who doesnt believe', ['2CO 6', '1CO 7', '1PE 3', 'DEU 7', 'PRO 22']],
  ['my family is pushing me to marry someone i dont love', ['1CO 7', 'GEN 24', 'PRO 3', 'EPH 6', 'RUT 3']],
  [
    'stole money from my employer years ago and it still haunts me',
    ['LUK 19', 'PSA 32', 'EPH 4', 'PRO 28', 'NUM 5', '1JN 1'],
  ],
  [
    'how do i stop comparing myself to people on instagram',
    ['GAL 6', 'PSA 139', '2CO 10', 'PSA 73', 'PHP 4', 'JHN 21'],
  ],
  [
    'my son ships out with the navy next month and im terrified',
    ['PSA 91', 'PSA 121', 'PSA 139', 'ISA 43', 'PHP 4'],
  ],
  ['locusts ate our whole maize harvest', ['JOL 2', 'JOL 1', 'HAB 3', 'PSA 37', 'MAT 6']],
  [
    'my family disowned me after i left islam for christ',
    ['MAT 10', 'MRK 10', 'LUK 14', 'PSA 27', '1PE 4', 'HEB 11'],
  ],
  ['im a doctor and my mistake hurt a patient', ['PSA 32', 'LAM 3', '1JN 1', 'ROM 8', 'PSA 103', '2CO 7']],
  ['finding it really hard to love someone who hates me', ['MAT 5', 'LUK 6', 'ROM 12', 'PRO 25', '1SA 24']],
  [
    'the news makes me feel hopeless about the world',
    ['PSA 46', 'JHN 16', 'ISA 40', 'REV 21', 'PSA 2', 'ROM 8'],
  ],
  [
    'pastors kid, always feel pressure to be perfect',
    ['GAL 2', 'EPH 2', 'MAT 11', 'PHP 3', 'ROM 8', '1SA 2'],
  ],
  [
    "husband addicted to sports betting, we're losing everything",
    ['1TI 6', 'PRO 13', 'HEB 13', 'ECC 5', 'GAL 6', 'PRO 28'],
  ],
  ['how can i be a godly husband', ['EPH 5', '1PE 3', 'COL 3', '1CO 13', 'PRO 5']],
  ['wife is in labor right now please pray', ['PSA 121', 'PSA 139', 'JHN 16', 'ISA 41', 'PSA 127']],
  [
    'my best friend died in a car crash, she was 19',
    ['JHN 11', 'PSA 34', '1TH 4', '2SA 1', 'ECC 3', 'REV 21'],
  ],
  ['interview in an hour, nervous', ['PHP 4', 'PRO 16', 'NEH 2', 'JOS 1', 'ISA 41']],
  ['feel left out of all the groups at church', ['1CO 12', 'ROM 12', 'EPH 2', 'PSA 68', 'HEB 10', 'GAL 3']],
  [
    'terminal diagnosis, doctors give me a few months',
    ['2CO 5', 'JHN 14', 'PHP 1', '2TI 4', '1CO 15', 'PSA 90', 'REV 21'],
  ],
  [
    'my mom and my wife dont get along and im stuck in the middle',
    ['GEN 2', 'EPH 5', 'ROM 12', 'PHP 4', 'RUT 1', 'MAT 19'],
  ],
  ['scared ive committed the unforgivable sin', ['1JN 1', 'MRK 3', 'PSA 103', 'ROM 8', 'ISA 1', 'LUK 15']],
  [
    'crop failed and the bank is going to take the farm',
    ['HAB 3', 'PSA 37', 'DEU 8', 'MAT 6', 'LAM 3', 'PSA 46'],
  ],
  [
    "we're well off and our kids are becoming spoiled and entitled",
    ['DEU 8', 'PRO 22', '1TI 6', 'LUK 12', 'EPH 6', 'PRO 13'],
  ],
  [
    'road rage, i screamed at another driver and my kids saw',
    ['JAS 1', 'EPH 4', 'PRO 16', 'GAL 5', 'PRO 29'],
  ],
  ['its 2am and my baby has a high fever, scared', ['MRK 5', 'PSA 121', 'JHN 4', 'PSA 91', 'MAT 9', 'PSA 4']],
  [
    'my wife and i cant agree on whether to have another child',
    ['PSA 127', 'PHP 2', 'EPH 5', 'JAS 1', 'PRO 3', '1PE 3'],
  ],
  ['we are thinking about adopting', ['JAS 1', 'EPH 1', 'ROM 8', 'PSA 68', 'GAL 4', 'EST 2']],
  ['i was raped and i feel dirty', ['ISA 61', 'PSA 34', 'PSA 147', 'ROM 8', 'PSA 56', 'ISA 54']],
  ['our little church has no money and the roof is leaking', ['HAG 1', 'NEH 2', 'PHP 4', '2CO 9', 'EXO 35']],
  [
    'preaching my first sermon sunday and im so nervous',
    ['EXO 4', '1CO 2', 'JER 1', '2TI 1', '2TI 4', 'ACT 4'],
  ],
  ['my manager asked me to falsify the reports', ['DAN 3', 'PRO 11', 'ACT 5', 'DAN 6', 'PRO 20', 'EXO 23']],
  [
    'husband out of work and depressed, im holding everything together alone',
    ['GAL 6', 'ISA 40', 'MAT 11', 'PSA 42', 'PRO 31'],
  ],
  ['moving back in with my parents at 30 feels humiliating', ['PHP 4', '1PE 5', 'PSA 37', 'ECC 3', 'JER 29']],
  ['how do you make real friends as an adult', ['PRO 18', 'ECC 4', '1SA 18', 'PRO 27', 'JHN 15', 'HEB 10']],
  ['40 and still single, so tired of it', ['PSA 37', '1CO 7', 'PSA 84', 'PHP 4', 'ISA 54', 'PSA 73']],
  ['i hurt my friend badly, how do i apologize', ['MAT 5', 'MAT 18', 'PRO 28', 'LUK 19', 'ROM 12']],
  ['facing racism from my supervisor', ['PSA 37', 'GAL 3', 'EPH 2', 'ACT 10', 'JAS 2', 'ROM 12']],
  ['my brother took his own life last month', ['PSA 34', '2SA 18', 'ROM 8', 'JHN 11', 'PSA 88', '2CO 1']],
  [
    'menopause mood swings, i dont feel like myself',
    ['PSA 139', 'ISA 46', '2CO 4', 'PSA 42', 'GAL 5', 'PHP 4'],
  ],
  ['we close on our first house tomorrow', ['PSA 127', 'JOS 24', 'DEU 6', 'MAT 7', 'PRO 24', 'PRO 3']],
  [
    'prayed for years and god still said no, struggling to trust him',
    ['HAB 1', '2CO 12', 'PSA 13', 'ISA 55', 'DAN 3', 'HEB 11'],
  ],
  [
    'wife wants to leave me for another man and the kids are caught in the middle',
    ['HOS 2', 'PSA 55', 'MAL 2', 'PSA 27', '1CO 7', 'PSA 34'],
  ],
  [
    'my friend just got saved! how do i help her grow',
    ['2TI 2', 'MAT 28', 'COL 1', '1TH 2', '1PE 2', 'TIT 2'],
  ],
  [
    'lost a patient on my shift tonight, cant stop crying',
    ['2CO 1', 'PSA 90', 'JHN 11', 'PSA 23', 'ISA 40', 'ECC 3'],
  ],
  [
    'being evicted next week with nowhere to go',
    ['PSA 146', 'MAT 6', 'PSA 37', 'PSA 91', 'HEB 13', 'PSA 68'],
  ],
  [
    'is it wrong for me to be ambitious in my career',
    ['COL 3', 'ECC 4', 'JAS 4', 'JER 45', 'MAT 20', 'PHP 2'],
  ],
  [
    'honestly struggle to believe jesus actually rose from the dead',
    ['1CO 15', 'JHN 20', 'LUK 24', 'ACT 2', 'MAT 28'],
  ],
  [
    "what's the point of my life, i have no purpose",
    ['EPH 2', 'ECC 12', 'JER 29', 'ROM 12', 'MIC 6', 'ROM 8'],
  ],
  ['high risk pregnancy, doctor put me on bed rest', ['PSA 139', 'PSA 121', 'ISA 40', 'PHP 4', 'PSA 46']],
  [
    'my cousin was kidnapped by gunmen in nigeria please pray',
    ['ACT 12', 'PSA 142', 'PSA 91', 'PSA 70', 'PSA 10', 'ISA 49'],
  ],
  ['my son wants to drop out of university', ['PRO 4', 'PRO 3', 'JAS 1', 'PRO 15', 'ECC 11']],
  [
    'deeply hurt by church leaders, not sure i can go back',
    ['EZK 34', 'PSA 55', 'HEB 10', '1PE 5', 'MAT 18', '3JN 1'],
  ],
  ['how to stay pure while dating', ['1TH 4', '2TI 2', '1CO 6', 'SNG 2', 'PRO 4', 'SNG 8']],
  ['spending christmas alone, far from family', ['PSA 68', 'LUK 2', 'ISA 9', 'PSA 23', 'HEB 13']],
  ['my boss wants me to work every sunday', ['EXO 20', 'MRK 2', 'ISA 58', 'HEB 10', 'ROM 14', 'COL 2']],
  [
    'how to be patient waiting on god for an answer',
    ['PSA 27', 'PSA 40', 'ISA 40', 'LAM 3', 'HAB 2', 'JAS 5'],
  ],
  [
    'im a widow and my late husbands relatives took our land',
    ['PSA 68', 'LUK 18', 'DEU 10', 'PSA 146', 'JAS 1', 'EXO 22', 'RUT 4'],
  ],
  ['carrying shame from an abortion years ago', ['PSA 51', 'PSA 103', 'ROM 8', '1JN 1', 'PSA 32', 'ISA 1']],
  ['how do i honor a president i didnt vote for', ['ROM 13', '1PE 2', '1TI 2', 'DAN 2', 'PRO 21']],
  [
    'my grandkids arent being raised in the faith and it breaks my heart',
    ['PSA 78', '2TI 1', 'DEU 6', 'PSA 71', 'PSA 145', 'PRO 22'],
  ],
  ['fear of failing keeps me from trying anything', ['2TI 1', 'JOS 1', 'MAT 25', 'ISA 41', 'PHP 4']],
  ['too proud to ask anyone for help', ['GAL 6', 'JAS 4', '1PE 5', 'ECC 4', 'PRO 11', '2KI 5']],
  ['i got into my dream school!!! so grateful', ['PSA 16', 'PSA 103', 'JAS 1', 'PRO 3', 'DEU 8', 'PSA 115']],
  [
    'dad is in the icu with covid, on a ventilator',
    ['PSA 91', 'JAS 5', 'PSA 41', 'ISA 38', 'MRK 5', 'PSA 103'],
  ],
  [
    'a coworker died suddenly over the weekend, whole office is in shock',
    ['PSA 90', 'JAS 4', 'PSA 39', '1TH 4', 'JHN 11', 'ECC 7'],
  ],
  [
    'my husband had an affair and i dont know if i can ever trust him again',
    ['HOS 3', 'PSA 55', 'PSA 34', '1CO 13', 'EPH 4'],
  ],
  [
    'How do I rebuild my marriage after I cheated on my wife?',
    ['PSA 51', '2SA 12', 'PSA 32', 'JHN 8', '2CO 7'],
  ],
  ['verses for a struggling marriage', ['EPH 5', '1CO 13', 'COL 3', '1PE 3', 'ECC 4']],
  [
    'me and jake fight about money constantly, every payday turns into a screaming match and the kids hear it',
    ['PHP 4', 'HEB 13', 'JAS 4', 'PRO 15', '1TI 6'],
  ],
  [
    'my wife wants a divorce and i dont. how do i fight for this',
    ['HOS 2', '1CO 7', 'MAL 2', '1CO 13', 'PSA 34'],
  ],
  ['bible on remarriage after divorce', ['1CO 7', 'MAT 19', 'MRK 10', 'ROM 7', 'MAL 2']],
  [
    "My mother-in-law criticizes everything I do with the kids and my husband won't say a word to her.",
    ['GEN 2', 'EPH 5', 'RUT 1', 'ROM 12', 'PRO 15'],
  ],
  [
    'toddler tantrums all day every day and i have zero patience left, i feel like the worst mom alive',
    ['GAL 5', 'ISA 40', 'COL 3', 'LAM 3', 'JAS 1'],
  ],
  [
    'How do I raise my kids to actually love God and not just go through the motions?',
    ['DEU 6', 'PSA 78', 'PRO 22', 'EPH 6', '2TI 3'],
  ],
  [
    '16 yr old caught vaping and lying abt it again, idk how to even talk to him anymore',
    ['PRO 4', 'PRO 1', 'HEB 12', 'EPH 6', 'JAS 1'],
  ],
  ['praying for my prodigal daughter', ['LUK 15', 'JER 31', 'HOS 11', 'ISA 55', 'JAS 5']],
  [
    "My son is 30 and says he doesn't believe in God anymore. Did I fail him as a parent?",
    ['LUK 15', 'EZK 18', 'PRO 22', 'JUD 1', 'ISA 55'],
  ],
  [
    'me and my brother havent spoken in 6 yrs, since the fight at dads funeral',
    ['GEN 33', 'GEN 45', 'MAT 5', 'PSA 133', 'ROM 12'],
  ],
  [
    'mom has always favored my sister and at 35 it still stings every single holiday',
    ['GEN 37', 'PSA 27', 'LUK 15', 'GEN 29', 'JAS 2'],
  ],
  [
    'caring for my dad with dementia is wearing me down to nothing',
    ['ISA 46', 'GAL 6', 'MAT 11', '2CO 4', 'PSA 71'],
  ],
  ['Is it wrong to put my mother in a nursing home?', ['1TI 5', 'EXO 20', 'JHN 19', 'PSA 71', 'PRO 3']],
  [
    "new stepdad here, my wife's kids (9 and 12) treat me like an intruder in my own house. how do i win them over",
    ['1CO 13', 'EPH 2', 'COL 3', 'GAL 6', 'ROM 12'],
  ],
  ['adoption verses', ['ROM 8', 'EPH 1', 'GAL 4', 'PSA 68', 'JAS 1']],
  [
    "we've been trying for a baby for four years and every month is another no",
    ['1SA 1', 'GEN 30', 'PSA 113', 'GEN 25', 'PSA 13', 'LUK 1'],
  ],
  [
    'just found out im pregnant and im terrified. 19, not married, havent told my parents',
    ['PSA 139', 'MAT 1', 'LUK 1', 'ISA 41', 'JER 1'],
  ],
  ['how to be content being single', ['1CO 7', 'PHP 4', 'PSA 16', 'MAT 19', 'ISA 54']],
  ["Should a Christian date someone who isn't a believer?", ['2CO 6', '1CO 7', 'DEU 7', '1KI 11', 'NEH 13']],
  [
    'he broke up with me after 3 years and i literally feel like i cant breathe',
    ['PSA 34', 'PSA 147', 'PSA 42', 'ISA 41', 'ISA 61'],
  ],
  [
    'my husband isnt a christian and refuses to come to church w me',
    ['1PE 3', '1CO 7', 'GAL 6', 'LUK 18', 'JOS 24'],
  ],
  [
    'best friend of 10 years just stopped answering my texts out of nowhere',
    ['PSA 142', 'PSA 55', 'PRO 17', 'PSA 27', 'ROM 12'],
  ],
  [
    'My closest friend told everyone in our small group something I shared with her in confidence.',
    ['PSA 55', 'PRO 11', 'PSA 41', 'PRO 16', 'MAT 18'],
  ],
  [
    'how do i handle constant conflict with my sister in law',
    ['ROM 12', 'PRO 15', 'MAT 18', 'EPH 4', 'PHP 2'],
  ],
  [
    'verses for someone in an abusive relationship',
    ['PSA 55', 'PSA 18', 'PSA 10', '1SA 19', 'PSA 140', 'ISA 54'],
  ],
  [
    'married 22 years and i feel more alone with him sitting next to me than when hes away',
    ['GEN 29', 'PSA 142', '1SA 1', 'PSA 62', 'SNG 5'],
  ],
  [
    "Neighbor's dog barks all night and he gets nasty every time I bring it up.",
    ['ROM 12', 'PRO 15', 'MAT 5', 'PRO 25', 'LUK 6'],
  ],
  [
    'roommate never cleans and keeps eating my food, trying really hard not to explode on her',
    ['PHP 2', 'EPH 4', 'JAS 1', 'ROM 12', 'MAT 18'],
  ],
  [
    'mom abandoned us when i was 7 and now she wants to meet. do i have to forgive her',
    ['MAT 18', 'GEN 50', 'PSA 27', 'ISA 49', 'EPH 4'],
  ],
  ["bible on honoring parents who don't deserve it", ['EXO 20', 'EPH 6', '1SA 24', 'GEN 9', 'ROM 12']],
  [
    'miscarried at 11 weeks yesterday. we already told everyone',
    ['PSA 139', '2SA 12', 'PSA 34', 'REV 21', 'PSA 13'],
  ],
  [
    "Our baby girl is in the NICU, born at 27 weeks. I can't even hold her yet.",
    ['PSA 121', 'MRK 5', 'ISA 40', 'PSA 139', 'PSA 91'],
  ],
  [
    'pastor here - a couple in my church just told me the husband has hidden a porn addiction for ten years. where do i start with them',
    ['MAT 5', 'PSA 51', '1CO 6', 'JOB 31', 'JAS 5', 'GAL 6'],
  ],
  [
    "we're raising our grandson bc his parents are both on drugs, im 67 and tired",
    ['PSA 68', '2TI 1', 'ISA 46', 'PSA 71', 'DEU 6'],
  ],
  [
    'wedding is in 2 months and im having real doubts abt him',
    ['PRO 3', 'JAS 1', 'GEN 24', 'PHP 4', '1CO 7'],
  ],
  ['how to love a spouse who is hard to love', ['1CO 13', '1PE 3', 'HOS 3', 'EPH 5', 'ROM 5', 'COL 3']],
  [
    'we got married last month and already fight about everything, plus my mom keeps calling him lazy',
    ['GEN 2', 'EPH 4', 'JAS 1', 'PHP 2', 'COL 3'],
  ],
  [
    '3 boys under 10 who cant stop fighting each other, the house is pure chaos',
    ['PSA 133', 'GEN 13', 'GEN 4', 'PHP 2', 'EPH 6'],
  ],
  [
    'My son just joined the army and deploys to the Middle East next week.',
    ['PSA 91', 'PSA 121', 'JOS 1', 'ISA 41', 'NUM 6'],
  ],
  [
    'daughter moved out for college and the house feels empty and so do i',
    ['PSA 127', 'ECC 3', 'NUM 6', 'PSA 121', '3JN 1'],
  ],
  [
    "My 28-year-old moved back home and won't look for a job.",
    ['2TH 3', 'PRO 6', 'LUK 15', 'GAL 6', 'PRO 10'],
  ],
  [
    'adult daughter cut me off and wont let me see my grandkids, i dont even know what i did',
    ['LUK 15', 'PSA 13', 'ISA 49', 'ROM 12', 'GEN 45'],
  ],
  [
    "I was adopted as a baby and I'm thinking about searching for my birth mother.",
    ['PSA 27', 'PSA 139', 'ROM 8', 'EXO 2', 'GEN 45'],
  ],
  ['husband says hes not in love w me anymore', ['HOS 2', 'SNG 8', '1CO 13', 'PSA 34', 'ISA 54']],
  ['bible on in-laws', ['RUT 1', 'GEN 2', 'EXO 18', 'EPH 5', 'RUT 2']],
  [
    'my best friend just got engaged, im 34 and happy for her but also crying in my car',
    ['PSA 37', 'PSA 62', 'ROM 12', '1CO 7', 'PHP 4'],
  ],
  ['how to set boundaries with a toxic family member', ['PRO 22', 'TIT 3', 'MAT 18', 'ROM 12', 'PRO 4']],
  [
    'lonely and no friends since we moved to ohio for my husbands job',
    ['PSA 68', 'ECC 4', 'PRO 18', 'HEB 10', 'PSA 25'],
  ],
  [
    'mom died and my dad remarried within a year. i cant stand her and i feel awful about it',
    ['ROM 12', 'ECC 3', 'COL 3', 'EPH 4', '1CO 13'],
  ],
  [
    'I think my wife is having an emotional affair with a coworker. What do I do?',
    ['HOS 2', 'PSA 55', 'MAT 18', '1CO 13', 'SNG 8'],
  ],
  ['verses to pray over my children', ['NUM 6', 'EPH 3', 'PSA 127', 'ISA 54', 'COL 1']],
  [
    'im the one who cheated. she found the texts last night. i want to fix this but idk if i even deserve to',
    ['PSA 51', '2SA 12', 'PSA 32', 'LUK 15', '1JN 1'],
  ],
  ['Do I have to stay married to someone who hits me?', ['PSA 55', '1SA 19', 'PSA 18', '1CO 7', 'PSA 10']],
  [
    'separated from my husband for 3 months now, is there any hope',
    ['HOS 3', 'HOS 2', '1CO 7', 'LAM 3', 'ISA 43'],
  ],
  [
    'after the divorce i feel like damaged goods nobody would want',
    ['ISA 54', 'ISA 43', 'ROM 8', '2CO 5', 'JHN 4', 'PSA 34'],
  ],
  [
    'co parenting w my ex is a nightmare, she badmouths me to the kids every weekend',
    ['ROM 12', '1PE 3', 'PSA 37', 'PRO 15', 'JAS 3'],
  ],
  [
    'custody hearing tomorrow morning, scared to death ill lose my kids',
    ['PSA 46', 'PHP 4', 'ISA 41', 'PSA 37', 'PSA 27'],
  ],
  [
    "My kids are angry at me for the divorce and my 15-year-old won't even look at me.",
    ['MAL 4', 'PSA 103', '1CO 13', 'COL 3', 'PSA 34'],
  ],
  [
    'im 13 and my parents are getting divorced and i think its my fault',
    ['PSA 27', 'DEU 31', 'PSA 34', 'MAT 19', 'ISA 41'],
  ],
  [
    'What does the Bible say about marrying again after your spouse dies?',
    ['1CO 7', 'ROM 7', 'RUT 3', 'RUT 4', '1TI 5'],
  ],
  [
    'widowed 2 yrs, met a kind man at church and i feel guilty even thinking abt dating',
    ['RUT 3', 'RUT 2', '1CO 7', 'ECC 3', 'ROM 7'],
  ],
  [
    "My husband's mom moved in with us after her stroke and our marriage is suffering for it.",
    ['RUT 1', '1TI 5', 'GAL 6', 'EPH 5', 'MAT 11'],
  ],
  [
    'father in law pushes his politics at every single family dinner and my wife says just ignore it',
    ['ROM 12', 'PRO 15', 'JAS 1', 'TIT 3', 'PRO 26'],
  ],
  [
    'my husband still lets his mother make all our decisions, even what church we go to',
    ['GEN 2', 'EPH 5', 'MAT 19', 'MRK 10'],
  ],
  [
    'newborn wont sleep and neither will i. its 3am and were both crying',
    ['ISA 40', 'PSA 121', 'MAT 11', 'PSA 127', 'LAM 3'],
  ],
  ['postpartum depression bible', ['PSA 42', 'PSA 34', 'ISA 40', '1KI 19', 'MAT 11', 'ISA 66']],
  [
    'How do I stop being so harsh with my kids? I see them flinch when I raise my voice.',
    ['EPH 6', 'COL 3', 'JAS 1', 'EPH 4', 'PRO 15', 'PSA 103'],
  ],
  ['how to discipline children biblically', ['HEB 12', 'PRO 22', 'PRO 29', 'EPH 6', 'PRO 13', 'COL 3']],
  [
    'my 6 yr old keeps asking hard questions abt heaven since grandma died',
    ['JHN 14', 'REV 21', '1TH 4', 'MRK 10', '1CO 15'],
  ],
  [
    'Our daughter has autism and people stare at church. I feel so alone in this.',
    ['PSA 139', 'JHN 9', '2SA 9', '1CO 12', 'ISA 40'],
  ],
  [
    'son is being bullied at school, how do i help him',
    ['PSA 27', 'ISA 41', 'DEU 31', '1SA 17', 'PSA 37', 'ROM 12'],
  ],
  [
    'found out my 14 yr old daughter has been cutting herself',
    ['PSA 139', 'MRK 5', 'ISA 43', 'PSA 34', 'ZEP 3'],
  ],
  [
    'teen son hooked on video games and now i found porn on his phone too',
    ['PSA 101', '1CO 6', 'PRO 4', '2TI 2', 'PSA 119', '1CO 10'],
  ],
  [
    'my 15 year old says church is boring and hes not going anymore',
    ['DEU 6', 'PRO 22', 'JOS 24', 'LUK 15', 'ECC 12'],
  ],
  [
    'Our 17-year-old Maddie has been sneaking out at night and we found vodka in her room.',
    ['PRO 1', 'PRO 23', 'HEB 12', 'LUK 15', 'EPH 6', 'PRO 20'],
  ],
  [
    'scripture for a teenage girl struggling with self worth',
    ['PSA 139', '1SA 16', 'EPH 2', '1PE 3', 'ZEP 3', 'SNG 4'],
  ],
  ['my teenager hates me', ['LUK 15', '1CO 13', 'EPH 6', 'COL 3', 'PRO 15']],
  [
    'son is in prison for 8 years, how do i keep loving him without enabling him',
    ['LUK 15', 'MAT 25', 'HEB 13', 'PSA 102', '1CO 13'],
  ],
  [
    'my brother is an alcoholic and keeps borrowing money from our widowed mom',
    ['PRO 23', 'GAL 6', 'LUK 15', '2TH 3', 'ROM 12'],
  ],
  [
    'my twin and i had a huge falling out over her wedding and now its been a year',
    ['GEN 33', 'PSA 133', 'MAT 5', 'ROM 12', 'GEN 32'],
  ],
  [
    'jealous of my little brother, he gets all the praise from dad no matter what i do',
    ['GEN 37', 'GEN 4', 'LUK 15', 'PSA 73', 'JAS 3'],
  ],
  ['siblings fighting over moms house after she died', ['LUK 12', 'GEN 13', '1CO 6', 'PSA 133', 'JAS 4']],
  [
    "I'm the only one of four kids taking care of our parents and I'm starting to resent my siblings.",
    ['LUK 10', 'GAL 6', 'MAT 11', '1TI 5', 'COL 3'],
  ],
  ['how do i honor my dad when he was abusive growing up', ['EXO 20', 'PSA 27', 'EPH 6', 'GEN 50', 'EZK 18']],
  [
    'dad is dying of cancer and we never really talked. is there anything i should say to him',
    ['2CO 5', 'JHN 14', 'MAT 5', 'GEN 48', 'PSA 90'],
  ],
  [
    'mom has alzheimers and didnt recognize me today',
    ['ISA 46', 'PSA 71', 'PSA 139', '2CO 4', '1CO 13', 'LAM 3'],
  ],
  ['bible verses for caregivers', ['GAL 6', 'ISA 40', 'MAT 11', '2CO 4', 'EXO 18', 'MAT 25']],
  [
    "we're fostering a 5 yr old with a lot of trauma and some days i just want to quit",
    ['PSA 68', 'GAL 6', 'JAS 1', 'ISA 40', 'ROM 8', '1CO 13'],
  ],
  [
    "Our adopted son screams that we aren't his real parents. It breaks my heart every time.",
    ['ROM 8', 'EPH 1', 'GAL 4', '1CO 13', 'ISA 49'],
  ],
  [
    'birth mom here. placed my son for adoption 10 yrs ago and the grief still hits on his birthday',
    ['EXO 2', '1SA 1', 'PSA 34', 'ISA 49', 'PSA 139'],
  ],
  [
    "We're considering IVF but aren't sure whether it's okay for Christians.",
    ['PSA 139', 'JAS 1', 'PRO 3', '1SA 1', 'GEN 16'],
  ],
  [
    'my husband and i cant have kids and i feel like my body failed him',
    ['1SA 1', 'GEN 30', 'PSA 139', 'ISA 54', 'PSA 113'],
  ],
  [
    'my best friend just announced shes pregnant and i cried from jealousy. 3 yrs of infertility and i hate who im becoming',
    ['ROM 12', '1SA 1', 'GEN 30', 'PSA 13', 'PSA 73'],
  ],
  [
    'pregnant again after two miscarriages and scared to let myself get attached',
    ['PSA 139', 'PHP 4', 'ISA 41', '1SA 1', 'PSA 56'],
  ],
  ['Our daughter Lily was stillborn last week.', ['2SA 12', 'PSA 34', 'JER 31', 'REV 21', 'JOB 1']],
  [
    'high risk pregnancy, on bedrest for 10 more weeks and so anxious',
    ['PSA 46', 'PHP 4', 'PSA 121', 'ISA 26', 'PSA 139', 'MAT 6'],
  ],
  [
    'verses for an expecting dad who feels totally unready',
    ['PSA 127', 'DEU 6', 'JOS 1', 'EPH 6', 'PSA 103'],
  ],
  [
    'single at 38, i did everything right and still no husband. whats the point',
    ['PSA 37', 'PSA 84', 'ISA 54', '1CO 7', 'PSA 73', 'PHP 4'],
  ],
  [
    'all my friends are married with kids now and i feel left behind and out of every conversation',
    ['PSA 68', '1CO 7', 'ECC 4', 'PSA 16', 'ISA 56'],
  ],
  ['how far is too far before marriage', ['1TH 4', '1CO 6', 'SNG 2', '2TI 2', 'EPH 5']],
  [
    'dating an amazing guy but hes not a christian, is it really that bad??',
    ['2CO 6', '1CO 7', '1KI 11', 'DEU 7', 'AMO 3'],
  ],
  ["How do I know if he's the one?", ['GEN 24', 'PRO 3', 'PRO 31', 'JAS 1', '2CO 6', '1CO 13']],
  [
    'got ghosted after 4 months of dating, no explanation at all',
    ['PSA 27', 'PSA 34', 'PSA 147', 'PSA 62', 'ISA 43'],
  ],
  [
    'Long distance relationship, seven time zones apart, wondering if we can really last.',
    ['SNG 8', '1CO 13', 'PHP 4', 'ECC 4', 'PRO 3'],
  ],
  [
    'my ex got engaged 2 months after we broke up, how is that even possible',
    ['PSA 73', 'PSA 34', 'PSA 147', 'ISA 43', 'PHP 3'],
  ],
  [
    'girlfriend and i have been sleeping together and i feel convicted but dont want to lose her',
    ['1CO 6', '1TH 4', 'PSA 51', '1JN 1', 'HEB 13'],
  ],
  [
    'my wife got saved last year and im not sure about any of this. she keeps asking me to come to church with her',
    ['JHN 3', 'ROM 10', '1PE 3', 'ACT 16', 'EPH 5'],
  ],
  [
    'How can I live out my faith with an unbelieving husband without nagging him?',
    ['1PE 3', '1CO 7', 'PRO 21', 'COL 4', 'TIT 2'],
  ],
  [
    'my wife walked away from the faith and now says she doesnt want the kids in church either',
    ['1CO 7', '1PE 3', 'DEU 6', 'LUK 15', 'JUD 1', 'JOS 24'],
  ],
  ['bible on friendship', ['PRO 17', 'PRO 18', 'ECC 4', '1SA 18', 'JHN 15', 'PRO 27']],
  [
    'a friend ive known since kindergarten chose her new friends over me',
    ['PSA 142', 'PRO 18', '2TI 4', 'PSA 27', 'ECC 4'],
  ],
  [
    'my friend keeps making bad choices with men and i dont know whether to say something or stay out of it',
    ['GAL 6', 'PRO 27', 'MAT 18', 'JAS 5', 'EPH 4'],
  ],
  [
    'My friend Dana was just diagnosed with stage 4 cancer and I have no idea what to say to her.',
    ['JOB 2', 'ROM 12', '2CO 1', 'GAL 6', 'JHN 11'],
  ],
  [
    'my business partner and close friend of 15 years stole from our company',
    ['PSA 55', 'PSA 41', 'PSA 37', 'ROM 12', '1CO 6', 'MAT 18'],
  ],
  ['how do i confront a friend who hurt me', ['MAT 18', 'EPH 4', 'PRO 27', 'GAL 6', 'MAT 5', 'LUK 17']],
  [
    'What does Jesus say about forgiving the same person over and over?',
    ['MAT 18', 'LUK 17', 'COL 3', 'EPH 4', 'MAT 6'],
  ],
  ['my narcissistic mother still controls my life and im 40', ['PSA 27', 'GAL 1', 'GEN 2', 'GAL 5', 'PRO 4']],
  [
    'grew up with an alcoholic dad and im scared ill turn into him now that i have kids',
    ['EZK 18', '2CO 5', 'ISA 43', 'ROM 12', 'EPH 4'],
  ],
  [
    'my parents and grandparents all divorced and im terrified the same thing will happen to my marriage',
    ['EZK 18', 'ISA 43', 'MAT 7', 'ECC 4', '2CO 5'],
  ],
  [
    'My dad never told me he was proud of me. He died last year and now he never will.',
    ['MAT 3', 'PSA 27', 'ROM 8', 'ZEP 3', 'LUK 15', 'PSA 103'],
  ],
  ['never had a father figure', ['PSA 68', 'PSA 27', 'ROM 8', 'MAT 6', 'PSA 103']],
  [
    'my husband screams at me and the kids when hes angry, is that abuse?',
    ['PSA 55', 'PRO 22', 'EPH 4', 'COL 3', '1SA 25', 'JAS 1'],
  ],
  [
    'our daughter (24) is dating a guy who controls her phone and her money and she wont listen to us',
    ['PSA 55', 'PSA 10', 'PRO 22', 'ISA 41', 'PRO 4'],
  ],
  [
    'I was abused by my uncle as a child and my family still invites him to every holiday like nothing happened.',
    ['2SA 13', 'PSA 34', 'PSA 147', 'ISA 61', 'PSA 10', 'MAT 18'],
  ],
  ['dealing with a manipulative person at church', ['ROM 16', 'MAT 10', 'PRO 26', 'TIT 3', '2TI 3']],
  ['is it ok to cut off family', ['ROM 12', 'MAT 18', 'TIT 3', '1CO 5', 'PRO 22']],
  [
    "My family disowned me when I became a Christian. They're Hindu and I'm the eldest son.",
    ['MAT 10', 'MRK 10', 'PSA 27', 'LUK 14', 'HEB 11', 'LUK 12'],
  ],
  [
    'my parents think i joined a cult bc i go to church now lol. its not funny tho',
    ['MRK 3', 'JHN 7', 'MAT 10', '1PE 3', '1PE 4'],
  ],
  ['I want my whole family to be saved', ['ACT 16', 'ROM 10', 'JOS 24', '1TI 2', 'LUK 15']],
  [
    'how to be the spiritual leader of my home as a husband',
    ['JOS 24', 'EPH 5', 'DEU 6', '1TI 3', '1PE 3', 'COL 3'],
  ],
  [
    'stay at home mom, feel invisible, like nothing i do all day actually matters',
    ['GEN 16', 'COL 3', 'PRO 31', 'GAL 6', '1CO 15'],
  ],
  ['working mom guilt', ['PRO 31', 'MAT 11', 'ROM 8', '2CO 12', 'PSA 127']],
  [
    'my husband doesnt help at all w the house or the kids and im drowning',
    ['PHP 2', 'GAL 6', 'JHN 13', 'EPH 5', 'MAT 11', 'EXO 18'],
  ],
  [
    'wife nags constantly and i just shut down and go to the garage',
    ['1PE 3', 'EPH 5', 'JAS 1', 'PRO 21', 'COL 3'],
  ],
  [
    'husband wont touch me anymore. 2 years of no intimacy and he says nothing is wrong',
    ['1CO 7', 'SNG 5', 'SNG 4', 'PSA 62', 'PRO 5'],
  ],
  [
    'I caught my husband looking at porn again after he promised it was over.',
    ['MAT 5', 'JOB 31', 'PRO 5', 'PSA 34', '1CO 13', 'EPH 4'],
  ],
  [
    'wife and i havent been intimate since the baby came and im tempted to look elsewhere',
    ['1CO 7', 'PRO 5', '1CO 10', 'JAS 1', 'SNG 4'],
  ],
  [
    "attracted to a woman at work and i'm married",
    ['GEN 39', 'PRO 5', 'PRO 7', '1CO 10', 'JOB 31', '2SA 11'],
  ],
  [
    'my wife gets jealous every time i talk to another woman, even coworkers on zoom',
    ['1CO 13', '1JN 4', 'SNG 8', 'EPH 5', 'PHP 4'],
  ],
  ['husband drinks every night and gets mean', ['PRO 23', 'EPH 5', 'PRO 20', 'PSA 55', 'GAL 6']],
  [
    'Just found out my husband gambled away our savings, almost forty thousand dollars.',
    ['PSA 62', 'HEB 13', '1TI 6', 'PRO 13', 'MAT 6', 'PHP 4'],
  ],
  [
    'husband lost his job in march and his whole personality changed, we fight all the time now',
    ['1KI 19', 'GAL 6', 'PSA 42', 'HAB 3', 'PHP 4', 'ECC 4'],
  ],
  [
    "My wife has depression and I don't know how to help her.",
    ['1KI 19', 'GAL 6', 'PSA 42', 'ECC 4', '1PE 3', 'JOB 2'],
  ],
  [
    'military wife, husband deployed for 9 months and im alone with 3 kids',
    ['PSA 121', 'PSA 91', 'ISA 41', 'ISA 40', 'PHP 4', 'JOS 1'],
  ],
  [
    "we're renewing our vows after 25 years and want a chapter to read together",
    ['SNG 8', '1CO 13', 'ECC 9', 'EPH 5', 'SNG 2'],
  ],
  ['scripture for a wedding ceremony', ['1CO 13', 'GEN 2', 'EPH 5', 'SNG 8', 'JHN 2', 'ECC 4']],
  [
    'parents celebrating 50 years married, looking for something to read at the party',
    ['PSA 90', 'PSA 128', 'PRO 31', 'ECC 9', '1CO 13', 'PSA 92'],
  ],
  ['My husband of 41 years is on hospice now.', ['JHN 14', '2CO 5', 'PSA 23', '1TH 4', 'ROM 8', 'PSA 116']],
  [
    'first christmas since my wife died and the kids want to do everything like normal',
    ['PSA 34', '1TH 4', 'ECC 3', 'ISA 61', 'JHN 11', 'PSA 23'],
  ],
  [
    'widow with 2 little boys, how am i supposed to do this alone',
    ['PSA 68', '1KI 17', '2KI 4', 'PSA 146', 'ISA 54', 'DEU 10'],
  ],
  [
    'single mom working two jobs and my ex hasnt paid child support in a year',
    ['PSA 68', 'GEN 21', '2KI 4', 'PHP 4', 'MAT 6', 'PSA 146'],
  ],
  [
    'I married a man of another race and my parents refuse to meet him.',
    ['NUM 12', 'RUT 1', 'GAL 3', 'ACT 10', 'EPH 2', 'ACT 17'],
  ],
  [
    'my son is marrying a girl we honestly dont approve of and the wedding is in may',
    ['ROM 12', 'GEN 2', 'RUT 1', 'PRO 3', '1CO 13', 'GEN 26'],
  ],
  [
    'our daughter and her boyfriend moved in together and expect us to be fine with it',
    ['LUK 15', 'ROM 12', '1TH 4', 'GAL 6', '1CO 13'],
  ],
  [
    '16 yr old daughter is pregnant. we are in total shock',
    ['LUK 15', 'PSA 139', 'JHN 8', 'ROM 15', 'PSA 34', 'ISA 41'],
  ],
  ["My son's girlfriend is pregnant and he's only 17.", ['PSA 139', 'JAS 1', 'LUK 15', 'PRO 3', 'ISA 41']],
  [
    "My 20-year-old son came out to us and we don't know how to respond as Christian parents.",
    ['LUK 15', '1CO 13', 'JAS 1', 'ROM 12', 'EPH 4'],
  ],
  [
    'parent of a kid with special needs, exhausted and grieving the life i pictured for him',
    ['JHN 9', 'PSA 139', '2CO 12', 'ISA 40', '2SA 9', 'MAT 11'],
  ],
  ['my 4 yr old has leukemia', ['MRK 5', 'PSA 121', 'ISA 41', 'PSA 46', '2CO 4', 'JHN 11']],
  ['lost my son to an overdose in january', ['2SA 18', '2SA 12', 'PSA 34', 'JHN 11', 'REV 21', '1TH 4']],
  ['how to help a grieving friend whose child died', ['JOB 2', 'ROM 12', 'JHN 11', '2CO 1', 'GAL 6']],
  [
    'how can i pass my faith on to my grandkids when they live 800 miles away',
    ['PSA 78', '2TI 1', 'PSA 71', 'DEU 4', 'PSA 145'],
  ],
  [
    'my son in law is rude to me and my daughter always takes his side',
    ['ROM 12', 'PRO 15', 'GEN 2', '1PE 3', 'JAS 1'],
  ],
  [
    "Our son's wife won't let us be alone with the grandkids because we pray with them.",
    ['ROM 12', 'PSA 37', 'PRO 15', 'MAT 5', 'PHP 4'],
  ],
  [
    'holidays w my family are always a disaster, already dreading thanksgiving',
    ['ROM 12', 'PHP 2', 'PSA 133', 'PRO 15', 'PHP 4', 'COL 3'],
  ],
  [
    'i said something awful to my mom in a fight and now she wont answer my calls',
    ['MAT 5', 'PSA 51', 'JAS 3', 'PRO 18', 'ROM 12', '2CO 7'],
  ],
  [
    "my sister's husband just walked out on her and the kids, what chapter can i send her",
    ['ISA 54', 'PSA 34', 'PSA 68', 'PSA 27', 'ISA 41'],
  ],
  [
    "My sister won't forgive me for missing her wedding when I was in the hospital.",
    ['MAT 5', 'ROM 12', 'PRO 18', 'GEN 33', 'GEN 32'],
  ],
  ['family feud over inheritance', ['LUK 12', 'GEN 13', '1CO 6', 'PRO 17', 'JAS 4', 'PRO 20']],
  [
    'My nephew wants me to cosign a car loan for him. Should I?',
    ['PRO 22', 'PRO 6', 'PRO 11', 'PRO 17', 'ROM 13'],
  ],
  [
    'loaned my cousin 5k and hes acting like it never happened',
    ['LUK 6', 'ROM 12', 'MAT 18', 'PSA 37', 'PRO 22'],
  ],
  [
    'upstairs neighbors party every weekend til 3am, want to handle it like a christian but im losing sleep and patience',
    ['ROM 12', 'PRO 25', 'MAT 5', 'PRO 15', '1PE 3'],
  ],
  [
    "How do I love my neighbor when he's openly racist and rude to my family?",
    ['LUK 10', 'MAT 5', 'ROM 12', 'LUK 6', '1PE 3'],
  ],
  [
    'elderly widow next door lives alone, how can i help her without overstepping',
    ['JAS 1', 'LUK 10', '1TI 5', 'RUT 2', 'ISA 58', 'GAL 6'],
  ],
  [
    'want to share jesus with my neighbors but it feels so awkward',
    ['1PE 3', 'COL 4', 'MAT 5', 'JHN 4', 'ROM 10'],
  ],
  [
    'roommate is an atheist and we end up arguing abt religion till 2am',
    ['1PE 3', 'COL 4', '2TI 2', 'ACT 17', 'ROM 14', 'JAS 1'],
  ],
  [
    'college roommate has her boyfriend over every night and i have no privacy in my own room',
    ['MAT 18', 'ROM 12', 'EPH 4', 'PHP 2', 'PRO 15'],
  ],
  [
    'bible verses about being betrayed by family',
    ['GEN 37', 'GEN 50', 'PSA 55', 'PSA 27', 'MIC 7', 'MAT 10'],
  ],
  [
    'my own brother lied in court against me to get dads business',
    ['PSA 27', 'PSA 35', 'GEN 50', 'ROM 12', 'PSA 37'],
  ],
  [
    'Church friends took sides in my divorce and now I have no one.',
    ['PSA 142', 'PSA 41', '2TI 4', 'PSA 27', 'PSA 68', 'HEB 13'],
  ],
  ['bible verses for loneliness in marriage', ['GEN 29', 'PSA 142', '1SA 1', 'SNG 5', 'PSA 62']],
  [
    'husband works 80 hrs a week and were basically roommates now',
    ['PSA 127', 'ECC 4', 'EPH 5', 'SNG 2', 'ECC 2'],
  ],
  [
    "Sometimes I feel like my wife loves the kids and doesn't even see me anymore.",
    ['GEN 29', 'SNG 8', 'EPH 5', '1CO 13', 'PSA 62'],
  ],
  [
    'Should I tell my husband about an affair I had 15 years ago?',
    ['PSA 32', 'PRO 28', 'JAS 5', 'PSA 51', '1JN 1', 'EPH 4'],
  ],
  [
    'my wife forgave my affair but i cant forgive myself',
    ['PSA 103', 'ROM 8', '1JN 1', 'PSA 32', 'MIC 7', 'JHN 21'],
  ],
  [
    'the other woman keeps texting my husband even after he ended it',
    ['PRO 7', 'PSA 37', 'SNG 2', 'PRO 5', 'HOS 2'],
  ],
  [
    'i was the other woman and now i want to make it right with god',
    ['JHN 8', 'JHN 4', 'PSA 51', 'LUK 7', '1JN 1', '2CO 7'],
  ],
  [
    "My parents are divorcing after 30 years. I'm 34 and it still wrecks me.",
    ['PSA 34', 'PSA 27', 'MAL 2', 'LAM 3', 'PSA 46', 'ISA 43'],
  ],
  [
    'dad left mom for his secretary and i dont want him at my wedding',
    ['MAT 18', 'EPH 4', 'ROM 12', 'MAL 2', 'GEN 50', 'PSA 55'],
  ],
  [
    'blended family, my kids and his kids cant stand each other',
    ['EPH 2', 'PSA 133', 'PHP 2', 'COL 3', 'GEN 13', 'ROM 12'],
  ],
  [
    'stepmom here. my stepdaughters mom tells her to hate me',
    ['ROM 12', '1PE 3', 'PSA 37', '1CO 13', 'LUK 6', 'GAL 6'],
  ],
  ['how to explain adoption to our 5 year old', ['ROM 8', 'EPH 1', 'GAL 4', 'EST 2', 'EXO 2', 'PSA 68']],
  [
    'waiting on an adoption match for 2 years, every phone call gets our hopes up',
    ['PSA 27', 'PSA 130', 'ISA 40', 'HAB 2', 'ROM 8', 'PSA 13'],
  ],
  [
    'Our adoption fell through. The birth mom changed her mind at the hospital.',
    ['JOB 1', 'PSA 34', 'PSA 13', 'LAM 3', 'ROM 8', 'PSA 42'],
  ],
  [
    'secondary infertility, we have one child and cant get pregnant again and people keep asking when the next one is coming',
    ['1SA 1', 'PSA 113', 'GEN 30', 'PHP 4', 'PSA 127', 'HAB 3'],
  ],
  ['husband doesnt want another baby and i really do', ['PHP 2', 'PSA 37', 'PSA 127', 'JAS 1', 'EPH 5']],
  [
    'had an abortion years ago and cant stop thinking about it now that im pregnant again',
    ['PSA 51', 'PSA 103', 'ROM 8', '1JN 1', 'PSA 32', 'MIC 7'],
  ],
  [
    "I'm 45, never married, and my mother keeps asking when I'll give her grandchildren.",
    ['ISA 56', '1CO 7', 'PSA 16', 'PHP 4', 'PSA 68'],
  ],
  ['keeping purity while engaged', ['1TH 4', 'SNG 2', '1CO 6', '1CO 7', '2TI 2', 'SNG 8']],
  ['engaged and my parents hate my fiance', ['EXO 20', 'GEN 24', 'PRO 3', 'GEN 2', 'EPH 6', 'RUT 1']],
  [
    'my boyfriend wants us to move in together before the wedding, how do i say no without losing him',
    ['1TH 4', '1CO 6', 'SNG 2', 'PRO 4', 'HEB 13'],
  ],
  ['how do i get over someone i really loved', ['PSA 34', 'PSA 147', 'PHP 3', 'ISA 43', '1PE 5', 'PSA 73']],
  [
    "Divorced dad. I only see my kids every other weekend and feel like I'm losing them.",
    ['PSA 127', 'MAL 4', 'DEU 6', 'EPH 6', 'PSA 103', 'ISA 49'],
  ],
  [
    'my dad wants to reconnect after 20 years in prison and i dont know if i can',
    ['GEN 45', 'LUK 15', 'GEN 33', 'MAT 18', 'PHM 1', '2CO 5'],
  ],
  [
    'pastors kid here. my dad cares more about the church than about me',
    ['PSA 27', 'PSA 68', 'EPH 6', 'COL 3', 'ROM 8'],
  ],
  [
    "I'm a pastor and my son is in open rebellion. I feel disqualified from ministry.",
    ['LUK 15', 'EZK 18', '1TI 3', '2CO 12', '1SA 8'],
  ],
  ['how to pray for my husband', ['EPH 1', 'EPH 3', 'COL 1', 'PHP 1', '1PE 3']],
  [
    "my husband is a good man but we've just drifted apart over the years, how do we get back to each other",
    ['SNG 2', 'SNG 8', 'ECC 9', '1CO 13', 'HOS 2', 'EPH 5'],
  ],
  [
    'the girls in my friend group keep excluding me and then posting it all on insta',
    ['PSA 27', 'PSA 142', 'PSA 139', 'ISA 41', 'ROM 12'],
  ],
  [
    'best friend moved across the country and i feel kinda lost without her',
    ['1SA 20', 'PHP 1', 'ECC 3', 'PRO 18', 'PSA 68'],
  ],
  [
    'I need a friend who will actually keep me accountable.',
    ['PRO 27', 'ECC 4', 'HEB 10', 'JAS 5', '1SA 23', 'GAL 6'],
  ],
  [
    'coworker i thought was my friend threw me under the bus to get the promotion',
    ['PSA 55', 'PSA 37', 'ROM 12', 'GEN 50', 'PSA 41'],
  ],
  [
    'my ex husband and i have to sit together at our daughters graduation and we havent spoken in 3 yrs',
    ['ROM 12', 'HEB 12', 'EPH 4', 'MAT 5', 'COL 3', 'PHP 2'],
  ],
  [
    'My 84-year-old father refuses to stop driving and gets furious when we bring it up.',
    ['EXO 20', 'PRO 15', '1TI 5', 'COL 4', 'ECC 12'],
  ],
  [
    'mom is 89 and says shes ready to go home to jesus. im not ready to let her go',
    ['PHP 1', '2TI 4', 'PSA 116', 'JHN 14', '2CO 5', 'PSA 90'],
  ],
  [
    'my brother just got out of rehab and is staying with us, my wife is nervous and the kids are scared of him',
    ['GAL 6', 'LUK 15', 'ROM 12', '1CO 13', 'PRO 4', 'MAT 10'],
  ],
  [
    'just got laid off after 12 yrs at the plant and idk what to do now',
    ['PSA 37', 'MAT 6', 'LAM 3', 'PHP 4', 'PSA 121'],
  ],
  [
    'How do I keep a good attitude when my boss belittles me in front of the whole team?',
    ['1PE 2', 'COL 3', 'ROM 12', 'EPH 6', 'PSA 37'],
  ],
  ['verses about debt', ['ROM 13', 'PRO 22', '2KI 4', 'NEH 5', 'PSA 37']],
  [
    'my coworker keeps taking credit for my work and my manager believes her every time',
    ['PSA 37', 'GEN 39', 'COL 3', 'ROM 12', 'PRO 27'],
  ],
  [
    "Passed over for promotion again. They gave it to the owner's nephew who's been here six months.",
    ['PSA 75', 'PSA 37', 'GEN 40', '1PE 5', 'MAT 20'],
  ],
  ['bible on hard work', ['PRO 6', 'COL 3', '2TH 3', 'PRO 10', 'ECC 9']],
  [
    'i want to be successful so bad, is that wrong for a christian',
    ['JER 45', 'JAS 4', 'MRK 10', 'PHP 2', 'MAT 6'],
  ],
  [
    'I just closed the biggest deal of my career and I can already feel myself getting arrogant.',
    ['DEU 8', 'DAN 4', 'PRO 16', 'JAS 4', '1CO 4'],
  ],
  [
    'cant pay rent this month and my hours just got cut at work',
    ['MAT 6', 'PHP 4', 'PSA 23', '2KI 4', 'PSA 34'],
  ],
  ['How do I stop being so greedy?', ['LUK 12', '1TI 6', 'ECC 5', 'HEB 13', 'PHP 4']],
  [
    "we want to give more but honestly we're scared we won't have enough",
    ['2CO 9', 'MAL 3', 'MRK 12', '1KI 17', '2CO 8'],
  ],
  ['should i tithe on gross or net', ['MAL 3', '2CO 9', '1CO 16', 'DEU 14', 'GEN 14']],
  [
    'Retiring next month after 35 years of teaching third grade and I feel completely lost without a purpose.',
    ['PSA 92', 'PSA 71', 'ISA 46', 'ECC 3', 'JOS 14'],
  ],
  [
    'husband gambled away our savings on sports betting, i found out last night',
    ['PSA 62', '1TI 6', 'PRO 13', 'HEB 13', 'PHP 4'],
  ],
  ['finals week n i havent slept in 2 days so stressed', ['PHP 4', 'MAT 11', 'PSA 4', 'PSA 127', 'ISA 41']],
  [
    'What does the Bible say about finding the right career?',
    ['PRO 16', 'COL 3', 'PRO 3', '1CO 12', 'ROM 12', 'EXO 31'],
  ],
  ['big decision coming up, need wisdom', ['JAS 1', 'PRO 3', 'PSA 25', 'PSA 32', 'PRO 16']],
  [
    "We're moving across the country for my husband's job and I don't know a single person there.",
    ['GEN 12', 'JER 29', 'JOS 1', 'PSA 139', 'RUT 1', 'DEU 31'],
  ],
  [
    'im so lazy lol i procrastinate literally everything till the last min',
    ['PRO 6', 'PRO 24', 'PRO 26', '2TH 3', 'EPH 5'],
  ],
  ['working 70 hr weeks and my kids barely see me anymore', ['PSA 127', 'ECC 4', 'MAT 11', 'DEU 6', 'MRK 8']],
  [
    'My boss wants me to backdate some invoices. Is that really a big deal?',
    ['PRO 11', 'EPH 4', 'LEV 19', 'PSA 15', 'PRO 20'],
  ],
  [
    'lied on my resume and got the job, now i feel sick abt it',
    ['PSA 32', 'PRO 12', 'EPH 4', '1JN 1', 'PSA 51'],
  ],
  [
    "Opening my own bakery in March and I'm terrified it will fail.",
    ['PRO 16', 'JAS 4', 'PSA 90', 'LUK 14', 'PSA 37'],
  ],
  [
    'been applying for jobs for 8 months and nothing. not even interviews',
    ['PSA 27', 'PSA 40', 'ISA 40', 'LAM 3', 'PSA 130'],
  ],
  [
    'what does the bible say about wealth and poverty',
    ['PRO 30', '1TI 6', 'JAS 2', 'LUK 16', 'PSA 49', 'LUK 6'],
  ],
  [
    'I make a lot of money. How should a Christian think about being wealthy?',
    ['1TI 6', 'MRK 10', 'LUK 12', 'DEU 8', 'JAS 5', 'LUK 16'],
  ],
  [
    'neighbor keeps blocking our driveway and yelling at my kids when they play outside',
    ['ROM 12', 'MAT 5', 'PRO 15', 'PRO 3', '1PE 3'],
  ],
  [
    'got served with a lawsuit today, my hands are still shaking',
    ['PSA 37', 'MAT 5', 'PSA 35', 'PSA 27', 'PHP 4'],
  ],
  [
    'so angry abt the election results i cant even talk to people',
    ['ROM 13', 'DAN 2', 'PSA 146', '1TI 2', 'DAN 4', 'PSA 2'],
  ],
  [
    'The news makes me so anxious. Wars everywhere, it feels like the world is falling apart.',
    ['PSA 46', 'JHN 16', 'MAT 24', 'PHP 4', 'PSA 91'],
  ],
  [
    'Pastor here. A man in our church, Dave, lost his restaurant of 20 years and has stopped coming on Sundays. What should I read with him?',
    ['HAB 3', 'LAM 3', 'PSA 42', '2CO 4', 'JOB 1'],
  ],
  [
    'my 16 yr old failed algebra and now thinks hes stupid, how do i encourage him',
    ['PSA 139', 'ISA 41', 'PRO 24', '2CO 12', 'JAS 1'],
  ],
  [
    'How do I deal with a boss who micromanages every single email I send?',
    ['ECC 10', 'COL 3', '1PE 2', 'EPH 6', 'PHP 2'],
  ],
  ['coworker gossiping about me behind my back', ['PSA 64', 'JAS 3', 'PRO 26', 'PSA 120', 'ROM 12']],
  [
    "I'm the only Christian in my office and they constantly make fun of me for it.",
    ['1PE 4', 'MAT 5', 'DAN 6', '2TI 3', 'ROM 1'],
  ],
  [
    'how to forgive a manager who fired me unfairly',
    ['MAT 18', 'GEN 50', 'ROM 12', 'EPH 4', 'LUK 6', 'COL 3'],
  ],
  ['bible verses on contentment', ['PHP 4', '1TI 6', 'HEB 13', 'PSA 16', 'PRO 30', 'PSA 131']],
  ['always comparing my salary to my friends salarys', ['PSA 73', 'ECC 4', 'HEB 13', 'PHP 4', 'GAL 6']],
  [
    "My best friend just bought a house and we're still in a tiny apartment. I hate that I'm jealous of her.",
    ['PSA 73', 'PSA 37', 'JAS 3', 'PHP 4', 'GAL 5', '1CO 13'],
  ],
  [
    'got scammed out of 3000 dollars by a fake job posting',
    ['PSA 37', 'PSA 62', 'ROM 12', 'PHP 4', 'PSA 146'],
  ],
  [
    'tempted to take money from the register at work, we really need it rn',
    ['EPH 4', 'PRO 30', 'EXO 20', 'MAT 6', '1CO 10', 'PHP 4'],
  ],
  [
    'How should we handle money as a newly married couple?',
    ['PRO 21', 'LUK 14', 'EPH 5', 'PRO 24', 'HEB 13', '1TI 6'],
  ],
  [
    'wife and i keep fighting about money, same fight every month',
    ['EPH 5', 'PHP 2', 'JAS 4', 'PRO 15', '1TI 6'],
  ],
  ['saving for the future vs trusting god', ['PRO 6', 'GEN 41', 'MAT 6', 'LUK 12', 'PRO 21', 'PRO 30']],
  [
    'my brother wants me to cosign his car loan and idk how to say no',
    ['PRO 22', 'PRO 6', 'PRO 17', 'PRO 11', 'LUK 6'],
  ],
  [
    'Lent my sister $2,000 two years ago, she never paid it back, and now family dinners are so awkward.',
    ['LUK 6', 'MAT 18', 'ROM 12', 'COL 3', 'EPH 4'],
  ],
  [
    'siblings fighting over dads inheritance and its getting ugly',
    ['LUK 12', 'GEN 13', 'PSA 133', '1CO 6', 'PHP 2'],
  ],
  [
    'Do Christians really have to pay taxes to a government that wastes it?',
    ['ROM 13', 'MAT 22', 'MAT 17', 'MRK 12', '1PE 2'],
  ],
  [
    'tempted to fudge my taxes this year, everyone does it',
    ['ROM 13', 'MAT 22', 'PRO 11', 'PRO 12', 'LUK 16'],
  ],
  [
    'should i go to seminary and be a pastor or stay in engineering',
    ['COL 3', 'ROM 12', '1TI 3', 'ISA 6', '1CO 7', 'JER 1'],
  ],
  ["What if I can't afford college?", ['MAT 6', 'PHP 4', 'PRO 3', 'PSA 37', 'JER 29']],
  ['got rejected from my dream school today', ['JER 29', 'ROM 8', 'PRO 16', 'PSA 138', 'ISA 55', 'GEN 50']],
  ['student loans crushing me, 90k and a job that pays 40', ['PSA 37', '2KI 4', 'ROM 13', 'MAT 6', 'PRO 22']],
  ['cheated on a test and nobody knows but me', ['PSA 32', 'PRO 28', '1JN 1', 'PSA 51', 'PRO 10']],
  [
    'my parents want me to be a doctor but i really want to study art',
    ['EPH 6', 'COL 3', 'EXO 31', 'PRO 16', 'ROM 12'],
  ],
  [
    'overwhelmed with homework, group projects and my part time job',
    ['MAT 11', 'PHP 4', 'ISA 40', 'ECC 3', 'PSA 62'],
  ],
  [
    'My college roommate is messy, rude, and brings people over at 2am. How do I handle this as a Christian?',
    ['ROM 12', 'PHP 2', 'COL 3', 'EPH 4', 'PRO 15', '1CO 13'],
  ],
  ['freshman, first time away from home and so lonely', ['PSA 139', 'JOS 1', 'DEU 31', 'ISA 41', 'PSA 121']],
  [
    "I have a job interview tomorrow and I'm a nervous wreck.",
    ['PHP 4', 'ISA 41', 'EXO 4', 'PRO 16', 'PSA 121', '2TI 1'],
  ],
  [
    'first day at a new job tomorrow, pray for me',
    ['JOS 1', 'ISA 41', 'PSA 121', 'COL 3', 'PRO 3', 'DEU 31'],
  ],
  [
    'feel like a fraud at work, everyone else is smarter than me',
    ['EXO 4', 'EXO 3', '2CO 12', '1CO 1', 'JER 1', '2CO 3'],
  ],
  [
    'Have to present to the board on Thursday and I get panic attacks just thinking about it.',
    ['EXO 4', 'JER 1', 'PHP 4', 'ISA 41', '2TI 1', 'PSA 56'],
  ],
  [
    'my job feels so meaningless, i just push papers all day',
    ['ECC 2', 'COL 3', 'ECC 3', '1CO 15', 'ECC 9', 'PSA 90'],
  ],
  ['is it ok to work on sundays', ['EXO 20', 'MRK 2', 'ROM 14', 'ISA 58', 'HEB 4', 'LUK 6']],
  [
    "burnt out nurse, three 12 hr shifts in a row and we're still short staffed",
    ['MAT 11', 'ISA 40', '1KI 19', 'GAL 6', 'PSA 23', '2CO 4'],
  ],
  ['How do I actually rest?', ['MAT 11', 'PSA 23', 'HEB 4', 'EXO 20', 'PSA 62', 'MRK 6']],
  [
    'My husband is a workaholic and is never home. How do I bring it up without nagging?',
    ['PSA 127', 'ECC 4', 'PRO 15', 'EPH 5', '1PE 3', 'COL 4'],
  ],
  [
    'volunteering at church 4 nights a week and my wife says im neglecting our family',
    ['LUK 10', 'EXO 18', '1TI 5', 'ECC 3', 'PSA 127'],
  ],
  ['bible on fair prices and honest scales in business', ['PRO 11', 'LEV 19', 'AMO 8', 'DEU 25', 'MIC 6']],
  [
    'Contractor here. Customers keep asking me to do cash jobs off the books to skip the tax.',
    ['ROM 13', 'PRO 11', 'MAT 22', 'PRO 16', 'PSA 15'],
  ],
  [
    'my sales manager wants us to mislead customers so we hit quota',
    ['PRO 11', 'PRO 20', 'EPH 4', 'ACT 5', 'PSA 15'],
  ],
  [
    'padding my expense reports a little, is that really stealing',
    ['EPH 4', 'PRO 11', 'LUK 16', 'EXO 20', 'LUK 19', 'PRO 20'],
  ],
  [
    'Saw a coworker stealing inventory. Do I report him or stay out of it?',
    ['PRO 29', 'MAT 18', 'EPH 5', 'LEV 5', 'GAL 6'],
  ],
  [
    'should i go into business with my non christian friend',
    ['2CO 6', 'AMO 3', 'PRO 13', 'PRO 22', 'LUK 14'],
  ],
  [
    'My business partner embezzled from our company. I trusted him for ten years and he was the best man at my wedding.',
    ['PSA 55', 'PSA 41', 'ROM 12', 'PSA 37', 'GEN 31', 'MAT 18'],
  ],
  [
    'thinking about quitting my stable job for a startup, wise or foolish',
    ['LUK 14', 'PRO 16', 'JAS 4', 'ECC 11', 'PRO 21', 'MAT 25'],
  ],
  [
    'unemployed and too ashamed to even tell my small group',
    ['PSA 34', '1PE 5', 'GAL 6', 'PSA 25', 'MAT 11', 'ISA 54'],
  ],
  [
    'waiting on a call back about a job offer, so anxious i cant eat',
    ['PHP 4', 'PSA 27', 'PSA 37', 'ISA 40', 'MAT 6'],
  ],
  ['we cant afford groceries till friday', ['MAT 6', 'EXO 16', '1KI 17', 'PSA 37', 'PSA 34', 'PHP 4']],
  [
    'grew up poor and still feel ashamed of it around my coworkers',
    ['1SA 2', 'PSA 113', 'JAS 2', '1CO 1', 'LUK 1'],
  ],
  [
    'guy at work drives a porsche and never shuts up abt his vacations, and im over here struggling',
    ['PSA 49', 'PSA 73', 'PSA 37', '1TI 6', 'JAS 1'],
  ],
  ['won the lottery, what now??', ['1TI 6', 'PRO 13', 'LUK 12', 'ECC 5', 'DEU 8']],
  ['lost a lot in crypto and im hiding it from my wife', ['PRO 23', 'PSA 32', '1TI 6', 'PRO 28', 'EPH 5']],
  [
    'The stock market crash wiped out half of what we saved for retirement.',
    ['HAB 3', 'PSA 37', 'PSA 62', 'MAT 6', 'PRO 23', 'PSA 46'],
  ],
  [
    'filing for bankruptcy next week and feel like such a failure',
    ['LAM 3', 'PSA 37', '2CO 4', 'MIC 7', 'ISA 43'],
  ],
  ['bank is foreclosing on our house', ['PSA 46', 'PSA 91', 'HAB 3', 'MAT 6', 'PSA 37', 'HEB 13']],
  [
    'shopping addiction, i buy stuff just to feel better',
    ['ISA 55', 'MAT 6', '1JN 2', 'PHP 4', 'ECC 5', 'PSA 16'],
  ],
  [
    'We have way too much stuff and I want our family to live simpler.',
    ['MAT 6', 'LUK 12', '1TI 6', 'HEB 13', 'PHP 4', 'PRO 30'],
  ],
  [
    'i stay home with my kids and feel like i dont contribute anything',
    ['PRO 31', 'COL 3', 'PSA 127', 'TIT 2', '1CO 15'],
  ],
  [
    'same boring routine every day. work eat sleep repeat',
    ['ECC 1', 'ECC 3', 'COL 3', 'LAM 3', 'PSA 90', 'ECC 9'],
  ],
  ['how to manage my time better', ['EPH 5', 'PSA 90', 'ECC 3', 'COL 4', 'PRO 16', 'JAS 4']],
  [
    'cant stop scrolling on my phone when i should be working',
    ['EPH 5', 'PSA 101', 'PRO 6', '1CO 6', 'PHP 4', 'COL 3'],
  ],
  [
    "I'm a perfectionist and nothing I do at work ever feels good enough.",
    ['2CO 12', 'MAT 11', 'COL 3', 'PSA 103', 'PHP 3'],
  ],
  [
    'just found out i failed the bar exam for the second time',
    ['MIC 7', 'PRO 24', 'LAM 3', 'ISA 40', '2CO 4', 'PSA 73'],
  ],
  ['verses for studying', ['PRO 2', 'PRO 4', 'DAN 1', '2TI 2', 'COL 3', 'ECC 12']],
  [
    "My daughter is 15 and so stressed about the SAT that she's been crying every night. What can I read with her?",
    ['PHP 4', 'MAT 6', 'ISA 41', 'PSA 121', 'MAT 11', 'PSA 139'],
  ],
  ['teen son wants to drop out of high school and just work', ['PRO 4', 'PRO 1', 'EPH 6', 'PRO 3', 'LUK 14']],
  [
    'my kid just got his first job at mcdonalds, what should i tell him',
    ['COL 3', 'PRO 6', 'ECC 9', '1TH 4', 'PRO 22'],
  ],
  ['teaching kids about money', ['PRO 22', 'PRO 13', 'DEU 6', 'LUK 16', 'PRO 6']],
  [
    'my teenager only cares about designer clothes and brands',
    ['1SA 16', '1PE 3', '1JN 2', 'MAT 6', 'LUK 12'],
  ],
  [
    'christmas is so commercial and my kids want everything they see',
    ['LUK 2', 'MAT 6', 'LUK 12', 'ACT 20', '1TI 6'],
  ],
  [
    'Our church keeps pushing for donations and it makes me uncomfortable. Is that biblical?',
    ['2CO 9', '2CO 8', '1PE 5', '1TI 6', '2CO 2'],
  ],
  ['is the prosperity gospel true', ['1TI 6', 'PHP 4', 'HEB 11', '2TI 4', 'MAT 6', '2CO 11']],
  ['giving when you have almost nothing', ['MRK 12', '2CO 8', '1KI 17', 'LUK 21', '2CO 9']],
  [
    'single mom, 3 kids, working 2 jobs and still behind on every bill',
    ['2KI 4', 'PSA 146', 'MAT 11', 'ISA 40', 'PSA 68', 'PHP 4'],
  ],
  [
    "My husband Ray always handled the finances. He passed in June and I don't even know what accounts we have.",
    ['2KI 4', '1KI 17', 'PSA 146', 'ISA 54', 'RUT 2', 'JAS 1'],
  ],
  [
    'our wedding is costing way more than we can afford and my mom keeps adding stuff',
    ['LUK 14', 'PRO 21', 'PHP 4', '1TI 6', 'JHN 2'],
  ],
  ['how should a christian write a will', ['2KI 20', 'PRO 13', 'PSA 90', 'LUK 12', 'ISA 38']],
  ['hiring my first employee, want to be a good boss', ['COL 4', 'EPH 6', 'LEV 19', 'DEU 24', 'MRK 10']],
  [
    "I have to lay off five people on my team next week and it's tearing me up.",
    ['MIC 6', 'COL 4', 'PRO 3', 'ROM 12', 'EPH 4'],
  ],
  ['new manager, first time leading a team of 12', ['EXO 18', '1KI 3', '1PE 5', 'MRK 10', 'JOS 1']],
  ['how do i ask for a raise without being greedy', ['NEH 2', '1TI 5', 'PRO 22', 'LUK 10', 'PRO 25']],
  [
    'boss hasnt paid me in 6 weeks and keeps saying next friday',
    ['JAS 5', 'DEU 24', 'LEV 19', 'JER 22', 'PSA 37'],
  ],
  [
    "Working minimum wage and it feels like I'll never get ahead.",
    ['PSA 37', 'PRO 13', 'PHP 4', 'MAT 6', 'PSA 113'],
  ],
  [
    'my manager treats me different bc of my race',
    ['PSA 37', 'JAS 2', 'GAL 3', 'ROM 12', 'ACT 10', 'PSA 35'],
  ],
  [
    'they laid me off at 58 bc they want younger people, who hires someone my age',
    ['PSA 71', 'ISA 46', 'PSA 92', 'PSA 37', 'JOS 14', 'LAM 3'],
  ],
  [
    "My manager keeps making comments about my body and I'm scared to report it.",
    ['PSA 27', 'GEN 39', 'PSA 31', 'EPH 5', 'PSA 140'],
  ],
  ['falsely accused of stealing at work', ['PSA 35', 'GEN 39', 'PSA 37', '1PE 2', 'PSA 7']],
  [
    'got fired bc i refused to work on a project that went against my faith',
    ['DAN 3', 'MAT 5', '1PE 4', 'DAN 6', 'ACT 5'],
  ],
  [
    'Coworkers are ganging up to get me fired. They report every little thing I do.',
    ['DAN 6', 'PSA 37', 'PSA 27', 'PSA 56', 'PSA 35', 'NEH 4'],
  ],
  [
    'jealous of my coworker, everyone loves her and she gets every good project',
    ['GAL 5', 'JAS 3', '1SA 18', 'PSA 37', 'PRO 14', '1CO 13'],
  ],
  ['I brag on LinkedIn constantly. Is that pride?', ['PRO 27', 'JER 9', 'JAS 4', 'MAT 6', 'GAL 6', '1CO 4']],
  [
    'hit all my career goals by 40 and feel nothing',
    ['ECC 2', 'PHP 3', 'MRK 8', 'ECC 1', 'ECC 12', 'PSA 16'],
  ],
  [
    'Offered a job in Dubai with great pay, but it means leaving my aging parents behind.',
    ['JAS 1', 'PRO 3', 'GEN 12', '1TI 5', 'RUT 1', 'PRO 16'],
  ],
  [
    'feel called to missions but im making really good money at my firm tho',
    ['ISA 6', 'LUK 9', 'MAT 28', 'PHP 3', 'MRK 10'],
  ],
  [
    'drought killed our crops this year, not sure the farm will make it',
    ['HAB 3', 'JER 17', 'JOL 2', 'PSA 65', '1KI 18'],
  ],
  [
    'moving back in with my parents at 29, feel like such a loser',
    ['LAM 3', 'ISA 43', 'PHP 3', 'PSA 139', 'PSA 31', 'LUK 15'],
  ],
  [
    'owe the irs 12k from last year and have no way to pay it',
    ['ROM 13', 'PSA 37', '2KI 4', 'PHP 4', 'NEH 5'],
  ],
  [
    'Just got a $40,000 hospital bill after my surgery and insurance denied it.',
    ['PSA 46', 'PHP 4', 'MAT 6', '2KI 4', 'PSA 121', 'PSA 34'],
  ],
  [
    'self employed photographer, income is so unpredictable it stresses me out',
    ['EXO 16', 'MAT 6', 'PHP 4', 'PSA 37', 'LUK 12', 'JAS 4'],
  ],
  [
    'We got a big tax refund. Should we give some of it or put it all on our debt?',
    ['PRO 3', 'MAL 3', 'ROM 13', '2CO 9', 'PRO 22'],
  ],
  [
    "I'm a landlord and one of my tenants just lost her job. Do I evict her?",
    ['DEU 15', 'LEV 25', 'MIC 6', 'LUK 6', 'JAS 2', 'PRO 3'],
  ],
  [
    'landlord raised rent 30 percent, we have to move and theres nothing in our price range',
    ['PSA 37', 'MAT 6', 'PSA 23', 'JAS 5', 'PHP 4'],
  ],
  ['living in my car rn. its been 3 weeks', ['PSA 34', 'PSA 23', 'MAT 6', 'PSA 142', 'MAT 8', 'PSA 91']],
  [
    'guy outside the grocery store asks me for money every week, should i give',
    ['PRO 19', 'MAT 25', 'DEU 15', 'LUK 6', 'JAS 2', '1JN 3'],
  ],
  [
    'A refugee family just moved in next door. How can we welcome them well?',
    ['LEV 19', 'DEU 10', 'MAT 25', 'HEB 13', 'ROM 12', 'LUK 10'],
  ],
  ['neighbor moved his fence two feet onto our property', ['PRO 22', 'DEU 19', 'ROM 12', 'MAT 5', 'PRO 15']],
  [
    "There's an elderly widow on our street who lives alone. How can our family help her?",
    ['JAS 1', 'LEV 19', 'LUK 10', 'ISA 58', '1TI 5', 'GAL 6'],
  ],
  ['Should a Christian ever sue another Christian?', ['1CO 6', 'MAT 18', 'MAT 5', 'ROM 12', 'PHP 2']],
  [
    'got a jury summons, first time, what should i keep in mind',
    ['EXO 23', 'DEU 16', 'LEV 19', 'PRO 18', 'DEU 1'],
  ],
  [
    'custody hearing is next tuesday and her lawyer is lying about me',
    ['ISA 54', 'PSA 27', 'PSA 37', 'PSA 35', 'PHP 4'],
  ],
  [
    "My son is in county jail for a DUI. I'm heartbroken and embarrassed to tell anyone at church.",
    ['PSA 107', 'LUK 15', 'HEB 13', 'PSA 34', 'PSA 142', 'LAM 3'],
  ],
  [
    'arrested last night, first time ever, so ashamed',
    ['PSA 51', 'PSA 32', '1JN 1', 'LAM 3', 'PSA 130', 'MIC 7'],
  ],
  [
    "How do I pray for a president I didn't vote for?",
    ['1TI 2', 'ROM 13', '1PE 2', 'JER 29', 'PRO 21', 'MAT 5'],
  ],
  [
    'thinking of running for city council, is that a good thing for a christian to do',
    ['PRO 29', 'MIC 6', 'EXO 18', 'DAN 6', '2SA 23', 'ROM 13'],
  ],
  [
    'politics is tearing my family apart, thanksgiving was a disaster',
    ['PHP 2', 'ROM 12', 'EPH 4', 'JAS 1', 'PSA 133', 'ROM 14'],
  ],
  [
    'government leaders are so corrupt it makes me sick',
    ['PSA 37', 'PSA 82', 'PSA 146', 'MIC 3', 'ISA 10', 'AMO 5'],
  ],
  ['should christians care about social justice', ['MIC 6', 'AMO 5', 'ISA 58', 'ISA 1', 'JAS 2', 'LUK 4']],
  [
    'The economy keeps getting worse and prices keep going up. How do we not panic?',
    ['HAG 1', 'HAB 3', 'PSA 37', 'MAT 6', 'PHP 4', 'GEN 41'],
  ],
  [
    'scared abt the end times with everything on the news lately',
    ['MAT 24', '1TH 5', 'JHN 14', '2TH 2', 'PSA 46', 'REV 21'],
  ],
  [
    'another mass shooting on the news, i cant take it anymore',
    ['HAB 1', 'PSA 10', 'PSA 94', 'PSA 13', 'REV 21'],
  ],
  [
    'An earthquake killed thousands of people overseas. Why would God allow that?',
    ['LUK 13', 'PSA 46', 'JOB 38', 'ROM 8', 'REV 21', 'HAB 3'],
  ],
  [
    'my uncle forwards conspiracy theories to the family group chat all day',
    ['ISA 8', '2TI 2', 'TIT 3', 'PHP 4', 'PRO 18', '1TH 5'],
  ],
  ['how to stop doomscrolling the news', ['PHP 4', 'PSA 112', 'PSA 46', 'MAT 6', 'COL 3', 'ISA 26']],
  ['praying for our nation', ['2CH 7', 'DAN 9', 'NEH 1', '1TI 2', 'PSA 33', 'JER 29']],
  ['FINALLY GOT THE JOB!!! thank u god', ['PSA 103', 'PSA 100', 'PSA 30', '1TH 5', 'PSA 126', 'JAS 1']],
  [
    'Got a raise this year and I want to honor God with it.',
    ['PRO 3', 'DEU 8', '2CO 9', '1CH 29', 'LUK 12', 'MAL 3'],
  ],
  ['road rage on my commute every single morning', ['JAS 1', 'PRO 16', 'EPH 4', 'PRO 15', 'PSA 37']],
  [
    "Pastor here. I'm exhausted, my board fights me on everything, and I'm thinking of leaving ministry.",
    ['1KI 19', '2CO 4', 'GAL 6', 'ISA 40', '2TI 4', 'MAT 11'],
  ],
  [
    'social worker, so many heartbreaking cases, compassion fatigue is real',
    ['GAL 6', 'ISA 40', 'MAT 11', '2CO 4', 'MRK 6', 'PSA 121'],
  ],
  [
    'teacher w 32 kids in my class and zero support from admin, ready to quit',
    ['GAL 6', 'COL 3', 'ISA 40', '2CO 4', '1CO 15', 'HEB 12'],
  ],
  [
    'police officer. how do i stay faithful and keep my heart soft in this job',
    ['ROM 13', 'LUK 3', 'MIC 6', 'PRO 4', 'EZK 36', 'PSA 18'],
  ],
  [
    'long haul trucker, lonely on the road for weeks at a time',
    ['PSA 139', 'PSA 121', 'JOS 1', 'DEU 31', 'HEB 13', 'PSA 23'],
  ],
  [
    'Is it okay for a Christian to be a full time musician or artist?',
    ['EXO 31', 'EXO 35', 'PSA 33', '1CH 25', 'COL 3', '1CO 10'],
  ],
  [
    'everyone at my job swears and tells dirty jokes all day, how do i not get pulled in',
    ['EPH 4', 'EPH 5', 'COL 4', 'MAT 5', 'PHP 2', 'DAN 1'],
  ],
  ['sick of office politics and backstabbing', ['MAT 10', 'DAN 6', 'PSA 37', 'ROM 12', 'PRO 26']],
  [
    'want to quit my toxic job but i have zero savings',
    ['JAS 1', 'PRO 3', 'MAT 6', 'PSA 37', '1PE 2', 'PRO 16'],
  ],
  [
    "My husband lost his job in January and barely gets off the couch. He's so depressed and I don't know how to help.",
    ['PSA 42', '1KI 19', 'GAL 6', 'PSA 34', '1TH 5', 'ISA 40'],
  ],
  [
    'laid off 30 people then took my full bonus, now i feel convicted',
    ['LUK 19', 'JAS 5', 'MIC 6', 'PSA 51', 'AMO 8'],
  ],
  [
    "I got fired for being late too many times and honestly it's my own fault.",
    ['PRO 6', 'PSA 51', 'LAM 3', 'HEB 12', 'MIC 7', 'PRO 24'],
  ],
  ['my employee keeps showing up late and lying about it', ['MAT 18', 'GAL 6', 'PRO 10', 'EPH 4', 'COL 4']],
  [
    "I'm a CEO and investors are pressuring me to cut corners on worker safety to save money.",
    ['DEU 22', 'PRO 29', 'MIC 6', 'PRO 11', 'LEV 19'],
  ],
  [
    'investing in the stock market as a christian, ok or not?',
    ['MAT 25', 'ECC 11', 'PRO 21', 'PRO 13', 'LUK 19', '1TI 6'],
  ],
  ['i feel like ive wasted my talents and my whole 30s', ['MAT 25', 'JOL 2', '2TI 1', 'PHP 3', '1PE 4']],
  ['i wanna be a famous youtuber so bad, is that wrong tho', ['JER 45', 'MAT 6', 'JHN 3', 'GAL 1', 'PHP 2']],
  ['dyslexic and school is so hard for me, i feel dumb', ['PSA 139', 'EXO 4', '2CO 12', 'ISA 41', '1CO 1']],
  ['my teacher grades me unfairly bc she doesnt like me', ['1PE 2', 'PSA 37', 'ROM 12', 'COL 3', 'PSA 7']],
  [
    'kids at school laugh at me for praying before lunch',
    ['1TI 4', 'MAT 5', '1PE 4', 'DAN 6', 'ROM 1', '2TI 1'],
  ],
  [
    'Graduating college next month and I have no idea what comes next.',
    ['JER 29', 'PRO 3', 'PSA 32', 'PRO 16', 'ISA 30'],
  ],
  [
    "Small group leader here. One of my guys is 25, can't commit to any job or decision, and keeps waiting for a sign from God.",
    ['ECC 11', 'JAS 1', 'PRO 16', 'JDG 6', 'ROM 12'],
  ],
  [
    "My boss is a deacon at his church and treats us worse than anyone I've ever worked for.",
    ['1PE 2', 'MAT 23', 'COL 4', 'ROM 12', 'JAS 3'],
  ],
  [
    "My 24 year old son won't look for work and plays video games all day in our basement.",
    ['2TH 3', 'PRO 6', 'PRO 24', 'PRO 26', 'PRO 13'],
  ],
  [
    'Pastor asking: a young couple in my church is drowning in credit card debt. Where do I start with them?',
    ['PRO 22', 'ROM 13', 'LUK 14', '2KI 4', 'PRO 21', 'HEB 13'],
  ],
  [
    'im the church treasurer and i think someone has been taking from the offering',
    ['MAT 18', '2CO 8', 'JHN 12', 'ACT 5', '1TI 3'],
  ],
  ['should pastors get paid', ['1CO 9', '1TI 5', 'GAL 6', 'LUK 10', 'NUM 18']],
  ['what does jesus say about money', ['MAT 6', 'LUK 12', 'LUK 16', 'MRK 10', 'LUK 19']],
  ['generosity verses', ['2CO 9', 'ACT 20', 'PRO 11', 'LUK 6', '1TI 6', 'DEU 15']],
  [
    'dont know how to budget, always out of money by the 20th',
    ['PRO 27', 'LUK 14', 'PRO 21', 'PRO 6', 'GEN 41'],
  ],
  [
    'got a big inheritance from my grandma and wierdly feel guilty about it',
    ['ECC 5', 'DEU 8', '1TI 6', '1CH 29', 'PRO 13'],
  ],
  [
    'work christmas party this friday and everyone pressures me to drink',
    ['EPH 5', 'ROM 13', '1PE 4', 'DAN 1', 'PRO 23'],
  ],
  [
    'cant stop betting on my phone, down 8k this month and my wife doesnt know',
    ['1CO 10', 'ROM 7', '1TI 6', 'PSA 40', 'PRO 28', 'GAL 5'],
  ],
  [
    'My dad is spending his whole pension at the casino. How do I confront him?',
    ['GAL 6', 'MAT 18', '1TI 6', 'PRO 13', 'PRO 23'],
  ],
  ['retired and bored out of my mind', ['PSA 92', 'TIT 2', 'PSA 71', 'EPH 2', 'ECC 9']],
  ['Is it biblical to retire early at 45?', ['LUK 12', 'NUM 8', 'PSA 90', '2TH 3', 'ECC 3']],
  [
    'worried we havent saved enough for retirement',
    ['PSA 37', 'MAT 6', 'ISA 46', 'PSA 71', 'PRO 6', 'PHP 4'],
  ],
  ['should i take a 20k pay cut for a job i actually love', ['PRO 15', 'ECC 4', 'HEB 13', 'PHP 4', 'PRO 16']],
  ['my visa depends on my job and layoffs are coming', ['PSA 146', 'ISA 41', 'PSA 121', 'MAT 6', 'DEU 10']],
  [
    "I'm pregnant and afraid to tell my boss because I think they'll find a way to push me out.",
    ['ISA 41', 'PHP 4', 'PSA 127', 'PSA 56', 'PRO 3'],
  ],
  [
    'work from home and i literally never leave my apartment, kinda isolated',
    ['ECC 4', 'HEB 10', 'ACT 2', 'PSA 68', 'PSA 133'],
  ],
  [
    'night shift is wrecking my sleep and my prayer life',
    ['PSA 63', 'PSA 4', 'PSA 127', 'PSA 121', 'MAT 11'],
  ],
  ['bible on planning ahead', ['PRO 16', 'JAS 4', 'LUK 14', 'PRO 21', 'PRO 19']],
  [
    'my business is failing and i poured everything into it',
    ['HAB 3', 'PSA 127', 'LAM 3', 'PSA 73', '2CO 4'],
  ],
  [
    "Took over my dad's hardware store and we disagree on literally everything.",
    ['PRO 15', 'EPH 6', 'PHP 2', 'EXO 18', '1KI 12'],
  ],
  [
    'A coworker of mine is going through a divorce. What can I share to encourage her?',
    ['PSA 34', '2CO 1', 'ISA 54', 'GAL 6', 'PSA 147'],
  ],
  [
    'married coworker keeps flirting with me and i kinda like the attention',
    ['PRO 5', 'GEN 39', '1CO 10', '1TH 4', '2TI 2', 'PRO 7'],
  ],
  ['people at church kinda look down on us bc were poor', ['JAS 2', '1CO 11', 'LUK 14', '1SA 16', 'PSA 113']],
  [
    "I earn more than my husband and he's being weird about it.",
    ['EPH 5', 'PHP 2', '1PE 3', 'PRO 31', '1CO 13'],
  ],
  [
    'got promoted but it means moving my family to a city we all hate',
    ['JER 29', 'GEN 12', 'PHP 4', 'PSA 16', 'PRO 16'],
  ],
  [
    "Our neighbors stopped talking to us once they found out we're Christians.",
    ['1PE 3', '1PE 2', 'MAT 5', 'ROM 12', 'PSA 37'],
  ],
  [
    'my son just got deployed overseas and i cant stop watching the news',
    ['PSA 91', 'PSA 46', 'PSA 121', 'ISA 41', 'JOS 1', 'PSA 139'],
  ],
  ['does anyone at work even notice how hard i work', ['HEB 6', 'COL 3', 'MAT 6', '1CO 15', 'GAL 6']],
  ['a verse to start my workday', ['PSA 90', 'COL 3', 'PSA 5', 'LAM 3', 'PRO 16']],
  [
    'My internship supervisor gives me all the grunt work while the other interns get the cool projects.',
    ['LUK 16', 'ZEC 4', '1PE 5', 'COL 3', 'MAT 25', 'PHP 2'],
  ],
  [
    'just found out my coworkers make 20 percent more than me for the same job',
    ['MAT 20', 'JAS 5', 'PSA 37', 'LEV 19', 'PHP 4'],
  ],
  ['bible on the dignity of work', ['GEN 2', 'COL 3', '1TH 4', 'ECC 3', 'EPH 4']],
  [
    'my mom is 70 and still working bc she cant afford to stop, it breaks my heart',
    ['ISA 46', 'PSA 71', '1TI 5', 'PSA 92', 'PSA 37'],
  ],
  [
    'My friend Tasha is about to take out a payday loan to cover rent. What do I tell her?',
    ['PRO 22', '2KI 4', 'NEH 5', 'PSA 37', 'EXO 22'],
  ],
  [
    'The factory in our town is closing and half our neighborhood is about to lose their jobs.',
    ['PSA 46', 'JER 29', 'LAM 3', 'HAB 3', 'PSA 37', 'ISA 43'],
  ],
  [
    'my boss texts me at midnight and expects answers right away',
    ['EXO 18', 'MAT 11', 'PSA 127', 'MRK 6', 'EXO 20'],
  ],
  [
    "I lost my temper and yelled at a coworker in a meeting, now everything's awkward.",
    ['MAT 5', 'JAS 1', 'PRO 15', 'EPH 4', 'COL 3'],
  ],
  [
    'i dont even kno if i beleive anymore, everything abt church feels fake lately',
    ['MRK 9', 'JHN 20', 'PSA 73', 'JUD 1', 'MAT 11'],
  ],
  ['verses for doubt', ['JHN 20', 'MRK 9', 'MAT 14', 'JAS 1', 'JUD 1']],
  ['How can I know Christianity is actually true?', ['1CO 15', 'LUK 1', 'JHN 20', 'ACT 17', '2PE 1']],
  [
    "My 17 year old son Ethan came home from his first semester of college and told us he's an atheist now. How do I respond without pushing him further away?",
    ['LUK 15', '1PE 3', '2TI 2', 'COL 4', 'DEU 6', '2PE 3'],
  ],
  ['doubting the resurrection', ['1CO 15', 'LUK 24', 'JHN 20', 'MAT 28', 'ACT 2']],
  ['Is it a sin to have doubts?', ['MRK 9', 'JUD 1', 'MAT 11', 'JHN 20', 'JAS 1']],
  [
    "I'm a biology PhD student and every week in the lab I feel my faith slipping, like I have to pick between science and God.",
    ['PSA 19', 'ROM 1', 'JOB 38', 'COL 1', 'GEN 1', 'PSA 8'],
  ],
  [
    'been praying for a baby for 4 yrs and nothing. why wont god answer me',
    ['1SA 1', 'PSA 13', 'GEN 21', 'LUK 1', 'LUK 18'],
  ],
  [
    'I prayed for my mom to be healed and she died anyway. Did I not have enough faith?',
    ['2CO 12', 'JHN 11', '2CO 4', '1TH 4', 'DAN 3', 'JOB 1'],
  ],
  ['why does god keep saying no to everything i ask for', ['2CO 12', 'ISA 55', 'ROM 8', 'MAT 26', 'JAS 4']],
  [
    'How long am I supposed to keep praying for the same thing?',
    ['LUK 18', 'LUK 11', 'PSA 13', 'HAB 2', 'GAL 6'],
  ],
  [
    "I've prayed for my husband Dave to come to faith for 20 years. He still laughs when I go to church. I'm tired.",
    ['1PE 3', '1CO 7', 'LUK 18', 'GAL 6', '2PE 3'],
  ],
  ['god feels so far away rn', ['PSA 42', 'PSA 13', 'PSA 139', 'JAS 4', 'PSA 22']],
  [
    'Why does God feel silent when I need Him most?',
    ['PSA 22', 'PSA 13', 'PSA 88', 'JOB 23', '1KI 19', 'ISA 40'],
  ],
  [
    'went through a divorce and lost my house in the same year and it feels like God turned His back on me',
    ['PSA 22', 'ISA 49', 'LAM 3', 'PSA 77', 'ROM 8', 'HEB 13'],
  ],
  ["Does God still love me when I can't feel Him at all?", ['ROM 8', 'ISA 54', 'LAM 3', 'JER 31', '1JN 4']],
  ['spiritual dryness', ['PSA 63', 'PSA 42', 'ISA 55', 'JHN 4', 'PSA 143']],
  [
    'I read my Bible and pray every morning, but it feels like going through the motions. Nothing moves me anymore.',
    ['PSA 63', 'REV 2', 'HOS 6', 'PSA 51', 'ISA 58', 'JHN 15'],
  ],
  [
    'lost my first love for jesus somewhere along the way idk when',
    ['REV 2', 'JHN 21', 'HOS 2', 'JER 2', 'PSA 51'],
  ],
  ['how to get back the joy of salvation', ['PSA 51', 'PSA 16', 'JHN 15', 'PHP 4', 'HAB 3']],
  [
    "Since our twins were born 8 months ago I haven't opened my Bible once and I feel like I'm in a spiritual desert, too tired to even pray.",
    ['ISA 40', 'MAT 11', 'PSA 63', 'PSA 23', 'ISA 43'],
  ],
  ['Can God forgive me for having an abortion?', ['PSA 51', '1JN 1', 'PSA 103', 'ISA 1', 'ROM 8', 'MIC 7']],
  [
    'i cheated on my wife. i dont see how god could ever forgive that',
    ['PSA 51', '2SA 12', '1JN 1', 'PSA 32', 'JHN 8'],
  ],
  ["verses about God's forgiveness", ['PSA 103', '1JN 1', 'PSA 32', 'ISA 1', 'MIC 7', 'EPH 1']],
  [
    'I keep confessing the same sin over and over and I feel like God must be sick of me.',
    ['1JN 1', 'PSA 103', 'LAM 3', 'MAT 18', 'ROM 7', 'HEB 4'],
  ],
  [
    'i cant forgive myself even tho i know god has',
    ['ROM 8', 'PSA 103', '1JN 3', 'PHP 3', '2CO 5', 'ISA 43'],
  ],
  [
    "Three years ago I drove drunk and hit a man who will never walk again. I'm a Christian now but the guilt wakes me up every night.",
    ['PSA 51', 'PSA 32', 'ROM 8', '2CO 7', '1TI 1', 'LUK 19'],
  ],
  ['Have I committed the unforgivable sin?', ['MAT 12', 'MRK 3', '1JN 1', 'JHN 6', 'HEB 6']],
  ['bible on shame', ['GEN 3', 'HEB 12', 'ISA 54', 'PSA 34', 'JHN 4', 'ROM 10']],
  [
    'did smth really bad years ago and nobody knows. it eats at me',
    ['PSA 32', 'PSA 51', 'PRO 28', '1JN 1', 'LUK 15'],
  ],
  [
    'i lied to my small group for months abt being sober and now idk how to tell them',
    ['JAS 5', 'PSA 32', 'PRO 28', 'EPH 4', '1JN 1'],
  ],
  [
    "I danced at a strip club for six years before I found Jesus and every Sunday I feel like everyone can tell I don't belong there.",
    ['LUK 7', 'JHN 4', 'JOS 2', '1CO 6', '2CO 5', 'JHN 8'],
  ],
  ['how do i know im actually saved', ['1JN 5', 'ROM 10', 'JHN 10', 'ROM 8', 'EPH 2', 'JHN 3']],
  ['Can I lose my salvation?', ['JHN 10', 'ROM 8', 'HEB 6', 'PHP 1', 'EPH 1', 'JUD 1']],
  [
    "My grandpa keeps telling me you're not really saved unless you speak in tongues and now I'm anxious every time I pray.",
    ['ROM 10', 'EPH 2', '1CO 12', 'GAL 3', 'ACT 16', 'JHN 3'],
  ],
  [
    'got saved at summer camp when i was 8 but idk if it even counted',
    ['1JN 5', 'ROM 10', 'JHN 3', '2CO 13', 'MAT 18'],
  ],
  ["I'm terrified I'm not one of the chosen.", ['JHN 6', 'ROM 10', 'MAT 11', 'JHN 3', 'ISA 55']],
  [
    'Am I really a Christian if I still sin this much?',
    ['ROM 7', '1JN 1', 'ROM 8', 'GAL 5', 'PHP 1', '1JN 3'],
  ],
  [
    'scared that on judgement day jesus will say he never knew me',
    ['MAT 7', '1JN 3', '2PE 1', 'JHN 10', '1JN 5'],
  ],
  ['bible on temptation', ['1CO 10', 'JAS 1', 'MAT 4', 'HEB 4', 'GEN 39']],
  [
    'how do u resist temptation when ur alone and bored at night',
    ['1CO 10', 'MAT 4', 'GAL 5', 'JAS 4', 'ROM 13', 'PSA 119'],
  ],
  [
    "There's a woman at work I can't stop thinking about. Nothing has happened yet, but I'm married and I'm scared of where this is going.",
    ['PRO 5', 'PRO 7', 'GEN 39', 'MAT 5', '1CO 10', 'JAS 1'],
  ],
  [
    "I'm tempted to fudge my taxes because the business is barely surviving.",
    ['PRO 11', 'LUK 16', 'ROM 13', '1TI 6', 'PRO 16'],
  ],
  [
    'how do i stop watching porn, ive tried everything',
    ['1CO 6', 'MAT 5', '1TH 4', 'ROM 6', 'JOB 31', 'PSA 119'],
  ],
  [
    "I'm a deacon and my wife just found my porn history. She's devastated and I don't know whether to tell the elders.",
    ['PSA 51', '1JN 1', 'JAS 5', '2SA 12', 'PRO 28', '1TI 3'],
  ],
  [
    'found porn on my 14 yr olds phone, what do i even say to him',
    ['PRO 5', 'PSA 119', '1CO 10', '2TI 2', 'PRO 4', 'TIT 2'],
  ],
  [
    'My husband confessed a porn habit and I feel betrayed. How do I respond as a Christian wife?',
    ['EPH 4', 'MAT 18', '1CO 13', 'COL 3', 'GAL 6'],
  ],
  [
    'relapsed on porn after 90 days clean. feel like trash',
    ['PRO 24', '1JN 1', 'ROM 7', 'MIC 7', 'PSA 51', 'LAM 3'],
  ],
  ['lustful thoughts', ['MAT 5', 'JOB 31', '2TI 2', 'PHP 4', '1TH 4', 'COL 3']],
  [
    'As a single woman I struggle with masturbation and feel so dirty afterwards.',
    ['1TH 4', '1CO 6', 'ROM 8', '1JN 1', '1CO 10', 'PSA 51'],
  ],
  [
    'is it ok to sleep w my bf if were getting married next yr anyway',
    ['1CO 6', '1CO 7', '1TH 4', 'HEB 13', 'SNG 2'],
  ],
  ['verses for addiction', ['1CO 10', 'ROM 6', 'GAL 5', '1CO 6', 'JHN 8', 'PSA 40']],
  [
    "9 months clean from meth and I used again last night. My sponsor hasn't called back and starting over feels pointless.",
    ['PRO 24', 'LAM 3', 'MIC 7', 'PSA 40', 'ROM 7', '1JN 1'],
  ],
  [
    'My brother is addicted to opioids and keeps stealing from our parents. How do we love him without enabling him?',
    ['LUK 15', 'GAL 6', '2TH 3', 'PRO 19', 'ROM 12', '1CO 13'],
  ],
  [
    'cant stop gambling, lost our savings and my wife doesnt know yet',
    ['1TI 6', 'PRO 28', 'HEB 13', 'LUK 12', 'MAT 6', 'ECC 5'],
  ],
  ['Does God care about my smoking? Quitting is so hard.', ['1CO 6', '1CO 10', 'ROM 12', 'GAL 5', 'PHP 4']],
  [
    'addicted to gaming, like 5 hrs every night and i never pray anymore',
    ['EPH 5', '1CO 6', 'PSA 90', 'COL 3', 'PHP 4', 'PSA 101'],
  ],
  [
    'my sponsor says i need a higher power, is that the same thing as god??',
    ['ACT 17', 'JHN 14', 'ROM 7', '2CO 12', 'PSA 121'],
  ],
  ['Does the Bible say drinking is a sin?', ['EPH 5', 'PRO 23', 'ROM 14', 'JHN 2', '1TI 3', 'PRO 20']],
  [
    'i think i drink too much. every night now since the divorce',
    ['PRO 23', 'EPH 5', 'PSA 34', 'ISA 55', 'MAT 11', 'GAL 5'],
  ],
  ['staying sober at work parties as a christian', ['ROM 13', '1PE 4', 'EPH 5', 'PRO 20', '1CO 10']],
  [
    'Is it wrong for a Christian to get drunk once in a while?',
    ['EPH 5', 'GAL 5', 'PRO 23', '1PE 4', 'ROM 13', '1CO 6'],
  ],
  ['backslidden christian wanting to come back', ['LUK 15', 'HOS 14', 'JER 3', 'PSA 51', 'REV 2', '1JN 1']],
  [
    "I walked away from God in college and partied for three years. I'm 24 now and want to come back but I feel like a total fraud.",
    ['LUK 15', 'HOS 14', 'JER 3', 'PSA 51', 'JHN 21', 'JOL 2'],
  ],
  [
    'Is it too late to come back to God after 30 years away?',
    ['LUK 15', 'JOL 2', 'ISA 55', 'LUK 23', 'MAT 20', '2PE 3'],
  ],
  [
    'Our daughter Kayla left the faith and moved in with her girlfriend. We love her so much. How do we keep praying and stay close to her?',
    ['LUK 15', 'LUK 18', '1CO 13', 'ROM 12', '2PE 3', 'JAS 5'],
  ],
  [
    'slowly drifting from god and the scary part is i dont even care',
    ['HEB 2', 'HEB 3', 'REV 3', 'HOS 6', 'JAS 4', 'PSA 51'],
  ],
  [
    'stopped going to church during covid and honestly got used to streaming in my pajamas, is that ok',
    ['HEB 10', 'ACT 2', 'PSA 122', '1CO 12', 'ROM 12'],
  ],
  [
    'going to church sunday for the first time in 10 yrs lol what if everyone judges me',
    ['LUK 15', 'PSA 84', 'HEB 10', 'ROM 15', 'JHN 6'],
  ],
  ['finding a church after moving to a new city', ['ACT 2', 'HEB 10', 'ACT 17', 'EPH 4', '1TI 3', 'TIT 1']],
  ['Do I need to go to church to be a Christian?', ['HEB 10', 'ACT 2', '1CO 12', 'EPH 4', 'ROM 12']],
  ['church hurt', ['PSA 55', 'MAT 18', 'GAL 6', '3JN 1', 'EPH 4', '2TI 4']],
  [
    "The church I grew up in kicked my family out when my parents divorced. I'm 30 now and I still can't walk into a church without shaking.",
    ['PSA 55', 'MAT 23', 'LUK 15', 'JHN 4', 'MAT 18', 'PSA 34'],
  ],
  [
    'gossip from my small group got back to me and now i dont trust anyone at church',
    ['PSA 55', 'JAS 3', 'PRO 16', 'MAT 18', 'EPH 4', 'PRO 26'],
  ],
  [
    'How do I forgive church leaders who covered up abuse?',
    ['EZK 34', 'MAT 18', 'JER 23', 'MAT 23', 'ROM 12', 'PSA 10'],
  ],
  ['leaving a spiritually abusive church', ['EZK 34', 'MAT 23', '1PE 5', 'GAL 5', '3JN 1', 'JER 23']],
  [
    "Our church split over politics and I lost friends I'd had for fifteen years.",
    ['1CO 1', 'PHP 2', 'EPH 4', 'JHN 17', 'ROM 14', 'PSA 133'],
  ],
  [
    'was in the hospital 3 wks and not one person from church visited. kinda done w them',
    ['PSA 142', '2TI 4', 'MAT 25', 'JAS 1', 'PSA 27', 'HEB 13'],
  ],
  [
    "Our pastor of 22 years just resigned after an affair came out and the whole congregation is in shock. I don't know how to process this.",
    ['PSA 146', '2SA 12', 'HEB 12', 'GAL 6', '1TI 3', 'JHN 21'],
  ],
  [
    'my pastor got arrested for stealing church money. should i even keep going',
    ['PSA 146', 'JER 23', 'EZK 34', '1PE 5', 'HEB 12', 'ACT 5'],
  ],
  [
    'The youth pastor who led me to Christ turned out to be a predator. Was my faith even real?',
    ['PHP 1', 'EZK 34', 'JHN 10', 'PSA 27', '2TI 2', 'MAT 18'],
  ],
  [
    'disillusioned after a famous christian leader fell',
    ['PSA 146', 'JER 17', 'HEB 12', '1CO 3', '1CO 10', '2TI 2'],
  ],
  [
    'Should a pastor who committed adultery ever be restored to ministry?',
    ['1TI 3', 'GAL 6', 'TIT 1', 'JHN 21', '2SA 12', '1TI 5'],
  ],
  [
    'coworkers make fun of me for being christian, like constantly',
    ['1PE 4', 'MAT 5', '2TI 3', 'JHN 15', 'ROM 1', '1PE 3'],
  ],
  [
    "I converted from Islam last year and my family has disowned me. My mother won't even answer my calls.",
    ['MAT 10', 'LUK 14', 'MRK 10', 'PSA 27', '1PE 4', 'HEB 11'],
  ],
  ['verses on persecution', ['MAT 5', '1PE 4', '2TI 3', 'JHN 15', 'ACT 5', 'HEB 11']],
  [
    'My professor humiliated me in front of the whole class for believing in God.',
    ['1PE 3', 'ROM 1', '1CO 1', 'MAT 5', '2TI 3', 'DAN 1'],
  ],
  [
    'lost my job bc i refused to lie for my boss. was it even worth it??',
    ['DAN 6', '1PE 2', 'MAT 5', 'GEN 39', 'PSA 37', 'DAN 3'],
  ],
  [
    'friends call me a jesus freak and stopped inviting me places',
    ['1PE 4', 'JHN 15', 'MAT 5', 'HEB 11', '2TI 3', 'ROM 12'],
  ],
  ['praying for persecuted christians overseas', ['HEB 13', '2CO 4', 'REV 2', 'ACT 12', 'ROM 8', '1PE 5']],
  [
    "My husband mocks my faith and won't let me take the kids to church.",
    ['1PE 3', '1CO 7', '2TI 1', 'PSA 27', 'MAT 10', 'ROM 12'],
  ],
  [
    'how do i share my faith w/o being weird abt it',
    ['1PE 3', 'COL 4', 'ACT 17', 'JHN 4', '1CO 9', 'MAT 28'],
  ],
  [
    'too scared to tell my friends abt jesus, what if they think im crazy',
    ['ROM 1', '2TI 1', 'ACT 4', 'MAT 10', 'EPH 6', 'MAT 28'],
  ],
  [
    'How do I explain the gospel to my Hindu neighbor?',
    ['ACT 17', 'ROM 10', 'JHN 3', '1CO 15', 'ROM 3', '1PE 3'],
  ],
  [
    "My best friend Marcus has stage 4 cancer and he isn't saved. I don't know how to bring it up before it's too late.",
    ['JHN 3', 'JHN 11', 'ROM 10', 'LUK 23', '2CO 5', 'COL 4'],
  ],
  ['evangelism verses', ['MAT 28', 'ROM 10', 'ACT 1', '2CO 5', 'ACT 8', '1PE 3']],
  [
    'I shared the gospel with a coworker and she got offended. Did I ruin it?',
    ['1CO 3', '2CO 4', 'ISA 55', 'MAT 13', '1PE 3', '1CO 1'],
  ],
  [
    'how do i talk to my atheist dad abt god without it turning into a fight',
    ['1PE 3', 'COL 4', '2TI 2', 'ACT 17', 'PRO 15', 'JAS 1'],
  ],
  [
    'how do i know what god is calling me to do w my life',
    ['ROM 12', 'EPH 2', 'PRO 3', '1SA 3', 'ISA 6', 'JER 1'],
  ],
  [
    'I feel called to be a missionary but my parents are completely against it.',
    ['ACT 13', 'MAT 10', 'LUK 9', 'ISA 6', 'JER 1', 'MAT 28'],
  ],
  [
    "I'm 45 with a mortgage and three kids and I feel called to pastoral ministry. My wife thinks it's a midlife crisis. Am I crazy?",
    ['EXO 3', 'AMO 7', 'JER 1', 'LUK 14', 'ISA 6', 'MAT 4'],
  ],
  [
    "Does God call ordinary people? I'm just a plumber.",
    ['1CO 1', 'AMO 7', 'EXO 4', 'JDG 6', 'ACT 4', 'COL 3'],
  ],
  [
    'feel so unqualifed for what god is asking me to do',
    ['EXO 4', 'JER 1', 'JDG 6', '2CO 3', '2CO 12', '1CO 1'],
  ],
  [
    'should i quit my job to go to seminary or is that dumb',
    ['PRO 16', 'PRO 3', 'LUK 14', 'JAS 4', 'ROM 12', 'ACT 16'],
  ],
  ['finding your purpose', ['EPH 2', 'ROM 12', 'JER 29', 'ECC 12', 'PHP 3', '1PE 4']],
  [
    "God told me to start this ministry and now it's falling apart. Did I hear Him wrong?",
    ['EXO 5', 'JER 20', 'ACT 16', '1KI 19', 'JHN 16', '2CO 4'],
  ],
  [
    'burnt out from serving at church literally every sunday',
    ['EXO 18', 'MRK 6', 'MAT 11', '1KI 19', 'GAL 6', 'ISA 40'],
  ],
  ['pastor burnout', ['1KI 19', 'EXO 18', '2CO 4', 'MRK 6', 'ISA 40', '2CO 12']],
  [
    "I'm a worship leader and I feel nothing when I lead anymore.",
    ['PSA 51', 'AMO 5', 'REV 2', 'PSA 42', 'JHN 4', 'PSA 63'],
  ],
  [
    'i do everything at church and no one helps or even says thanks',
    ['EXO 18', '1CO 15', 'GAL 6', 'COL 3', 'HEB 6', '1CO 12'],
  ],
  [
    "My wife told me last night that I love the church more than I love her. I've been a pastor for 11 years and I think she might be right.",
    ['EPH 5', '1TI 3', '1PE 3', 'EXO 18', 'LUK 10'],
  ],
  ['compassion fatigue christian nurse', ['GAL 6', 'MRK 6', 'MAT 11', 'ISA 40', '2CO 4', 'PSA 23']],
  [
    'How do I say no to church volunteer requests without feeling guilty?',
    ['EXO 18', 'LUK 10', 'MRK 1', 'ECC 3', '1CO 12', 'MAT 11'],
  ],
  [
    "We've been missionaries in a small village for eight years and not one person has come to faith. My husband wants to keep going but I'm ready to quit.",
    ['ISA 49', '1CO 3', 'GAL 6', '1CO 15', 'ISA 55', '2TI 4'],
  ],
  [
    'taught sunday school for 20 yrs and feel completly invisible',
    ['1CO 15', 'COL 3', 'HEB 6', 'MAT 25', 'GAL 6', '1CO 4'],
  ],
  [
    'i dont know how to pray, like what do i even say',
    ['MAT 6', 'ROM 8', 'LUK 11', 'PSA 62', 'PHP 4', '1TH 5'],
  ],
  [
    'What should I say when I pray for a sick friend?',
    ['JAS 5', 'MRK 2', '2KI 20', 'PHP 4', 'MAT 8', 'PSA 41'],
  ],
  [
    'my mind wanders every single time i try to pray',
    ['MAT 6', 'PSA 46', 'ROM 8', 'COL 3', 'ISA 26', 'PSA 131'],
  ],
  ['Praying out loud in my small group terrifies me.', ['MAT 6', 'ROM 8', 'LUK 11', '2TI 1', 'EXO 4']],
  ['How do I teach my 6 year old to pray?', ['MAT 6', 'LUK 11', 'DEU 6', '1SA 3', 'MAT 19', '2TI 3']],
  ['Is it okay to be angry at God when I pray?', ['PSA 13', 'JOB 3', 'HAB 1', 'PSA 88', 'JER 20', 'LAM 3']],
  [
    'does prayer even change anything if god already knows everything',
    ['JAS 5', 'EXO 32', '2KI 20', 'LUK 18', 'MAT 7', 'PHP 4'],
  ],
  ['fasting for beginners', ['MAT 6', 'ISA 58', 'JOL 2', 'ACT 13', 'EST 4', 'MAT 4']],
  ['feels like my prayers just hit the ceiling', ['PSA 139', '1JN 5', 'ROM 8', 'HEB 4', 'PSA 34', 'JER 29']],
  ['praying when grief is too heavy for words', ['ROM 8', 'PSA 62', 'PSA 88', '1SA 1', 'PSA 139', 'LAM 3']],
  [
    'how do i start reading the bible, its so big lol',
    ['PSA 119', '2TI 3', 'JOS 1', 'PSA 1', 'JHN 1', 'LUK 24'],
  ],
  [
    'The Bible is boring to me and I feel guilty even saying that.',
    ['PSA 119', 'LUK 24', 'NEH 8', 'PSA 19', '2TI 3', 'JHN 5'],
  ],
  [
    "I don't understand the Old Testament at all. How does it connect to Jesus?",
    ['LUK 24', 'ACT 8', 'HEB 1', 'ROM 15', '1CO 10', '2TI 3'],
  ],
  [
    'always quit my bible reading plan by february every single yr',
    ['PSA 119', 'PSA 1', 'JOS 1', 'LAM 3', 'DEU 6', 'JAS 1'],
  ],
  [
    'Is the Bible really the word of God or just written by men?',
    ['2TI 3', '2PE 1', 'PSA 19', 'LUK 1', 'HEB 4', 'ISA 40'],
  ],
  [
    "I'm a nursing student and a YouTube video about contradictions in the Bible has completely shaken my faith. I can't stop thinking about it.",
    ['2PE 3', '2TI 3', 'ISA 55', 'LUK 1', 'PSA 19', '1CO 13'],
  ],
  ['memorizing scripture', ['PSA 119', 'DEU 6', 'JOS 1', 'COL 3', 'PRO 3', 'PSA 1']],
  [
    'I want to start a lunchtime Bible study at my office. Where should we begin?',
    ['JHN 1', 'MRK 1', 'ACT 2', '2TI 2', 'NEH 8', 'COL 3'],
  ],
  ['afraid of going to hell', ['JHN 3', 'ROM 8', '1JN 4', 'JHN 5', 'ROM 5', '1TH 5']],
  [
    'scared of the end times and whether ill be ready when jesus comes back',
    ['1TH 4', '1TH 5', 'MAT 24', '2PE 3', 'JHN 14', 'REV 21'],
  ],
  [
    "My dad's church preached hellfire every single week and now at 40 I still picture God as a judge just waiting to punish me.",
    ['1JN 4', 'LUK 15', 'ROM 8', 'PSA 103', 'HEB 12', 'ROM 5'],
  ],
  ['is god angry w me', ['PSA 103', 'ROM 5', 'ISA 54', 'MIC 7', 'ROM 8', 'PSA 30']],
  [
    "I have OCD and I'm constantly afraid I've offended God.",
    ['1JN 4', 'PSA 103', 'ROM 8', 'MAT 11', 'ISA 42', 'PHP 4'],
  ],
  [
    "My 9 year old keeps crying at bedtime because she's afraid she'll go to hell for lying to her teacher. What do I tell her?",
    ['1JN 1', 'MRK 10', 'PSA 103', '1JN 4', 'JHN 3', 'LUK 15'],
  ],
  [
    'feel like such a hypocrite going to church sunday after partying all saturday',
    ['ROM 7', 'MAT 23', 'JAS 1', 'LUK 18', '1JN 1', 'PSA 51'],
  ],
  [
    "I lead worship but I'm secretly struggling with sin. Am I a hypocrite?",
    ['PSA 51', 'JAS 5', '1JN 1', 'MAT 23', '1CO 9', 'ROM 2'],
  ],
  [
    'ppl at church think im this great christian but if they knew the real me...',
    ['1SA 16', 'ROM 7', 'PSA 139', 'MAT 6', 'LUK 18', '2CO 12'],
  ],
  ['hypocrisy in the church', ['MAT 23', 'MAT 7', 'JAS 2', 'ISA 29', 'ROM 2', 'LUK 18']],
  [
    'I yell at my kids all afternoon and then lead family devotions at dinner. I feel like a complete fraud as a dad.',
    ['ROM 7', 'JAS 3', 'EPH 6', 'COL 3', 'GAL 5', '1JN 1'],
  ],
  [
    "I grew up in a super strict church, skirts only, no TV, no music with drums, and I'm 28 and still feel like God is always disappointed in me.",
    ['GAL 5', 'COL 2', 'MAT 11', 'ROM 8', 'GAL 3', 'MRK 7'],
  ],
  ['legalism vs grace', ['GAL 3', 'GAL 5', 'ROM 6', 'COL 2', 'EPH 2', 'TIT 2']],
  ["I feel like I have to earn God's love.", ['EPH 2', 'ROM 5', 'TIT 3', 'GAL 2', 'LUK 15', 'ROM 4']],
  [
    'my friend says im not a real christian bc i listen to secular music',
    ['ROM 14', 'COL 2', '1CO 10', 'PHP 4', 'GAL 5', '1CO 8'],
  ],
  ['Does grace mean I can do whatever I want?', ['ROM 6', 'GAL 5', 'TIT 2', 'JUD 1', '1PE 2', 'JAS 2']],
  [
    "I'm a nurse who works most Sundays. Am I sinning by missing church and not keeping the Sabbath?",
    ['MRK 2', 'COL 2', 'ROM 14', 'LUK 13', 'MAT 12', 'HEB 4'],
  ],
  [
    'always feel like im not doing enough for god. not enough bible not enough prayer never enough',
    ['MAT 11', 'GAL 3', 'EPH 2', 'LUK 10', 'PSA 103', 'ROM 8'],
  ],
  ['comparing myself to other christians', ['GAL 6', '2CO 10', '1CO 12', 'JHN 21', 'ROM 12', 'PHP 3']],
  [
    'everyone in my small group hears from god except me??',
    ['1KI 19', 'JHN 10', '1CO 12', 'JHN 21', 'PSA 139', 'HEB 1'],
  ],
  [
    'My older sister Grace leads a Bible study and memorizes whole chapters, and my parents constantly point out how much more spiritual she is than me.',
    ['JHN 21', 'GAL 6', '1CO 12', 'LUK 15', '1SA 16', 'ROM 12'],
  ],
  [
    "I'm jealous of another pastor's church that's growing while mine keeps shrinking.",
    ['1CO 3', 'JHN 3', 'PHP 1', 'NUM 11', '2CO 10', 'GAL 6'],
  ],
  [
    'my faith looks nothing like the christian girls on instagram and it makes me feel so behind',
    ['2CO 10', 'MAT 6', 'GAL 1', 'COL 3', '1SA 16', 'PHP 3'],
  ],
  [
    'thinking abt getting baptized but idk if im ready',
    ['ACT 2', 'ROM 6', 'MAT 28', 'ACT 8', 'MAT 3', 'ACT 22'],
  ],
  [
    'I was baptized as a baby. Do I need to be baptized again?',
    ['ROM 6', 'ACT 19', 'ACT 2', 'COL 2', 'GAL 3', 'ACT 16'],
  ],
  [
    'getting baptized sunday in front of the whole church and im so shy, kinda freaking out',
    ['ROM 6', 'ACT 8', 'MAT 10', 'ROM 1', '2TI 1', 'MAT 3'],
  ],
  ['what baptism means', ['ROM 6', 'COL 2', 'ACT 2', 'GAL 3', '1PE 3', 'MAT 3']],
  [
    'My 10 year old daughter wants to be baptized. Is she old enough to understand it?',
    ['MAT 19', 'MRK 10', 'ACT 2', 'ACT 16', 'ROM 10', 'ROM 6'],
  ],
  [
    'got baptized last yr and still struggle w the same sins, did it not work or smth',
    ['ROM 6', 'ROM 7', 'PHP 1', 'GAL 5', 'COL 3', '1JN 1'],
  ],
  ['just became a christian... what now', ['ACT 2', 'JHN 3', '2CO 5', 'COL 3', '1PE 2', 'ROM 12']],
  ['verses for new christians', ['2CO 5', '1PE 2', 'JHN 15', 'ROM 12', 'EPH 2', 'COL 3']],
  [
    'I gave my life to Jesus at a worship night last Friday and I have literally no idea what to do next. Nobody in my family goes to church.',
    ['ACT 2', '1PE 2', 'JHN 15', 'COL 2', '2CO 5'],
  ],
  [
    'My friend just got saved and asked me to disciple her. Where do we even start?',
    ['MRK 1', 'JHN 1', '2TI 2', '1TH 2', 'COL 1', 'MAT 28'],
  ],
  [
    'new christian and my old friends dont get why i changed, they think im judging them',
    ['1PE 4', '2CO 5', 'EPH 4', 'ROM 12', 'JHN 15', '1CO 6'],
  ],
  [
    "I grew up Buddhist and just started following Jesus. Everything is new and I don't know the basics.",
    ['JHN 1', 'ACT 17', 'JHN 14', 'ROM 5', 'HEB 1', '1JN 1'],
  ],
  ['How do I grow closer to God?', ['JAS 4', 'JHN 15', 'PSA 63', 'PHP 3', '2PE 1', 'PSA 27']],
  [
    'been a christian 15 yrs and feel like i havent grown at all tbh',
    ['HEB 5', '2PE 1', 'PHP 3', '1CO 3', 'JHN 15', 'COL 1'],
  ],
  ['spiritual disciplines', ['1TI 4', 'MAT 6', '2PE 1', 'PSA 1', '1CO 9', 'HEB 12']],
  ['I want my life to bear more fruit for God.', ['JHN 15', 'GAL 5', 'PSA 1', 'COL 1', 'MAT 13', '2PE 1']],
  ["how to hear God's voice", ['JHN 10', '1KI 19', '1SA 3', 'ISA 30', 'HEB 1', 'PSA 46']],
  [
    'i just want to be more like jesus but i keep failing',
    ['PHP 2', 'ROM 12', '2CO 3', 'COL 3', 'EPH 4', '1JN 2'],
  ],
  ['How can I be filled with the Holy Spirit?', ['ACT 2', 'EPH 5', 'GAL 5', 'LUK 11', 'JHN 14', 'ROM 8']],
  [
    'deconstructing my faith and scared of where it ends up',
    ['PSA 73', 'JHN 6', 'MRK 9', 'JUD 1', 'HEB 12', 'ISA 42'],
  ],
  [
    'Why would a good God allow so much suffering?',
    ['JOB 38', 'ROM 8', 'HAB 1', 'PSA 73', 'REV 21', 'LUK 13'],
  ],
  [
    "Our daughter Lily died at three weeks old and I'm furious with God. I used to lead the women's Bible study and now I can't even pray.",
    ['PSA 88', 'JOB 3', 'LAM 3', '2SA 12', 'PSA 22', 'REV 21'],
  ],
  [
    'im a pastor and one of my members thinks her depression means her faith is weak. what should i show her',
    ['PSA 42', '1KI 19', 'PSA 88', '2CO 1', '2CO 4', 'PSA 34'],
  ],
  [
    'keep having nightmares and feel like somethin evil is in my room at night',
    ['PSA 91', 'EPH 6', '1JN 4', 'PSA 4', 'JAS 4', 'MRK 5'],
  ],
  [
    "I used to do tarot and astrology. Now that I'm a Christian, do I need to throw it all out?",
    ['ACT 19', 'DEU 18', '2CO 6', 'ISA 47', 'GAL 5', '1JN 1'],
  ],
  [
    "I left the Jehovah's Witnesses and I don't know what to believe about Jesus anymore.",
    ['JHN 1', 'COL 1', 'HEB 1', 'PHP 2', 'JHN 20', 'GAL 5'],
  ],
  [
    'dating a non christian guy and hes honestly so nice. is it actually that bad',
    ['2CO 6', '1CO 7', '1KI 11', 'AMO 3', 'PRO 4'],
  ],
  [
    'My testimony feels boring compared to people who were saved out of drugs and gangs.',
    ['2TI 3', 'EPH 2', 'LUK 15', '1TI 1', '1CO 12'],
  ],
  ['what are my spiritual gifts', ['1CO 12', 'ROM 12', 'EPH 4', '1PE 4', '1CO 14']],
  [
    'feel useless at church, i cant sing or teach or anything',
    ['1CO 12', 'ROM 12', '1PE 4', 'MRK 12', 'MAT 25', 'EXO 31'],
  ],
  [
    'i cant stop gossiping even tho i know its wrong',
    ['JAS 3', 'PRO 16', 'EPH 4', 'PSA 141', 'PRO 10', 'MAT 12'],
  ],
  ['controlling anger as a christian', ['JAS 1', 'EPH 4', 'PRO 15', 'GAL 5', 'PRO 29', 'COL 3']],
  [
    'I picked up a foul mouth in 12 years in the Marines and I still cuss constantly, even at church. Does God care about my language?',
    ['EPH 4', 'COL 3', 'JAS 3', 'PSA 19', 'MAT 12', 'EPH 5'],
  ],
  ["Do I have to tithe if I'm drowning in debt?", ['2CO 9', 'MAL 3', '2CO 8', 'MRK 12', 'ROM 13', 'PRO 3']],
  [
    'i love money way too much and it honestly scares me',
    ['1TI 6', 'MAT 6', 'LUK 12', 'HEB 13', 'MRK 10', 'ECC 5'],
  ],
  [
    'I work 80 hours a week at a law firm and God has become an afterthought. My career is basically my idol and I know it.',
    ['MAT 6', 'ECC 2', 'LUK 12', 'PSA 127', 'MRK 8', 'EXO 20'],
  ],
  [
    "Should I take communion if I have sin I haven't confessed?",
    ['1CO 11', 'MAT 5', '1JN 1', 'PSA 139', 'PSA 51', 'LUK 22'],
  ],
  [
    'new church speaks in tongues and ive never done it, am i missing somthing',
    ['1CO 12', '1CO 14', 'ACT 2', '1CO 13', 'ACT 10'],
  ],
  [
    'What happens to people who never hear about Jesus?',
    ['ROM 1', 'ROM 2', 'ACT 17', 'GEN 18', 'ROM 10', 'ACT 10'],
  ],
  [
    "I'm 67 and dying of ALS. I wasn't a good man for most of my life and I'm scared to meet God.",
    ['LUK 23', 'JHN 14', '2CO 5', 'ROM 8', 'PSA 23', '1TI 1'],
  ],
  [
    'in prison 12 yrs, found god in here but feel like i wasted my whole life',
    ['JOL 2', 'PHP 1', '1TI 1', 'ACT 16', 'GEN 39', '2CO 5'],
  ],
  [
    "I'm 82 and after a lifetime in church I'm having doubts for the first time.",
    ['PSA 71', 'PSA 73', 'ISA 46', 'MRK 9', '2TI 4', 'JHN 20'],
  ],
  [
    "I'm a youth pastor and three of my seniors from last year have already walked away from the faith at college. What am I doing wrong?",
    ['MAT 13', '1CO 3', 'DEU 6', '2TI 3', 'LUK 15', 'JUD 1'],
  ],
  ['praying for someone who hurt you', ['MAT 5', 'LUK 6', 'ROM 12', 'LUK 23', 'ACT 7', '1PE 3']],
  [
    'people at church keep telling me i HAVE to forgive my abuser and im not there yet',
    ['MAT 18', 'GEN 50', 'PSA 55', 'ROM 12', 'PSA 10', 'EPH 4'],
  ],
  [
    "Pride is my biggest sin and I usually don't notice it until later.",
    ['JAS 4', 'PHP 2', 'PRO 16', '1PE 5', 'LUK 18', 'DAN 4'],
  ],
  [
    "I'm a Christian who experiences same-sex attraction and I'm trying to stay faithful. It's lonely.",
    ['HEB 4', '1CO 10', 'ROM 8', '2CO 12', 'PSA 139', '1CO 6'],
  ],
  [
    'am i too worldly? i love clothes netflix concerts etc',
    ['1JN 2', 'ROM 12', 'COL 3', '1TI 6', '1CO 10', 'PHP 4'],
  ],
  ['waiting on god', ['ISA 40', 'PSA 27', 'PSA 130', 'LAM 3', 'PSA 37', 'HAB 2']],
  [
    "How do I know God's will for a big decision, like moving across the country for a job?",
    ['PRO 3', 'JAS 1', 'ROM 12', 'PSA 32', 'PRO 16', 'ACT 16'],
  ],
  [
    "A preacher on TV said I'm still sick because I don't have enough faith. I've had lupus for 10 years and I pray every day.",
    ['JHN 9', '2CO 12', 'JOB 42', 'GAL 4', '1TI 6'],
  ],
  [
    'My Christian friend took his own life. Was he saved?',
    ['ROM 8', 'JHN 10', 'PSA 139', '1TH 4', 'JHN 11', 'PSA 34'],
  ],
  ['praying for revival in a cold church', ['HAB 3', '2CH 7', 'PSA 85', 'REV 3', 'ACT 2', 'ISA 64']],
  [
    'how do u worship when u dont feel like it at all',
    ['PSA 42', 'HAB 3', 'JOB 1', 'PSA 103', 'ACT 16', 'HEB 13'],
  ],
  [
    "I'm angry about politics all the time and it's eating away at my faith.",
    ['PHP 3', 'ROM 13', '1TI 2', 'JAS 1', 'PSA 146', 'JHN 18'],
  ],
  [
    'only christian in my family and holidays are so lonley',
    ['MAT 10', 'MRK 3', 'PSA 27', '1PE 4', 'JOS 24', '1KI 19'],
  ],
  [
    "Deployed overseas for 9 months with the Army and it's really hard to keep my faith alive out here. No chaplain, no church, nothing.",
    ['PSA 91', 'EPH 6', 'PSA 144', '2TI 2', 'JOS 1', 'LUK 7'],
  ],
  [
    'want to get baptized but my muslim parents will be so mad if they find out',
    ['MAT 10', 'LUK 14', 'ACT 8', 'ROM 6', 'ACT 5', 'PSA 27'],
  ],
  [
    'I keep putting God on the back burner for my boyfriend.',
    ['MAT 6', 'LUK 10', 'EXO 20', 'MAT 10', 'PSA 16', 'REV 2'],
  ],
  ['How can a loving God send people to hell?', ['ROM 2', '2PE 3', 'EZK 18', 'JHN 3', 'LUK 16', 'REV 20']],
  [
    'our church closed last spring and ive felt spiritually dead ever since',
    ['EZK 37', 'PSA 42', 'HEB 10', 'ISA 40', 'PSA 84'],
  ],
  [
    'just found out i have breast cancer stage 2 and im so scared idk what to do',
    ['PSA 23', 'ISA 41', 'PSA 46', '2CO 4', 'ROM 8'],
  ],
  [
    'How do I face my cancer diagnosis when I have three young kids at home?',
    ['PSA 46', 'ISA 41', 'PHP 4', 'PSA 23', 'MAT 6'],
  ],
  ['verses for healing', ['JAS 5', 'PSA 103', 'ISA 53', 'JER 17', 'MAT 8', 'EXO 15']],
  [
    "My husband Mark's cancer came back after two years in remission and I don't know how to tell our daughters, Emma is 12 and Lily is 9.",
    ['PSA 46', 'LAM 3', '2CO 4', 'ISA 43', 'PSA 62', 'ROM 8'],
  ],
  ['waiting on biopsy results and cant sleep', ['PSA 4', 'PHP 4', 'PSA 56', 'MAT 6', 'PSA 112', 'ISA 26']],
  ['bible on fear of bad news', ['PSA 112', 'PSA 56', 'ISA 26', 'PHP 4', 'PSA 27']],
  [
    'Surgery tomorrow morning, please pray it goes well',
    ['PSA 121', 'PSA 139', 'ISA 41', 'PSA 91', 'PSA 4', 'PSA 31'],
  ],
  [
    'having open heart surgery next wk and i keep thinking i wont wake up',
    ['PSA 31', 'PSA 139', 'PSA 73', 'PHP 1', 'PSA 23', 'ISA 41'],
  ],
  [
    'What does the Bible say to someone living with chronic pain every single day?',
    ['2CO 12', '2CO 4', 'PSA 38', 'ROM 8', 'PSA 6', 'REV 21'],
  ],
  [
    'fibro flare for 3 weeks, exhausted and nobody believes its real bc i look fine tho',
    ['PSA 38', '2CO 12', 'PSA 6', 'ISA 40', 'PSA 31', 'MAT 11'],
  ],
  [
    'My son was just diagnosed with autism. How do I love him well and trust God with his future?',
    ['PSA 139', 'JHN 9', '1CO 12', 'ISA 40', 'JER 29'],
  ],
  ['daughter has leukemia shes only 6', ['MRK 5', 'LUK 8', '2KI 4', 'PSA 46', 'ISA 43', 'MRK 9']],
  [
    'our baby is in the nicu born at 27 weeks, weighs less than 2 lbs',
    ['PSA 139', 'PSA 121', 'ISA 40', 'PSA 22', 'MRK 5'],
  ],
  [
    'my mom has schizophrenia and growing up with her has been really hard',
    ['PSA 27', 'MRK 5', 'ISA 42', 'PSA 46', '2CO 4'],
  ],
  [
    'How do I help my brother who has bipolar disorder and refuses treatment?',
    ['GAL 6', '1CO 13', 'MRK 5', 'ISA 42', 'PRO 17', 'PSA 46'],
  ],
  ['my dad doesnt recognize me anymore bc of alzheimers', ['ISA 49', 'ISA 46', 'PSA 71', 'ROM 8', '2CO 4']],
  ['Getting old and afraid of losing my mind', ['PSA 71', 'ISA 46', 'PSA 92', '2CO 4', 'ECC 12', 'PSA 90']],
  [
    'I have been taking care of my wife Ruth since her stroke four years ago and I am worn out, and then I feel guilty for resenting it.',
    ['MAT 11', 'GAL 6', 'ISA 40', 'PSA 55', '2CO 4', '1KI 19'],
  ],
  [
    'the doctors gave me 6 months. how do i get ready to die',
    ['2TI 4', '2CO 5', 'PHP 1', 'JHN 14', 'PSA 90', 'PSA 23'],
  ],
  [
    'Why am I so afraid of death if I believe in heaven?',
    ['HEB 2', '1CO 15', 'JHN 14', '2CO 5', 'PHP 1', 'PSA 23'],
  ],
  ['my mom passed away last night', ['JHN 14', 'PSA 23', '1TH 4', 'PSA 34', '2CO 1', 'PSA 27']],
  ['losing a father', ['PSA 27', 'JHN 14', '1TH 4', 'PSA 68', 'GEN 50', '2CO 5']],
  [
    "My husband died suddenly at 52 and I don't know how to be a widow.",
    ['RUT 1', 'PSA 68', 'ISA 54', 'PSA 146', '1TI 5', 'JHN 11'],
  ],
  [
    'Our son Caleb died in a car crash at 17, two weeks before graduation. How do we survive this?',
    ['2SA 12', 'PSA 34', 'LAM 3', 'REV 21', '1TH 4', 'JER 31'],
  ],
  ['bible verses about losing a child', ['2SA 12', 'JER 31', 'PSA 34', 'REV 21', 'LAM 3', 'ISA 57']],
  [
    'my best friend died of an overdose and i keep reading our old texts',
    ['2SA 1', 'JHN 11', 'PSA 34', 'ROM 8', 'LAM 3', 'PSA 88'],
  ],
  [
    'I lost my brother to suicide. Will I ever stop feeling guilty?',
    ['ROM 8', 'PSA 34', 'PSA 147', 'JHN 11', 'PSA 139', '2CO 1'],
  ],
  [
    'my dad took his own life and ppl at church wont even talk abt it',
    ['PSA 34', 'ROM 8', 'PSA 147', 'JHN 11', 'PSA 88', '2CO 1'],
  ],
  ['Is my miscarried baby in heaven?', ['2SA 12', 'PSA 139', 'MAT 19', 'JER 1', 'REV 21']],
  [
    'my dog of 14 yrs died today and i cant stop crying lol and im a grown man',
    ['PSA 36', 'PSA 104', 'ECC 3', 'MAT 10', 'PSA 145', 'ROM 8'],
  ],
  ['Do pets go to heaven?', ['ISA 11', 'ROM 8', 'PSA 36', 'ECC 3', 'REV 5', 'PSA 104']],
  [
    "I have to give the eulogy at my grandfather's funeral on Saturday and I don't know what to say.",
    ['PSA 90', '2TI 4', '1TH 4', 'JHN 14', 'ECC 3', 'PSA 116'],
  ],
  ['funeral readings for a christian mother', ['PRO 31', 'JHN 14', 'PSA 23', '1TH 4', 'REV 21', '1CO 15']],
  [
    'my cousin Andriy was killed in the war in ukraine, he was 23',
    ['PSA 46', '2SA 1', 'REV 21', 'PSA 34', 'ISA 2', 'LAM 3'],
  ],
  [
    'we live near the front and the shelling doesnt stop at night, kids r terrified',
    ['PSA 46', 'PSA 91', 'PSA 27', 'PSA 3', '2CH 20', 'PSA 57'],
  ],
  [
    'hurricane took our house and everything in it',
    ['PSA 46', 'HAB 3', 'JOB 1', 'MAT 6', 'ISA 43', 'PSA 107'],
  ],
  [
    'How can a loving God allow an earthquake that killed thousands of people?',
    ['LUK 13', 'JOB 38', 'ROM 8', 'PSA 46', 'HAB 1', 'JHN 9'],
  ],
  [
    'got hit by a drunk driver, months of rehab ahead and im so angry',
    ['PSA 30', 'ISA 40', 'ROM 12', 'PSA 103', 'ROM 5', '2CO 4'],
  ],
  [
    'Someone broke into our house while we were sleeping and now my kids are terrified to go to bed.',
    ['PSA 4', 'PSA 91', 'PSA 121', 'PSA 34', 'ISA 41', 'PSA 3'],
  ],
  [
    "The man who assaulted me got a light sentence. Where is God's justice?",
    ['PSA 94', 'PSA 10', 'ROM 12', 'PSA 37', 'PSA 73', 'LUK 18'],
  ],
  [
    'refugee from syria starting over in a new country where i dont speak the language',
    ['RUT 1', 'DEU 10', 'PSA 146', 'HEB 11', 'GEN 12', 'JER 29'],
  ],
  [
    'husband in prison for 8 yrs, how do i keep going w the kids alone',
    ['HEB 13', 'PSA 102', 'ISA 61', 'PSA 68', 'PSA 142', 'LAM 3'],
  ],
  [
    'im in jail rn and found a bible in my cell. does god still want someone like me',
    ['LUK 15', 'LUK 23', 'PSA 51', 'ACT 16', '1TI 1', 'PSA 142'],
  ],
  [
    'everything keeps going wrong this year, one thing after another',
    ['PSA 13', 'LAM 3', 'ROM 5', 'JAS 1', 'HAB 3', '2CO 4'],
  ],
  ['Why is God letting me suffer like this?', ['JOB 1', 'ROM 8', '2CO 4', 'PSA 73', 'JAS 1', '1PE 1']],
  ['in the hospital alone tonight', ['PSA 139', 'PSA 121', 'PSA 23', 'ISA 43', 'PSA 4', 'HEB 13']],
  [
    'Finally home from the hospital after three weeks, grateful but still so weak.',
    ['PSA 30', 'PSA 103', 'PSA 116', 'ISA 40', 'PSA 118'],
  ],
  [
    'recovering from knee replacement and its way slower than i thought, so impatient',
    ['ISA 40', 'ROM 5', 'JAS 1', 'PSA 27', 'PSA 130', 'PSA 103'],
  ],
  [
    'Mammogram callback, they want more imaging on Friday.',
    ['PSA 56', 'PHP 4', 'PSA 112', 'ISA 41', '1PE 5'],
  ],
  [
    'my little sister was just diagnosed with type 1 diabetes at 9',
    ['PSA 139', 'ISA 41', 'PSA 121', 'MAT 6', '1PE 5'],
  ],
  [
    'What should I pray when my child is in the ICU?',
    ['MRK 5', 'MRK 9', 'JHN 4', 'PSA 121', 'LUK 8', '2KI 4'],
  ],
  [
    'newly in a wheelchair after a spinal injury and i feel useless',
    ['2CO 4', '2CO 12', '1CO 12', 'ISA 40', 'PSA 139', '2SA 9'],
  ],
  [
    'Going blind slowly from macular degeneration',
    ['JHN 9', '2CO 4', '2CO 5', 'PSA 146', 'ISA 35', 'PSA 121'],
  ],
  ['bible on disability and worth', ['PSA 139', '2SA 9', 'JHN 9', '1CO 12', 'LUK 14', 'EXO 4']],
  [
    "My wife Linda has early onset dementia at 58 and this week she forgot our kids' names.",
    ['ISA 46', 'ISA 49', 'PSA 71', '1CO 13', 'ROM 8', '2CO 4'],
  ],
  [
    'teenage daughter tried to kill herself last night, shes in the psych ward now',
    ['PSA 139', '1KI 19', 'PSA 34', 'MRK 9', 'PSA 40', 'ISA 43'],
  ],
  ['i think about ending my life sometimes', ['1KI 19', 'PSA 42', 'PSA 88', 'PSA 40', 'PSA 139', 'MAT 11']],
  [
    'panic attacks abt dying every night when i lie down',
    ['PSA 4', 'PSA 56', 'HEB 2', 'PSA 91', 'PHP 4', 'PSA 3'],
  ],
  ['Is my sickness a punishment from God?', ['JHN 9', 'LUK 13', 'JOB 42', 'PSA 103', 'ROM 8', 'JOB 1']],
  [
    'I prayed for healing and my mom still died. Did I not have enough faith?',
    ['2CO 12', 'DAN 3', 'HEB 11', 'JHN 11', 'HAB 3', '2SA 12'],
  ],
  ['will i see my grandma again in heaven', ['1TH 4', '1CO 15', 'JHN 14', 'REV 21', '2SA 12']],
  [
    "Pastor here: one of our young fathers was killed at work on Tuesday and I'm sitting with his widow tomorrow. What do I read with her?",
    ['PSA 68', 'JHN 11', 'PSA 34', 'ISA 54', '1TH 4', 'RUT 1'],
  ],
  [
    'how do i comfort a friend whose baby was stillborn',
    ['ROM 12', 'JOB 2', '2CO 1', 'PSA 34', 'JHN 11', '2SA 12'],
  ],
  ['stillborn son', ['2SA 12', 'PSA 139', 'PSA 34', 'JER 31', 'REV 21', 'PSA 56']],
  [
    'Our twin girls were born too early and only one made it. How do we grieve and celebrate at the same time?',
    ['ECC 3', '2SA 12', 'PSA 139', 'ROM 12', 'PSA 34', 'JOB 1'],
  ],
  [
    'dad is on life support and we have to decide whether to stop treatment',
    ['ECC 3', 'PSA 31', 'PSA 139', 'PHP 1', 'PSA 116', '2CO 5'],
  ],
  [
    'grandpa is in hospice what do i even say to him',
    ['JHN 14', 'PSA 23', '2TI 4', 'PSA 116', '2CO 5', 'PSA 90'],
  ],
  [
    'lost both my parents within 6 months of each other',
    ['PSA 27', 'LAM 3', 'JHN 14', 'PSA 34', '1TH 4', 'PSA 68'],
  ],
  ['one year anniversary of my wifes death tmrw', ['PSA 30', 'LAM 3', 'ECC 3', 'PSA 77', 'REV 21', '1TH 4']],
  ['first christmas without mom', ['PSA 42', 'JHN 14', 'ECC 3', 'PSA 34', 'REV 21', 'LAM 3']],
  [
    'so angry at god bc my husband died and he was a good man',
    ['JOB 3', 'PSA 13', 'JHN 11', 'JOB 19', 'LAM 3', 'PSA 88'],
  ],
  [
    'My grandmother died without ever believing. How do I live with that?',
    ['GEN 18', 'PSA 145', 'LUK 23', 'DEU 29', 'ROM 11', 'LAM 3'],
  ],
  [
    'feel so guilty i wasnt there when my dad died, i went home to shower and he passed',
    ['ROM 8', '1JN 3', 'PSA 103', 'PSA 34', '2CO 1'],
  ],
  [
    'survivors guilt after the crash. i lived and my friend didnt',
    ['ROM 8', 'PSA 116', '2CO 1', 'PSA 90', 'ECC 9', 'PHP 1'],
  ],
  [
    'The drunk driver who killed my daughter wrote me a letter from prison asking for forgiveness.',
    ['MAT 18', 'ROM 12', 'GEN 50', 'LUK 23', 'COL 3', 'EPH 4'],
  ],
  [
    'i caused an accident and the other driver is still in the hospital, cant forgive myself',
    ['PSA 32', 'PSA 51', 'ROM 8', '1JN 1', 'MIC 7', 'PSA 103'],
  ],
  [
    'my friend Dave just got an ALS diagnosis, hes only 45 with 3 kids',
    ['2CO 4', 'PSA 46', 'ROM 8', 'GAL 6', 'PSA 73', 'ISA 40'],
  ],
  [
    'Multiple sclerosis diagnosis, scared of the future',
    ['PSA 46', 'ISA 41', '2CO 4', 'JER 29', 'MAT 6', 'PSA 31'],
  ],
  ['living with an invisible illness', ['2CO 4', 'PSA 38', '1SA 16', '2CO 12', 'PSA 139', 'ROM 8']],
  [
    'Migraines are ruining my life and I can no longer work.',
    ['2CO 12', 'PSA 6', 'PSA 38', 'ISA 40', 'MAT 11', 'PHP 4'],
  ],
  [
    'kidney failure, on dialysis 3x a week and so tired of it tbh',
    ['2CO 4', 'PSA 73', 'ROM 8', 'PSA 102', 'LAM 3', 'ISA 40'],
  ],
  ['waiting for a heart transplant', ['PSA 130', 'PSA 27', 'PSA 62', 'LAM 3', 'ISA 40', 'PSA 73']],
  [
    'i had a stroke and cant use my right hand anymore',
    ['ISA 41', '2CO 12', 'PSA 71', '2CO 4', 'JAS 5', 'PSA 31'],
  ],
  [
    "Had a heart attack at 48 and it scared me. I realize I don't have forever.",
    ['PSA 90', 'PSA 103', 'JAS 4', 'PSA 39', 'PSA 73', 'ISA 38'],
  ],
  [
    'long covid for over a yr, no energy for anything',
    ['ISA 40', 'MAT 11', '2CO 12', 'PSA 102', 'PSA 6', 'PSA 13'],
  ],
  [
    'How do I keep believing when my illness has dragged on for years?',
    ['HEB 12', 'PSA 13', '2CO 4', 'ROM 5', 'JAS 1', 'PSA 77'],
  ],
  ['God feels silent while I suffer', ['PSA 13', 'PSA 22', 'PSA 88', 'JOB 23', 'PSA 77', 'ISA 40']],
  [
    'my mom in the nursing home keeps asking to go home and it breaks my heart',
    ['PSA 71', 'ISA 46', 'JHN 14', '2CO 5', '1TI 5', 'PSA 90'],
  ],
  [
    "Should I move my father in with us now that he can't live alone anymore?",
    ['1TI 5', 'EXO 20', 'RUT 1', 'EPH 6', 'PRO 23', 'JHN 19'],
  ],
  ['honoring aging parents', ['EXO 20', '1TI 5', 'PRO 23', 'RUT 1', 'EPH 6', 'LEV 19']],
  [
    'I just turned 80 and I have outlived all my friends.',
    ['PSA 71', 'PSA 90', 'PSA 92', 'ISA 46', '2CO 4', 'ECC 12'],
  ],
  [
    'im 72 and feel like im no use to anyone anymore',
    ['PSA 92', 'PSA 71', 'JOS 14', 'ISA 46', 'TIT 2', 'LUK 2'],
  ],
  [
    'my son is deployed overseas and i cant stop worrying abt him',
    ['PSA 91', 'PSA 121', 'JOS 1', 'ISA 41', 'PHP 4', 'DEU 31'],
  ],
  [
    'Veteran with PTSD, still having nightmares from Afghanistan ten years later.',
    ['PSA 18', 'PSA 34', 'PSA 56', 'PSA 4', 'ISA 26', 'PSA 23'],
  ],
  [
    'son killed in action, they handed me the folded flag yesterday',
    ['JHN 15', '2SA 1', 'PSA 34', '1TH 4', 'REV 21', 'ISA 2'],
  ],
  [
    'praying for peace in my home country, my parents are still there in the war',
    ['PSA 46', 'ISA 2', 'PSA 91', 'MIC 4', 'PSA 27', '1TI 2'],
  ],
  [
    'our town flooded and the church is underwater',
    ['PSA 46', 'ISA 43', 'PSA 69', 'HAB 3', 'PSA 107', 'NEH 2'],
  ],
  [
    "A tornado destroyed half our neighborhood last night. We're okay but our neighbors lost everything. How do we help?",
    ['PSA 46', 'ROM 12', 'ISA 58', 'MAT 25', 'GAL 6', 'JOB 1'],
  ],
  [
    'wildfire evacuation tonight, dont know if our house will make it',
    ['ISA 43', 'PSA 46', 'PSA 91', 'MAT 6', 'PSA 121', 'HAB 3'],
  ],
  [
    'Drought ruined our crops this year and the farm my grandfather started might not survive.',
    ['HAB 3', 'JOL 2', 'JER 17', '1KI 17', 'PSA 65', 'MAT 6'],
  ],
  [
    'Pastor asking: how do I preach the Sunday after a mass shooting in our town?',
    ['PSA 46', 'LAM 3', 'MAT 2', 'PSA 94', 'REV 21', 'JER 31'],
  ],
  [
    'a kid at my school was shot and killed, why does this keep happening',
    ['PSA 10', 'PSA 94', 'MAT 2', 'JER 31', 'REV 21', 'LAM 3'],
  ],
  [
    "My brother was murdered last spring and the killer still hasn't been caught.",
    ['PSA 94', 'GEN 4', 'PSA 10', 'ROM 12', 'REV 6', 'PSA 37'],
  ],
  [
    'got mugged walking home and now im scared to go out after dark',
    ['PSA 91', 'PSA 121', 'PSA 27', 'PSA 56', 'ISA 41', '2TI 1'],
  ],
  ['scammed out of our retirement savings', ['PSA 37', 'MAT 6', 'ROM 12', 'PSA 73', 'PRO 11', 'PHP 4']],
  [
    "Wrongly accused at work and now facing charges for something I didn't do.",
    ['GEN 39', 'PSA 35', 'PSA 7', '1PE 2', 'PSA 37', 'ISA 54'],
  ],
  [
    'my son is innocent and hes sitting in prison for something he didnt do',
    ['GEN 39', 'PSA 37', 'PSA 146', 'ISA 61', 'GEN 40', 'PSA 35'],
  ],
  [
    'treated unfairly bc of my skin color and im tired',
    ['GAL 3', 'AMO 5', 'ACT 10', 'JAS 2', 'MIC 6', 'PSA 82'],
  ],
  ['bible on injustice and the oppressed', ['AMO 5', 'ISA 1', 'MIC 6', 'PSA 82', 'ISA 58', 'LUK 4']],
  [
    'my husband hits me and i dont know where to go',
    ['PSA 55', 'PSA 34', 'PSA 18', 'PSA 10', '1SA 19', 'PSA 140'],
  ],
  [
    'I was abused as a child and I still feel dirty and worthless.',
    ['PSA 147', 'ISA 61', 'PSA 34', 'PSA 27', '2CO 5', 'MAT 18'],
  ],
  [
    'raped at a party last yr and cant talk about it to anyone',
    ['PSA 55', '2SA 13', 'PSA 34', 'PSA 147', 'ISA 61', 'PSA 56'],
  ],
  [
    'Our family fled the fighting with only the clothes on our backs and my two small children.',
    ['PSA 46', 'MAT 2', 'RUT 1', 'PSA 121', 'PSA 23'],
  ],
  [
    'our church is sponsoring a refugee family and some members are pushing back',
    ['LEV 19', 'DEU 10', 'MAT 25', 'HEB 13', 'RUT 2', 'ROM 12'],
  ],
  [
    'living in a refugee camp for 3 years waiting for asylum',
    ['JER 29', 'PSA 130', 'HEB 11', 'PSA 27', '1PE 1'],
  ],
  [
    'dad got deported and mom is alone with us 4 kids now',
    ['PSA 68', 'PSA 146', 'DEU 10', 'PSA 27', 'ISA 41', 'MAT 6'],
  ],
  [
    "My husband gets out of prison next month after ten years and I'm nervous about starting over together.",
    ['2CO 5', 'ISA 43', 'LAM 3', 'PHP 3', 'COL 3', 'LUK 15'],
  ],
  [
    'visiting my son in prison every sunday is breaking me',
    ['LUK 15', 'MAT 25', 'HEB 13', 'PSA 102', 'LAM 3', 'ISA 61'],
  ],
  [
    'My uncle is on death row and wants to know if God could ever forgive what he did.',
    ['LUK 23', 'PSA 51', '1TI 1', '1JN 1', 'ISA 1', 'ACT 9'],
  ],
  [
    'prison chaplain looking for words for inmates who feel forgotten',
    ['ISA 49', 'PSA 142', 'HEB 13', 'ISA 61', 'PSA 102', 'MAT 25'],
  ],
  [
    'been in a hard season for 3 yrs and cant see the end of it',
    ['PSA 13', 'LAM 3', 'HAB 3', 'ISA 40', 'PSA 77', 'ROM 5'],
  ],
  ['When will this suffering end?', ['PSA 13', 'REV 21', 'ROM 8', '2CO 4', 'PSA 30', '1PE 5']],
  [
    'medical bills piling up after the surgery and insurance wont cover it',
    ['MAT 6', 'PHP 4', 'PSA 37', '1KI 17', '2KI 4', 'PSA 34'],
  ],
  [
    'The surgeon made a mistake and now I have permanent nerve damage in my leg.',
    ['PSA 73', 'GEN 50', 'ROM 8', 'ROM 12', '2CO 12', 'EPH 4'],
  ],
  [
    'cancer free after 8 rounds of chemo!! want to thank God',
    ['PSA 30', 'PSA 103', 'PSA 116', 'LUK 17', 'PSA 118', 'PSA 40'],
  ],
  [
    'my scans came back clear but im terrified it will come back',
    ['MAT 6', 'PHP 4', 'ISA 41', 'PSA 112', 'PSA 46', 'PSA 121'],
  ],
  ['the tumor is back', ['2CO 4', 'PSA 46', 'ROM 8', 'PSA 42', 'ISA 43', 'LAM 3']],
  [
    'brain tumor in my 4 year old, they operate monday',
    ['MRK 5', '2KI 4', 'MRK 9', 'PSA 46', 'ISA 40', 'MAT 19'],
  ],
  [
    'My baby needs heart surgery at two weeks old.',
    ['PSA 139', 'PSA 121', 'ISA 40', 'MRK 5', 'PSA 91', 'ISA 49'],
  ],
  [
    'prenatal test says our baby may have down syndrome',
    ['PSA 139', 'JHN 9', '1CO 12', 'JER 1', 'PSA 127', 'EXO 4'],
  ],
  [
    "Doctors say our unborn daughter won't survive long after birth. We're choosing to carry her to term and we named her Hope.",
    ['PSA 139', '2SA 12', 'JER 1', 'PSA 34', 'ISA 49', 'REV 21'],
  ],
  [
    'ectopic pregnancy, emergency surgery, lost the baby and a tube',
    ['PSA 34', 'PSA 139', '2SA 12', 'PSA 56', 'ISA 61', '1SA 1'],
  ],
  [
    'second miscarriage this year and the infertility on top of it, i cant take another month',
    ['1SA 1', 'PSA 34', 'PSA 113', 'GEN 30', 'LAM 3', 'PSA 13'],
  ],
  [
    'postpartum depression, i love my baby but i feel nothing',
    ['PSA 42', '1KI 19', 'PSA 40', 'ISA 40', 'MAT 11', 'PSA 139'],
  ],
  [
    "My wife's depression is getting worse and I'm scared for her safety.",
    ['PSA 42', '1KI 19', 'GAL 6', '1CO 13', 'PSA 34', 'PSA 88'],
  ],
  [
    "How do I explain grandma's death to my five-year-old?",
    ['JHN 14', '1TH 4', 'REV 21', 'MAT 19', '1CO 15'],
  ],
  [
    'my daughters hamster died and shes heartbroken, what do i tell her',
    ['MAT 10', 'PSA 104', 'PSA 145', 'ECC 3', 'PSA 36'],
  ],
  [
    'had to put my cat down today and i feel like i killed her, was it the rigth thing',
    ['ECC 3', 'PSA 36', 'PRO 12', 'MAT 10', 'PSA 104', 'ROM 8'],
  ],
  [
    'Our horse Duke died after 25 years with the family.',
    ['PSA 104', 'JOB 39', 'PSA 36', 'ECC 3', 'MAT 10', 'PSA 50'],
  ],
  [
    'funeral planning for my husband, which verses should we use',
    ['JHN 14', 'PSA 23', '1TH 4', '1CO 15', 'REV 21', 'ROM 8'],
  ],
  [
    "I can't stop crying weeks after the funeral. Is that normal for a Christian?",
    ['JHN 11', '1TH 4', 'PSA 6', 'PSA 56', 'MAT 5', 'ECC 3'],
  ],
  ['is it wrong to grieve if theyre in heaven', ['1TH 4', 'JHN 11', 'ECC 3', 'PHP 2', 'MAT 5', 'ROM 12']],
  ['grief', ['PSA 34', 'JHN 11', 'PSA 42', 'LAM 3', 'MAT 5', 'REV 21']],
  [
    'coping with loss of a spouse after 60 years of marriage',
    ['PSA 23', 'JHN 14', 'PSA 71', 'ISA 46', '1TH 4', 'PSA 90'],
  ],
  [
    'widowed at 34 w two toddlers, idk how to do this alone',
    ['PSA 68', 'ISA 54', 'PSA 146', 'JER 49', 'RUT 1', '1TI 5'],
  ],
  [
    'my twin brother died and it feels like half of me is gone',
    ['2SA 1', 'JHN 11', 'PSA 34', 'PSA 88', '1TH 4', 'LAM 3'],
  ],
  [
    'grandma is dying and i live overseas and cant get there in time',
    ['PSA 139', '2CO 5', 'JHN 14', 'PSA 42', 'ROM 8', '1TH 4'],
  ],
  [
    "I'm writing letters to my children before I die. What should I leave them?",
    ['DEU 6', '2TI 4', 'JOS 24', 'GEN 49', 'PSA 78', '1KI 2'],
  ],
  [
    'dying and want to make peace w my estranged son before its too late',
    ['LUK 15', 'GEN 45', 'GEN 33', 'MAT 5', 'COL 3', '2CO 5'],
  ],
  [
    'terminal at 31, not ready to leave my husband',
    ['PSA 31', 'PHP 1', '2CO 5', 'ISA 38', 'PSA 39', 'JHN 14'],
  ],
  [
    "I'm scared of what dying will actually feel like.",
    ['PSA 23', 'PSA 116', '2CO 5', 'JHN 14', 'PSA 31', 'HEB 2'],
  ],
  [
    'chaplain in the icu, watching people die every day is getting to me',
    ['2CO 4', 'GAL 6', 'MAT 11', 'ISA 40', '2CO 1', 'PSA 90'],
  ],
  [
    'im a nurse and lost a patient tonight i really cared about',
    ['2CO 1', 'MAT 11', 'PSA 34', 'ISA 40', 'JHN 11', 'GAL 6'],
  ],
  [
    'first responder trauma, cant unsee what i saw on that call',
    ['PSA 34', 'PSA 18', 'PHP 4', 'PSA 4', 'ISA 26', '2CO 10'],
  ],
  [
    "I'm a firefighter and I couldn't get to a little boy in a house fire last week. I keep replaying it.",
    ['PSA 34', 'ROM 8', '2CO 1', 'MAT 11', 'PSA 103', 'LAM 3'],
  ],
  [
    'plane crash killed my uncle and there was no body to bury',
    ['PSA 139', 'DEU 34', 'PSA 46', '1TH 4', '1CO 15', 'REV 21'],
  ],
  [
    'huge earthquake in my home country and i cant reach my family',
    ['PSA 46', 'PSA 121', 'ISA 43', 'PHP 4', 'PSA 91', 'PSA 62'],
  ],
  [
    'There is famine back home, my relatives are going hungry and I feel helpless over here.',
    ['1KI 17', 'PSA 37', 'ISA 58', 'MAT 25', 'GEN 41', 'JAS 2'],
  ],
  [
    'whole family got covid and grandpa is on a ventilator',
    ['PSA 91', 'PSA 121', 'JAS 5', 'PSA 46', 'MRK 5', 'ISA 41'],
  ],
  ['quarantined alone and losing my mind', ['ISA 26', 'PSA 139', 'PSA 42', 'PSA 46', 'HEB 13', 'PHP 4']],
  ['cant sleep from the pain', ['PSA 4', 'PSA 6', 'PSA 63', 'PSA 121', 'PSA 77', 'MAT 11']],
  [
    'Bedridden for months and I feel forgotten by my church.',
    ['PSA 31', 'ISA 49', 'PSA 88', 'PSA 142', '2CO 4', 'HEB 13'],
  ],
  [
    'my friend sarah has stage 4 ovarian cancer how can i support her',
    ['ROM 12', 'GAL 6', 'JOB 2', '2CO 1', 'JAS 5', 'PRO 17'],
  ],
  [
    'How should a pastor pray over a church member before surgery?',
    ['JAS 5', 'PSA 121', 'PSA 91', 'NUM 6', 'PSA 20', 'PSA 139'],
  ],
  [
    'my sister has anorexia and is in inpatient treatment',
    ['PSA 139', '1CO 6', 'MRK 5', '1SA 16', 'ISA 43', 'PSA 34'],
  ],
  ['i cut myself and nobody knows', ['PSA 139', 'MRK 5', '1CO 6', 'ISA 53', 'PSA 34', '1KI 19']],
  [
    "OCD and intrusive thoughts make me feel like I'm going crazy.",
    ['PHP 4', '2CO 10', 'PSA 139', 'ISA 26', 'ROM 8', '2TI 1'],
  ],
  ['my dad is an alcoholic and now his liver is failing', ['LUK 15', 'PSA 130', 'JAS 5', 'ROM 8', 'LAM 3']],
  [
    'Our son Josh died of a fentanyl overdose at 24. We tried everything to save him.',
    ['2SA 18', '2SA 12', 'PSA 34', 'LAM 3', 'ROM 8', 'REV 21'],
  ],
  ['losing my hearing at 40', ['MRK 7', 'ISA 35', 'EXO 4', '2CO 4', 'PSA 139']],
  [
    'amputation after diabetes complications, they took my foot',
    ['2CO 4', '1CO 15', '2CO 5', 'ISA 40', 'PSA 73', 'PHP 3'],
  ],
  [
    'Lupus flares keep me home from church for weeks at a time.',
    ['PSA 42', '2CO 12', '2CO 4', 'PSA 38', 'ISA 40', 'PSA 84'],
  ],
  ['parkinsons is taking my dad bit by bit', ['2CO 4', 'PSA 71', 'ISA 46', 'ROM 8', 'PSA 73', 'LAM 3']],
  [
    'mom has dementia and says awful things to me now, she was never like this b4',
    ['1CO 13', 'ISA 46', 'PSA 71', 'GAL 6', 'EXO 20', 'ROM 12'],
  ],
  [
    "My dad's paranoia is getting worse and I think it's a mental illness, but he won't see a doctor.",
    ['GAL 6', 'PSA 46', '1CO 13', 'MRK 5', '1TI 5', 'ISA 42'],
  ],
  [
    'brother w schizophrenia is homeless and refuses help',
    ['MRK 5', 'ISA 42', 'LUK 15', 'PSA 68', 'MAT 25', 'PSA 46'],
  ],
  [
    'Pastor: a nine-year-old in our church died of cancer and the kids in Sunday school are asking questions.',
    ['MAT 19', 'MRK 10', 'REV 21', 'JHN 11', '1TH 4', '2SA 12'],
  ],
  [
    'youth pastor, one of our students died by suicide, what do i say to the youth group',
    ['PSA 34', 'JHN 11', 'ROM 8', 'PSA 139', '1KI 19', 'PSA 147'],
  ],
  [
    'best friend killed in a motorcycle accident last weekend',
    ['2SA 1', 'JHN 11', 'JAS 4', 'PSA 34', '1TH 4', 'LAM 3'],
  ],
  [
    'life feels so fragile since my coworker died suddenly at his desk',
    ['JAS 4', 'PSA 90', 'PSA 39', 'ECC 9', 'PSA 103', 'ISA 40'],
  ],
  ['car accident left my wife in a coma', ['PSA 121', 'PSA 46', 'ISA 43', 'PSA 27', 'MRK 5', 'JHN 11']],
  [
    'Paralyzed from the waist down at 19 after a diving accident.',
    ['MRK 2', '2CO 4', 'JHN 5', 'ISA 40', '2CO 12', '1CO 15'],
  ],
  [
    'Is it okay to be angry at God about my diagnosis?',
    ['JOB 3', 'PSA 13', 'JOB 7', 'PSA 88', 'HAB 1', 'LAM 3'],
  ],
  ['why did god let my baby die', ['2SA 12', 'JOB 1', 'JOB 38', 'LAM 3', 'REV 21', 'PSA 34']],
  [
    'waiting for genetic testing results for my kids',
    ['PSA 56', 'PHP 4', 'PSA 139', 'MAT 6', 'PSA 27', 'ISA 41'],
  ],
  [
    'my pet died and my husband says its just a dog, get over it',
    ['ROM 12', 'PSA 36', 'ECC 3', 'PSA 104', 'MAT 10', 'PRO 12'],
  ],
  ['our church building burned down last night', ['NEH 2', 'HAG 1', 'ISA 43', 'PSA 46', 'HAB 3', '1PE 2']],
  ['prayers for someone in surgery right now', ['PSA 121', 'PSA 91', 'ISA 41', 'PSA 20', 'PSA 139', 'JAS 5']],
  [
    'in the waiting room while my mom is in surgery, 6 hours so far and no update',
    ['PSA 27', 'PSA 130', 'PSA 121', 'PHP 4', 'ISA 40', 'PSA 62'],
  ],
  [
    'sickle cell crisis again, third hospital stay this yr',
    ['PSA 38', '2CO 4', 'PSA 6', 'ISA 43', '2CO 12', 'PSA 121'],
  ],
  [
    "My dad is dying of cancer and he isn't a believer. I have maybe weeks.",
    ['LUK 23', '2PE 3', 'LUK 15', 'ACT 16', 'JHN 3', 'ROM 10'],
  ],
  [
    'grandma had a fall and broke her hip, shes 89',
    ['PSA 71', 'ISA 46', 'PSA 91', 'PSA 121', 'ISA 40', '2CO 4'],
  ],
  [
    'elderly mom moving into memory care this week',
    ['ISA 46', 'PSA 71', 'PSA 121', '1TI 5', 'ISA 49', 'JHN 19'],
  ],
  [
    "My parents are both declining and I'm the only child taking care of them while working full time.",
    ['GAL 6', '1TI 5', 'MAT 11', 'ISA 40', 'RUT 1', 'EXO 18'],
  ],
  ['hiv positive and so ashamed', ['ROM 8', 'MRK 1', 'LUK 8', 'PSA 103', '2CO 5', 'ISA 53']],
  [
    'donating a kidney to my sister, surgery next month',
    ['JHN 15', 'ROM 12', 'PHP 2', 'PSA 139', 'ISA 41', 'PSA 121'],
  ],
  [
    'our son has severe epilepsy and the seizures wont stop no matter what meds',
    ['MRK 9', 'MAT 17', 'PSA 46', 'MRK 5', 'ISA 40', 'LAM 3'],
  ],
  [
    'Our daughter has cerebral palsy and people stare at us in public.',
    ['PSA 139', 'JHN 9', '2SA 9', 'LUK 14', '1SA 16', '1CO 12'],
  ],
  [
    'born with a disability and i used to wonder why god made me like this',
    ['EXO 4', 'PSA 139', 'JHN 9', '2CO 12', 'ISA 64', 'EPH 2'],
  ],
  [
    'How do I trust God when the doctor says there is nothing more they can do?',
    ['PSA 73', '2CO 4', 'HAB 3', 'DAN 3', 'PSA 46', 'JOB 13'],
  ],
  ['comfort for the dying', ['JHN 14', 'PSA 23', '2CO 5', '1CO 15', 'ROM 8', 'REV 21']],
  ['verses about heaven for a funeral', ['JHN 14', 'REV 21', '1CO 15', '1TH 4', '2CO 5', 'PHP 3']],
  ['prayers for a sick child', ['MRK 5', 'MRK 9', 'JHN 4', 'MAT 19', '2KI 4', 'JAS 5']],
  ['bible on war and peace', ['ISA 2', 'MIC 4', 'PSA 46', 'MAT 5', 'ROM 12', 'JAS 4']],
  ['bible on natural disasters', ['PSA 46', 'JOB 38', 'LUK 13', 'ROM 8', 'NAM 1', 'MRK 4']],
  ['trauma healing', ['PSA 147', 'ISA 61', 'PSA 34', 'PSA 23', '2CO 1', 'ISA 43']],
  [
    "I became a Christian and now I've lost my job and my family has turned against me.",
    ['MAT 5', '1PE 4', 'MAT 10', '2TI 3', 'HEB 11', 'ROM 8'],
  ],
  [
    'my brother got arrested last night and idk what to do or how to help him',
    ['PSA 46', 'PHP 4', 'LUK 15', 'HEB 13', 'PSA 121', 'PRO 17'],
  ],
  [
    'identity stolen and bank account emptied overnight',
    ['PSA 37', 'MAT 6', 'PSA 73', 'PHP 4', 'ROM 12', 'PSA 62'],
  ],
  [
    'My 13-year-old was beaten up by classmates so badly he ended up in the hospital.',
    ['PSA 10', 'PSA 94', 'PSA 34', 'ROM 12', 'MAT 18', 'PSA 27'],
  ],
  [
    'typhoon hit our island, no power or water for days',
    ['PSA 46', 'MRK 4', 'PSA 107', 'ISA 43', 'HAB 3', 'PSA 121'],
  ],
  [
    'volunteering after the floods and im overwhelmed by how much suffering there is',
    ['GAL 6', 'MAT 25', 'ISA 58', '2CO 4', 'ISA 40', 'MAT 11'],
  ],
  [
    'my father died before i could tell him im sorry',
    ['ROM 8', 'PSA 103', '1JN 1', 'PSA 32', '2CO 5', 'LAM 3'],
  ],
  [
    "Our grandson Eli was born with a rare genetic disease and the doctors don't know how long he has.",
    ['PSA 139', 'PSA 31', 'MRK 10', 'ISA 40', 'PSA 90'],
  ],
  [
    'been sick so long ive forgotten what normal feels like',
    ['JHN 5', 'PSA 13', 'PSA 102', '2CO 4', 'ISA 40', 'LAM 3'],
  ],
  [
    'visiting my aunt in the hospital tomorrow, what should i read to her',
    ['PSA 23', 'PSA 121', 'PSA 103', 'ISA 40', 'PSA 91', 'JHN 14'],
  ],
  [
    'lost my job and my wife left me in the same month. idk how to keep going',
    ['PSA 34', 'PSA 147', 'ISA 43', 'PSA 55', 'MAT 11'],
  ],
  ['bible on grief', ['1TH 4', 'JHN 11', 'PSA 34', 'REV 21', '2CO 1']],
  [
    'im a youth pastor and a 15 yr old girl in my group told me shes been cutting. what can i read with her',
    ['PSA 139', 'ISA 43', 'PSA 34', 'MAT 11', '1CO 6'],
  ],
  [
    'My mom was just diagnosed with stage 4 pancreatic cancer.',
    ['PSA 46', '2CO 4', 'ISA 41', 'ROM 8', 'PSA 23'],
  ],
  [
    'How do I forgive my dad for walking out on us when I was eight?',
    ['MAT 18', 'COL 3', 'EPH 4', 'GEN 50', 'PSA 27'],
  ],
  ['feel like god is silent', ['PSA 13', 'PSA 22', 'PSA 88', 'ISA 40', 'HAB 1']],
  [
    'stressed abt money rn, bills piling up and rent is due friday',
    ['MAT 6', 'PHP 4', 'PSA 37', 'HEB 13', '1KI 17'],
  ],
  [
    'Should I take the job offer in Denver or stay near my family?',
    ['PRO 3', 'JAS 1', 'PRO 16', 'JAS 4', 'PSA 32'],
  ],
  [
    'my husband and i fight constantly about how to raise the kids',
    ['EPH 5', 'COL 3', 'JAS 4', '1PE 3', 'EPH 4'],
  ],
  [
    "Miscarriage at 11 weeks. It's our second one this year and I don't know how to pray anymore.",
    ['PSA 139', 'PSA 34', '2SA 12', 'JOB 1', 'REV 21'],
  ],
  ['addicted to porn and i hate myself', ['1CO 6', 'ROM 7', '1JN 1', 'PSA 51', '1CO 10']],
  ['verses about patience', ['JAS 5', 'GAL 5', '1CO 13', 'PSA 37', 'ROM 12']],
  [
    "My son is in prison and I'm ashamed to tell anyone at church.",
    ['LUK 15', 'PSA 102', 'HEB 13', 'ISA 61', 'MAT 25'],
  ],
  ['starting college next week and im so nervous', ['JOS 1', 'PRO 3', 'ISA 41', 'PHP 4', '1TI 4']],
  [
    'Small group leader here. Three couples in our group are dealing with infertility right now. What could we study together?',
    ['1SA 1', 'GEN 18', 'PSA 113', 'LUK 1', 'GEN 30'],
  ],
  ['angry all the time', ['EPH 4', 'JAS 1', 'PRO 15', 'PSA 37', 'COL 3']],
  ['dont feel saved anymore', ['1JN 5', 'ROM 8', 'JHN 10', 'EPH 2', 'JHN 6']],
  ["Lately I've been doubting whether God is even real.", ['JHN 20', 'PSA 19', 'MRK 9', 'ROM 1', 'JOB 38']],
  [
    "Retiring next month after 35 years at the plant and I honestly don't know who I am without work.",
    ['ECC 3', 'PSA 90', 'PSA 71', 'ISA 46', 'PHP 3'],
  ],
  ['wife has dementia and doesnt recognize me anymore', ['PSA 71', '2CO 4', 'ISA 46', '1CO 13', 'PSA 73']],
  ['pray for my marriage', ['EPH 5', '1CO 13', 'COL 3', 'ECC 4', 'SNG 8']],
  [
    "I'm 34, still single, and all my friends are married with kids.",
    ['PSA 37', '1CO 7', 'PSA 84', 'PHP 4', 'ISA 54'],
  ],
  [
    'my kids dont go to church anymore now that theyre grown and it breaks my heart',
    ['LUK 15', 'ISA 55', 'PRO 22', '2TI 1', 'PSA 78'],
  ],
  ['verses for courage', ['JOS 1', 'DEU 31', 'ISA 41', 'PSA 27', '2TI 1']],
  ['my dog died today and i cant stop crying', ['PSA 34', 'ECC 3', 'MAT 10', 'PSA 104', 'PSA 36']],
  ['overwhelmed', ['PSA 61', 'MAT 11', 'ISA 40', 'PSA 46', '2CO 4']],
  [
    'Got laid off from Amazon after 6 years. Two kids, a mortgage, and my wife is 7 months pregnant.',
    ['MAT 6', 'PSA 37', 'PHP 4', 'DEU 31', 'PSA 121'],
  ],
  ['my teenage daughter says she hates me', ['LUK 15', '1CO 13', 'EPH 6', 'PSA 127', 'COL 3']],
  [
    'I still carry so much shame from an abortion I had years ago.',
    ['PSA 51', 'PSA 103', 'ROM 8', '1JN 1', 'ISA 1'],
  ],
  ['so tired of church drama tbh', ['EPH 4', 'PHP 2', '1CO 3', 'JAS 4', 'ROM 14']],
  [
    'Our pastor had a moral failure and the whole church is falling apart.',
    ['EZK 34', '1PE 5', 'GAL 6', 'PSA 46', 'JER 23'],
  ],
  ['what does god say about depression', ['PSA 42', '1KI 19', 'PSA 88', 'PSA 143', 'ISA 61']],
  [
    'chronic pain every single day for 3 yrs now and my church friends stopped checking in',
    ['2CO 12', '2CO 4', 'PSA 38', 'ROM 8', 'GAL 6'],
  ],
  ['found out my husband cheated', ['PSA 55', 'PSA 147', 'HOS 3', 'MAL 2', 'ISA 54']],
  ['thinking about ending my life', ['PSA 40', '1KI 19', 'PSA 34', 'PSA 139', 'JHN 10']],
  ['graduation tmrw what verse should i put on my cap', ['JER 29', 'PRO 3', 'JOS 1', 'PHP 4', 'PHP 1']],
  [
    'My dad is dying in hospice. What should I read to him?',
    ['PSA 23', 'JHN 14', 'PSA 121', '2CO 5', 'ROM 8'],
  ],
  ['cant stop worrying abt the future', ['MAT 6', 'JER 29', 'PHP 4', 'JAS 4', 'PSA 31']],
  [
    'I lied to my boss about a missed deadline and now I need to come clean.',
    ['PRO 12', 'PSA 32', 'EPH 4', 'PRO 28', 'COL 3'],
  ],
  ['verses to pray over a new baby', ['PSA 139', 'PSA 127', 'NUM 6', '1SA 1', 'MRK 10']],
  [
    'hard to get out of bed in the mornings, zero motivation',
    ['LAM 3', 'PSA 118', 'ISA 40', 'COL 3', 'PRO 6'],
  ],
  [
    'My husband lost his faith and now calls himself an atheist. How do I stay in this marriage?',
    ['1PE 3', '1CO 7', 'LUK 15', '2TI 2', 'JUD 1'],
  ],
  [
    'in laws are so controlling and my husband wont stand up to them',
    ['GEN 2', 'EPH 5', 'MAT 19', 'RUT 1', 'PRO 15'],
  ],
  [
    'Our house burned down last night. Everyone made it out but we lost everything.',
    ['JOB 1', 'PSA 46', 'ISA 43', 'HAB 3', 'MAT 6'],
  ],
  ['bored w my faith, bible reading feels so dry lately', ['PSA 63', 'PSA 119', 'REV 2', 'PSA 42', 'ISA 55']],
  ['how to deal with a toxic boss', ['COL 3', '1PE 2', 'ROM 12', 'PSA 37', 'EPH 6']],
  [
    "My friend's husband was killed in a car accident on Sunday. What can I send her?",
    ['2CO 1', 'PSA 34', 'PSA 68', 'JHN 11', 'PSA 146'],
  ],
  ['panic attacks at night', ['PSA 4', 'PSA 91', 'PHP 4', 'ISA 26', 'PSA 56']],
  ["I'm a pastor and I'm completely burned out.", ['1KI 19', '2CO 4', 'ISA 40', 'MAT 11', 'GAL 6']],
  [
    "My brother is an alcoholic and keeps asking me for money. I love him but I'm enabling him.",
    ['GAL 6', 'PRO 23', '1CO 13', '2TH 3', 'LUK 15'],
  ],
  [
    'me and my gf are sleeping together and i feel guilty but idk if i want to stop',
    ['1CO 6', '1TH 4', 'ROM 6', 'PSA 51', 'HEB 13'],
  ],
  ['verses about trusting god', ['PRO 3', 'PSA 37', 'ISA 26', 'PSA 62', 'JER 17']],
  [
    "I'm moving across the country by myself and I don't know a single person there.",
    ['GEN 12', 'JOS 1', 'PSA 139', 'DEU 31', 'PSA 121'],
  ],
  ['fathers day is hard since my dad passed', ['PSA 68', 'PSA 27', '1TH 4', 'JHN 14', 'PSA 103']],
  [
    "Mother's Day at church is brutal when you can't have kids.",
    ['1SA 1', 'PSA 113', 'ISA 54', 'GEN 30', 'PSA 34'],
  ],
  ['overthinking everything', ['PHP 4', '2CO 10', 'ISA 26', 'ROM 12', 'PSA 139']],
  ['i feel like i dont fit in anywhere', ['1PE 2', 'EPH 2', 'PSA 139', '1CO 12', 'HEB 11']],
  [
    'My son is 16 and got caught vaping and lying about it. How do I talk to him without blowing up?',
    ['PRO 4', 'EPH 6', 'PRO 3', 'PRO 1', 'HEB 12'],
  ],
  ['cant afford christmas presents for the kids this yr', ['PHP 4', 'MAT 6', 'LUK 2', 'PSA 37', '1TI 6']],
  [
    'I keep relapsing. 90 days sober and then I blew it Saturday night.',
    ['ROM 7', 'PRO 24', 'PSA 40', 'LAM 3', '1CO 10'],
  ],
  ['feeling so guilty for putting my mom in a nursing home', ['1JN 3', 'ROM 8', 'PSA 71', '1TI 5', 'MAT 11']],
  [
    'unemployed for 8 months and now my car died too, losing hope',
    ['PSA 37', 'LAM 3', 'ISA 40', 'PSA 27', 'HAB 3'],
  ],
  ['Should I still tithe when I can barely pay my bills?', ['MAL 3', '2CO 9', 'MRK 12', '2CO 8', 'LUK 21']],
  ['my wife wants a divorce and i still love her', ['HOS 3', '1CO 13', 'MAL 2', 'PSA 34', '1CO 7']],
  [
    'Diagnosed with MS at 29, two weeks after my fiance called off the wedding.',
    ['2CO 4', 'PSA 34', '2CO 12', 'ISA 41', 'ROM 8', 'PSA 73'],
  ],
  ['feel so far from god', ['PSA 42', 'JAS 4', 'PSA 139', 'LUK 15', 'PSA 63']],
  [
    'wedding is next month, looking for verses for our vows',
    ['RUT 1', '1CO 13', 'ECC 4', 'SNG 8', 'GEN 2', 'EPH 5'],
  ],
  [
    'My husband just deployed overseas for 9 months and I have the three kids alone.',
    ['PSA 91', 'PSA 121', 'ISA 41', 'PHP 4', 'DEU 31'],
  ],
  [
    'im a nurse and im exhausted, we lost 3 patients this week',
    ['MAT 11', 'ISA 40', '2CO 4', 'GAL 6', 'PSA 121'],
  ],
  ["How do I pray when I don't even have the words?", ['ROM 8', 'MAT 6', 'LUK 11', 'PSA 62', 'PSA 142']],
  [
    'my mother in law died and my husband is shutting everyone out incl me',
    ['ROM 12', 'JOB 2', '2CO 1', 'GAL 6', 'JHN 11'],
  ],
  [
    'People keep praising me at work and I can feel pride creeping in. I want to stay humble.',
    ['PHP 2', 'JAS 4', '1PE 5', 'PRO 16', 'MIC 6'],
  ],
  [
    'CANCER FREE after 2 years of chemo!!! want to thank god',
    ['PSA 103', 'PSA 30', 'PSA 116', 'PSA 118', 'ISA 38'],
  ],
  [
    'Six months into recovery from anorexia and the thoughts are really loud today.',
    ['PSA 139', 'ISA 43', '2CO 10', 'PHP 4', 'ROM 12'],
  ],
  ['need strength', ['ISA 40', 'PSA 18', 'PHP 4', 'NEH 8', 'EPH 6']],
  [
    'My twin brother died of an overdose. He was 22. Half of me is gone.',
    ['PSA 34', 'JHN 11', '2SA 1', 'ROM 8', '1TH 4'],
  ],
  ['i feel like im not good enough for god', ['EPH 2', 'ROM 5', 'TIT 3', 'LUK 15', 'ROM 3']],
  [
    'Filing for bankruptcy tomorrow and my dad is in the hospital. I feel like such a failure.',
    ['2KI 4', 'PSA 37', 'MAT 6', 'HAB 3', 'PHP 4'],
  ],
  ['our church is splitting over politics', ['EPH 4', 'PHP 2', 'JHN 17', '1CO 1', 'ROM 14']],
  ['so worried about the election', ['ROM 13', 'DAN 2', 'PSA 146', '1TI 2', 'PSA 2']],
  [
    'Scared about all the wars and everything happening in the world right now.',
    ['PSA 46', 'MAT 24', 'JHN 16', 'ISA 2', 'REV 21'],
  ],
  [
    'anxious abt climate change and what kind of world my kids will grow up in',
    ['GEN 8', 'ROM 8', 'PSA 24', 'REV 21', 'PSA 104'],
  ],
  [
    'My cousin was killed in a shooting last night. He was 19.',
    ['PSA 34', 'PSA 10', 'JHN 11', 'REV 21', 'LAM 3'],
  ],
  [
    "we're adopting a little boy out of foster care next month",
    ['EPH 1', 'ROM 8', 'PSA 68', 'JAS 1', 'GAL 4'],
  ],
  ['pretty sure im having a midlife crisis', ['ECC 1', 'ECC 2', 'PSA 90', 'PHP 3', 'ECC 12']],
  [
    'my bf keeps pressuring me to sleep w him, i said i want to wait',
    ['SNG 2', '1CO 6', '1TH 4', 'GEN 39', '1CO 13'],
  ],
  [
    "I need to confront a close friend about her drinking and I'm dreading it.",
    ['GAL 6', 'MAT 18', 'PRO 27', 'EPH 4', 'JAS 5'],
  ],
  ['verses on contentment', ['PHP 4', '1TI 6', 'HEB 13', 'PSA 23', 'ECC 5']],
  [
    'depressed since having my baby and my husband works nights so im alone all day',
    ['PSA 42', 'ISA 40', 'PSA 34', '1KI 19', 'MAT 11'],
  ],
  [
    'Caring for my autistic son is exhausting and I feel so alone in it.',
    ['GAL 6', 'ISA 40', 'MAT 11', 'PSA 139', '2CO 12'],
  ],
  ['how do i guard my eyes at the gym lol im serious', ['JOB 31', 'MAT 5', '2TI 2', 'PSA 101', '1CO 10']],
  ['I have to testify in court against my ex next week.', ['PSA 27', 'ISA 41', 'PSA 37', 'PRO 12', 'PSA 35']],
  [
    'my restaurant is losing money every month and i might have to close',
    ['PSA 127', 'PRO 16', 'HAB 3', 'DEU 8', 'MAT 6'],
  ],
  ['New Christian here, where do I even start?', ['2CO 5', '1PE 2', 'JHN 3', 'ROM 6', 'COL 3']],
  ['getting baptized this sunday!', ['ROM 6', 'MAT 3', 'ACT 2', 'ACT 8', 'COL 2']],
  [
    "I lead worship every Sunday but I feel like a fraud. I'm not living any of it.",
    ['PSA 51', 'ISA 6', 'PSA 139', '2CO 12', '1JN 1'],
  ],
  ['so tired', ['MAT 11', 'ISA 40', 'PSA 23', 'PSA 62', '1KI 19']],
  ['fear', ['ISA 41', 'PSA 27', '2TI 1', 'PSA 56', 'PSA 91']],
  ["My daughter is 16 and just told me she's pregnant.", ['LUK 15', 'PSA 139', 'ROM 8', '1CO 13', 'JAS 1']],
  [
    "My grandma is 94 and says she's ready to go home to Jesus. How do I let her go?",
    ['2TI 4', 'PHP 1', 'PSA 116', '2CO 5', 'JHN 14'],
  ],
  ['realizing how judgmental ive been toward people', ['MAT 7', 'ROM 2', 'ROM 14', 'JAS 4', 'LUK 6']],
  ['what to read the night before surgery', ['PSA 121', 'PSA 91', 'ISA 41', 'PHP 4', 'PSA 46']],
  [
    'our adult son moved back home and wont even look for work',
    ['2TH 3', 'PRO 6', 'PRO 10', 'LUK 15', 'EPH 6'],
  ],
  ['I feel spiritually attacked from every direction.', ['EPH 6', '2CO 10', 'JAS 4', '1PE 5', 'PSA 91']],
  ['living in my car with my two kids rn', ['PSA 146', 'MAT 6', 'PSA 68', 'PSA 37', 'ISA 58']],
  [
    'Our church plant is two years in and only 12 people come. Am I wasting my life?',
    ['ZEC 4', '1CO 3', 'HAG 2', 'GAL 6', 'MAT 13'],
  ],
  [
    'coming back to church after 10 years away, kinda scared',
    ['LUK 15', 'HOS 14', 'JOL 2', 'ISA 55', 'PSA 84'],
  ],
  [
    "My friend is dying of ALS and asked me if God is really good. I didn't know what to say.",
    ['PSA 73', 'ROM 8', 'JOB 42', 'LAM 3', '2CO 4'],
  ],
  ['i feel like a burden to everyone', ['ISA 46', 'PSA 55', 'MAT 11', 'GAL 6', 'PSA 139']],
  ['im such a people pleaser', ['GAL 1', 'COL 3', '1TH 2', 'PRO 29', 'JHN 12']],
  [
    "Social media makes me feel like everyone's life is better than mine.",
    ['PSA 73', 'PHP 4', 'GAL 6', '1TI 6', 'ECC 4'],
  ],
  ['cant stop scrolling, on my phone like 9 hrs a day', ['1CO 6', 'EPH 5', 'PSA 46', 'PSA 90', 'PHP 4']],
  [
    'Going back to school at 45 to become a nurse. Is it too late?',
    ['ISA 43', 'PHP 3', 'JOS 14', 'PSA 92', 'PRO 1'],
  ],
  [
    'husband has been out of work for months and depressed and wont talk to me',
    ['GAL 6', '1PE 3', 'ECC 4', 'PSA 42', '1KI 19'],
  ],
  [
    'got fired for something i didnt do and my gf dumped me the same day',
    ['PSA 37', 'GEN 39', 'PSA 34', '1PE 2', 'ROM 12'],
  ],
  ['verses about healing', ['JER 17', 'JAS 5', 'ISA 53', 'PSA 103', 'MRK 5', 'EXO 15']],
  ["I'm 70 and I feel useless now.", ['PSA 71', 'PSA 92', 'ISA 46', 'JOS 14', 'TIT 2']],
  [
    'my whole friend group dropped me and i found out from instagram',
    ['PSA 55', 'PSA 41', 'PSA 142', 'JHN 15', 'ROM 12'],
  ],
  ['Just got a big bonus at work. How should I use it well?', ['1TI 6', 'LUK 12', 'PRO 3', '2CO 9', 'DEU 8']],
  [
    'how do i share my faith with my coworker without being weird',
    ['1PE 3', 'COL 4', 'ACT 17', 'ROM 10', 'MAT 28'],
  ],
  [
    'my husband shoved me again last night and i dont know if i should leave',
    ['PSA 55', 'PSA 140', '1SA 19', 'PSA 27', 'PSA 18'],
  ],
  [
    'last kid just left for college and the house is so quiet',
    ['ECC 3', 'PSA 127', 'PSA 16', 'ISA 43', 'PSA 139'],
  ],
  ['thinking about leaving my church', ['HEB 10', '1CO 12', 'EPH 4', 'ROM 12', 'ACT 2']],
  ['feel dead inside', ['EZK 37', 'PSA 51', 'PSA 143', 'EPH 2', 'ISA 61']],
  [
    "I was abused as a child and I'm still dealing with the trauma at 40.",
    ['PSA 34', 'ISA 61', 'PSA 147', 'PSA 27', 'MAT 18'],
  ],
  [
    'combat vet, ptsd from afghanistan still messing me up',
    ['PSA 18', 'PSA 144', 'PSA 91', 'ISA 26', 'PSA 56'],
  ],
  [
    'i keep comparing myself to my older sister and always come up short',
    ['GAL 6', 'JHN 21', 'GEN 30', '1CO 12', 'PSA 139'],
  ],
  [
    'Our small group wants to spend a few weeks learning how to pray. Where should we start?',
    ['MAT 6', 'LUK 11', 'LUK 18', 'JAS 5', '1TH 5'],
  ],
  [
    'My neighbor is making my life miserable — calling the city on us, yelling at my kids.',
    ['ROM 12', 'PSA 37', 'PRO 25', 'LUK 10', 'MAT 5'],
  ],
  ['Taking the bar exam Thursday for the second time.', ['PHP 4', 'PRO 3', 'ISA 41', 'COL 3', 'JAS 1']],
  [
    'my husband wants to move for his job and i really dont want to',
    ['RUT 1', 'GEN 12', 'PRO 3', 'EPH 5', 'PHP 2'],
  ],
  [
    "Between my three kids and my aging parents I'm stretched so thin I can't breathe.",
    ['EXO 18', 'GAL 6', 'MAT 11', 'ISA 40', '1TI 5'],
  ],
  ['i feel like i have no purpose', ['EPH 2', 'JER 1', 'PSA 139', 'JER 29', 'ROM 12']],
  [
    "I feel called to ministry but I'm terrified I'm not qualified.",
    ['JER 1', 'EXO 4', 'ISA 6', '1SA 3', '2CO 3'],
  ],
  [
    'My friend lost her baby at 38 weeks. What do I say to her at the funeral?',
    ['ROM 12', 'JOB 2', '2SA 12', 'PSA 34', 'REV 21'],
  ],
  ['cant stop cussing even tho i want to', ['EPH 4', 'JAS 3', 'COL 3', 'PSA 141', 'MAT 12']],
  ["My 7 year old son has leukemia. I'm begging God.", ['MRK 5', 'MRK 9', 'PSA 46', 'ISA 43', '2CO 1']],
  [
    'i was assaulted at a party last year and i still feel dirty',
    ['PSA 34', 'ISA 61', 'ISA 54', 'PSA 147', 'PSA 10'],
  ],
  [
    "I have $18,000 in gambling debt that I've hidden from my wife.",
    ['PSA 32', 'PRO 28', '1TI 6', 'PRO 13', '1JN 1'],
  ],
  ['procrastinating on literally everything', ['PRO 6', 'COL 3', 'ECC 9', 'EPH 5', 'PRO 13']],
  [
    'I teach 5th grade and my classroom is total chaos this year.',
    ['COL 3', '2TI 2', 'GAL 6', 'ISA 40', 'JAS 1'],
  ],
  [
    'im a cop and i cant unsee the stuff i deal with on shift',
    ['PSA 18', 'ROM 13', 'PSA 91', 'MIC 6', 'ISA 41'],
  ],
  [
    'Third year of drought on our farm and the crops are failing again.',
    ['HAB 3', 'JER 17', 'JOL 2', 'PSA 65', '1KI 18'],
  ],
  [
    'just moved here from guatemala, my english isnt good and i feel like an outsider',
    ['RUT 2', 'DEU 10', 'PSA 146', 'HEB 11', 'EPH 2'],
  ],
  [
    "It's hard to trust God after He didn't answer my prayers for my marriage.",
    ['2CO 12', 'HAB 1', 'PSA 13', 'ISA 55', 'JOB 38'],
  ],
  [
    'my dad drinks and yells at my mom every night and i just hide in my room',
    ['PSA 27', 'PSA 46', 'PSA 34', 'PSA 10', 'ISA 41'],
  ],
  ['verses for thankfulness', ['PSA 100', '1TH 5', 'PSA 103', 'PSA 136', 'COL 3']],
  ['i feel like god is punishing me', ['ROM 8', 'HEB 12', 'PSA 103', 'JHN 9', 'LAM 3']],
  [
    'My pastor said depression is just a lack of faith and it really hurt me.',
    ['1KI 19', 'PSA 42', 'PSA 88', 'JOB 42', 'ISA 42'],
  ],
  ['abt to quit my job to start my own business, scared af', ['PRO 16', 'JAS 4', 'LUK 14', 'JOS 1', 'PRO 3']],
  [
    'We just bought our first house and want to dedicate it to God.',
    ['PSA 127', 'JOS 24', 'DEU 6', 'PRO 24', 'MAT 7'],
  ],
  [
    'my little sister started partying at college and stopped talking about god, im worried abt her',
    ['LUK 15', '2TI 3', '1PE 5', 'JUD 1', 'PSA 139'],
  ],
  ['How can a loving God allow so much suffering?', ['JOB 38', 'ROM 8', '2CO 4', 'PSA 73', 'REV 21']],
  ['got a DUI last night', ['PSA 51', 'PSA 32', 'ROM 13', 'PRO 20', '1JN 1']],
  [
    'My husband is a workaholic and the kids never see him.',
    ['PSA 127', 'ECC 4', 'ECC 2', 'LUK 10', 'EPH 5'],
  ],
  [
    'my mom and my aunt havent spoken in 5 years and im stuck in the middle',
    ['PHP 4', 'MAT 5', 'ROM 12', 'PSA 133', 'MAT 18'],
  ],
  ['heartbroken', ['PSA 34', 'PSA 147', 'ISA 61', 'PSA 73', 'MAT 5']],
  ['stuck in a dead end job with no way out', ['COL 3', 'ECC 9', 'PSA 90', 'GEN 39', '1CO 7']],
  [
    "I left a really legalistic church and now I don't know what I believe.",
    ['GAL 5', 'MAT 11', 'GAL 3', 'COL 2', 'ROM 8'],
  ],
  [
    'i have ocd and keep panicking that i committed the unforgivable sin',
    ['1JN 1', 'MRK 3', 'ROM 8', 'JHN 6', 'PSA 103'],
  ],
  ['feel judged at church bc of my tattoos', ['1SA 16', 'JAS 2', 'ROM 14', 'ROM 15', 'MAT 7']],
  [
    'My dad just got out of prison after 12 years and wants a relationship with me.',
    ['GEN 50', 'GEN 33', 'MAT 18', 'LUK 15', 'COL 3'],
  ],
  ['mission trip to kenya next month and im nervous', ['MAT 28', 'ISA 6', 'ACT 1', 'ROM 10', 'JOS 1']],
  ['My wife is always on her phone and I feel ignored.', ['1CO 13', 'EPH 5', '1PE 3', 'COL 3', 'ECC 9']],
  ['feel like i wasted my whole 20s', ['JOL 2', 'PHP 3', 'ISA 43', 'LAM 3', 'ROM 8']],
  [
    'My toddler throws tantrums all day and I keep losing my temper with her.',
    ['JAS 1', 'EPH 6', 'GAL 5', 'PRO 15', 'COL 3'],
  ],
  [
    'leading a small group where nobody opens up, how do i build trust',
    ['ACT 2', 'GAL 6', 'JAS 5', 'ROM 12', 'HEB 10'],
  ],
  [
    "Just found out I'm pregnant, it wasn't planned, and my boyfriend left as soon as I told him.",
    ['GEN 16', 'PSA 139', 'ISA 41', 'PSA 27', 'JER 29'],
  ],
  [
    'i hurt someone really badly and they wont accept my apology',
    ['ROM 12', 'MAT 5', 'PSA 51', '2CO 7', 'GEN 33'],
  ],
  ['Lent starts Wednesday. What should I give up?', ['ISA 58', 'MAT 6', 'JOL 2', 'MAT 4', 'PSA 51']],
  ['its easter sunday and i feel nothing', ['1CO 15', 'JHN 20', 'LUK 24', 'PSA 42', 'ROM 6']],
  [
    'My mom guilt-trips me constantly and I need boundaries, but I want to honor her.',
    ['EPH 6', 'EXO 20', 'PRO 4', 'GAL 5', 'MAT 10'],
  ],
  ['I think my friend might be suicidal. What do I do?', ['GAL 6', 'PRO 24', '1KI 19', 'PSA 34', 'ECC 4']],
  ['joy', ['NEH 8', 'PHP 4', 'PSA 16', 'JHN 15', 'ROM 15']],
  ['why do bad people always seem to win', ['PSA 73', 'PSA 37', 'JER 12', 'HAB 1', 'ECC 8']],
  [
    "Being a stepmom is so hard. The kids resent me and my husband doesn't see it.",
    ['RUT 1', 'GAL 6', '1CO 13', 'ROM 12', 'COL 3'],
  ],
  ['insecure', ['PSA 139', 'EPH 1', 'ISA 43', '1PE 2', '2CO 5']],
  [
    'praying for a sign from god abt whether i should marry him',
    ['JDG 6', 'PRO 3', 'JAS 1', 'PRO 16', 'GEN 24'],
  ],
  ['help', ['PSA 121', 'PSA 46', 'PSA 40', 'ISA 41', 'HEB 4']],
  [
    'my husband is addicted to painkillers since his back surgery',
    ['GAL 6', '1CO 10', '1CO 13', 'ROM 7', 'PSA 40'],
  ],
  [
    'So lonely since my wife died. We were married 51 years.',
    ['PSA 23', '1TH 4', 'PSA 68', 'JHN 14', 'ISA 41'],
  ],
  ['my best friend is moving away next month', ['1SA 20', 'PRO 18', 'ECC 3', 'PHP 1', 'RUT 1']],
  ['drowning in student loans and feel trapped', ['PRO 22', 'ROM 13', 'MAT 6', 'PHP 4', 'PSA 37']],
  [
    "Our son, 22, wants to be a missionary in a dangerous country and I'm terrified.",
    ['PSA 139', 'PSA 91', 'ACT 21', 'ISA 41', 'MAT 28'],
  ],
  [
    'pastors wife and honestly so lonely, nobody at church sees me as a real person',
    ['PSA 142', '2TI 4', '1KI 19', 'GAL 6', 'MAT 11'],
  ],
  ['My boss is asking me to fudge the quarterly numbers.', ['PRO 11', 'DAN 6', 'PSA 15', 'PRO 16', 'EPH 4']],
  [
    'youth pastor, kicking off the fall with our high schoolers, what chapter should we start with',
    ['1TI 4', 'ECC 12', 'ROM 12', 'PSA 119', '2TI 2'],
  ],
  [
    "My 6 year old keeps asking if Grandma is in heaven and what it's like.",
    ['1TH 4', 'JHN 14', 'REV 21', '2CO 5', 'MRK 10'],
  ],
  [
    'Single dad raising three girls on my own since their mom left.',
    ['PSA 68', 'EPH 6', 'DEU 6', 'ISA 40', 'PSA 127'],
  ],
  [
    "My wife had an affair. She's repentant and wants to work it out. Can I actually forgive her?",
    ['HOS 3', 'MAT 18', 'EPH 4', 'COL 3', '1CO 13'],
  ],
  ['discouraged', ['PSA 42', 'JOS 1', '2CO 4', 'ISA 40', 'GAL 6']],
  ['peace', ['JHN 14', 'PHP 4', 'ISA 26', 'NUM 6', 'COL 3']],
  [
    'pk here, my dad is a pastor and i feel like i have to be perfect all the time',
    ['GAL 1', '2CO 12', 'ROM 8', 'MAT 11', 'PSA 139'],
  ],
  [
    'We lost our son to suicide in March. He was 19. Is he with God?',
    ['ROM 8', 'PSA 139', '2SA 18', 'PSA 34', 'JHN 11'],
  ],
  [
    'tempted to go back to my ex even tho he treated me like garbage',
    ['ISA 43', 'PHP 3', 'PRO 4', 'GAL 5', 'PRO 26'],
  ],
  ['praying for my parents to be saved', ['ACT 16', 'ROM 10', '1TI 2', 'LUK 18', '2PE 3']],
  ['food is my comfort and i cant stop eating', ['PHP 3', '1CO 6', '1CO 10', 'PRO 23', 'GAL 5']],
  ['My parents have always favored my brother over me.', ['GEN 37', 'GEN 27', 'PSA 27', 'PSA 139', 'EPH 6']],
  [
    "I'm 19 and I want to drop out of college. My parents will be furious.",
    ['PRO 16', 'PRO 3', 'JAS 1', 'PRO 15', 'ECC 11'],
  ],
  ['someone in my bible study spread rumors about me', ['PSA 64', 'PSA 120', 'PRO 26', 'ROM 12', '1PE 2']],
  ['i have a chem final tmrw and i cant stop shaking ngl', ['PHP 4', 'MAT 6', 'ISA 41', 'PSA 46', '1PE 5']],
  ['verses for test anxiety', ['PHP 4', 'MAT 6', 'ISA 26', 'PSA 56', '1PE 5']],
  [
    'my parents told us last night theyre getting divorced and i cant shake the feeling its my fault',
    ['PSA 34', 'PSA 27', 'ISA 43', 'ROM 8', 'PSA 147'],
  ],
  [
    'How do I deal with people making fun of me at school every single day?',
    ['PSA 27', 'MAT 5', '1PE 3', 'ROM 12', 'PSA 56', 'PSA 55'],
  ],
  [
    'someone made a fake insta acct just to mock me and literally the whole grade saw it',
    ['PSA 55', 'PSA 31', 'MAT 5', 'ROM 12', 'PSA 57'],
  ],
  ['I feel ugly every time I look in the mirror', ['PSA 139', '1SA 16', '1PE 3', 'GEN 1', 'EPH 2']],
  [
    'my bf wants to go further than im ready for and idk how to say no without losing him',
    ['1TH 4', '1CO 6', 'SNG 2', 'PRO 4', '2TI 2', 'GEN 39'],
  ],
  [
    'My best friend took his own life last month and I keep thinking I should have seen the signs.',
    ['PSA 34', 'JHN 11', 'PSA 88', '2CO 1', 'ROM 8', 'LAM 3'],
  ],
  [
    'all my friends vape and i feel so left out when i dont',
    ['PRO 1', '1CO 10', 'ROM 12', '1CO 6', 'PRO 13'],
  ],
  [
    "I'm the only Christian on my basketball team and they laugh when I pray before games",
    ['2TI 1', 'ROM 1', 'MAT 5', '1PE 4', 'DAN 6', 'DAN 1'],
  ],
  [
    'college decision is due friday. stay close to home or take the scholarship across the country?',
    ['PRO 3', 'JAS 1', 'PSA 32', 'ISA 30', 'PRO 16'],
  ],
  [
    'i dont know if i actually believe or if i just believe bc my parents do',
    ['JHN 20', 'MRK 9', 'JOS 24', '2TI 3', 'HEB 11'],
  ],
  [
    'my bio teacher said evolution proves god isnt real and i had no answer, kinda shook me',
    ['GEN 1', 'JOB 38', 'PSA 19', 'ROM 1', 'COL 1', '1PE 3'],
  ],
  [
    'ngl i feel so lonely even when im surrounded by ppl',
    ['PSA 25', 'PSA 142', 'PSA 68', 'JHN 15', 'ISA 41', 'HEB 13'],
  ],
  [
    'how do i stop overthinking everything at night',
    ['PHP 4', 'PSA 4', 'PSA 139', 'MAT 6', '2CO 10', 'PSA 127'],
  ],
  [
    "I've been making myself throw up after meals for a few months and I don't know how to stop.",
    ['PSA 139', '1CO 6', 'MAT 11', 'ROM 8', 'PSA 103'],
  ],
  [
    'i cut again last night. honestly i feel like i deserve the pain',
    ['ISA 53', 'ROM 8', 'PSA 34', 'PSA 103', 'LAM 3', '1KI 19'],
  ],
  [
    'got drunk at a party saturday and did stuff im rly ashamed of',
    ['PSA 51', '1JN 1', 'LUK 15', 'ROM 8', 'PSA 32', 'EPH 5'],
  ],
  [
    'my coach only cares about winning and im completely burnt out on a sport i used to love',
    ['MAT 11', 'COL 3', 'ISA 40', '1CO 9', 'PSA 127'],
  ],
  [
    'choked in the championship game and the whole school saw it',
    ['2CO 12', 'MIC 7', 'PRO 24', 'PSA 73', '2CO 4'],
  ],
  [
    'first paycheck!! what am i supposed to do w money as a christian lol',
    ['PRO 3', 'MAL 3', 'LUK 16', '1TI 6', 'PRO 21', '2CO 9'],
  ],
  [
    "Moving to a new city for my first job and I don't know a single person there",
    ['GEN 12', 'JOS 1', 'PSA 121', 'JER 29', 'DEU 31'],
  ],
  [
    "How do I know God is real when I can't feel Him at all?",
    ['PSA 13', 'JOB 23', 'JHN 20', 'HEB 11', 'PSA 42', 'ISA 45'],
  ],
  [
    'my mom and stepdad scream at each other every night and i just hide in my room w headphones',
    ['PSA 46', 'PSA 4', 'PSA 27', 'PSA 91', 'PSA 121'],
  ],
  [
    'a friend of mine keeps saying she wants to disappear. how can i help her?',
    ['GAL 6', '1KI 19', 'PSA 34', 'JOB 2', 'ROM 12', '2CO 1'],
  ],
  [
    'everyone on insta has a perfect life and mine is so boring',
    ['PHP 4', 'PSA 73', 'ECC 4', '1TI 6', 'HEB 13', 'GAL 6'],
  ],
  ['I got rejected from my dream school today', ['PRO 16', 'ROM 8', 'JER 29', 'ISA 55', 'PSA 37', 'LAM 3']],
  ['is it wrong to date someone who isnt a christian', ['2CO 6', '1CO 7', '1KI 11', 'PRO 4', 'PRO 31']],
  [
    'feeling pressure to cheat on the test bc literally everyone else is doing it',
    ['PRO 11', 'PRO 10', 'COL 3', 'DAN 1', 'PSA 15', 'PRO 12'],
  ],
  [
    'depression is making it hard to even get out of bed. does god even care',
    ['PSA 42', 'PSA 88', '1KI 19', 'PSA 40', 'ISA 61', 'MAT 11'],
  ],
  [
    'i feel like i dont fit in anywhere, not at church not at school not even at home',
    ['PSA 139', 'EPH 2', '1PE 2', '1CO 12', 'PSA 68'],
  ],
  [
    "My dad left when I was 10 and he doesn't even call on my birthday",
    ['PSA 27', 'PSA 68', 'ROM 8', 'PSA 10', 'ISA 49', '2CO 6'],
  ],
  [
    'how to forgive a friend who told everyone my secrets',
    ['MAT 18', 'PRO 16', 'EPH 4', 'COL 3', 'PRO 17', 'GEN 50'],
  ],
  [
    'group chat turned on me and now nobody sits w me at lunch',
    ['PSA 41', 'PSA 55', 'PSA 142', 'JOB 19', 'PSA 27', 'HEB 13'],
  ],
  [
    'i want to follow jesus but my family is muslim and theyd be furious if they found out',
    ['MAT 10', 'LUK 14', 'PSA 27', '2TI 3', 'ACT 4', 'MAT 5'],
  ],
  [
    'cant stop looking at porn and i feel disgusting every time',
    ['1CO 6', 'ROM 7', 'PSA 119', '1JN 1', 'MAT 5', '2TI 2', 'JOB 31'],
  ],
  [
    "My college roommate has guys over every night and I don't know how to bring it up with her",
    ['ROM 12', 'MAT 18', 'PRO 15', 'COL 4', 'GAL 6'],
  ],
  ['student loans are crushing me and im only 22', ['PRO 22', 'ROM 13', 'MAT 6', 'PHP 4', '2KI 4', 'LUK 12']],
  ['verses about nerves before a big game', ['JOS 1', 'PHP 4', 'ISA 41', 'COL 3', '2TI 1', '1CO 9']],
  [
    'my grandma died during finals week and i still have to keep studying somehow',
    ['1TH 4', 'JHN 11', 'PSA 23', '2CO 4', 'JHN 14', 'ISA 40'],
  ],
  [
    'i said smth awful to my mom in a fight and now she wont talk to me',
    ['EPH 6', 'PRO 15', 'JAS 3', 'MAT 5', 'LUK 15'],
  ],
  ['Should I take a gap year or go straight to college?', ['PRO 16', 'JAS 4', 'PRO 3', 'ECC 3', 'PSA 37']],
  ['i feel like god is mad at me all the time', ['ROM 8', 'PSA 103', 'LUK 15', 'ISA 54', '1JN 4', 'ROM 5']],
  [
    'My parents want me to be a doctor but all I want to do is study art',
    ['COL 3', 'EXO 31', 'EPH 6', 'PRO 16', '1CO 12', 'ROM 12'],
  ],
  [
    'my friend drinks every weekend and lies abt it, do i tell her parents or is that betraying her',
    ['GAL 6', 'MAT 18', 'PRO 27', 'EPH 5', 'PRO 20', 'JAS 5'],
  ],
  [
    'ngl i get jealous when my friends get bfs and im still single',
    ['PSA 37', '1CO 7', 'PHP 4', 'PSA 84', 'JAS 3', '1CO 13'],
  ],
  [
    'I just got broken up with over text after two years together',
    ['PSA 34', 'PSA 147', 'ISA 43', 'PSA 31', 'LAM 3', 'ROM 8'],
  ],
  [
    'how do i stand up for my faith in philosophy class without sounding dumb',
    ['1PE 3', 'ACT 17', 'COL 4', '1CO 1', '2CO 10', 'ROM 1'],
  ],
  [
    'starting high school next week and im lowkey terrified',
    ['JOS 1', 'ISA 41', 'DEU 31', 'PSA 121', '2TI 1'],
  ],
  [
    'i keep comparing my grades to my siblings and i always lose',
    ['GAL 6', '2CO 10', 'PSA 139', '1CO 12', 'ECC 4'],
  ],
  ['my friends only invite me when they need a ride lol', ['PRO 18', 'PRO 17', 'JHN 15', 'PSA 41', 'ECC 4']],
  [
    'Is it okay to be angry at God after my friend died?',
    ['PSA 13', 'JOB 3', 'HAB 1', 'LAM 3', 'PSA 88', 'PSA 22'],
  ],
  [
    'cant sleep bc of panic attacks what verses help',
    ['PSA 4', 'PSA 3', 'PSA 56', 'ISA 26', 'PHP 4', 'MAT 11'],
  ],
  [
    'i feel like such a fake christian at youth group, everyone else seems so on fire',
    ['PSA 139', '1JN 1', 'ROM 7', '2CO 5', 'PSA 51', '1JN 3'],
  ],
  [
    'my little brother is getting bullied and honestly i want to hurt the kids who did it',
    ['ROM 12', 'PSA 37', 'MAT 5', 'PRO 31', 'PSA 82'],
  ],
  [
    'just failed my driving test for the 3rd time im so embarassed',
    ['PRO 24', 'PHP 3', 'GAL 6', '2CO 12', 'ISA 40'],
  ],
  [
    'Everyone at my new job goes out drinking after shifts and I feel like a loser for saying no',
    ['1PE 4', 'ROM 12', 'EPH 5', 'PRO 23', 'DAN 1'],
  ],
  [
    'how do i support my friend whose parents might get deported',
    ['PSA 146', 'DEU 10', 'ROM 12', 'GAL 6', 'LEV 19', 'PSA 68'],
  ],
  [
    'i hate my body and ive been skipping meals to lose weight before prom',
    ['PSA 139', '1SA 16', '1CO 6', 'MAT 6', '1PE 3', '1TI 4'],
  ],
  [
    'my boyfriend checks my phone and gets mad when i talk to other guys, is that normal',
    ['1CO 13', 'PRO 22', 'EPH 5', 'PSA 55', 'GAL 5', 'PRO 4'],
  ],
  [
    'Does God actually have a plan for my life or am I just random?',
    ['JER 29', 'PSA 139', 'EPH 2', 'ROM 8', 'JER 1', 'PRO 16'],
  ],
  [
    'im scared ill never be good enough for my parents',
    ['PSA 27', 'ROM 8', 'EPH 1', '1JN 3', 'COL 3', 'GAL 4'],
  ],
  ['verses for when you feel invisible', ['PSA 139', 'GEN 16', 'ISA 49', 'MAT 10', 'LUK 12', 'PSA 33']],
  [
    'got caught vaping in the bathroom, now im suspended and my parents wont even look at me',
    ['PSA 51', 'HEB 12', 'LUK 15', 'PRO 3', '1JN 1', 'LAM 3'],
  ],
  [
    "My youth leader hurt me and now I don't trust anyone at church",
    ['PSA 55', 'EZK 34', 'PSA 27', 'JER 23', 'PSA 31', 'MAT 18'],
  ],
  [
    'does it matter what music i listen to as a christian',
    ['PHP 4', 'COL 3', 'EPH 5', '1CO 10', 'ROM 12', 'PSA 101'],
  ],
  [
    'first time living on my own and i keep running out of money before the end of the month',
    ['PRO 21', 'PRO 6', 'LUK 14', 'PRO 27', 'PHP 4', 'PRO 13'],
  ],
  [
    'my whole friend group is into weed now and they keep offering it to me',
    ['PRO 1', '1CO 6', '1CO 15', '1PE 5', 'ROM 13', 'PRO 13'],
  ],
  [
    'worried my anxiety means i dont trust god enough',
    ['MAT 6', 'PHP 4', '1PE 5', 'MRK 9', 'PSA 94', 'PSA 139'],
  ],
  [
    "I was assaulted at a party a few weeks ago and I haven't told anyone.",
    ['PSA 34', 'PSA 147', '2SA 13', 'PSA 18', 'ISA 61', 'PSA 10'],
  ],
  [
    'how do i honor my parents when theyre honestly kinda toxic',
    ['EPH 6', 'EXO 20', 'COL 3', 'ROM 12', 'PSA 27', '1SA 20'],
  ],
  [
    'freshman in college, havent found a church yet, does it even matter',
    ['HEB 10', 'ACT 2', '1CO 12', 'PSA 122', 'EPH 4'],
  ],
  [
    'my gf cheated on me with my best friend. both of them in one night',
    ['PSA 55', 'PSA 41', 'PSA 147', 'MAT 18', 'ROM 12', 'GEN 50'],
  ],
  [
    'Is it normal to doubt everything after learning about other religions in world history class?',
    ['ACT 17', 'JHN 14', 'JUD 1', 'JHN 6', '1KI 18', 'MRK 9'],
  ],
  [
    'i keep procrastinating and my whole semester is falling apart',
    ['PRO 6', 'COL 3', 'ECC 11', 'PRO 24', 'EPH 5', 'PRO 13'],
  ],
  [
    'didnt make varsity after working all summer for it',
    ['1SA 16', '2CO 12', 'PSA 73', 'ROM 8', 'PSA 37', 'PHP 3'],
  ],
  [
    'my friend told me shes pregnant and made me promise not to tell anyone',
    ['PSA 139', 'GAL 6', 'PRO 11', 'JER 1', 'ROM 12', 'PRO 17'],
  ],
  ['feeling so far from god since i started uni', ['PSA 42', 'LUK 15', 'JAS 4', 'HOS 6', 'PSA 63', 'REV 2']],
  [
    'ive been flirting w another girls bf over snap and i know its wrong but i cant stop',
    ['1TH 4', 'PSA 51', 'PRO 4', 'JAS 1', '1CO 10', 'EPH 5'],
  ],
  [
    "My parents are super strict and won't let me do anything my friends get to do",
    ['EPH 6', 'PRO 1', 'COL 3', 'HEB 12', 'PRO 6', 'PRO 3'],
  ],
  [
    'tired of being the responsible one. my mom drinks and i basically raise my siblings',
    ['MAT 11', 'GAL 6', 'PSA 68', 'ISA 40', 'PSA 27', '2CO 4'],
  ],
  ['how to make friends at a new school', ['PRO 18', 'ECC 4', 'ROM 12', 'JHN 15', '1SA 18']],
  [
    'i think i might have an eating disorder but im scared to tell my parents',
    ['PSA 139', 'JAS 5', 'GAL 6', 'PSA 32', '1CO 6', 'ISA 41'],
  ],
  [
    'verses about being yourself and not caring what people think',
    ['GAL 1', 'PSA 139', 'COL 3', '1TH 2', 'PRO 29', 'EPH 2'],
  ],
  [
    'i want to drop out and just work full time but my dad says ill ruin my life',
    ['PRO 15', 'PRO 19', 'PRO 16', 'EPH 6', 'PRO 4', 'JAS 1'],
  ],
  [
    'my best friend moved across the country and i feel so empty',
    ['1SA 20', 'PSA 23', 'PSA 16', 'ISA 41', 'PSA 142'],
  ],
  [
    'I feel like I have to look perfect on social media or nobody will like me',
    ['GAL 1', '1SA 16', 'MAT 6', 'PHP 2', '1PE 3', 'PSA 139'],
  ],
  [
    'friend keeps posting abt self harm on her finsta what do i do',
    ['GAL 6', 'PRO 24', 'ROM 12', 'JAS 5', 'PSA 34', '1TH 5'],
  ],
  [
    'how do i stop being so angry at my family all the time',
    ['EPH 4', 'JAS 1', 'PRO 15', 'PRO 29', 'COL 3', 'GAL 5'],
  ],
  [
    'in a long distance relationship since we left for different colleges and its so hard',
    ['1CO 13', 'PHP 4', 'PRO 3', 'SNG 8', 'COL 3'],
  ],
  ['i dont feel anything when i pray anymore', ['PSA 42', 'PSA 13', 'PSA 77', 'LAM 3', 'ROM 8', 'JOB 23']],
  [
    'Terrified about my future, I have no idea what to major in',
    ['PRO 3', 'JER 29', 'MAT 6', 'PSA 32', 'PSA 37', 'PRO 16'],
  ],
  [
    'my parents fight about money constantly and i feel guilty for even costing them anything',
    ['MAT 6', 'PHP 4', 'PSA 37', '1TI 6', 'HEB 13', 'PSA 127'],
  ],
  [
    'can god forgive me for having an abortion when i was 17',
    ['PSA 51', 'ISA 1', '1JN 1', 'PSA 103', 'ROM 8', 'MIC 7'],
  ],
  [
    'kids at school make fun of my accent and where my family is from',
    ['GAL 3', 'REV 7', 'PSA 139', 'EPH 2', 'ACT 10', 'PSA 27'],
  ],
  [
    'im so tired of fighting the same temptation every single day',
    ['1CO 10', 'HEB 4', 'ROM 7', 'GAL 5', 'JAS 1', 'MAT 4'],
  ],
  [
    "How do I tell my friends I'm not drinking anymore?",
    ['ROM 12', '1PE 4', 'EPH 5', 'PRO 20', 'DAN 1', 'PRO 23'],
  ],
  [
    'help. my roommate is having suicidal thoughts and im the only one who knows',
    ['1KI 19', 'PSA 88', 'GAL 6', 'JOB 2', 'PSA 34', '2CO 1'],
  ],
  [
    'i dont want to go to church anymore but my parents make me',
    ['HEB 10', 'PSA 84', 'PSA 122', 'JOS 24', 'EPH 6', 'LUK 15'],
  ],
  [
    'lost the student council election and my so called friend won it',
    ['ROM 12', 'PHP 2', 'PSA 75', '1SA 18', '1CO 13', 'JHN 3'],
  ],
  [
    'First job and my manager yells at me in front of customers almost every shift',
    ['COL 3', '1PE 2', 'EPH 6', 'PRO 15', 'ROM 12', 'PSA 37'],
  ],
  [
    'ngl i spend like 9 hrs a day on my phone and i hate it',
    ['EPH 5', 'PSA 90', '1CO 6', 'PHP 4', 'COL 3', 'PSA 101'],
  ],
  [
    'how to trust god when my parents are about to lose the house',
    ['MAT 6', 'PSA 37', 'HAB 3', 'PHP 4', 'PSA 23', 'PSA 121'],
  ],
  [
    'i have zero motivation for anything anymore',
    ['ISA 40', 'PSA 42', '1KI 19', 'GAL 6', 'PHP 3', 'PSA 143'],
  ],
  [
    'my ex keeps posting stuff about me to make me look bad and ppl believe it',
    ['PSA 37', 'ROM 12', 'PSA 31', '1PE 2', 'PSA 120', 'MAT 5'],
  ],
  ['Is it bad that I really want to be popular?', ['MAT 6', 'GAL 1', 'JHN 12', 'PHP 2', 'JAS 4', 'PRO 22']],
  [
    'i feel like im not smart enough for this college and they made a mistake letting me in',
    ['1CO 1', 'EXO 4', 'JER 1', '2CO 3', 'JAS 1', '2CO 12'],
  ],
  ['verses for a friend whose dad has cancer', ['PSA 46', '2CO 4', 'ISA 41', 'PSA 91', 'ROM 8', 'JAS 5']],
  [
    'how do i keep my faith when my older brother keeps saying christianity is stupid',
    ['2TI 3', '1PE 3', 'ROM 1', '1CO 1', 'PSA 1', 'JUD 1'],
  ],
  [
    'got ghosted by a guy i really liked and idk what i did wrong',
    ['PSA 147', 'PSA 34', 'ISA 43', 'PSA 139', 'PRO 4'],
  ],
  [
    'I feel guilty for being happy when my friends are going through so much',
    ['ROM 12', 'ECC 3', 'PHP 4', 'NEH 8', 'GAL 6', 'PSA 16'],
  ],
  [
    'tryna figure out if im actually called to ministry or just emotional from camp',
    ['1SA 3', 'JER 1', 'ISA 6', 'ROM 12', '1TI 3', 'ACT 13'],
  ],
  [
    'How do I handle a teacher who seems to hate me?',
    ['ROM 12', '1PE 2', 'PRO 16', 'COL 3', 'DAN 1', 'MAT 5'],
  ],
  [
    'my parents divorce is final and now i have to pick which one to live with. i dont want to hurt either',
    ['JAS 1', 'PSA 27', 'PRO 3', 'EXO 20', 'PSA 68', 'ISA 41'],
  ],
  [
    'just found out i was adopted and i dont know who i am anymore',
    ['EPH 1', 'ROM 8', 'GAL 4', 'PSA 139', 'EXO 2', 'PSA 27'],
  ],
  [
    'guys on my team haze the freshmen in the locker room and i dont want to be a snitch',
    ['PRO 31', 'PSA 82', 'MIC 6', 'JAS 4', 'EST 4', 'EPH 5'],
  ],
  [
    'im always anxious that people secretly hate me',
    ['PRO 29', 'PSA 56', '1JN 4', 'PHP 4', 'GAL 1', 'PSA 118'],
  ],
  [
    'i keep hooking up with people and feel emptier every time',
    ['JHN 4', '1CO 6', '1TH 4', 'PSA 16', 'ISA 55', 'JER 2'],
  ],
  [
    'Do I have to forgive my dad for how he treated me growing up?',
    ['MAT 18', 'PSA 27', 'GEN 50', 'ROM 12', 'PSA 10', 'EPH 4'],
  ],
  [
    'exam results come out tomorrow and i literally cant eat',
    ['MAT 6', 'PHP 4', 'PSA 55', '1PE 5', 'PSA 131', 'ISA 26'],
  ],
  ['failed calc and lost my scholarship bc of it', ['LAM 3', 'ROM 8', 'PSA 37', 'PHP 4', 'HAB 3', 'JOB 1']],
  ['verses about peer pressure', ['PRO 1', 'ROM 12', '1CO 15', 'PSA 1', 'DAN 3', 'EXO 23']],
  [
    'my friends are sneaking out this weekend and want me to cover for them with their parents',
    ['PRO 12', 'EPH 4', 'PRO 1', 'EPH 6', 'COL 3', 'PSA 1'],
  ],
  [
    'Everyone at school found out my dad is in prison',
    ['EZK 18', 'PSA 25', 'ISA 54', 'ISA 61', 'PSA 34', 'HEB 13'],
  ],
  ['im 19 and ive never had a real friend', ['PSA 142', 'PSA 68', 'JHN 15', 'PRO 18', 'ISA 41', 'HEB 13']],
  ['i think about death a lot and it scares me', ['JHN 11', '1CO 15', 'JHN 14', 'HEB 2', 'PSA 23', '2CO 5']],
  [
    'whats even the point of studying if jesus is coming back anyway',
    ['2TH 3', '1TH 4', 'COL 3', 'MAT 25', 'LUK 19', 'ECC 9'],
  ],
  [
    "I can't afford college and my parents can't help at all",
    ['MAT 6', 'PHP 4', 'PSA 37', 'PRO 3', 'JER 29', 'PSA 34'],
  ],
  [
    'my friend became an atheist over the summer and now im questioning too',
    ['PSA 73', 'HEB 10', '2TI 3', 'MRK 9', 'JUD 1', 'JHN 6'],
  ],
  [
    'scared to tell my parents i got a D on my report card',
    ['PRO 28', 'LUK 15', 'EPH 6', 'COL 3', 'PSA 32', 'PRO 12'],
  ],
  [
    'i lied on my resume to get my first job and now im scared theyll find out',
    ['PRO 12', 'PSA 51', 'EPH 4', 'PRO 28', '1JN 1', 'LUK 19'],
  ],
  [
    'im biracial and never feel like i fully fit in with either side of my family',
    ['GAL 3', 'EPH 2', 'REV 7', 'PSA 139', 'COL 3', '1PE 2'],
  ],
  [
    "My friends think it's weird that I'm waiting until marriage",
    ['1TH 4', '1CO 6', '1PE 4', 'HEB 13', 'SNG 8', 'ROM 12'],
  ],
  [
    'my youth group is so cliquey and i dont belong there either',
    ['1CO 12', 'JAS 2', 'ROM 15', 'PSA 68', 'ROM 12', 'HEB 10'],
  ],
  ['how do i know if im actually saved', ['1JN 5', 'ROM 10', 'JHN 10', 'EPH 2', 'ROM 8', 'JHN 3']],
  [
    'help i have an interview tmrw for my first real job',
    ['PRO 3', 'PHP 4', 'COL 3', 'PRO 16', 'EXO 4', 'ISA 41'],
  ],
  [
    'My sister has anorexia and our whole family is falling apart trying to help her',
    ['PSA 46', '2CO 1', 'GAL 6', 'PSA 34', 'ISA 43', 'ROM 12'],
  ],
  [
    'i relapsed and vaped again after being clean for 2 months',
    ['ROM 7', 'PRO 24', 'LAM 3', '1JN 1', 'MIC 7', '1CO 10'],
  ],
  ['why would god let my friend die at 17', ['JOB 38', 'JHN 11', 'ISA 55', 'ROM 8', 'PSA 13', 'ISA 57']],
  ['im so tired of pretending im okay', ['PSA 62', 'PSA 142', 'PSA 38', 'MAT 11', '2CO 12', 'PSA 32']],
  [
    'my teacher grades me unfairly bc im outspoken about my faith in class',
    ['MAT 5', '1PE 4', '1PE 3', 'DAN 6', '2TI 3', 'ACT 5'],
  ],
  [
    "I want to go on a mission trip this summer but I can't raise the money",
    ['PHP 4', 'MAT 6', '2CO 9', 'NEH 2', 'ISA 6', 'ROM 10'],
  ],
  [
    'how to set boundaries with a friend who trauma dumps on me every night till 2am',
    ['GAL 6', 'EXO 18', 'MRK 1', 'PRO 4', 'ECC 3', 'PRO 25'],
  ],
  [
    'girls in my class body shame me in the locker room',
    ['1PE 3', 'PSA 139', '1SA 16', 'PSA 27', 'MAT 5', 'SNG 4'],
  ],
  [
    'my parents are pastors and everyone at church expects me to be perfect',
    ['2TI 1', 'GAL 1', 'MAT 11', 'ROM 3', '1TI 4', 'PSA 139'],
  ],
  [
    'just got my first credit card, how do i not mess this up',
    ['PRO 22', 'ROM 13', 'PRO 21', 'LUK 14', 'PRO 6', '1TI 6'],
  ],
  [
    'so stressed abt the SAT i cant focus on anything else',
    ['PHP 4', 'MAT 6', 'PSA 127', 'ISA 40', 'COL 3', 'PRO 16'],
  ],
  [
    'my friend is getting way too into pills and i think shes going to die',
    ['JAS 5', 'GAL 6', 'PRO 24', 'LUK 15', 'PSA 107', 'JUD 1'],
  ],
  ['I feel like God forgot about me', ['ISA 49', 'PSA 13', 'PSA 77', 'ISA 40', 'LAM 3', 'PSA 139']],
  [
    'was at a party where a girl got hurt and i didnt do anything, i just left',
    ['LUK 10', 'PSA 51', 'PRO 24', 'JAS 4', '1JN 1', 'MIC 6'],
  ],
  [
    'the girl i like is a christian and im not but i kinda want to know more abt it',
    ['JHN 3', 'ROM 10', 'JHN 1', 'JHN 4', 'ACT 8', 'LUK 19'],
  ],
  [
    "Living at home after graduation and I feel like I'm so far behind everyone else",
    ['ECC 3', 'PSA 31', 'GAL 6', 'HAB 2', 'PSA 37', 'LAM 3'],
  ],
  [
    "My friends say Christians are hateful and I don't know what to say back",
    ['1PE 3', '1CO 13', 'JHN 13', 'MAT 5', 'COL 4', '1JN 4'],
  ],
  ['got fired from my first job after 3 weeks', ['PSA 37', 'PRO 16', 'ROM 8', 'MAT 6', 'LAM 3', 'PSA 121']],
  ['sleep deprived and drowning in AP classes', ['MAT 11', 'PSA 127', 'ISA 40', 'PSA 4', 'MRK 6']],
  ['does god care who i marry', ['GEN 24', 'PRO 31', '2CO 6', '1CO 7', 'PRO 18', 'EPH 5']],
  [
    'been feeling numb ever since my parents split up',
    ['PSA 42', 'PSA 34', 'PSA 88', 'LAM 3', 'ISA 61', 'PSA 147'],
  ],
  [
    'tore my ACL and the doctor says i might never play soccer again. it was my whole identity',
    ['2CO 4', 'PHP 3', 'PHP 4', '2CO 12', 'ISA 40', 'JER 29'],
  ],
  [
    'how can i stop caring so much about likes and followers',
    ['GAL 1', 'MAT 6', 'JHN 5', 'COL 3', 'PHP 2', '1PE 5'],
  ],
  [
    'i keep lying to my parents about where i go at night',
    ['EPH 4', 'PRO 12', 'COL 3', 'EPH 6', 'PSA 51', 'PRO 28'],
  ],
  [
    "Scared to share my faith with my friends because they'll think I'm weird",
    ['2TI 1', 'ROM 1', 'MAT 10', 'ACT 4', '1PE 3', 'MAT 28'],
  ],
  [
    'parents are divorcing and my dad already has a new gf he wants me to meet',
    ['PSA 27', 'PSA 68', 'ISA 41', 'PSA 46', 'ROM 12', 'HEB 13'],
  ],
  ['is it a sin to have doubts', ['MRK 9', 'JUD 1', 'MAT 11', 'JHN 20', 'MAT 14', 'PSA 73']],
  [
    'dont know how to tell my parents im failing out of college, theyve paid so much',
    ['LUK 15', 'PRO 28', 'PSA 32', 'EPH 4', 'LAM 3', 'PRO 15'],
  ],
  ['how do i stop gossiping with my friends', ['JAS 3', 'PRO 16', 'EPH 4', 'PSA 141', 'PRO 26', 'PSA 19']],
  [
    'My friend group split in two and both sides want me to pick',
    ['ROM 12', 'MAT 5', 'PRO 17', 'PSA 133', 'JAS 3', 'PHP 4'],
  ],
  [
    'i get panic attacks in class and have to leave the room, everyone stares',
    ['PSA 56', 'ISA 41', 'PHP 4', 'PSA 94', 'MAT 14', 'PSA 61'],
  ],
  [
    'the last thing i said to my friend before his car crash was mean and now hes gone',
    ['PSA 32', 'ROM 8', 'PSA 103', 'JHN 11', 'LAM 3', '1JN 1'],
  ],
  [
    'anxiety about getting into a good grad program',
    ['MAT 6', 'PRO 16', 'PHP 4', 'PSA 37', 'JAS 4', '1PE 5'],
  ],
  ['i feel like im too much for people', ['PSA 139', 'ROM 15', 'MAT 11', 'ISA 43', '1JN 4', 'ZEP 3']],
  [
    "Need verses for my friend who's in the hospital after an overdose",
    ['PSA 107', 'PSA 103', 'JER 30', 'PSA 41', 'JAS 5', 'LUK 15'],
  ],
  [
    'im 20 and just became a small group leader for middle schoolers and i feel so unqualified',
    ['1TI 4', 'JER 1', 'EXO 4', '2CO 3', '2TI 2'],
  ],
  [
    'my parents dont approve of my boyfriend and we fight about it constantly',
    ['EPH 6', 'PRO 15', 'PRO 1', 'PRO 4', 'COL 3', '2CO 6'],
  ],
  [
    'everyone from my class is getting engaged and im not even dating anyone',
    ['1CO 7', 'PSA 37', 'PSA 84', 'ECC 3', 'ISA 54', 'PHP 4'],
  ],
  [
    'how to deal with a friend who always puts me down then says its just a joke',
    ['PRO 26', 'EPH 4', 'PRO 12', 'MAT 18', 'PRO 13', 'PSA 141'],
  ],
  [
    'i feel pressure to have sex bc all my friends have and they tease me',
    ['1CO 6', '1TH 4', 'PRO 5', 'ROM 12', '1PE 4', 'GEN 39'],
  ],
  [
    "Can't focus on anything since my parents told me my mom has cancer",
    ['PSA 46', 'PHP 4', 'ISA 41', 'PSA 61', '2CO 4', 'PSA 121'],
  ],
  ['what if i dont feel called to anything special', ['COL 3', '1CO 7', '1TH 4', 'ECC 9', 'MIC 6', 'ROM 12']],
  [
    'i binge eat when im stressed and then hate myself after',
    ['PSA 139', '1CO 10', 'GAL 5', 'MAT 11', 'ROM 8', '1CO 6'],
  ],
  [
    'so homesick my first semester away, i cry every night in my dorm',
    ['PSA 121', 'PSA 139', 'JOS 1', 'ISA 43', 'JER 29', 'PSA 84'],
  ],
  [
    'Is it okay to take a break from church while I work through my questions?',
    ['PSA 73', 'HEB 10', 'JOB 13', 'MRK 9', 'JHN 6', 'ISA 1'],
  ],
  [
    'my teammate got the scholarship i wanted and i cant make myself be happy for her',
    ['ROM 12', 'JAS 3', '1CO 13', 'PHP 2', 'GAL 5', '1SA 18'],
  ],
  [
    'a guy in my class keeps sending me creepy dms and i dont feel safe walking home',
    ['PSA 91', 'PSA 27', 'PSA 121', 'PSA 18', 'PRO 22', 'PSA 140'],
  ],
  [
    'how do i pray for my friends who arent christians',
    ['1TI 2', 'ROM 10', 'COL 4', '2CO 4', 'LUK 15', 'EPH 1'],
  ],
  [
    'i yelled at my little sister and made her cry, i feel awful',
    ['JAS 1', 'EPH 4', 'MAT 5', 'PRO 15', 'COL 3', 'PSA 51'],
  ],
  [
    "I'm so jealous of my brother because my parents clearly favor him",
    ['GEN 37', 'GEN 4', 'LUK 15', 'JAS 3', 'PSA 27', 'GEN 50'],
  ],
  [
    'being homeschooled and feeling super isolated from ppl my age',
    ['PSA 68', 'PSA 25', 'PSA 139', 'HEB 13', 'ECC 4', 'JHN 15'],
  ],
  [
    'i dont think i even like my major anymore and im already a junior',
    ['PRO 16', 'ECC 2', 'COL 3', 'JAS 1', 'PRO 3', 'ISA 30'],
  ],
  ['do i need to tell my boyfriend about my past', ['2CO 5', 'EPH 4', 'PSA 32', 'JHN 8', '1JN 1', 'ISA 43']],
  ['verses about self worth for teenage girls', ['PSA 139', 'PRO 31', '1PE 3', 'SNG 4', 'EPH 2', 'ISA 43']],
  [
    'My dad is an alcoholic and I can never bring friends home',
    ['PSA 27', 'PRO 23', 'PSA 68', 'PSA 34', 'ISA 41', 'PSA 46'],
  ],
  [
    'ngl i feel like nobody would even notice if i was gone',
    ['PSA 139', '1KI 19', 'PSA 34', 'ISA 43', 'LUK 15', 'PSA 88'],
  ],
  [
    'how do i stop being ashamed of jesus around my friends',
    ['ROM 1', '2TI 1', 'MRK 8', 'LUK 22', 'MAT 10', 'JHN 21'],
  ],
  [
    'applied to like 30 jobs and havent heard back from a single one',
    ['GAL 6', 'PSA 27', 'PSA 37', 'LAM 3', 'PRO 16', 'HAB 2'],
  ],
  [
    'my best friend is mad at me and i dont even know why',
    ['MAT 5', 'ROM 12', 'PRO 17', 'MAT 18', 'PRO 18', 'JAS 1'],
  ],
  ["I hate that I'm so shy", ['EXO 4', 'JER 1', '2TI 1', '1CO 2', 'PSA 139', '1CO 12']],
  [
    'broke up w my gf bc she wasnt a believer and i miss her so much',
    ['2CO 6', 'PSA 34', 'PSA 147', 'MAT 6', 'LUK 9', 'PSA 37'],
  ],
  ['im scared of going to hell', ['ROM 8', 'JHN 3', 'JHN 5', '1JN 4', '1JN 5', 'EPH 2']],
  [
    'my group project partners do nothing and im stuck doing all the work again',
    ['GAL 6', 'COL 3', 'PRO 6', '2TH 3', 'ECC 4', 'ROM 12'],
  ],
  ['verses for when you relapse into self harm', ['ISA 53', 'PSA 34', 'ROM 8', 'LAM 3', 'PSA 103', 'MIC 7']],
  [
    'got into a fight at school today and now im scared im gonna get jumped',
    ['PSA 27', 'PSA 91', 'ROM 12', 'PRO 15', 'PSA 3', 'MAT 5'],
  ],
  [
    "My parents want me at their church but I'd rather go to the one my friends go to",
    ['EPH 6', 'ROM 14', 'HEB 10', '1CO 12', 'PSA 122'],
  ],
  [
    'teachers keep comparing me to my older sister who was valedictorian',
    ['2CO 10', 'GAL 6', 'PSA 139', '1CO 12', 'GEN 29', '1SA 16'],
  ],
  [
    'studying abroad next semester and nervous abt being so far from everyone',
    ['PSA 139', 'PSA 121', 'JOS 1', 'GEN 28', 'ISA 43', 'DEU 31'],
  ],
  [
    'my friend told me shes being abused at home and asked me not to tell. what should i do',
    ['PRO 31', 'PSA 82', 'PSA 10', 'ISA 1', 'GAL 6', 'PRO 24'],
  ],
  [
    'cant stop thinking about my crush and its distracting me from god',
    ['PSA 73', 'COL 3', 'PRO 4', 'PSA 27', 'MAT 6', 'SNG 2'],
  ],
  [
    "I got into my dream school but I'm scared I won't fit in there",
    ['JOS 1', 'ISA 41', 'PSA 139', '2TI 1', 'DEU 31', 'JER 29'],
  ],
  [
    'can i still be a christian if i smoke weed sometimes',
    ['1CO 6', 'ROM 13', '1PE 5', 'EPH 5', 'ROM 6', 'GAL 5'],
  ],
  [
    'lost all my savings in a crypto thing my roommate talked me into',
    ['PRO 28', 'PRO 13', '1TI 6', 'MAT 6', 'ECC 5', 'PHP 4'],
  ],
  [
    'feel pressure to post about my faith online to prove im a good christian',
    ['MAT 6', 'MAT 23', 'GAL 1', '1SA 16', 'COL 3', 'PHP 2'],
  ],
  [
    'my friend keeps sending me screenshots of mean stuff ppl say about me',
    ['ECC 7', 'PRO 26', 'PSA 37', 'PHP 4', 'ROM 12', 'PRO 16'],
  ],
  [
    'I feel like I peaked in high school and college is so much harder than I expected',
    ['ECC 7', 'ISA 40', 'PHP 3', 'LAM 3', '2CO 4', 'PSA 37'],
  ],
  [
    'my friends parents are getting divorced how can i be there for her',
    ['ROM 12', 'GAL 6', 'JOB 2', 'PRO 17', '2CO 1', 'ECC 4'],
  ],
  [
    'is god punishing me for my sins with this depression',
    ['JHN 9', 'PSA 103', 'ROM 8', 'PSA 42', 'LAM 3', '1KI 19'],
  ],
  [
    'i have dyslexia and feel so dumb bc everyone finishes tests way before me',
    ['EXO 4', 'PSA 139', '1CO 12', '2CO 12', '1CO 1', 'ISA 40'],
  ],
  [
    "I've been praying for my parents to get back together for three years and nothing",
    ['LUK 18', 'PSA 13', 'ROM 8', 'ISA 55', '2CO 12', 'PSA 62'],
  ],
  [
    'coworkers at my summer job keep pressuring me to lie to customers',
    ['PRO 11', 'PRO 12', 'DAN 6', 'EPH 4', 'COL 3', 'ACT 5'],
  ],
  ['dealing w imposter syndrome at my internship', ['2CO 3', 'EXO 4', '1CO 15', 'JER 1', '2CO 12', 'COL 3']],
  [
    'my youth pastor just left and i feel kinda abandoned by the whole church',
    ['HEB 13', 'DEU 31', 'JHN 14', 'PSA 27', '2TI 4', 'PSA 146'],
  ],
  [
    'turning 18 next month and honestly scared of becoming an adult',
    ['JOS 1', '1TI 4', 'ECC 12', 'PRO 3', 'LAM 3', 'PSA 71'],
  ],
  [
    'What passages would comfort a widow in her first year?',
    ['PSA 68', 'RUT 1', 'ISA 54', 'PSA 146', '2CO 1', 'JHN 14'],
  ],
  ['scripture for caregivers', ['GAL 6', 'ISA 40', '2CO 4', 'MAT 11', 'PSA 121']],
  [
    'my husband of 41 years died in march and i still set two plates at dinner. how do i keep going',
    ['PSA 34', 'PSA 23', '2CO 1', '1TH 4', 'JHN 11', 'ISA 43'],
  ],
  ['our son is 34 and hasnt spoken to us in three years', ['LUK 15', 'PSA 13', '2SA 18', 'ROM 12', 'PSA 42']],
  [
    'What should I read with my small group about forgiving someone who never apologized?',
    ['MAT 18', 'COL 3', 'EPH 4', 'GEN 50', 'LUK 23', 'ROM 12'],
  ],
  [
    'just got out after 6 yrs. dont know who i am anymore on the outside',
    ['2CO 5', 'ISA 43', 'LUK 15', 'PHP 3', 'ISA 61', 'EZK 36'],
  ],
  [
    'veteran, cant sleep, keep seeing faces from deployment',
    ['PSA 4', 'PSA 91', 'PSA 46', 'ISA 26', 'MAT 11', 'PSA 139'],
  ],
  [
    "I own a small bakery and I'm about to miss payroll for the first time.",
    ['PHP 4', 'MAT 6', 'PSA 37', 'PRO 3', '1KI 17', 'PSA 23'],
  ],
  [
    'immigrant, first winter here, homesick for my mothers kitchen and my own language',
    ['PSA 137', 'JER 29', 'RUT 2', 'HEB 11', 'PSA 84', '1PE 2'],
  ],
  [
    'Passages for a pastor who is burned out and thinking of quitting ministry',
    ['1KI 19', '2CO 4', 'GAL 6', 'ISA 40', 'JER 20', '2TI 4'],
  ],
  ['my mom has dementia and didnt know my name today', ['PSA 71', 'ISA 46', 'PSA 139', '2CO 4', 'LAM 3']],
  [
    'retiring next month after 38 years at the plant, feel useless already',
    ['PSA 92', 'PSA 71', 'ECC 3', 'ISA 46', 'PSA 90', 'JOS 14'],
  ],
  [
    'grandparent raising grandkids because our daughter is on drugs',
    ['2TI 1', 'PSA 78', 'DEU 6', 'ISA 40', 'PSA 68', 'GAL 6'],
  ],
  [
    'How do I pray for my adult children who have walked away from the faith?',
    ['LUK 15', 'EPH 1', 'COL 1', 'EPH 3', 'ISA 55', 'PSA 126'],
  ],
  ['diagnosis came back stage 4. im 58. scared', ['PSA 23', '2CO 4', 'ISA 41', 'JHN 14', 'ROM 8', 'PSA 46']],
  ['wife and I fight about money every single week', ['PRO 15', 'EPH 5', 'JAS 4', '1TI 6', 'PHP 4', 'COL 3']],
  [
    "elder board is split over a building project and it's getting ugly",
    ['PHP 2', '1CO 1', 'JAS 3', 'ACT 15', 'EPH 4', 'PSA 133'],
  ],
  [
    'I was let go at 61 and nobody is hiring someone my age.',
    ['PSA 37', 'PSA 71', 'MAT 6', 'ISA 46', 'PHP 4', 'LAM 3'],
  ],
  [
    'bible verses for a dad whose teenager just got arrested',
    ['LUK 15', 'PSA 130', 'PSA 34', '2SA 18', 'ROM 8'],
  ],
  [
    'caring for my husband after his stroke and i feel guilty that i resent it',
    ['PSA 62', 'MAT 11', 'GAL 6', '2CO 12', 'PSA 103', '1PE 5'],
  ],
  [
    "Lost our grandson to SIDS. He was 4 months old. How do I comfort my daughter when I can't stop crying myself?",
    ['2SA 12', '2CO 1', 'PSA 34', 'MAT 19', 'REV 21', 'ROM 12'],
  ],
  [
    'what does the bible say about leaving an inheritance to the kids',
    ['PRO 13', '1TI 5', 'LUK 12', 'NUM 27', 'ECC 2'],
  ],
  [
    "my sister and I aren't speaking over mom's will",
    ['LUK 12', 'GEN 33', 'MAT 5', 'ROM 12', 'PSA 133', 'GEN 13'],
  ],
  ['passage for a mens group on lust and porn', ['MAT 5', '1CO 6', 'JOB 31', 'PRO 5', '1TH 4', '2SA 11']],
  ['im 70 and afraid of dying honestly', ['1CO 15', 'JHN 14', '2CO 5', 'PSA 23', 'HEB 2', 'PHP 1']],
  [
    'How can I encourage a missionary couple whose support has dropped by half?',
    ['PHP 4', '2CO 9', 'MAT 6', '1KI 17', '3JN 1', 'PSA 37'],
  ],
  [
    'i did something at work im ashamed of, lied on a report and my boss doesnt know',
    ['PSA 32', 'PSA 51', 'PRO 28', '1JN 1', 'LUK 19', 'PRO 12'],
  ],
  [
    'Readings for the funeral of a man who loved the Lord and served 50 years as a deacon',
    ['2TI 4', '1CO 15', 'JHN 14', 'REV 21', 'PSA 116', 'MAT 25'],
  ],
  [
    'our church is closing its doors after 120 years',
    ['HAG 2', 'REV 2', 'LAM 3', 'MAT 16', 'ISA 43', 'PSA 90'],
  ],
  ['daughter-in-law keeps the grandkids from us', ['ROM 12', 'PSA 37', 'JAS 1', '1PE 3', 'PSA 62']],
  [
    'miscarriage at 40 after years of trying. probably our last chance',
    ['1SA 1', 'PSA 13', 'PSA 34', 'LAM 3', 'GEN 18', 'ROM 8'],
  ],
  [
    'scripture for a divorced woman in her fifties starting over',
    ['ISA 54', 'ISA 43', 'JER 29', 'PSA 68', 'LAM 3', 'PHP 3'],
  ],
  [
    'how do i talk to my husband about faith, hes not a believer',
    ['1PE 3', '1CO 7', 'COL 4', '2TI 2', 'PRO 15'],
  ],
  [
    'care home chaplain here, need passages to read aloud to residents who are near the end',
    ['PSA 23', 'PSA 121', 'PSA 91', 'PSA 103', 'PSA 139', 'PSA 71'],
  ],
  [
    'My business partner stole from the company. Do I sue him?',
    ['1CO 6', 'MAT 18', 'ROM 12', 'PSA 55', 'PRO 20'],
  ],
  [
    'hospice nurse. i watch people die every week and its wearing me down',
    ['2CO 4', 'PSA 90', 'ISA 40', 'MAT 11', 'REV 21', 'GAL 6'],
  ],
  [
    'struggling to forgive myself for how i raised my kids. i yelled too much, drank too much',
    ['PSA 103', 'PSA 51', 'JOL 2', 'ROM 8', '1JN 1', '2CO 5'],
  ],
  [
    'the whole world seems to be falling apart, wars, elections, prices',
    ['PSA 46', 'HAB 3', 'MAT 24', 'PSA 2', 'JHN 16', 'DAN 2'],
  ],
  [
    "Which chapter should I preach for Mother's Day that won't wound women who are childless?",
    ['PSA 68', '1SA 1', 'ISA 54', 'PSA 113', 'MRK 3', 'RUT 4'],
  ],
  [
    'wife has MS and i carry her to bed every night. 22 yrs married. i love her but im so tired',
    ['ISA 40', 'EPH 5', 'GAL 6', 'MAT 11', '2CO 12', 'PSA 121'],
  ],
  [
    'I feel like God has been silent since my husband passed',
    ['PSA 13', 'PSA 22', 'PSA 42', 'LAM 3', 'JOB 23', 'PSA 88'],
  ],
  ['tithe when were behind on the mortgage?', ['2CO 9', 'MAL 3', 'MRK 12', '2CO 8', 'PRO 3', '1TI 5']],
  [
    'new grandma, want to pray over the baby every day, what should i read',
    ['PSA 139', 'NUM 6', 'PSA 127', 'DEU 6', '2TI 1', 'PSA 103'],
  ],
  [
    'elder here. a member confessed adultery to me and wants to come back. how do we restore him',
    ['GAL 6', '2CO 2', 'MAT 18', 'PSA 51', 'JHN 21', 'JAS 5'],
  ],
  [
    'sending my youngest off to college and the house is so quiet',
    ['PSA 127', 'PSA 121', 'NUM 6', 'ECC 3', 'PRO 22', 'PSA 131'],
  ],
  ['prayer for a farmer in drought', ['HAB 3', 'JAS 5', '1KI 18', 'JOL 2', 'PSA 65', 'JER 17']],
  [
    'Brother deported last month, family split between two countries, his kids cry every night',
    ['PSA 146', 'DEU 10', 'PSA 68', 'ISA 43', 'PSA 10', 'JER 29'],
  ],
  [
    'i keep snapping at my kids (3 and 5) and then hating myself',
    ['JAS 1', 'EPH 6', 'GAL 5', 'COL 3', 'PSA 103', 'LAM 3'],
  ],
  ['how to deal with a gossip in the choir', ['JAS 3', 'PRO 16', 'PRO 26', 'MAT 18', 'EPH 4']],
  ['my friend of 30 years betrayed my trust', ['PSA 55', 'PSA 41', 'MAT 26', 'ROM 12', 'GEN 50']],
  [
    'Scripture for someone facing sentencing next week',
    ['PSA 130', 'PSA 91', 'ISA 41', 'ROM 8', 'LAM 3', 'PHP 4'],
  ],
  [
    'my dad is an alcoholic and 80 years old, still cuts me down with words. do i still have to honor him',
    ['EXO 20', 'EPH 6', 'PSA 27', 'ROM 12', 'PRO 20', '1PE 3'],
  ],
  [
    "adult son moved back home at 29 and won't look for work",
    ['2TH 3', 'PRO 6', 'LUK 15', 'PRO 24', '1TI 5', 'GAL 6'],
  ],
  ['Bible study ideas for a group of widowers', ['GEN 23', 'PSA 34', 'JHN 11', '1TH 4', '2CO 1', 'PSA 116']],
  [
    'does God care about my chronic pain? 15 years and three back surgeries',
    ['2CO 12', 'ROM 8', 'PSA 38', 'JOB 2', '2CO 4', 'ISA 53'],
  ],
  [
    "I'm a single mom of three and my ex stopped paying support",
    ['PSA 68', '1KI 17', '2KI 4', 'PHP 4', 'MAT 6', 'PSA 146'],
  ],
  [
    'should i take the promotion if it means moving the family across the country',
    ['PRO 3', 'JAS 4', 'GEN 12', 'PSA 32', 'JAS 1', 'PRO 16'],
  ],
  [
    'friend just lost her husband to suicide, what do i read with her',
    ['PSA 34', 'ROM 8', '2CO 1', 'PSA 88', 'JHN 11', 'ISA 43'],
  ],
  [
    'how do i know if its time to step down as senior pastor at 67',
    ['NUM 27', '2TI 4', 'DEU 31', 'ECC 3', 'ACT 20', '1KI 19'],
  ],
  [
    'parkinsons diagnosis, hands shaking, afraid of becoming a burden on my kids',
    ['ISA 46', '2CO 4', 'PSA 71', '2CO 12', 'GAL 6', 'PSA 73'],
  ],
  ['worried sick about my grandson deployed overseas', ['PSA 91', 'PSA 121', 'PHP 4', 'ISA 41', 'PSA 46']],
  [
    "business is doing great and I'm afraid the money is changing me",
    ['1TI 6', 'DEU 8', 'LUK 12', 'PRO 30', 'MAT 6', 'JAS 5'],
  ],
  [
    "My wife had an affair. She's sorry. I don't know if I can stay.",
    ['HOS 3', 'MAT 18', 'COL 3', '1CO 13', 'MAT 19', 'PSA 55'],
  ],
  [
    'lonely in a new country, the church here doesnt speak my language',
    ['EPH 2', 'PSA 68', 'ACT 2', 'RUT 2', 'DEU 10', 'HEB 13'],
  ],
  [
    'what to read at my wifes bedside in the ICU',
    ['PSA 121', 'PSA 91', 'PSA 23', 'ISA 43', 'JHN 14', 'ROM 8'],
  ],
  [
    'im 52 and still single and honestly bitter about it',
    ['PSA 73', '1CO 7', 'PSA 84', 'PSA 16', 'PHP 4', 'ISA 56'],
  ],
  [
    'passages about aging well for a seniors group',
    ['PSA 92', 'PSA 71', 'ECC 12', 'TIT 2', '2CO 4', 'JOS 14'],
  ],
  [
    'helping my elderly parents move into assisted living and theyre angry at me',
    ['EXO 20', '1TI 5', 'PRO 23', 'JHN 19', 'RUT 1', 'COL 3'],
  ],
  [
    'feel like a fraud leading worship when my own faith is cold',
    ['PSA 51', 'REV 2', 'PSA 42', 'MRK 9', 'PSA 63', 'LAM 3'],
  ],
  [
    'got the call. son overdosed. hes alive but in the icu',
    ['PSA 130', 'MRK 5', 'PSA 86', 'ISA 41', 'LAM 3', 'PSA 40'],
  ],
  [
    'how should christians treat immigrants? our church is debating it',
    ['LEV 19', 'DEU 10', 'MAT 25', 'RUT 2', 'HEB 13', 'EPH 2'],
  ],
  ["afraid I'll run out of money in retirement", ['MAT 6', 'PSA 37', 'PHP 4', 'HEB 13', 'PSA 23', 'LUK 12']],
  [
    'my husband has a gambling problem and emptied our savings',
    ['PSA 62', '1TI 6', 'PSA 46', 'PRO 13', 'ROM 12'],
  ],
  [
    "Our 9 year old has autism, we're exhausted, and the church doesn't know how to include him",
    ['PSA 139', '2SA 9', 'JHN 9', 'LUK 14', '1CO 12', 'ISA 40'],
  ],
  [
    'prayers for my pastor whos under attack from the congregation',
    ['2CO 4', 'EPH 6', '1TH 5', 'HEB 13', '2TI 4', 'NUM 16'],
  ],
  [
    'finally paid off all our debt after 12 years, want to thank god',
    ['PSA 103', 'PSA 116', 'DEU 8', 'PSA 100', 'PSA 34', 'ROM 13'],
  ],
  [
    'i cheated on my taxes years ago and it still haunts me',
    ['LUK 19', 'PSA 32', 'ROM 13', 'PSA 51', '1JN 1'],
  ],
  [
    'dealing with a difficult boss who takes credit for my work',
    ['COL 3', 'GEN 39', '1PE 2', 'PSA 37', 'DAN 6', 'ROM 12'],
  ],
  [
    "we're thinking about adopting in our 40s, is that crazy",
    ['JAS 1', 'EPH 1', 'PSA 68', 'GAL 4', 'EST 2', 'ROM 8'],
  ],
  [
    'Comfort for parents whose adult daughter has cancer',
    ['MRK 5', '2CO 1', 'PSA 121', 'ISA 43', 'ROM 8', 'PSA 61'],
  ],
  [
    'released after 15 years, my church wants me but some members are afraid of me',
    ['ACT 9', '2CO 5', 'PHM 1', 'LUK 15', 'ROM 15', '1TI 1'],
  ],
  [
    'im the only one of my siblings caring for dad and im angry at them',
    ['LUK 10', 'GAL 6', 'COL 3', 'EPH 4', 'PSA 37', 'MAT 11'],
  ],
  [
    'What passages help on the anniversary of a death?',
    ['PSA 116', '1TH 4', 'REV 21', 'PSA 90', 'LAM 3', 'ISA 25'],
  ],
  [
    'lost my faith after my wife died young. is it ok to be angry at god',
    ['JOB 3', 'PSA 88', 'LAM 3', 'JOB 42', 'PSA 13', 'HAB 1'],
  ],
  [
    'scriptures on generosity for stewardship sunday',
    ['2CO 9', '2CO 8', 'MAL 3', 'LUK 21', 'ACT 4', '1TI 6'],
  ],
  [
    'my 16 year old daughter just told us shes pregnant',
    ['PSA 139', 'LUK 15', 'ROM 8', 'JHN 8', 'ISA 49', 'COL 3'],
  ],
  [
    'veteran here. i killed people over there. can god forgive that',
    ['PSA 51', '1TI 1', 'ISA 1', 'ROM 5', 'PSA 103', '1JN 1'],
  ],
  [
    "husband retired and now hes home all day and we're driving each other crazy",
    ['COL 3', 'EPH 4', '1PE 3', 'PRO 21', '1CO 13', 'PHP 2'],
  ],
  [
    'how do i forgive the drunk driver who killed my wife',
    ['MAT 18', 'ROM 12', 'LUK 23', 'GEN 50', 'PSA 94', 'COL 3'],
  ],
  [
    'feeling invisible at church since i turned 70',
    ['PSA 71', 'PSA 92', 'LUK 2', 'TIT 2', 'ISA 46', '1CO 12'],
  ],
  [
    'Bible passage for the start of a new business venture',
    ['PRO 16', 'PSA 127', 'JAS 4', 'DEU 8', 'PRO 3', 'LUK 14'],
  ],
  ['bankrupt. lost the house. 63 years old.', ['HAB 3', 'JOB 1', 'PHP 4', 'LAM 3', 'PSA 37', 'MAT 6']],
  [
    "my teenage son just came out as gay and I don't know how to love him well",
    ['1CO 13', 'LUK 15', 'ROM 12', 'JHN 13', 'EPH 4', 'PSA 139'],
  ],
  ['how to be a godly grandfather', ['PSA 78', 'DEU 6', 'PRO 17', '2TI 1', 'PSA 71', 'TIT 2']],
  [
    'anxiety attacks since the layoff, and now my dad is in the hospital too',
    ['PHP 4', 'MAT 6', '1PE 5', 'PSA 94', 'PSA 55', 'ISA 26'],
  ],
  ['wife is leaving me for someone else. we have 3 kids', ['PSA 55', 'PSA 34', 'PSA 27', '1CO 7', 'ISA 41']],
  [
    'church staff member embezzled, how do we handle it as elders',
    ['MAT 18', '1TI 5', '2CO 8', 'ACT 5', 'GAL 6', 'JOS 7'],
  ],
  [
    'What does God say to someone who feels too old to start over?',
    ['GEN 12', 'JOS 14', 'ISA 40', 'PSA 92', 'LUK 1', 'EXO 3'],
  ],
  [
    'ive prayed for my husbands salvation every day for 30 yrs. nothing',
    ['LUK 18', '1PE 3', 'ISA 55', 'GAL 6', '2PE 3', '1TI 2'],
  ],
  [
    "jealous of my brothers success and it's eating me up",
    ['GEN 37', 'PSA 73', 'GAL 5', 'JAS 3', '1SA 18', 'PRO 14'],
  ],
  [
    "my father just died and we weren't on speaking terms",
    ['2SA 18', 'PSA 27', 'LAM 3', 'ROM 8', 'PSA 34', 'GEN 50'],
  ],
  [
    'which scriptures for a couple whose baby was stillborn',
    ['2SA 12', 'PSA 139', 'PSA 34', 'JER 31', 'ISA 49', 'REV 21'],
  ],
  [
    'tips from the bible on running a family business with my sons',
    ['PRO 27', 'COL 3', 'EPH 6', 'GEN 13', 'PRO 24', 'ECC 4'],
  ],
  [
    'new deacon, want to read what the job actually is',
    ['1TI 3', 'ACT 6', 'ROM 16', 'MRK 10', 'JHN 13', '1PE 4'],
  ],
  [
    "My wife's depression is dragging our whole family down and I don't know how to help her.",
    ['1KI 19', 'PSA 42', 'PSA 88', 'GAL 6', 'EPH 5', 'ISA 61'],
  ],
  [
    'how do i tell my kids were getting divorced',
    ['PSA 34', 'ISA 43', 'PSA 27', 'ROM 12', 'JAS 1', 'PSA 68'],
  ],
  [
    'surgery tomorrow morning. just a knee replacement but im 78 and nervous',
    ['PSA 4', 'PSA 121', 'ISA 41', 'PHP 4', 'PSA 91', 'PSA 3'],
  ],
  [
    'My in-laws criticize everything about how we parent',
    ['GEN 2', 'PRO 15', 'ROM 12', 'EPH 4', 'JAS 1', 'PSA 131'],
  ],
  [
    'feel so guilty about putting mom in a nursing home',
    ['1TI 5', 'ROM 8', 'PSA 103', 'EXO 18', '2CO 12', 'GAL 6'],
  ],
  ['what to pray before a custody hearing', ['PSA 37', 'PSA 27', 'ISA 54', 'PRO 21', 'PHP 4', 'PSA 35']],
  [
    "i'm a prison chaplain looking for hope passages for men serving life sentences",
    ['ISA 61', 'PSA 146', 'LUK 4', 'ACT 16', 'PSA 102', '2CO 4'],
  ],
  [
    'losing my eyesight to macular degeneration, cant read my bible anymore',
    ['2CO 4', '2CO 5', 'JHN 9', 'PSA 146', 'ROM 10', 'PSA 119'],
  ],
  [
    'spouse has dementia and no longer knows me. am I still married in Gods eyes',
    ['1CO 13', 'SNG 8', 'EPH 5', 'RUT 1', 'MAL 2', '2CO 4'],
  ],
  ['how do I discipline a 4 year old biblically', ['PRO 22', 'EPH 6', 'HEB 12', 'PRO 29', 'COL 3', 'DEU 6']],
  [
    'church split. our closest friends left with the other side',
    ['ACT 15', 'PSA 55', 'EPH 4', '1CO 3', 'PHP 4', 'JHN 17'],
  ],
  [
    'i lost my temper in a deacons meeting and said things i regret',
    ['JAS 3', 'PSA 141', 'EPH 4', 'MAT 5', 'PRO 15', 'PSA 51'],
  ],
  [
    'scripture for a woman whose husband was just sent to prison',
    ['PSA 68', 'ISA 54', 'HEB 13', 'PSA 146', 'PHP 4', 'MAT 25'],
  ],
  [
    'how do i handle my anger at God for letting my granddaughter be born with a heart defect',
    ['JOB 38', 'JHN 9', 'PSA 13', 'ROM 8', 'PSA 139', 'LAM 3'],
  ],
  ['feel called to ministry at 55, is it too late', ['EXO 3', 'JER 1', 'JOS 14', 'ISA 6', '1CO 1', 'PHP 3']],
  [
    'money is so tight, the grandkids birthdays are coming and I feel ashamed I cant give much',
    ['MRK 12', '2CO 8', 'PHP 4', '1TI 6', 'PRO 15', 'LUK 21'],
  ],
  [
    'i run a restaurant and an employee keeps stealing from the till',
    ['MAT 18', 'EPH 4', 'LUK 16', 'PRO 20', 'GAL 6', 'COL 4'],
  ],
  [
    "my husband is a pastor and I'm lonely in the parsonage",
    ['PSA 62', 'PSA 142', '1KI 19', 'MAT 11', 'PSA 25', 'HEB 13'],
  ],
  [
    'readings on heaven for my dying father who keeps asking what comes next',
    ['JHN 14', 'REV 21', '1CO 15', '2CO 5', 'REV 22', 'PHP 1'],
  ],
  [
    'how do i set boundaries with my adult daughter who keeps asking for money',
    ['2TH 3', 'PRO 22', 'GAL 6', '1TI 5', 'PRO 6', 'LUK 15'],
  ],
  [
    'Scriptures for a small group walking through infertility together',
    ['1SA 1', 'GEN 30', 'PSA 113', 'ISA 54', 'LUK 1', 'HAB 3'],
  ],
  ["my daughter married an unbeliever and i'm grieving it", ['1CO 7', '1PE 3', 'PSA 62', 'LUK 15', 'PHP 4']],
  [
    'vet struggling to find purpose after 22 yrs in the army',
    ['ECC 3', 'EPH 2', '2TI 2', 'JER 29', 'ROM 12', 'PHP 3'],
  ],
  [
    'i found out my husband has a second family in another city',
    ['PSA 55', 'PSA 34', 'GEN 16', 'ISA 54', 'PSA 147', 'PSA 41'],
  ],
  ['How can a church welcome ex-offenders?', ['PHM 1', 'ACT 9', 'HEB 13', 'MAT 25', 'LUK 15', '2CO 2']],
  [
    'tired of always being the strong one in the family',
    ['2CO 12', 'ISA 40', 'MAT 11', 'PSA 73', '1KI 19', 'PSA 61'],
  ],
  [
    'scripture on contentment for someone comparing themselves to richer friends',
    ['PHP 4', 'PSA 73', '1TI 6', 'HEB 13', 'ECC 5', 'MAT 6'],
  ],
  [
    "I was abused as a child by a church leader. I'm 50 now and still can't walk into a church building.",
    ['PSA 10', 'MAT 18', 'EZK 34', 'PSA 34', 'ISA 61', 'PSA 147'],
  ],
  [
    'my grown son blames me for his messed up life',
    ['EZK 18', 'PSA 103', 'ROM 12', 'LUK 15', '1PE 3', 'PSA 139'],
  ],
  [
    'what does the Bible say about euthanasia? my dad is suffering so much',
    ['PSA 31', 'PSA 139', 'ECC 3', 'JOB 1', '2CO 4', 'DEU 32'],
  ],
  [
    'we cant get pregnant and my mother in law keeps asking about grandkids',
    ['1SA 1', 'PSA 113', 'GEN 30', 'PRO 15', 'ISA 54'],
  ],
  [
    "my wife and I disagree about whether to take in her brother who's homeless",
    ['1JN 3', 'JAS 2', 'MAT 25', '2TH 3', 'ISA 58', 'GAL 6'],
  ],
  [
    'prayer for someone starting chemo on monday',
    ['ISA 41', 'PSA 91', 'PSA 121', '2CO 4', 'PSA 103', 'JAS 5'],
  ],
  [
    'my husband died and the farm is too much for me to run alone',
    ['RUT 2', '2KI 4', 'PSA 68', 'ISA 41', 'PRO 31', 'PSA 121'],
  ],
  [
    'leader of a grief support group, need a chapter for week one',
    ['PSA 34', 'JHN 11', '2CO 1', 'MAT 5', 'ECC 3', 'PSA 23'],
  ],
  [
    'is it wrong to want to retire early and travel',
    ['ECC 5', 'LUK 12', 'ECC 3', 'PSA 90', 'JAS 4', 'ECC 9'],
  ],
  [
    'A refugee family from Syria just moved in down the street. How can our church help?',
    ['DEU 10', 'LEV 19', 'MAT 25', 'ISA 58', 'HEB 13', 'LUK 10'],
  ],
  [
    'cant stop worrying about my kids future in this world',
    ['MAT 6', 'PSA 127', 'PSA 112', 'ISA 54', 'DEU 6', 'PHP 4'],
  ],
  [
    "my daughter is in an abusive marriage and won't leave",
    ['PSA 140', 'PSA 55', 'PSA 10', 'ISA 41', 'MAL 2', 'PSA 46'],
  ],
  [
    'how do i make peace with never having had children',
    ['ISA 56', 'PSA 113', 'ISA 54', 'PSA 16', '1CO 7', 'MRK 3'],
  ],
  [
    'reentry after prison, parole officer, no car, no job. where do i even start',
    ['PSA 37', 'PRO 3', 'LAM 3', 'ZEC 4', 'PSA 40', 'MAT 6'],
  ],
  ['sermon text for a Veterans Day service', ['JHN 15', 'PSA 144', 'MIC 4', 'ROM 13', 'PSA 46', 'ISA 2']],
  [
    'husband wants to spend our retirement savings on a boat',
    ['PRO 21', 'LUK 12', 'PRO 31', 'EPH 5', 'PRO 15', '1TI 6'],
  ],
  [
    'how should i respond to the neighbor who keeps reporting us to code enforcement',
    ['ROM 12', 'MAT 5', 'PRO 25', '1PE 3', 'PSA 37', 'LUK 6'],
  ],
  [
    "mother's day is so hard since my daughter died",
    ['2SA 12', 'JER 31', 'ISA 66', 'JHN 19', 'PSA 34', 'REV 21'],
  ],
  [
    'i feel useless since the stroke. cant work, cant drive',
    ['2CO 12', 'PSA 71', 'ISA 40', 'ROM 8', '2CO 4', 'PSA 73'],
  ],
  [
    'Passages for a man preparing to confess a porn addiction to his wife',
    ['PSA 51', '1JN 1', 'JAS 5', 'PRO 28', '1CO 6', '2CO 7'],
  ],
  [
    'scripture to encourage a small group leader who feels like nobody shows up',
    ['GAL 6', '1CO 15', '1CO 3', 'ISA 55', 'ZEC 4', '2TI 4'],
  ],
  [
    'my grandkids are being raised with no faith at all',
    ['DEU 6', '2TI 1', 'PSA 78', 'PSA 145', 'ISA 59', 'PRO 22'],
  ],
  ['scared of my husbands temper', ['PSA 27', 'PSA 55', 'PSA 140', 'COL 3', 'ISA 41', 'PSA 46']],
  [
    'bible verses for a small business owner being sued',
    ['PSA 37', '1CO 6', 'PSA 35', 'MAT 5', 'PRO 25', 'PHP 4'],
  ],
  ['why did God let our church building burn down', ['JOB 1', 'EZR 3', 'NEH 2', 'HAB 3', 'ROM 8', 'HAG 2']],
  [
    'how to love my wife better after 30 years of marriage',
    ['EPH 5', '1CO 13', 'SNG 2', '1PE 3', 'COL 3', 'PRO 5'],
  ],
  [
    'missing my homeland and family, havent seen them in 9 years because of visa problems',
    ['PSA 137', 'PSA 42', 'HEB 11', 'GEN 45', 'JER 29', 'PHP 3'],
  ],
  [
    'overwhelmed caring for twin toddlers and a newborn',
    ['ISA 40', 'MAT 11', 'PSA 127', 'PSA 131', '2CO 12', 'LAM 3'],
  ],
  [
    'mid life crisis at 48, wondering if my life has meant anything',
    ['ECC 1', 'ECC 12', 'PSA 90', 'PHP 3', '1CO 15', 'MIC 6'],
  ],
  [
    'my son is in prison and i visit every sunday. how do i keep hoping',
    ['GEN 39', 'MAT 25', 'PSA 146', 'ACT 16', 'HEB 13', 'ROM 15'],
  ],
  [
    'What scripture should a deacon bring when visiting shut-ins?',
    ['JAS 1', 'MAT 25', 'PSA 71', '2CO 1', 'PSA 91', 'HEB 13'],
  ],
  [
    'overcome with shame after a DUI. my kids saw the cops take me',
    ['PSA 32', 'PSA 51', 'LAM 3', 'MIC 7', 'ROM 8', 'PRO 23'],
  ],
  [
    'my brother died by suicide and now dad blames himself',
    ['PSA 34', 'PSA 88', 'ROM 8', '2SA 18', '2CO 1', 'PSA 103'],
  ],
  [
    'want to start giving more away while im alive instead of leaving it all in my will',
    ['1TI 6', '2CO 9', 'LUK 12', 'ACT 20', 'MAT 6', 'PRO 11'],
  ],
  [
    "Grandma is 88 and says she's ready to go home to the Lord. How do I let her go?",
    ['PHP 1', '2TI 4', 'PSA 116', '1TH 4', '2CO 5', 'LUK 2'],
  ],
  [
    'my pastor preached something i think is false teaching',
    ['ACT 17', 'GAL 1', '2TI 4', '1JN 4', 'MAT 18', '2PE 2'],
  ],
  [
    'What should I study with a new believer who is 70 years old?',
    ['JHN 3', 'MAT 20', 'JHN 1', 'ROM 5', 'LUK 23', 'EPH 2'],
  ],
  [
    'husband lost his job and is too proud to accept help from anyone',
    ['PRO 16', '1PE 5', 'JAS 4', '2KI 5', 'GAL 6', 'PHP 4'],
  ],
  [
    'work 70 hrs a week to provide and never see my family',
    ['PSA 127', 'ECC 4', 'MAT 11', 'EXO 20', 'LUK 10', 'MRK 6'],
  ],
  [
    'elders meeting tonight to decide whether to discipline a member',
    ['MAT 18', '1CO 5', 'GAL 6', '2CO 2', '2TH 3', 'JAS 5'],
  ],
  [
    'i am so lonely since the kids moved away and my husband passed',
    ['PSA 68', 'PSA 25', 'PSA 142', 'ISA 41', 'HEB 13', 'DEU 31'],
  ],
  ['how to choose between two job offers', ['PRO 3', 'JAS 1', 'PRO 16', 'PSA 32', 'PRO 11', 'COL 3']],
  [
    'caring for our disabled adult son who will never live on his own. what happens to him when we die',
    ['PSA 27', '2SA 9', 'ISA 46', 'PSA 68', 'MAT 6', 'JHN 19'],
  ],
  [
    'need something to read to my dad on his 90th birthday',
    ['PSA 92', 'PSA 90', 'PSA 71', 'PRO 16', 'PSA 103', 'ISA 46'],
  ],
  [
    'my sons fiancee isnt a believer, should i say somethin',
    ['2CO 6', '1CO 7', 'EPH 4', 'PRO 15', 'JAS 1', 'COL 4'],
  ],
  ['Verses for a family living in their car', ['MAT 6', 'PSA 146', 'PSA 91', 'ISA 41', 'PSA 68', 'MAT 8']],
  [
    'im a police officers wife and every shift i dread the phone call',
    ['PSA 91', 'PSA 121', 'PHP 4', 'ROM 13', 'ISA 26', 'PSA 4'],
  ],
  [
    'wife passed 2 yrs ago, i met someone new and the kids are upset. is it wrong to remarry',
    ['1CO 7', 'ROM 7', '1TI 5', 'RUT 3', 'ECC 4', 'GEN 24'],
  ],
  [
    "Immigration court hearing next week and I'm afraid of being sent back",
    ['PSA 146', 'ISA 41', 'PSA 46', 'DEU 10', 'PSA 27', 'PHP 4'],
  ],
  [
    'how do i forgive my father for walking out on us when i was 8',
    ['PSA 27', 'COL 3', 'MAT 18', 'GEN 50', 'PSA 68', 'EPH 4'],
  ],
  [
    'house fire. we all got out but lost everything',
    ['JOB 1', 'ISA 43', 'HAB 3', 'PSA 46', 'MAT 6', 'HEB 10'],
  ],
  [
    'what chapter to read to someone in a coma',
    ['PSA 23', 'PSA 139', 'PSA 121', 'ROM 8', 'JHN 14', 'PSA 91'],
  ],
  ['I resent my wife for how she treats my mom', ['EPH 4', 'GEN 2', 'EPH 5', 'COL 3', 'ROM 12', 'MAT 5']],
  [
    'pastor, 40 years in ministry, now facing accusations that arent true',
    ['PSA 35', '1SA 12', '2CO 11', '1PE 2', 'PSA 37', 'MAT 5'],
  ],
  [
    'our dog of 14 years died and im embarrassed how hard im taking it',
    ['PSA 36', 'PSA 145', 'GEN 9', 'JON 4', 'ECC 3', 'MAT 10'],
  ],
  [
    'how do we keep our marriage strong while raising small kids',
    ['ECC 4', 'EPH 5', 'SNG 2', 'COL 3', '1CO 13', 'PRO 5'],
  ],
  [
    "i'm retired and want to volunteer, how do i know where to serve",
    ['1PE 4', 'ROM 12', '1CO 12', 'TIT 2', 'GAL 6', 'EPH 2'],
  ],
  [
    'scriptures about hope when the family farm is being foreclosed',
    ['HAB 3', 'PSA 37', 'LAM 3', 'JOB 1', 'PSA 62', 'HEB 13'],
  ],
  [
    'grandson got his girlfriend pregnant, we are hurt and angry',
    ['LUK 15', 'PSA 139', 'JAS 1', 'ROM 15', 'EPH 4', 'PSA 103'],
  ],
  [
    'i keep relapsing. 6 yrs sober then 3 days drunk. so ashamed',
    ['ROM 7', 'PRO 24', 'MIC 7', '1CO 10', 'LAM 3', 'PSA 40'],
  ],
  [
    'Taught Sunday school for 40 years and they replaced me without even asking',
    ['PSA 71', 'JHN 3', 'PHP 1', '1CO 3', 'PSA 37', '1SA 16'],
  ],
  [
    'i have to let go a long-time employee who is also my friend from church',
    ['MAT 7', 'EPH 4', 'COL 4', 'PRO 27', 'LEV 19', 'ROM 12'],
  ],
  [
    'my wife has postpartum depression and i feel helpless',
    ['PSA 42', 'ISA 40', '1KI 19', 'EPH 5', 'PSA 34', 'PSA 121'],
  ],
  [
    'how do i stop comparing my ministry to the bigger churches in town',
    ['1CO 3', 'JHN 21', 'ZEC 4', '2CO 10', 'GAL 6', 'MAT 25'],
  ],
  [
    'afraid of whats happening to the country and where the church fits in it',
    ['JER 29', 'DAN 3', '1PE 2', 'PSA 2', 'ROM 13', 'PHP 3'],
  ],
  ['dad died before i could tell him i became a christian', ['1TH 4', 'PSA 27', '2CO 1', 'JHN 11', 'ROM 8']],
  ['coworkers mock my faith at the shop every day', ['JHN 15', '1PE 4', 'MAT 5', '2TI 3', 'DAN 6', 'ROM 1']],
  [
    "husband diagnosed with early alzheimers at 60, and our daughter's wedding is in june",
    ['ISA 46', 'PSA 71', '2CO 4', 'LAM 3', 'ROM 8', 'PSA 31'],
  ],
  ['how do i bless my children before i die', ['GEN 48', 'GEN 49', 'NUM 6', 'DEU 33', '2TI 4', 'PSA 128']],
  [
    'my older brother controls moms money and i think hes misusing it',
    ['1TI 5', 'MAT 18', 'LEV 19', 'PRO 23', 'PSA 37', '1CO 6'],
  ],
  [
    'our adult daughter was just diagnosed bipolar. scared and confused',
    ['PSA 46', 'ISA 43', '2TI 1', 'PSA 42', 'ROM 8', 'PSA 121'],
  ],
  [
    'Verses on integrity for a business owner tempted to cut corners',
    ['PRO 11', 'PSA 15', 'LEV 19', 'PRO 20', 'MIC 6', 'COL 3'],
  ],
  [
    'im a widow and a couple men at church have asked me out. feels weird',
    ['1CO 7', 'RUT 3', '1TI 5', 'PRO 31', 'PSA 68'],
  ],
  [
    'what does the bible say about cremation vs burial for my mother',
    ['GEN 50', '1CO 15', 'GEN 23', 'ECC 12', '2CO 5', '1SA 31'],
  ],
  [
    'Our son grew up in the parsonage and has left the church. I feel like a failure as a minister.',
    ['1SA 8', 'LUK 15', 'EZK 18', '1TI 3', 'PSA 103', 'PHP 3'],
  ],
  [
    'losing my hearing and i feel left out of every conversation',
    ['PSA 38', 'ISA 35', 'EXO 4', '2CO 4', 'PSA 139', 'REV 21'],
  ],
  [
    'i work nights as a nurse and never make it to church anymore',
    ['PSA 134', 'HEB 10', 'MRK 2', 'ACT 2', 'COL 3', 'PSA 119'],
  ],
  ['How do I mentor younger women in my church?', ['TIT 2', 'RUT 2', 'PRO 31', '2TI 2', 'LUK 1', '1TH 2']],
  [
    'anxious about flying overseas to meet my grandkids for the first time',
    ['PSA 139', 'PSA 121', 'ISA 43', 'PHP 4', 'PSA 107', 'PSA 91'],
  ],
  ['grieving the loss of my twin brother', ['2SA 1', 'PSA 34', 'JHN 11', '1TH 4', '2CO 1', 'PSA 31']],
  [
    'old army buddy i served with took his own life last week. i should have called him',
    ['2SA 1', 'PSA 34', 'ROM 8', 'PSA 103', 'JHN 11', 'PSA 88'],
  ],
  [
    'chapter for a family meeting about selling grandmas house',
    ['ECC 3', 'PHP 2', 'PSA 133', 'COL 3', 'PSA 90'],
  ],
  [
    'my husband is a veteran with ptsd and sometimes im scared of him',
    ['PSA 46', 'PSA 55', 'PSA 27', '1PE 3', 'GAL 6', 'ISA 41'],
  ],
  [
    'we lost the lease on our church building and are meeting in a school gym now',
    ['ACT 2', 'HAG 2', '1PE 2', 'MAT 18', 'ACT 16', 'ZEC 4'],
  ],
  [
    'how to respond when my muslim neighbor asks me about jesus',
    ['1PE 3', 'JHN 4', 'ACT 17', 'COL 4', 'JHN 14', 'ACT 8'],
  ],
  [
    'struggling with pride after business success, everyone flatters me now',
    ['DAN 4', 'DEU 8', 'PRO 16', 'JAS 4', '1CO 4', 'PRO 27'],
  ],
  [
    'i need to confess to my wife that ive been hiding credit card debt',
    ['PRO 28', 'EPH 4', 'JAS 5', 'PSA 32', '1JN 1', 'ROM 13'],
  ],
  [
    'Scriptures to pray over a baby at a dedication service',
    ['1SA 1', 'MRK 10', 'PSA 139', 'NUM 6', 'DEU 6', 'LUK 2'],
  ],
  ['is it wrong to lie to my boss to get a day off', ['EPH 4', 'PRO 12', 'COL 3', 'PRO 6', 'EXO 20']],
  [
    'i lied to my mom abt where i was last night and now i feel sick abt it',
    ['PSA 51', 'PRO 28', '1JN 1', 'EPH 4', 'EPH 6'],
  ],
  ['verses on honesty', ['PRO 12', 'EPH 4', 'COL 3', 'PRO 11', 'PSA 15']],
  [
    'My coworker asked me to cover for her by telling our manager she was at a client meeting. Should I do it?',
    ['EPH 4', 'PRO 12', 'PRO 19', 'PSA 15', 'EXO 23'],
  ],
  ['Is cheating on a test really that big of a deal?', ['PRO 11', 'LUK 16', 'COL 3', 'PRO 20', 'EPH 4']],
  [
    'cashier undercharged me like $40 do i actually have to go back n pay it',
    ['LUK 16', 'PRO 11', 'LUK 19', 'LEV 6', 'ROM 13'],
  ],
  ['How do I stop exaggerating every story I tell?', ['MAT 5', 'JAS 3', 'EPH 4', 'PRO 10', 'COL 3']],
  [
    'i have a really bad temper and yelled at my kids again today over nothing',
    ['JAS 1', 'EPH 4', 'COL 3', 'PRO 15', 'EPH 6', 'PRO 29'],
  ],
  ['how to control anger', ['JAS 1', 'PRO 15', 'EPH 4', 'PRO 16', 'PSA 37', 'MAT 5']],
  [
    'My brother-in-law says things just to provoke me at every family dinner and I always end up snapping at him.',
    ['PRO 15', 'ROM 12', 'PRO 19', 'JAS 1', '1PE 3'],
  ],
  [
    'road rage. i literally scream at other drivers every morning on the way to work',
    ['JAS 1', 'PRO 16', 'EPH 4', 'GAL 5', 'PRO 14'],
  ],
  ['Is it a sin to be angry?', ['EPH 4', 'MRK 3', 'JAS 1', 'PSA 4', 'MAT 5', 'JHN 2']],
  [
    'so impatient waiting for things to change, why is everything taking forever',
    ['PSA 37', 'JAS 5', 'PSA 27', 'ISA 40', 'LAM 3', 'HAB 2'],
  ],
  [
    'How do I be more patient with my elderly dad who asks me the same question twenty times a day?',
    ['1CO 13', 'COL 3', 'EXO 20', '1TI 5', 'PRO 23', 'GAL 6'],
  ],
  ['self control verses', ['GAL 5', '1CO 9', 'TIT 2', 'PRO 25', '2PE 1', '2TI 1']],
  [
    'i cant stop overeating at night, zero willpower',
    ['1CO 6', 'GAL 5', '1CO 10', 'PRO 23', 'PHP 3', '1CO 9'],
  ],
  [
    'How do I deal with pride? I always have to be right in every argument.',
    ['PHP 2', 'PRO 16', 'JAS 4', '1PE 5', 'PRO 13', 'LUK 18'],
  ],
  [
    'got promoted last month and honestly its going to my head',
    ['DEU 8', 'PRO 16', 'JAS 4', '1PE 5', 'DAN 4', 'LUK 14'],
  ],
  [
    "My friend group constantly gossips about another girl and I join in so I don't get left out.",
    ['PRO 16', 'JAS 3', 'PRO 26', 'EPH 4', 'PRO 11', 'PSA 15'],
  ],
  ['is it still gossip if its true??', ['PRO 11', 'PRO 20', 'EPH 4', 'PRO 18', 'JAS 4', 'MAT 18']],
  ['how to stop cursing', ['EPH 4', 'JAS 3', 'COL 3', 'EPH 5', 'MAT 12', 'PSA 141']],
  ['is saying omg taking the lords name in vain', ['EXO 20', 'DEU 5', 'MAT 6', 'MAT 5', 'JAS 5']],
  [
    'How do I forgive someone who has never even said sorry?',
    ['MAT 18', 'COL 3', 'EPH 4', 'LUK 23', 'MAT 6', 'ROM 12'],
  ],
  [
    'my dad walked out when i was 9 and now hes texting me wanting a relationship. do i have to forgive him',
    ['MAT 18', 'GEN 50', 'LUK 15', 'EPH 4', 'GEN 45', 'COL 3'],
  ],
  [
    'forgiving someone who keeps hurting you over and over',
    ['MAT 18', 'LUK 17', 'ROM 12', 'EPH 4', 'PRO 22'],
  ],
  [
    'my ex cheated on me and i rly want to post the screenshots and ruin her life',
    ['ROM 12', 'PRO 24', '1PE 3', 'MAT 5', 'PRO 20', 'LEV 19'],
  ],
  [
    'Is it wrong to want revenge on the guy who bullied me all through high school?',
    ['ROM 12', 'PSA 37', 'MAT 5', '1SA 24', 'PRO 24', '1TH 5'],
  ],
  [
    'getting even with a neighbor who keeps blowing his leaves into my yard',
    ['ROM 12', 'MAT 5', 'PRO 25', 'LUK 6', 'PRO 3'],
  ],
  ['how do i love someone i literally cant stand', ['LUK 6', 'MAT 5', '1CO 13', 'ROM 12', '1JN 4', '1PE 4']],
  [
    "My mother-in-law criticizes everything I do with the baby and I'm trying so hard to stay kind to her.",
    ['ROM 12', 'COL 3', 'PRO 15', '1PE 3', 'EPH 4', 'RUT 1'],
  ],
  ['how to pray for my enemies', ['MAT 5', 'LUK 6', 'ROM 12', 'LUK 23', 'ACT 7', '1TI 2']],
  [
    'i feel like nobody notices when i serve at church, i stack chairs every single week for nothing',
    ['GAL 6', 'COL 3', 'MAT 6', '1CO 15', 'HEB 6', 'MRK 10'],
  ],
  ['serving others when youre exhausted', ['GAL 6', 'MRK 10', 'JHN 13', 'MAT 11', 'ISA 40', '2CO 4']],
  [
    'Should I invite the new family on our street over for dinner even though our house is small and always messy?',
    ['ROM 12', 'HEB 13', '1PE 4', 'LUK 14', 'GEN 18'],
  ],
  ['hospitality verses', ['ROM 12', 'HEB 13', '1PE 4', 'LUK 14', 'GEN 18', '3JN 1']],
  [
    'how much should i actually give to church, 10 percent of gross or net??',
    ['2CO 9', 'MAL 3', '2CO 8', 'LUK 21', 'DEU 14', 'MAT 23'],
  ],
  [
    'theres a guy asking for money at the same intersection every day. do i give him cash or will he just buy alcohol w it',
    ['PRO 19', 'MAT 25', 'LUK 10', 'DEU 15', 'JAS 2', 'PRO 3'],
  ],
  [
    'I always want the newest phone, the newest car, the newest everything. How do I learn to be content?',
    ['PHP 4', '1TI 6', 'HEB 13', 'LUK 12', 'ECC 5', 'PSA 23'],
  ],
  [
    "jealous of my best friend's engagement while I'm still single",
    ['ROM 12', 'PSA 37', 'GAL 5', '1CO 13', 'JAS 3', 'PRO 14'],
  ],
  ['envy', ['PSA 73', 'PRO 14', 'JAS 3', 'GAL 5', 'PSA 37', '1CO 13']],
  [
    "scrolling insta makes me so envious of evryone's vacations and houses",
    ['PSA 73', 'PHP 4', 'HEB 13', 'GAL 5', 'ECC 6', '1TI 6'],
  ],
  [
    'How can I be kinder to people? I come off cold without meaning to.',
    ['COL 3', 'EPH 4', '1CO 13', 'GAL 5', 'PRO 15', '1PE 3'],
  ],
  [
    'I promised to help my friend move this Saturday, but now I got invited to a concert I really want to go to.',
    ['PSA 15', 'MAT 5', 'ECC 5', 'PHP 2', 'PRO 3', 'NUM 30'],
  ],
  [
    'broke a promise to my son again and he wont even look at me',
    ['EPH 6', 'COL 3', 'PSA 15', 'MAT 5', 'ECC 5', 'PRO 20'],
  ],
  [
    'how do i get the courage to speak up when my boss is doing something shady w the company books',
    ['PRO 31', 'EST 4', 'JOS 1', '2TI 1', 'ACT 4', 'PRO 28'],
  ],
  ['scared to tell my friends im a christian', ['2TI 1', 'ROM 1', 'MAT 10', '1PE 3', 'ACT 4', 'MRK 8']],
  [
    'Do Christians have to obey the government even when they disagree with it?',
    ['ROM 13', '1PE 2', 'ACT 5', 'TIT 3', 'DAN 3', 'MAT 22'],
  ],
  [
    'do i really have to pay taxes when the govt wastes so much of it',
    ['ROM 13', 'MAT 22', 'MAT 17', '1PE 2', 'MRK 12'],
  ],
  [
    'got another speeding ticket... is going over the limit actually a sin',
    ['ROM 13', '1PE 2', 'TIT 3', 'ECC 8'],
  ],
  [
    'so lazy lately, cant make myself get out of bed and go to work',
    ['PRO 6', 'PRO 24', '2TH 3', 'COL 3', 'PRO 26', 'PRO 13'],
  ],
  [
    'How do I keep working hard for a boss who never appreciates anything I do?',
    ['COL 3', 'EPH 6', '1PE 2', 'GEN 39', 'TIT 2', 'PRO 22'],
  ],
  ['work ethic verses', ['COL 3', 'PRO 6', '2TH 3', 'PRO 10', 'ECC 9', 'PRO 22']],
  [
    'i work 7 days a week and havent had a real day off in months',
    ['MRK 6', 'EXO 20', 'PSA 127', 'MAT 11', 'ECC 2'],
  ],
  [
    'how to actually rest when my brain wont shut off',
    ['MAT 11', 'PSA 4', 'PSA 62', 'HEB 4', 'PSA 127', 'ISA 30'],
  ],
  ['keeping the sabbath as a busy mom of four', ['MRK 6', 'EXO 20', 'HEB 4', 'MAT 11', 'ISA 58', 'DEU 5']],
  [
    'my screen time is 9 hrs a day and i feel like my phone owns me',
    ['1CO 6', 'EPH 5', 'PSA 90', 'COL 3', 'PHP 4', 'PSA 101'],
  ],
  ['Is it wrong to check my phone during the sermon?', ['ECC 5', 'PSA 46', 'HEB 10', 'LUK 10', 'COL 3']],
  [
    'social media is making me angry and anxious all the time, should i just delete it',
    ['PHP 4', 'MAT 5', 'PSA 101', 'PRO 4', '1CO 10', 'COL 3'],
  ],
  [
    "My teenage son games until 3am every night and I don't know how to talk to him about it without a fight.",
    ['EPH 6', 'PRO 22', 'COL 3', 'DEU 6', 'EPH 5', 'PRO 3'],
  ],
  [
    'is it ok for christians to watch horror movies',
    ['PHP 4', 'PSA 101', 'EPH 5', '1CO 10', 'ROM 14', 'ROM 12'],
  ],
  [
    'What kind of music is okay for a Christian to listen to?',
    ['PHP 4', 'COL 3', 'EPH 5', '1CO 10', 'ROM 14', 'PSA 150'],
  ],
  [
    'shows with sex scenes, do i just skip those parts or stop watching altogether',
    ['PSA 101', 'MAT 5', 'JOB 31', 'PHP 4', 'EPH 5', '1TH 4'],
  ],
  ['Can Christians get tattoos?', ['LEV 19', '1CO 6', 'ROM 14', '1CO 10', '1SA 16', '1PE 3']],
  [
    'i want a tattoo of my late grandmas name but my pastor says tattoos are a sin',
    ['LEV 19', 'ROM 14', '1CO 10', 'COL 2', 'GAL 5', '1SA 16'],
  ],
  [
    'I think my drinking is getting out of hand. Three or four beers every night just to cope with the stress.',
    ['EPH 5', 'PRO 23', '1CO 6', 'GAL 5', '1CO 10', 'PSA 40'],
  ],
  [
    'all my friends drink at parties and im the only one who doesnt, am i being judgmental',
    ['ROM 14', '1PE 4', 'MAT 7', '1CO 10', 'EPH 5', 'PRO 23'],
  ],
  [
    "Me and my boyfriend are thinking about sleeping together before marriage. We're going to get married anyway, so does it matter?",
    ['1TH 4', '1CO 6', 'HEB 13', '1CO 7', 'SNG 2', 'SNG 8'],
  ],
  ['how far is too far w my gf', ['1TH 4', '1CO 6', 'EPH 5', '2TI 2', 'SNG 2', 'PRO 6']],
  [
    'We already had sex before marriage. Is it too late to stop now?',
    ['1JN 1', '1CO 6', 'JHN 8', 'PSA 51', 'ROM 8', '1TH 4'],
  ],
  ['living together before marriage is that wrong', ['1CO 6', 'HEB 13', '1TH 4', '1CO 7', 'EPH 5', '1TH 5']],
  ['What does modesty look like for a guy?', ['1TI 2', '1PE 3', '1CO 6', 'ROM 12', 'TIT 2', 'PHP 2']],
  [
    "My daughter wants to wear a bikini to the youth retreat. I don't want to be legalistic but I'm uneasy.",
    ['1TI 2', '1PE 3', 'ROM 14', '1CO 10', 'EPH 6', 'PRO 31'],
  ],
  ['dressing modestly without feeling frumpy', ['1PE 3', '1TI 2', 'PRO 31', '1SA 16', 'PSA 139']],
  [
    'does god even care what i eat? thinking abt going vegan',
    ['ROM 14', '1CO 10', 'DAN 1', '1CO 6', 'ACT 10', 'MRK 7'],
  ],
  [
    'i skip the gym constantly and my health is bad, is taking care of my body actually a spiritual thing',
    ['1CO 6', '1TI 4', '3JN 1', 'ROM 12', '1CO 9', 'PRO 3'],
  ],
  [
    "Is smoking weed a sin if it's legal in my state?",
    ['1CO 6', '1PE 5', 'ROM 13', 'EPH 5', 'GAL 5', '1CO 10'],
  ],
  ["vaping and I can't quit", ['1CO 6', '1CO 10', 'GAL 5', 'ROM 7', 'ROM 6', 'PHP 4']],
  [
    'How should Christians care for the environment?',
    ['GEN 2', 'GEN 1', 'PSA 24', 'ROM 8', 'LEV 25', 'PSA 104'],
  ],
  [
    'is recycling and climate stuff a christian thing or just a political thing',
    ['GEN 2', 'PSA 24', 'GEN 1', 'ROM 8', 'PSA 104', 'REV 11'],
  ],
  ['is it wrong to hunt just for sport', ['GEN 9', 'GEN 1', 'PRO 12', 'PSA 104', 'ACT 10', 'ROM 14']],
  [
    'how do i help the homeless in my city without feeling useless',
    ['MAT 25', 'ISA 58', 'JAS 2', 'LUK 10', 'PRO 19', 'DEU 15'],
  ],
  ['what god says about the poor', ['DEU 15', 'PRO 14', 'ISA 58', 'JAS 2', 'LUK 4', 'AMO 5']],
  [
    'My church never talks about poverty or helping anyone outside our walls and it really bothers me.',
    ['AMO 5', 'ISA 58', 'JAS 2', 'MAT 25', 'MIC 6', 'LUK 16'],
  ],
  [
    'Someone at work made a racist joke and everyone laughed, including me. I feel awful about it.',
    ['EPH 2', 'GAL 3', 'JAS 2', 'ACT 10', 'PSA 51', 'PRO 31'],
  ],
  ['is racism a sin', ['GAL 3', 'ACT 17', 'JAS 2', 'EPH 2', 'REV 7', 'ACT 10']],
  [
    'my grandpa says really racist stuff at thanksgiving and idk if i should say something or just respect my elders',
    ['LEV 19', 'EPH 4', 'GAL 3', '1TI 5', 'PRO 31', 'JAS 2'],
  ],
  ['fighting injustice as a christian', ['MIC 6', 'ISA 1', 'AMO 5', 'PRO 31', 'ISA 58', 'JER 22']],
  [
    'Should Christians be involved in politics at all?',
    ['ROM 13', 'JER 29', 'MAT 22', '1TI 2', 'PRO 29', 'DAN 6'],
  ],
  [
    'im so angry about the election i cant even talk to my uncle anymore',
    ['PSA 146', 'ROM 12', 'EPH 4', 'DAN 2', 'PHP 3', 'PSA 20'],
  ],
  [
    'How do I talk about politics with family without it turning into a screaming match?',
    ['COL 4', 'JAS 1', 'PRO 15', 'ROM 12', 'EPH 4', '2TI 2'],
  ],
  [
    'voting for a candidate who isnt a good person, is that ok',
    ['ROM 13', '1TI 2', 'PRO 29', 'JER 29', 'DAN 2', 'PSA 146'],
  ],
  ['Is it wrong for a Christian to sue someone?', ['1CO 6', 'MAT 5', 'LUK 12', 'ROM 12', 'MAT 18', 'PRO 25']],
  [
    'a contractor took $12k from us and never finished the job, should we take him to court',
    ['1CO 6', 'LUK 18', 'ROM 13', 'MAT 5', 'ACT 25', 'PRO 20'],
  ],
  [
    'thinking of suing my own church over an injury i got there',
    ['1CO 6', 'MAT 18', 'MAT 5', 'PHP 2', 'ROM 12'],
  ],
  ['how to speak up against bullying at school', ['PRO 31', 'PRO 24', 'EST 4', 'ISA 1', 'MIC 6', 'PSA 82']],
  [
    "My sister is in an emotionally abusive marriage and I don't know whether I should say something to her or to him.",
    ['PRO 31', 'GAL 6', 'MAT 18', 'PRO 27', 'EZK 33', 'EPH 5'],
  ],
  [
    'how do i confront a friend about something sinful without being judgy',
    ['GAL 6', 'MAT 18', 'MAT 7', 'PRO 27', 'JAS 5', '2TI 2'],
  ],
  ['verses about speaking up for others', ['PRO 31', 'ISA 1', 'PRO 24', 'EST 4', 'PSA 82', 'JER 22']],
  [
    'i keep saying yes to everything at church and im burnt out, is it ok to say no sometimes',
    ['EXO 18', 'MRK 6', 'LUK 10', 'MAT 11', 'MRK 1', 'GAL 6'],
  ],
  [
    'I fudged some numbers on my taxes a few years ago. Do I need to go back and fix it?',
    ['LUK 19', 'ROM 13', 'PRO 28', '1JN 1', 'PSA 32', 'LEV 6'],
  ],
  [
    "I took credit for a coworker's idea in a meeting today.",
    ['PHP 2', 'EPH 4', 'PRO 27', 'PRO 12', 'MAT 5', 'LUK 19'],
  ],
  ['pirating movies and music, is that really stealing', ['EXO 20', 'EPH 4', 'ROM 13', 'LUK 6', 'PRO 11']],
  ['using my neighbors wifi without asking lol is that bad', ['EXO 20', 'EPH 4', 'LUK 6', 'ROM 13', 'PRO 3']],
  [
    'stole makeup from target when i was 15 and i still feel guilty abt it',
    ['PSA 32', '1JN 1', 'LUK 19', 'EPH 4', 'PSA 51', 'PRO 28'],
  ],
  ['how to stop people pleasing', ['GAL 1', 'PRO 29', 'COL 3', '1TH 2', 'JHN 12', 'ACT 5']],
  [
    "I always keep score with my husband about who did more chores, and it's making us both miserable.",
    ['1CO 13', 'PHP 2', 'EPH 5', 'MRK 10', 'GAL 6', 'COL 3'],
  ],
  [
    'is it wrong to tell white lies to spare someones feelings, like saying i love a gift i hate',
    ['EPH 4', 'PRO 12', 'PRO 27', 'COL 3', 'PRO 24', 'ZEC 8'],
  ],
  [
    'Would it be wrong to lie if it protects someone from getting hurt?',
    ['JOS 2', 'EXO 1', 'PRO 12', 'EPH 4', 'HEB 11', 'JAS 2'],
  ],
  [
    'my roommate never cleans and im being super passive aggressive about it',
    ['MAT 18', 'EPH 4', 'ROM 12', 'PRO 27', 'MAT 7', 'PRO 17'],
  ],
  ['how to apologize when i was wrong', ['MAT 5', 'JAS 5', 'PSA 51', 'LUK 15', 'PRO 28', 'LUK 19']],
  [
    'too proud to apologize to my wife after our fight yesterday',
    ['EPH 4', 'MAT 5', 'JAS 4', '1PE 3', 'PRO 13', 'PRO 16'],
  ],
  [
    'i judge ppl at church by how they dress and i hate that about myself',
    ['JAS 2', 'MAT 7', '1SA 16', 'ROM 14', 'LUK 18', 'ROM 2'],
  ],
  [
    "Is it wrong to look down on people who don't go to church?",
    ['MAT 7', 'LUK 18', 'ROM 2', '1CO 5', 'LUK 15', 'JHN 8'],
  ],
  ['What does the Bible say about complaining?', ['PHP 2', 'NUM 11', '1CO 10', 'JAS 5', 'NUM 14', '1TH 5']],
  [
    'i complain about my job nonstop and my husband finally told me im exhausting to be around',
    ['PHP 2', 'PHP 4', '1TH 5', 'NUM 11', 'COL 3', 'PSA 103'],
  ],
  ['gratitude verses', ['1TH 5', 'PSA 100', 'PSA 103', 'COL 3', 'PHP 4', 'PSA 136', 'LUK 17']],
  [
    'My boss wants me to fudge the numbers on a quarterly report. I could lose my job if I refuse.',
    ['PRO 11', 'DAN 3', 'ACT 5', 'PRO 16', 'PSA 15', 'DAN 6'],
  ],
  [
    'is it ok to call in sick when im not sick but mentally drained',
    ['EPH 4', 'MRK 6', '1KI 19', 'MAT 11', 'COL 3', 'PSA 23'],
  ],
  [
    'Should I report my coworker for taking cash from the register?',
    ['PRO 29', 'MAT 18', 'LEV 5', 'EPH 5', 'ROM 13'],
  ],
  [
    'borrowed money from my friend 2 yrs ago and keep avoiding paying it back',
    ['ROM 13', 'PSA 37', 'PRO 3', 'MAT 5', 'PRO 22', 'LUK 16'],
  ],
  [
    "Is gambling a sin? I'm talking just scratch-offs and a few sports bets.",
    ['1TI 6', 'PRO 13', 'HEB 13', 'PRO 28', 'ECC 5', 'LUK 12'],
  ],
  [
    'sports betting is eating my paycheck and my wife doesnt know',
    ['1TI 6', 'PRO 28', 'PRO 13', '1CO 10', 'EPH 5', 'LUK 15'],
  ],
  [
    'how do i stop comparing myself to other moms',
    ['GAL 6', '2CO 10', 'PSA 139', 'JHN 21', 'PHP 4', '1CO 12'],
  ],
  ['kindness to strangers', ['LUK 10', 'HEB 13', 'MAT 25', 'ROM 12', 'COL 3', 'GAL 6']],
  [
    'a homeless man asked me for food today and i walked right past him, cant stop thinking abt it',
    ['MAT 25', 'LUK 10', 'JAS 2', '1JN 3', 'ISA 58', 'PRO 3'],
  ],
  [
    'Should a Christian carry a gun for self-defense?',
    ['LUK 22', 'ROM 12', 'MAT 5', 'MAT 26', 'EXO 22', 'NEH 4'],
  ],
  [
    'is it ok to fight back if someone hits me first',
    ['MAT 5', 'ROM 12', 'LUK 6', '1PE 2', 'PRO 20', 'EXO 22'],
  ],
  [
    "My kid got punched at school and I want to march over and yell at the other kid's parents.",
    ['ROM 12', 'JAS 1', 'PRO 15', 'MAT 5', 'EPH 4', 'PRO 29'],
  ],
  ['how to be humble without hating myself', ['ROM 12', 'PHP 2', 'PSA 139', '1PE 5', 'MIC 6', '2CO 12']],
  [
    'i brag on linkedin constantly, is self promotion prideful',
    ['PRO 27', 'JER 9', 'GAL 6', '2CO 10', 'JAS 4', 'MAT 6'],
  ],
  ['verses about controlling your tongue', ['JAS 3', 'PRO 18', 'PSA 141', 'EPH 4', 'PRO 10', 'MAT 12']],
  [
    "I said something really hurtful to my best friend over text and I can't take it back.",
    ['JAS 3', 'MAT 5', 'PRO 18', 'PSA 51', 'EPH 4', 'PRO 12'],
  ],
  [
    'sarcasm is kinda my whole personality but it hurts people, is it a sin',
    ['EPH 4', 'PRO 26', 'JAS 3', 'COL 4', 'PRO 12', 'EPH 5'],
  ],
  ['crude jokes at work, everyone does it', ['EPH 5', 'COL 3', 'EPH 4', 'PSA 1', '1CO 15', 'PRO 13']],
  ['cussing when i stub my toe is that rly a big deal', ['JAS 3', 'EPH 4', 'COL 3', 'MAT 12', 'PSA 19']],
  [
    'Is swearing an oath in court against what Jesus taught?',
    ['MAT 5', 'JAS 5', 'HEB 6', 'ROM 13', 'MAT 26', 'NUM 30'],
  ],
  [
    'i made a vow to god when i was in the hospital and now i dont want to keep it',
    ['ECC 5', 'NUM 30', 'DEU 23', 'PSA 15', 'PSA 116', 'JDG 11'],
  ],
  ['how to keep your word', ['PSA 15', 'ECC 5', 'MAT 5', 'NUM 30', 'JOS 9', 'PRO 20']],
  [
    "I signed a lease with a friend and now I want out because we don't get along.",
    ['PSA 15', 'ECC 5', 'PRO 6', 'ROM 12', 'MAT 5', 'JOS 9'],
  ],
  [
    "I'm a police officer and sometimes I have to use force. Is that wrong?",
    ['ROM 13', 'LUK 3', '1PE 2', 'MIC 6', 'PSA 82', 'ACT 10'],
  ],
  [
    'boss makes me work unpaid overtime every week, do i just submit',
    ['COL 3', 'JAS 5', '1PE 2', 'EPH 6', 'DEU 24', 'LEV 19'],
  ],
  [
    'I manage twelve people now. How do I become a godly boss?',
    ['EPH 6', 'COL 4', 'MRK 10', 'JAS 5', 'DEU 24', 'PHP 2'],
  ],
  [
    'i underpay my cleaning lady bc money is tight, i know thats not great',
    ['JAS 5', 'DEU 24', 'LEV 19', 'JER 22', 'COL 4', 'MAL 3'],
  ],
  [
    'my coworker is super lazy and i end up doing his work, do i say something or just keep quietly serving',
    ['MAT 18', 'GAL 6', '2TH 3', 'COL 3', 'PRO 6', 'ROM 12'],
  ],
  [
    'Is it wrong to quit a job without giving two weeks notice?',
    ['MAT 7', 'COL 3', 'PSA 15', 'PRO 3', 'ROM 13'],
  ],
  [
    'courage to do the right thing when everyone else goes along',
    ['DAN 3', 'JOS 1', 'EXO 23', 'ACT 4', 'DAN 6', '2TI 1'],
  ],
  ['peer pressure to vape at school', ['PRO 1', '1CO 15', '1CO 10', 'ROM 12', 'PSA 1', '1TI 4']],
  [
    'my friends want me to lie to my parents abt where were going this weekend',
    ['PRO 1', 'EPH 6', 'EPH 4', 'PRO 13', 'EXO 20', 'COL 3'],
  ],
  [
    "My teenage daughter thinks she's too old to listen to us anymore. How do I get through to her?",
    ['EPH 6', 'PRO 22', 'COL 3', 'PRO 1', 'DEU 6', 'LUK 2'],
  ],
  [
    'do i have to obey my parents if im 19 and still living at home',
    ['EPH 6', 'EXO 20', 'COL 3', 'PRO 1', 'LUK 2', 'GEN 2'],
  ],
  [
    'Hard to respect my pastor after he made a decision I strongly disagree with.',
    ['HEB 13', '1TH 5', '1PE 5', '1TI 5', 'ROM 13', 'NUM 12'],
  ],
  [
    "I keep buying things I don't need whenever I'm stressed.",
    ['1TI 6', 'PHP 4', 'HEB 13', 'MAT 6', 'LUK 12', 'ECC 5'],
  ],
  ['how to be generous when money is tight', ['2CO 8', 'MRK 12', '2CO 9', 'LUK 21', '1KI 17', 'PRO 11']],
  [
    'my friend never pays me back when we go out and i dont want to be petty',
    ['LUK 6', '1CO 13', 'MAT 18', 'PRO 3', 'ROM 12'],
  ],
  [
    'Is it okay to have a big savings account, or should I give it all away?',
    ['LUK 12', 'PRO 21', 'PRO 6', '1TI 6', 'MAT 6', 'GEN 41'],
  ],
  [
    'How do I stop being so stingy? I hate how tight-fisted I am with money.',
    ['2CO 9', 'PRO 11', 'DEU 15', 'LUK 6', 'ACT 20', '1TI 6'],
  ],
  [
    'i get so irritated when ppl are slow at the grocery checkout lol',
    ['GAL 5', 'COL 3', '1CO 13', 'EPH 4', 'PRO 14', 'JAS 1'],
  ],
  ['how to be slow to anger', ['JAS 1', 'PRO 14', 'PRO 16', 'PRO 19', 'EPH 4', 'PSA 103']],
  [
    "My husband lost his temper and punched a hole in the wall. He says he's sorry. What does God say about this?",
    ['EPH 4', 'PRO 22', 'JAS 1', 'EPH 5', 'PRO 29', 'COL 3'],
  ],
  [
    'i hold grudges for years, like literally years',
    ['EPH 4', 'LEV 19', 'MAT 18', 'HEB 12', 'COL 3', 'MRK 11'],
  ],
  [
    'bitterness toward my old church that basically kicked us out',
    ['HEB 12', 'EPH 4', 'GEN 50', 'MAT 18', 'PSA 73', 'ROM 12'],
  ],
  [
    'How can I be happy for others when good things keep happening to them and not me?',
    ['ROM 12', '1CO 13', 'PSA 37', '1CO 12', 'JHN 3', 'GAL 6'],
  ],
  [
    'my sister got into the college i wanted and i cant even look at her rn',
    ['GEN 37', 'ROM 12', 'JAS 3', 'PSA 37', 'GEN 4', '1CO 13'],
  ],
  [
    'contentment in a tiny apartment while all my friends are buying houses',
    ['PHP 4', '1TI 6', 'HEB 13', 'PSA 16', 'PSA 73', 'ECC 4'],
  ],
  ['Is it wrong to want to be famous?', ['JER 45', 'MAT 6', 'PHP 2', 'MAT 23', 'JHN 12', 'GAL 6']],
  [
    'i want to be an influencer but idk if its just vanity',
    ['MAT 6', 'JER 45', 'GAL 1', 'PHP 2', 'ECC 1', '1JN 2'],
  ],
  [
    'hypocrite at church, totally different person at home',
    ['MAT 23', 'JAS 1', 'MAT 6', 'PSA 101', '1JN 3', 'ROM 12'],
  ],
  [
    'should i tell my friend her boyfriend is cheating on her? i saw it with my own eyes',
    ['PRO 27', 'EPH 4', 'LEV 19', 'GAL 6', 'PRO 28', 'MAT 18'],
  ],
  [
    'Someone cut in front of me at the coffee shop and I said something nasty. Now I feel terrible.',
    ['EPH 4', 'JAS 1', 'PRO 15', 'COL 3', 'PRO 17', 'MAT 5'],
  ],
  [
    'comment sections make me so mean, i argue with strangers online for hours',
    ['2TI 2', 'PRO 26', 'TIT 3', 'PRO 17', 'JAS 3', 'COL 4'],
  ],
  [
    'Is it wrong to argue about theology with other Christians?',
    ['2TI 2', 'TIT 3', 'ROM 14', '1TI 6', 'JUD 1', 'PHP 4'],
  ],
  [
    'how do i make peace with a friend im not speaking to anymore',
    ['MAT 5', 'ROM 12', 'MAT 18', '2CO 5', 'EPH 4', 'PHP 4'],
  ],
  [
    "Two women in our small group can't stand each other and it's tearing the whole group apart.",
    ['PHP 4', 'EPH 4', '1CO 1', 'JAS 4', 'PSA 133', 'MAT 18'],
  ],
  [
    'is it wrong to cut toxic people out of my life',
    ['PRO 22', '1CO 15', 'ROM 12', '2TI 3', 'TIT 3', 'PRO 13'],
  ],
  [
    "My neighbor's dog barks all night and I'm about to lose it.",
    ['ROM 12', 'MAT 7', 'PRO 25', 'PRO 15', 'MAT 18', 'PHP 4'],
  ],
  [
    'how do i love coworkers who make fun of my faith',
    ['1PE 3', 'MAT 5', '1PE 4', 'LUK 6', 'ROM 12', '2TI 3'],
  ],
  ['what does it mean to turn the other cheek', ['MAT 5', 'LUK 6', 'ROM 12', '1PE 2', 'PRO 25', 'ISA 50']],
  [
    "My brother took money from our parents' estate that was supposed to be split between all of us.",
    ['1CO 6', 'LUK 12', 'ROM 12', 'PSA 37', 'MAT 18', 'GEN 33'],
  ],
  [
    'fighting w my siblings over moms inheritance and its getting ugly',
    ['LUK 12', '1CO 6', 'PSA 133', 'GEN 13', 'JAS 4', '1TI 6'],
  ],
  ['verses about serving', ['MRK 10', 'JHN 13', 'GAL 5', 'PHP 2', 'MAT 20', '1PE 4']],
  [
    'how can i serve at church if im super introverted',
    ['1CO 12', 'ROM 12', '1PE 4', 'EXO 4', 'EPH 4', 'MAT 25'],
  ],
  [
    'I help everyone, but no one ever shows up for me when I need help.',
    ['GAL 6', 'LUK 6', 'MAT 6', 'HEB 6', '2CO 4', '1KI 19'],
  ],
  [
    'are christians supposed to be nice to annoying ppl at work even when they dont deserve it',
    ['COL 3', 'ROM 12', 'GAL 6', 'PHP 2', '1PE 3', 'MAT 5'],
  ],
  [
    'Is it wrong to let my 8 year old have a smartphone?',
    ['PRO 22', 'DEU 6', 'EPH 6', 'PRO 4', 'PSA 101', '1CO 10'],
  ],
  [
    'caught my husband looking at porn on his phone last night',
    ['MAT 5', 'PRO 5', '1CO 7', 'JOB 31', 'GAL 6', 'EPH 4'],
  ],
  [
    'struggling w porn, i want to stop so bad',
    ['1CO 6', 'ROM 6', 'MAT 5', '1CO 10', 'PSA 119', 'JOB 31', '2TI 2'],
  ],
  [
    "I've been flirting with a coworker even though I'm married. It's harmless, right?",
    ['PRO 5', 'PRO 6', 'MAT 5', 'PRO 7', 'HEB 13', '1CO 10'],
  ],
  ['is sexting my gf really the same as sex', ['MAT 5', '1TH 4', 'EPH 5', '1CO 6', 'SNG 2', '2TI 2']],
  [
    "My fiancé and I want to wait until the wedding but it's getting really hard with three months to go.",
    ['1TH 4', '1CO 6', 'SNG 2', '1CO 10', '2TI 2', 'GEN 39'],
  ],
  [
    'i feel gross about my body and keep doing extreme diets',
    ['PSA 139', '1CO 6', '1SA 16', '1TI 4', 'MAT 6', 'GEN 1'],
  ],
  ['fasting for weight loss vs fasting for god', ['MAT 6', 'ISA 58', 'DAN 1', '1TI 4', 'ZEC 7', 'COL 2']],
  ['Should Christians eat meat?', ['ROM 14', 'GEN 9', '1CO 10', 'ACT 10', 'MRK 7', '1TI 4']],
  [
    "I work in oil and gas and my daughter says I'm destroying the planet. Is my job wrong?",
    ['GEN 1', 'GEN 2', 'PSA 24', 'COL 3', 'ROM 8', 'PSA 8'],
  ],
  ['how to help refugees in my town', ['LEV 19', 'DEU 10', 'MAT 25', 'HEB 13', 'LUK 10', 'ZEC 7']],
  ['How should Christians treat immigrants?', ['LEV 19', 'DEU 10', 'EXO 22', 'MAT 25', 'RUT 2', 'EPH 2']],
  [
    'my church is all one race and i feel like thats not how its supposed to be',
    ['REV 7', 'GAL 3', 'EPH 2', 'ACT 2', 'ACT 13', 'COL 3'],
  ],
  [
    'kids at school keep making fun of my accent and where my family is from',
    ['GAL 3', 'PSA 139', 'EPH 2', 'ACT 17', 'REV 7', '1PE 2'],
  ],
  [
    'I think I have some bias against people of another race that I never noticed before. How do I change?',
    ['ACT 10', 'JAS 2', 'GAL 2', 'GAL 3', 'LUK 10', 'PSA 139'],
  ],
  ['justice vs mercy when someone wrongs you', ['MIC 6', 'MAT 18', 'ROM 12', 'JAS 2', 'LUK 6', 'HOS 6']],
  [
    'should i testify against my friend in court, he did it but hes my best friend',
    ['EXO 23', 'PRO 14', 'LEV 5', 'PRO 19', 'DEU 19', 'EXO 20'],
  ],
  [
    'Is it wrong for a Christian to go to a protest?',
    ['ROM 13', 'ACT 5', 'AMO 5', 'DAN 3', 'EST 4', 'ACT 16'],
  ],
  ['christians and civil disobedience', ['ACT 5', 'DAN 6', 'DAN 3', 'EXO 1', 'ROM 13', 'ACT 4']],
  [
    "I can't stand our president and I post awful things about him online.",
    ['1TI 2', 'ROM 13', '1PE 2', 'EXO 22', 'ECC 10', 'TIT 3'],
  ],
  [
    'how do i stop basically worshipping my political party',
    ['PSA 146', 'PSA 20', 'JER 17', 'ISA 31', 'PHP 3', 'EXO 20'],
  ],
  [
    'i talk too much and dominate every conversation, my friends have started to notice',
    ['PRO 10', 'JAS 1', 'PRO 17', 'ECC 5', 'PRO 18', 'PRO 29'],
  ],
  ['How do I become a better listener?', ['JAS 1', 'PRO 18', 'PRO 20', 'PRO 1', 'ECC 3', 'PHP 2']],
  [
    'my friend told me something in confidence and i accidentally let it slip to someone else',
    ['PRO 11', 'PRO 20', 'PRO 25', 'MAT 5', 'PSA 51', 'EPH 4'],
  ],
  ['lying on my resume to get the job', ['PRO 12', 'COL 3', 'PRO 21', 'EPH 4', 'PRO 19', 'PSA 15']],
  [
    'copying homework from my friend, everyone does it tho',
    ['PRO 11', 'COL 3', 'LUK 16', 'PRO 10', 'PRO 20', 'EXO 20'],
  ],
  [
    'Is it cheating if I used AI to write my whole essay?',
    ['COL 3', 'PRO 11', 'LUK 16', 'PRO 12', 'EPH 4', 'EXO 20'],
  ],
  ['verses about being brave', ['JOS 1', 'DEU 31', 'PSA 27', '2TI 1', 'ISA 41', '1CO 16']],
  [
    'afraid to tell my parents i wrecked the car and i already said someone hit me in the parking lot',
    ['PRO 28', 'PSA 32', 'EPH 4', 'LUK 15', 'PRO 12', 'EPH 6'],
  ],
  [
    "I'm tempted to get back at my old business partner by telling all our clients what he did.",
    ['ROM 12', 'PRO 24', 'PRO 20', '1PE 3', 'PRO 25', 'MAT 5'],
  ],
  [
    'how do i respond when someone insults me in front of everyone',
    ['PRO 12', '1PE 3', '1PE 2', 'PRO 19', 'MAT 5', 'ROM 12'],
  ],
  [
    'keep losing my patience with my toddler, she just doesnt listen',
    ['EPH 6', 'COL 3', 'GAL 5', 'JAS 1', 'PRO 22', 'PSA 103'],
  ],
];
