/**
 * Stories and people as people describe them, without the names of book or chapter: the words a
 * question holds when it tells an event or a person in everyday terms ("thrown overboard", "talking
 * donkey", "lowered through the roof", "left handed judge", "seller of purple"), each set with the
 * chapter that tells it. The traditional names of passages are in passage-names.ts; these are the
 * descriptions. A set counts when the question holds every word of it (irregular verbs at their base,
 * story-words.ts baseForms), and the reranker (home-reranker.ts, features "told") learns how far to trust
 * it. Written by helpers from the narratives of the whole Bible (Genesis–Esther, Job, Jonah, Daniel, the
 * Gospels and Acts, the prophets' own stories, the people of the letters), then a second pass of other
 * everyday wordings of each, then about 300 people described without their names — never from any set
 * of questions. Events the Gospels tell more than once are listed under each telling. Alternatives are
 * separated by "|".
 */
export const STORY_KEYS: [keys: string, ref: string][] = [
  [
    'creation of the world | six days of creation | let there be light | in the beginning god | god created the heavens | god made the world | seven days creation | created the earth | world was made',
    'GEN 1',
  ],
  [
    'garden of eden | woman from rib | made from his rib | formed from dust | adam named animals | rested seventh day | adam rib | eve made from rib | first man adam | named the animals | first man | first human being | first man created | named all the animals | first man god made',
    'GEN 2',
  ],
  [
    'forbidden fruit | serpent tempted eve | ate the apple | fall of man | tree of knowledge | flaming sword | thorns and thistles | talking snake | snake tricked eve | kicked out of eden | ate the fruit | first woman | mother of all living | first wife | woman deceived by serpent | woman ate fruit first',
    'GEN 3',
  ],
  [
    'cain killed abel | brothers keeper | first murder | mark of cain | abel offering accepted | cain murdered abel | killed his brother | brother killed brother | abel murdered | first murderer | farmer killed brother | became a wanderer | first son born | first person murdered | first victim | shepherd killed by brother | offering god accepted | second son of adam | third son of adam | son instead of abel | son replaced abel | father of enosh | first musician | father of musicians | harp and flute | played the lyre',
    'GEN 4',
  ],
  [
    'methuselah lived | oldest man | enoch walked with god | enoch taken up | oldest person | lived longest | enoch didnt die | nine hundred sixty nine | walked with god | father of oldest man | did not see death | father of methuselah | lived the longest | longest life',
    'GEN 5',
  ],
  [
    'build an ark | noah built ark | nephilim | sons of god daughters | gopher wood | noah boat | built a boat | huge boat animals | god regretted man | built the ark | ark builder | righteous in his generation | preacher of righteousness | found favor flood',
    'GEN 6',
  ],
  [
    'great flood | forty days of rain | animals two by two | flood covered earth | noah flood | rained forty days | whole earth flooded | animals on ark | world flooded',
    'GEN 7',
  ],
  [
    'sent out a dove | olive leaf | ark rested | mount ararat | raven sent out | dove olive branch | released a dove | ark landed | waters went down',
    'GEN 8',
  ],
  [
    'rainbow covenant | rainbow promise | noah drunk | curse of canaan | noah naked | never flood again | noah drank wine | ham saw noah | rainbow sign | saw his father naked | father of canaan | son saw drunk father | youngest son of noah',
    'GEN 9',
  ],
  [
    'nimrod mighty hunter | table of nations | sons of noah | nimrod hunter | noahs descendants | list of nations | mighty hunter | hunter before the lord | first mighty warrior | founder of babel',
    'GEN 10',
  ],
  [
    'tower of babel | confused languages | tower to heaven | languages confused | babel tower | different languages | scattered the people | tower reach heaven | father of abram | died in haran | moved family to haran | idol worshipping father',
    'GEN 11',
  ],
  [
    'call of abram | leave your country | abram went to egypt | abram left haran | abraham left home | god called abraham | abram lied pharaoh | sarai pharaoh | father of the faithful | friend of god | called out of ur | first patriarch | left ur chaldeans',
    'GEN 12',
  ],
  [
    'abram and lot separated | lot chose the plain | lot pitched tent sodom | abraham lot split | lot chose jordan | lot moved sodom | abram lot parted',
    'GEN 13',
  ],
  [
    'melchizedek bread wine | tithe to melchizedek | abram rescued lot | king of salem | melchizedek blessed abram | abraham rescued lot | lot captured kings | war of kings | priest god most high | king and priest | abram paid tithe | no father no mother | priest king of salem',
    'GEN 14',
  ],
  [
    'count the stars | descendants like stars | covenant between pieces | belief credited righteousness | stars in the sky | number the stars | abram believed god | smoking firepot',
    'GEN 15',
  ],
  [
    'hagar ran away | ishmael born | god who sees me | el roi | hagar pregnant | hagar fled | sarai gave hagar | angel found hagar | egyptian maid | mother of ishmael | maidservant ran away | slave woman of sarah | servant bore abrahams son',
    'GEN 16',
  ],
  [
    'covenant of circumcision | name changed abraham | father of many nations | abram renamed | abram became abraham | sarai became sarah | abraham circumcised | circumcision covenant',
    'GEN 17',
  ],
  [
    'three visitors | sarah laughed | bargained for sodom | ten righteous people | abraham pleaded sodom | angels visited abraham | abraham visitors | sarah laughing | abraham bargained god',
    'GEN 18',
  ],
  [
    'sodom and gomorrah | pillar of salt | lots wife | fire and brimstone | lot and his daughters | looked back turned salt | wife turned salt | wife looked back | sodom destroyed | cities burned fire | nephew of abraham | abrahams nephew | escaped from sodom | fled sodom with daughters | woman turned to salt | became a pillar | wife turned into salt',
    'GEN 19',
  ],
  [
    'abimelech took sarah | abraham lied again | sarah is my sister | abimelech dream warned | abraham lied sarah | king took sarah | said she was sister | king of gerar | king took abrahams wife | philistine king sarah | king warned dream',
    'GEN 20',
  ],
  [
    'isaac born | hagar sent away | hagar in the desert | ishmael cast out | sarah gave birth old | baby isaac | hagar ishmael sent | abraham sent hagar | sarah baby old | wife of abraham | gave birth at ninety | mother of isaac | old barren wife son | mother at ninety | son of slave woman | abrahams first son | boy dying in desert | became an archer | sent away with mother',
    'GEN 21',
  ],
  [
    'sacrifice isaac | binding of isaac | ram in the thicket | abraham offered his son | god will provide lamb | abraham sacrifice son | abraham almost killed | isaac on altar | ram caught horns | abraham tested | son nearly sacrificed | son bound on altar | promised son | carried the wood up | son of laughter',
    'GEN 22',
  ],
  [
    'sarah died | cave of machpelah | sarah buried | abraham bought cave | sarah death | burial cave sarah',
    'GEN 23',
  ],
  [
    'wife for isaac | rebekah at the well | servant found rebekah | watered the camels | rebekah well | servant found wife | camels water | bride for isaac | wife of isaac | watered his camels | girl watered camels | mother of twins | servant sent find wife | oldest servant | servant prayed at well | chief servant of abraham',
    'GEN 24',
  ],
  [
    'sold his birthright | bowl of stew | lentil stew | esau sold birthright | twins jacob esau born | traded birthright | red stew | birthright for food | esau jacob twins | hairy twin | red hairy hunter | sold birthright for stew | skillful hunter twin | traded his birthright',
    'GEN 25',
  ],
  [
    'isaac dug wells | isaac wells | isaac lied rebekah sister | isaac dug well | wells quarrel | isaac abimelech | rebekah sister lie',
    'GEN 26',
  ],
  [
    'stolen blessing | goat skins on arms | jacob tricked isaac | jacob stole blessing | isaac blind blessing | jacob tricked father | stole brothers blessing | pretended to be esau | goat skin arms | deceiver twin | tricked his blind father | younger twin brother | father of twelve tribes | smooth skinned twin',
    'GEN 27',
  ],
  [
    'jacobs ladder | stairway to heaven | jacobs dream | angels ascending descending | stone pillow | ladder to heaven | jacob ladder | angels on ladder | stairway angels',
    'GEN 28',
  ],
  [
    'jacob married leah | worked seven years rachel | tricked into marrying | jacob rachel well | married wrong sister | laban tricked jacob | jacob leah rachel | leah instead rachel | uncle tricked jacob | switched the bride | deceitful father in law | brother of rebekah | beloved wife of jacob | beautiful shepherdess | worked fourteen years | mother of joseph | favorite wife | weak eyes | tender eyed | unloved wife | older sister married first | mother of judah',
    'GEN 29',
  ],
  [
    'mandrakes | speckled sheep | streaked goats | spotted sheep goats | spotted goats | striped sticks | jacob flocks | rachel leah babies',
    'GEN 30',
  ],
  [
    'laban pursued jacob | stole household gods | rachel stole idols | sat on the idols | rachel stole gods | jacob fled laban | hid the idols | jacob ran from laban',
    'GEN 31',
  ],
  [
    'wrestled with god | wrestled an angel | jacob wrestling | hip out of joint | jacob renamed israel | jacob wrestled | wrestled all night | hip dislocated | wrestled with angel',
    'GEN 32',
  ],
  [
    'jacob met esau | esau embraced jacob | esau forgave jacob | jacob esau reunited | brothers reunited | esau hugged jacob',
    'GEN 33',
  ],
  [
    'rape of dinah | dinah shechem | simeon and levi revenge | dinah raped | brothers killed shechem | simeon levi killed | dinah revenge | only daughter of jacob | daughter of leah | brothers avenged sister | sister avenged by brothers',
    'GEN 34',
  ],
  [
    'rachel died childbirth | benjamin born | jacob returned bethel | rachel death | rachel died giving birth | jacob named israel | birth of benjamin',
    'GEN 35',
  ],
  [
    'coat of many colors | joseph dreams | sold into slavery | thrown into a pit | joseph sold brothers | technicolor dreamcoat | joseph coat | colorful coat | sold to ishmaelites | brothers threw joseph | dreamer son | favorite son of jacob | sold by his brothers | coat of colors | became second in egypt | firstborn of jacob | oldest brother wanted rescue | unstable as water | slept with fathers concubine',
    'GEN 37',
  ],
  [
    'judah and tamar | tamar veiled | onan spilled seed | tamar disguised prostitute | judah tamar twins | onan seed | pretended to be prostitute | tamar tricked judah | fourth son of leah | slept daughter in law | gave seal and staff | she is more righteous | widow disguised | disguised as a prostitute | tricked father in law | mother of perez',
    'GEN 38',
  ],
  [
    'potiphars wife | joseph in prison | joseph tempted | joseph ran left cloak | potiphar wife | joseph falsely accused | joseph thrown jail | left his coat | tried to seduce | seduced joseph | grabbed his cloak | falsely accused joseph | officers wife | captain of the guard | egyptian master of joseph | bought joseph | officer of pharaoh',
    'GEN 39',
  ],
  [
    'cupbearer and baker | butler and baker | joseph interpreted prisoners dreams | baker dream | cupbearer dream | joseph jail dreams | butler baker dreams | chief cupbearer | forgot joseph | cupbearer remembered | dream of a vine | restored butler | chief baker | baker hanged | three baskets dream | birds ate the bread',
    'GEN 40',
  ],
  [
    'pharaohs dream | seven fat cows | seven years of famine | joseph interprets dreams | seven skinny cows | joseph second pharaoh | seven cows | fat cows skinny cows | pharaoh dreamed cows | joseph ruler egypt',
    'GEN 41',
  ],
  [
    'brothers bowed down | brothers came to egypt | buy grain in egypt | joseph accused spies | brothers bowed joseph | grain from egypt | joseph recognized brothers | famine brothers egypt',
    'GEN 42',
  ],
  [
    'brought benjamin egypt | joseph wept benjamin | second trip egypt | money returned sacks | benjamin to egypt | brothers returned egypt | joseph feast brothers | money in sacks',
    'GEN 43',
  ],
  [
    'silver cup | cup in benjamins sack | judah offered himself | cup in sack | benjamin accused | judah pleaded | stolen cup | youngest son of jacob | cup in his sack | youngest brother | son of right hand',
    'GEN 44',
  ],
  [
    'joseph revealed himself | i am joseph | joseph forgave his brothers | joseph revealed | joseph told brothers | joseph reunion | joseph cried brothers',
    'GEN 45',
  ],
  [
    'jacob went to egypt | israel moved to egypt | jacob saw joseph alive | jacob moved egypt | jacob reunited joseph | family moved egypt | israel to egypt',
    'GEN 46',
  ],
  [
    'jacob blessed pharaoh | land of goshen | joseph bought land | jacob met pharaoh | goshen land | egyptians sold land | settled in goshen',
    'GEN 47',
  ],
  [
    'ephraim and manasseh | crossed his hands | jacob blessed grandsons | jacob crossed arms | blessed ephraim manasseh | younger blessed first | crossed hands blessing',
    'GEN 48',
  ],
  [
    'jacob blessed his sons | lion of judah | scepter shall not depart | blessings of twelve sons | jacob last words | twelve tribes blessing | jacob deathbed | blessed twelve sons',
    'GEN 49',
  ],
  [
    'meant it for good | meant it for evil | joseph died | jacob buried canaan | intended for good | meant for good | joseph comforted brothers | joseph coffin',
    'GEN 50',
  ],
  [
    'hebrew midwives | slaves in egypt | kill the baby boys | shiphrah and puah | pharaoh oppressed israelites | pharaoh kill babies | midwives lied | hebrew slaves | killed hebrew boys | midwives disobeyed pharaoh | midwives feared god | brave midwives | two midwives',
    'EXO 1',
  ],
  [
    'baby moses | moses in a basket | basket in the river | pharaohs daughter found | moses killed an egyptian | basket in the reeds | moses basket | moses river | baby in basket | moses floated river | mother of moses | hid her baby | mother nursed moses | put baby in basket | princess found baby | egyptian princess | adopted moses | drew him out | daughter of pharaoh',
    'EXO 2',
  ],
  [
    'burning bush | take off your sandals | holy ground | bush not consumed | moses bush | bush on fire | remove your sandals | led israelites out | deliverer from egypt | great lawgiver | raised in the palace | prince of egypt',
    'EXO 3',
  ],
  [
    'staff turned into snake | rod became serpent | slow of speech | aaron spokesman | hand became leprous | staff became snake | rod snake | moses stutter | leprous hand | first high priest | older brother of moses | spoke for moses | mouthpiece of moses | wife of moses | circumcised her son | bridegroom of blood | midianite wife',
    'EXO 4',
  ],
  [
    'bricks without straw | moses before pharaoh | bricks no straw | make bricks | pharaoh more work | hard hearted king | stubborn egyptian ruler | refused to let go | king of egypt plagues',
    'EXO 5',
  ],
  [
    'water into blood | nile turned to blood | staff swallowed snakes | river turned blood | nile blood | water turned blood | aaron staff snake | staff ate snakes',
    'EXO 7',
  ],
  [
    'plague of frogs | plague of gnats | plague of flies | plague of lice | frogs plague | gnats plague | flies plague | frogs everywhere',
    'EXO 8',
  ],
  [
    'plague of boils | hail plague | livestock died plague | hardened his heart | boils plague | hail and fire | livestock died | cattle died',
    'EXO 9',
  ],
  [
    'plague of locusts | plague of darkness | darkness over egypt | locusts plague | three days darkness | darkness plague | egypt locusts',
    'EXO 10',
  ],
  [
    'last plague warning | death of firstborn announced | one more plague | final plague warning | firstborn will die | last plague',
    'EXO 11',
  ],
  [
    'passover lamb | death of the firstborn | blood on the doorposts | unleavened bread | angel of death | first passover | firstborn killed | lamb blood door | death angel | blood on door',
    'EXO 12',
  ],
  [
    'pillar of cloud | pillar of fire | bones of joseph carried | consecrate firstborn | cloud by day | fire by night | josephs bones | pillar cloud fire',
    'EXO 13',
  ],
  [
    'parting the red sea | red sea parted | crossing the red sea | sea split | chariots drowned | walked through the sea | red sea | sea parted | moses parted sea | pharaoh army drowned',
    'EXO 14',
  ],
  [
    'song of moses | bitter water | waters of marah | miriam tambourine | tree made water sweet | marah water | made water sweet | miriam danced | song by the sea | sister of moses | prophetess with tambourine | led women dancing | watched baby brother',
    'EXO 15',
  ],
  [
    'manna from heaven | bread from heaven | quail in the evening | manna in the desert | gather manna | manna each morning | bread rained down | manna fell | manna and quail',
    'EXO 16',
  ],
  [
    'water from the rock | struck the rock | moses arms raised | held up his hands | battle with amalek | rock gave water | water out of rock | aaron hur hands | amalek battle',
    'EXO 17',
  ],
  [
    'jethro advice | jethro visited moses | appoint judges | father in law jethro | jethro advised moses | moses delegate | moses father in law | priest of midian | advised moses delegate | midian priest advice',
    'EXO 18',
  ],
  [
    'mount sinai | mountain smoke thunder | kingdom of priests | god descended on mountain | sinai thunder | god on the mountain | people afraid mountain | thunder lightning mountain',
    'EXO 19',
  ],
  [
    'ten commandments | thou shalt not | honor your parents | no other gods | commandments given | thou shalt | god gave commandments',
    'EXO 20',
  ],
  ['tooth for a tooth | hebrew servant ear pierced | tooth for tooth | ear pierced servant', 'EXO 21'],
  [
    'blood of the covenant | elders saw god | moses forty days mountain | moses forty days | elders ate drank | covenant blood sprinkled',
    'EXO 24',
  ],
  [
    'ark of the covenant | build the tabernacle | golden lampstand | mercy seat | ark of covenant | tabernacle instructions | showbread table | build a sanctuary',
    'EXO 25',
  ],
  [
    'priestly garments | high priest breastplate | urim and thummim | priest clothes | breastplate stones | urim thummim | high priest robes',
    'EXO 28',
  ],
  [
    'bezalel craftsman | filled with skill | sabbath a sign | bezalel oholiab | craftsmen tabernacle | sabbath sign | craftsman of the tabernacle | skilled artisan | filled with skill craftsman | chief craftsman',
    'EXO 31',
  ],
  [
    'golden calf | moses broke the tablets | calf idol | aaron made a calf | worshiped a calf | golden cow | gold calf | broke the tablets | israelites worshiped calf',
    'EXO 32',
  ],
  [
    'cleft of the rock | show me your glory | saw gods back | tent of meeting | moses saw god | god passed by | moses hid rock | no one see face',
    'EXO 33',
  ],
  [
    'moses face shone | veil over his face | face glowing | new stone tablets | moses shining face | face shone | moses veil | second tablets',
    'EXO 34',
  ],
  [
    'glory filled tabernacle | cloud filled tabernacle | tabernacle set up | tabernacle finished | glory cloud tabernacle | tabernacle completed',
    'EXO 40',
  ],
  [
    'ordination of priests | aaron ordained | blood on right ear | priests ordained | aaron consecrated | ordination aaron',
    'LEV 8',
  ],
  [
    'fire consumed offering | first offerings tabernacle | aaron first sacrifice | fire came out | aaron offered sacrifice | fire consumed sacrifice',
    'LEV 9',
  ],
  [
    'nadab and abihu | strange fire | unauthorized fire | sons of aaron died | aaron sons killed | fire killed priests | nadab abihu died | burned by fire',
    'LEV 10',
  ],
  [
    'clean and unclean animals | unclean food | kosher laws | eat pork | clean unclean | food laws | unclean meat | pork forbidden',
    'LEV 11',
  ],
  [
    'leprosy laws | infectious skin disease | mildew in clothing | skin disease priest | leprous rules | leper laws | mold clothing',
    'LEV 13',
  ],
  [
    'day of atonement | scapegoat | yom kippur | goat into wilderness | scape goat | atonement day | two goats | sins on goat',
    'LEV 16',
  ],
  [
    'love your neighbor | glean the edges | be holy for i | leave edges of field | love neighbor yourself | leave corners field | gleaning laws | no tattoos',
    'LEV 19',
  ],
  [
    'feasts of the lord | feast of trumpets | feast of weeks | appointed feasts | jewish festivals | lords feasts | feast firstfruits | holy convocations',
    'LEV 23',
  ],
  [
    'blasphemer stoned | bread of presence | cursed gods name stoned | lamp burning continually | blasphemer executed | stoned for blasphemy | twelve loaves | bread presence',
    'LEV 24',
  ],
  [
    'year of jubilee | sabbath year | land rest seventh year | land returned owners | jubilee year | fiftieth year | debts canceled',
    'LEV 25',
  ],
  [
    'nazirite vow | priestly blessing | bless you and keep | make his face shine | aaronic blessing | nazarite vow | face shine upon | bless and keep',
    'NUM 6',
  ],
  [
    'complained about manna | seventy elders | eldad and medad | quail plague | wish all prophets | craved meat | wanted meat | quail buried | tired of manna',
    'NUM 11',
  ],
  [
    'miriam leprosy | miriam aaron criticized moses | most humble man | cushite wife | miriam leper | miriam skin white | moses humble | ethiopian wife',
    'NUM 12',
  ],
  [
    'twelve spies | spies sent to canaan | grapes on a pole | like grasshoppers | cluster of grapes | spies canaan | giant grapes | big grapes | spied out land | faithful spy | other faithful spy | different spirit | followed wholeheartedly | brought good report',
    'NUM 13',
  ],
  [
    'forty years wandering | caleb and joshua | wander in the wilderness | bad report spies | forty years desert | joshua caleb | wander forty years | people rebelled spies',
    'NUM 14',
  ],
  [
    'korah rebellion | earth swallowed them | ground opened up | censers of korah | korah rebelled | ground swallowed | earth opened | korah dathan abiram | swallowed by the earth | led rebellion against moses | levite rebel | rebel swallowed ground',
    'NUM 16',
  ],
  [
    'aarons rod budded | staff budded | rod blossomed almonds | aaron rod | almond staff | budding rod | staff blossomed',
    'NUM 17',
  ],
  [
    'struck the rock twice | waters of meribah | aaron died | miriam died | moses not enter | hit rock twice | struck rock twice | moses cant enter | moses disobeyed',
    'NUM 20',
  ],
  [
    'bronze serpent | brass snake | fiery serpents | snake on a pole | snakes bit people | bronze snake | serpent on pole | snake pole | poisonous snakes',
    'NUM 21',
  ],
  [
    'talking donkey | donkey spoke | balaam donkey | angel blocked the road | donkey talked | prophet beat donkey | donkey saw angel | donkey talks | speaking donkey | prophet with talking donkey | hired to curse israel | seer for hire | donkey rebuked prophet | sorcerer from pethor | king of moab hired | moabite king curse | wanted israel cursed | king hired prophet',
    'NUM 22',
  ],
  [
    'balaam blessed israel | balak wanted curse | god not man lie | couldnt curse israel | balak curse | balaam blessed | hired to curse',
    'NUM 23',
  ],
  [
    'star out of jacob | how lovely your tents | balaam third blessing | star from jacob | balaam prophecy star | how fair tents',
    'NUM 24',
  ],
  [
    'phinehas spear | baal of peor | moabite women | phinehas javelin | baal peor | phinehas speared | speared the couple | zealous priest | grandson of aaron | stopped the plague spear',
    'NUM 25',
  ],
  [
    'daughters of zelophehad | joshua chosen successor | inheritance for daughters | zelophehad daughters | joshua successor | daughters inheritance | five sisters inheritance | sisters asked for land | daughters with no brothers | five daughters land',
    'NUM 27',
  ],
  [
    'reuben and gad | east of the jordan | sin will find you | reuben gad | gad reuben | stay east jordan | sin find you',
    'NUM 32',
  ],
  [
    'avenger of blood | cities for manslayer | accidental killing refuge | refuge cities | killed accidentally | avenger blood',
    'NUM 35',
  ],
  [
    'shema | hear o israel | love the lord heart | teach your children diligently | love god all heart | hear israel | write on doorposts | teach children',
    'DEU 6',
  ],
  [
    'not by bread alone | man shall not live | clothes didnt wear out | bread alone | live by bread | clothes not wear',
    'DEU 8',
  ],
  [
    'prophet like me | sorcery forbidden | test a prophet | prophet like moses | false prophet test | witchcraft forbidden',
    'DEU 18',
  ],
  [
    'blessings and curses | blessed in the city | head not the tail | blessings curses | head not tail | blessed obey',
    'DEU 28',
  ],
  [
    'choose life | set before you life | blessing and curse choose | heaven earth witness | today life death | choose blessing',
    'DEU 30',
  ],
  [
    'never leave nor forsake | moses commissioned joshua | moses handed joshua | never leave you | leave nor forsake | joshua took over',
    'DEU 31',
  ],
  [
    'death of moses | moses died | moses saw promised land | mount nebo | god buried moses | moses death | moses buried | top of pisgah | moses saw land',
    'DEU 34',
  ],
  [
    'be strong and courageous | joshua commissioned | meditate day and night | strong and courageous | joshua new leader | be courageous | every place foot | successor of moses | assistant of moses | led the conquest | conquered canaan | general of israel',
    'JOS 1',
  ],
  [
    'rahab hid the spies | scarlet cord | spies hid roof | red cord window | rahab the harlot | rahab spies | rahab hid | scarlet rope | red rope | prostitute hid spies | harlot of jericho | lowered spies window | woman of jericho spies',
    'JOS 2',
  ],
  [
    'crossing the jordan | jordan stopped flowing | priests feet jordan | river stopped | jordan crossing | river parted | jordan waters stood | crossed the jordan',
    'JOS 3',
  ],
  [
    'twelve stones | memorial stones | stones from the jordan | stacked stones | stones from river | stones of remembrance | pile of stones',
    'JOS 4',
  ],
  [
    'circumcised at gilgal | manna stopped | commander lords army | captain of the host | gilgal circumcision | commander army lord | manna ceased | joshua met angel',
    'JOS 5',
  ],
  [
    'walls of jericho | walls fell down | marched around the city | trumpets and shout | jericho walls | jericho fell | walls collapsed | walked around jericho | marched seven days',
    'JOS 6',
  ],
  [
    'sin of achan | achan stole | defeat at ai | buried treasure tent | achan sin | achan stoned | ai defeat | hid stolen loot | stole devoted things | hid loot in tent | stoned with his family | babylonian robe | valley of achor',
    'JOS 7',
  ],
  [
    'ambush at ai | capture of ai | ai destroyed | ai ambush | ai burned | ai captured | took city ai',
    'JOS 8',
  ],
  [
    'gibeonites tricked | old wineskins | moldy bread | treaty with gibeon | worn out sandals | gibeonite trick | gibeon deception | stale bread | tricked joshua',
    'JOS 9',
  ],
  [
    'sun stood still | hailstones killed more | moon stood still | long day joshua | sun stopped | sun stood | hailstones killed | longest day',
    'JOS 10',
  ],
  [
    'caleb inheritance | give me this mountain | caleb eighty five | caleb mountain | caleb hebron | caleb old strong',
    'JOS 14',
  ],
  [
    'cities of refuge | city of refuge | six refuge cities | refuge cities | refuge city | manslayer flee | flee to city',
    'JOS 20',
  ],
  [
    'choose this day | serve the lord joshua | my house serve | choose whom serve | joshua farewell',
    'JOS 24',
  ],
  [
    'ehud left handed | fat king eglon | othniel judge | dagger in belly | fat king | ehud eglon | left handed assassin | sword in belly | first judge | nephew of caleb | won caleb daughter | judge after joshua | left handed judge | stabbed fat king | hidden dagger | judge assassin | sword on right thigh | very fat king | moabite king stabbed | fat closed over blade | ox goad | killed six hundred | oxgoad judge | judge with oxgoad',
    'JDG 3',
  ],
  [
    'tent peg | jael killed sisera | deborah judge | deborah and barak | peg through his head | nail in head | peg in head | woman killed general | jael sisera | woman judge | judge under palm tree | prophetess judge | mother in israel | female judge | general would not go | commander afraid alone | refused without her | general of deborah | tent peg woman | killed general tent | kenite woman | drove peg temple | wife of heber | canaanite general | nine hundred chariots | general killed sleeping | commander of jabin | army commander jabin',
    'JDG 4',
  ],
  [
    'song of deborah | stars fought from heaven | deborah barak song | deborah song | deborah sang | stars fought sisera',
    'JDG 5',
  ],
  [
    'fleece | gideon fleece | mighty man of valor | gideon threshing wheat | wet fleece dry ground | wool dew | gideon called | angel gideon | gideon tested god | threshing in winepress | least in his family | tore down baal altar | weakest clan | put out fleece',
    'JDG 6',
  ],
  [
    'gideon three hundred | three hundred men | lapped water like dogs | torches and jars | gideon army reduced | trumpets and pitchers | gideon trumpets | drank like dogs',
    'JDG 7',
  ],
  [
    'gideon ephod | gideon refused king | gideon golden earrings | gideon gold earrings | gideon declined king | gideon earrings',
    'JDG 8',
  ],
  [
    'abimelech millstone | jotham parable | woman dropped millstone | millstone head | abimelech skull crushed | woman millstone | jotham trees | killed seventy brothers | son of gideon king | millstone on his head | killed by woman millstone | youngest son escaped | shouted from mount gerizim | bramble parable | thorn bush king',
    'JDG 9',
  ],
  [
    'jephthah vow | jephthah daughter | vow sacrifice daughter | rash vow | jephthahs daughter | vow daughter | first thing out door | son of a prostitute | judge made vow | outcast warrior | gileadite judge | daughter sacrificed vow | came out dancing | mourned her virginity | only child vow',
    'JDG 11',
  ],
  [
    'shibboleth | fords of the jordan | couldnt pronounce word | said sibboleth | password test | pronunciation test | ephraimites slaughtered',
    'JDG 12',
  ],
  [
    'samson birth | manoah angel | angel ascended in flame | samson nazirite | samson born | samsons parents | manoah wife | angel flame altar | father of samson | samsons father | angel went up flame | asked angel name',
    'JDG 13',
  ],
  [
    'samson lion | honey in the lion | samson riddle | bees in lion carcass | lion bare hands | lion honey | wedding riddle | honey carcass',
    'JDG 14',
  ],
  [
    'jawbone | jawbone of a donkey | foxes tails torches | samson foxes | killed a thousand men | jaw bone donkey | foxes tails | three hundred foxes | killed one thousand men',
    'JDG 15',
  ],
  [
    'samson and delilah | hair cut off | samson strength | temple pillars | samson blinded | pushed the pillars | delilah betrayed | samson hair | samson haircut | samson pillars | strongest man | strength in his hair | pulled down temple | blinded strongman | strong man hair | cut his hair | betrayed samson | philistine temptress | valley of sorek | eleven hundred silver',
    'JDG 16',
  ],
  ['micah idol | micah priest | right in own eyes | micah idols | micah levite | micah shrine', 'JDG 17'],
  [
    'levite concubine | concubine cut pieces | gibeah outrage | concubine cut up | body twelve pieces | concubine dismembered | gibeah concubine',
    'JDG 19',
  ],
  [
    'war against benjamin | tribe of benjamin war | left handed slingers | benjamin war | tribes fought benjamin | benjamites slaughtered',
    'JDG 20',
  ],
  [
    'wives for benjamin | dancers of shiloh | shiloh dancers | kidnapped wives | benjamin wives | wives kidnapped dance',
    'JDG 21',
  ],
  [
    'whither thou goest | naomi and ruth | call me mara | ruth stayed naomi | ruth naomi | ruth loyal | naomi bitter | wherever you go | moabite widow | loyal daughter in law | moabite woman | great grandmother of david | daughter in law stayed | bitter widow | ruths mother in law | lost husband and sons | changed name bitter | call me bitter | kissed naomi goodbye | went back to moab | other daughter in law | returned to her people',
    'RUT 1',
  ],
  [
    'gleaning in the field | ruth gleaned | ruth boaz field | ruth gleaning | boaz noticed ruth | gleaning field | ruth gathered grain | wealthy landowner | married a moabite | redeemer of ruth | great grandfather of david | landowner bethlehem',
    'RUT 2',
  ],
  [
    'threshing floor | uncovered his feet | lay at his feet | spread your cloak | ruth night boaz | ruth boaz feet | ruth lay feet | ruth slept feet',
    'RUT 3',
  ],
  [
    'kinsman redeemer | boaz married ruth | took off sandal | ruth obed | boaz wed ruth | redeemer boaz | sandal exchange | boaz redeemed ruth | grandfather of david | son of ruth | baby born to ruth | father of jesse',
    'RUT 4',
  ],
  [
    'hannah prayed | hannah barren | hannah drunk | prayed for a son | hannah weeping temple | hannah prayer | eli thought drunk | hannah wanted baby | hannah cried temple | barren woman prayed | mother of samuel | lips moved silently | vowed her son | gave son to temple | rival wife | provoked hannah | other wife taunted | wife with children provoked',
    '1SA 1',
  ],
  [
    'song of hannah | sons of eli | eli wicked sons | hannah little robe | hannah song | eli sons | hophni phinehas | hannah robe samuel | priest of shiloh | neglected his sons | old priest fell | father of hophni | priest at shiloh',
    '1SA 2',
  ],
  [
    'samuel called | speak lord your servant | boy samuel | voice in the night | samuel heard voice | samuel voice | samuel heard god | samuel eli night | speak your servant | boy prophet | heard god call | last judge | anointed first king | kingmaker prophet',
    '1SA 3',
  ],
  [
    'ark captured | ichabod born | eli fell died | glory has departed | eli broke neck | ark taken | ark lost | eli died | eli fell backward',
    '1SA 4',
  ],
  [
    'dagon fell | ark philistines | dagon statue | tumors philistines | dagon face down | ark dagon | dagon head | ark in philistia',
    '1SA 5',
  ],
  [
    'ark returned | cows pulled cart | golden mice | golden tumors | looked into the ark | ark back | cows cart ark | golden rats | ark sent back',
    '1SA 6',
  ],
  [
    'ebenezer stone | stone of help | hitherto the lord helped | samuel set stone | samuel stone | thus far helped',
    '1SA 7',
  ],
  [
    'want a king | asked for a king | like other nations king | israel wanted king | king like nations | demanded a king | people want king',
    '1SA 8',
  ],
  [
    'saul lost donkeys | looking for donkeys | saul met samuel | saul donkeys | lost donkeys | donkeys lost | searching for donkeys | first king of israel | taller than everyone | head taller | benjamite king | tall king',
    '1SA 9',
  ],
  [
    'saul anointed | saul hid baggage | saul among the prophets | saul chosen king | saul hid | hid among baggage | saul prophesied | saul made king',
    '1SA 10',
  ],
  [
    'jabesh gilead rescued | saul rescued jabesh | gouge out right eyes | jabesh gilead | nahash eyes | right eye gouged | saul saved jabesh',
    '1SA 11',
  ],
  [
    'samuel farewell | thunder and rain harvest | samuel farewell speech | samuel goodbye | thunder wheat harvest | samuel speech | samuel retired',
    '1SA 12',
  ],
  [
    'saul offered sacrifice | saul unlawful sacrifice | saul couldnt wait samuel | after gods own heart | saul sacrifice | saul impatient | saul didnt wait',
    '1SA 13',
  ],
  [
    'jonathan armor bearer | jonathan ate honey | saul rash oath | jonathan climbed cliff | jonathan honey | saul oath | jonathan cliff | jonathan armor',
    '1SA 14',
  ],
  [
    'obey better than sacrifice | agag spared | saul rejected | bleating of sheep | samuel hacked agag | obedience sacrifice | saul agag | saul disobeyed | amalekites spared | amalekite king spared | king saul spared | hacked to pieces | bitterness of death past',
    '1SA 15',
  ],
  [
    'david anointed | anointed david | youngest son shepherd | looks at the heart | david played harp | evil spirit saul | shepherd boy anointed | jesse eight sons | david harp | god looks heart | shepherd king | giant killer | sweet psalmist | had eight sons | bethlehemite father',
    '1SA 16',
  ],
  [
    'david and goliath | killed the giant | sling and stone | five smooth stones | slingshot | giant goliath | david killed goliath | boy killed giant | kid killed giant | stone forehead | philistine giant | giant from gath | champion of gath | six cubits tall | giant champion',
    '1SA 17',
  ],
  [
    'david and jonathan | saul jealous | saul killed thousands | david married michal | hundred foreskins | jonathan gave robe | saul envied david | saul thousands david | jonathan david friends | david wed michal | best friend of david | loved david as himself | prince loved david | son of saul friend | daughter of saul married | first wife of david | helped david escape | despised david dancing | wife of david daughter',
    '1SA 18',
  ],
  [
    'michal idol bed | saul threw spear | spear at david | david escaped window | saul hurled spear | michal idol | david window | threw spear david',
    '1SA 19',
  ],
  [
    'jonathan arrows | arrows signal | david jonathan covenant | new moon feast | three arrows | arrows warning | jonathan warned david | arrows beyond you',
    '1SA 20',
  ],
  [
    'david pretended madness | david acted insane | david ate showbread | sword of goliath | david pretended crazy | david acted crazy | david drooled | showbread david | priest gave david bread | gave holy bread | priest of nob | priest gave the sword',
    '1SA 21',
  ],
  [
    'cave of adullam | priests of nob | doeg killed priests | adullam cave | nob priests | doeg killed | priests massacred | edomite herdsman | killed the priests | chief shepherd of saul | informer edomite | priest escaped massacre | only priest escaped | escaped to david priest | son of ahimelech',
    '1SA 22',
  ],
  [
    'david saved keilah | saul chased david | wilderness of ziph | ziphites betrayed david | saul chasing david | saul hunting david | david hid wilderness',
    '1SA 23',
  ],
  [
    'cut saul robe | corner of saul robe | david spared saul | saul relieved himself cave | lords anointed | david spared king | cut saul cloak | david cave saul | saul cave',
    '1SA 24',
  ],
  [
    'abigail nabal | nabal fool | abigail brought food | nabal died | abigail married david | david angry nabal | nabal stroke | foolish husband | talked david out | wife of nabal | beautiful wise wife | intelligent and beautiful | stopped david revenge | name means fool | refused david food | rude sheep owner | churlish husband',
    '1SA 25',
  ],
  [
    'spear and water jug | david spared saul again | saul sleeping camp | saul spear jug | david took spear | spared saul sleeping | took saul spear',
    '1SA 26',
  ],
  [
    'witch of endor | medium of endor | samuel ghost | saul consulted medium | samuel spirit appeared | endor witch | saul medium | saul witch | dead samuel rose | woman who called samuel | necromancer woman | woman medium saul | woman conjured samuel',
    '1SA 28',
  ],
  [
    'ziklag burned | amalekites raided ziklag | david strengthened himself | david recovered everything | ziklag raided | david amalekites | wives captured ziklag',
    '1SA 30',
  ],
  [
    'saul died | saul fell on sword | saul suicide | death of saul | saul body wall | saul killed himself | saul death | saul fell sword | saul sons killed',
    '1SA 31',
  ],
  [
    'how mighty have fallen | amalekite killed saul | david lament saul | mighty are fallen | david lamented saul | amalekite brought crown | bow song jonathan',
    '2SA 1',
  ],
  [
    'abner killed asahel | asahel fast runner | asahel killed | abner speared asahel | david crowned hebron | fast as gazelle',
    '2SA 2',
  ],
  [
    'joab killed abner | abner defected | david mourned abner | abner murdered | joab murdered abner | abner stabbed | abner joined david | commander of sauls army | sauls general | sauls army commander | cousin of saul | commander of davids army | davids general | murdered abner | ruthless general | nephew of david',
    '2SA 3',
  ],
  [
    'ishbosheth murdered | ishbosheth killed | mephibosheth dropped lame | nurse dropped mephibosheth | mephibosheth crippled | nurse dropped baby | ishbosheth beheaded | head of ishbosheth',
    '2SA 4',
  ],
  [
    'david became king israel | david captured jerusalem | water shaft | david crowned king | david conquered jerusalem | jebusites stronghold | zion captured',
    '2SA 5',
  ],
  [
    'uzzah touched the ark | david danced | danced before the lord | michal despised david | uzzah died | uzzah struck dead | david dancing | danced in linen | touched ark died | struck dead ark | steadied the ark | hand on the ark',
    '2SA 6',
  ],
  [
    'davidic covenant | throne forever | david build temple | david wanted build | nathan told david | kingdom forever',
    '2SA 7',
  ],
  [
    'mephibosheth kings table | lame son of jonathan | david kindness jonathan | mephibosheth table | jonathans crippled son | eat at my table | david showed kindness | lame prince | crippled in both feet | ate at kings table | lame grandson of saul',
    '2SA 9',
  ],
  [
    'ambassadors beards shaved | half shaved beards | stay in jericho beards | shaved beards | beards shaved | shaved half beard | cut off garments',
    '2SA 10',
  ],
  [
    'david and bathsheba | david adultery | woman bathing roof | uriah killed | uriah front lines | david saw bathsheba | uriah murdered | bathsheba bathing | david slept bathsheba | wife of uriah | mother of solomon | woman david saw bathing | bathing woman | hittite soldier | loyal soldier killed | husband of bathsheba | carried his own death',
    '2SA 11',
  ],
  [
    'nathan rebuked david | ewe lamb | bathsheba baby died | thou art the man | poor mans lamb | nathan confronted david | david baby died | prophet rebuked david | told parable lamb | court prophet | prophet confronted king',
    '2SA 12',
  ],
  [
    'amnon and tamar | amnon raped tamar | absalom killed amnon | tamar raped | amnon murdered | absalom murdered amnon | brother raped sister | raped his sister | firstborn of david | lovesick brother | half brother raped | raped by her brother | desolate princess | torn robe princess | sister of absalom',
    '2SA 13',
  ],
  [
    'woman of tekoa | absalom returned | wise woman tekoa | tekoa woman | joab sent woman | absalom came back',
    '2SA 14',
  ],
  [
    'absalom rebellion | david fled jerusalem | absalom stole hearts | absalom rebelled | david ran away | absalom coup | absalom took throne',
    '2SA 15',
  ],
  [
    'shimei cursed david | ahithophel advice | absalom concubines roof | shimei threw stones | cursed david stones | absalom slept concubines | threw stones at david | cursed the king | benjamite cursed',
    '2SA 16',
  ],
  [
    'hushai advice | ahithophel hanged himself | hushai spy absalom | ahithophel suicide | hushai counsel | ahithophel killed himself | counselor hanged himself | traitor counselor | advice like oracle | davids counselor betrayed | friend of david spy | friend who spied | counter advice | defeated the counsel',
    '2SA 17',
  ],
  [
    'absalom hair caught | absalom died | o absalom my son | caught in a tree | head caught oak | absalom stuck tree | absalom hair tree | absalom my son | joab killed absalom | rebellious son of david | son caught by hair | handsome rebel prince | hung in an oak | son who rebelled',
    '2SA 18',
  ],
  [
    'david mourned absalom | mephibosheth feet | barzillai old man | david wept absalom | david grieved absalom | ziba lied | david returned jerusalem | eighty years old | wealthy old gileadite | too old to go | provided for david',
    '2SA 19',
  ],
  [
    'rizpah guarded bodies | sons of saul hanged | giants of gath | six fingers toes | six fingers | rizpah sackcloth | giant six fingers | gibeonites hanged sons',
    '2SA 21',
  ],
  [
    'song of david | lord is my rock | david song deliverance | my rock fortress | rock and fortress | david psalm deliverance',
    '2SA 22',
  ],
  [
    'mighty men | water from bethlehem well | last words of david | david mighty men | thirty mighty warriors | drink from bethlehem | well of bethlehem | poured water out | killed lion in pit | lion snowy day | pit on snowy day | captain of bodyguard',
    '2SA 23',
  ],
  [
    'david census | counted the people | threshing floor araunah | plague census | offer what costs nothing | numbered the people | david numbered israel | david sinned counting | bought threshing floor',
    '2SA 24',
  ],
  [
    'abishag warmed david | adonijah king | solomon anointed king | david old cold | solomon made king | adonijah usurped | david old bed | young woman warmed david | young woman warmed | kept the king warm | beautiful shunammite nurse | girl warmed old king | tried to seize throne | made himself king | fourth son of david | exalted himself king',
    '1KI 1',
  ],
  [
    'david charge solomon | death of david | joab killed altar | shimei killed | david deathbed | joab executed | solomon killed joab | shimei executed',
    '1KI 2',
  ],
  [
    'solomon asked for wisdom | cut baby in half | two mothers baby | solomon judgment | wisdom of solomon | solomon dream gibeon | split the baby | cut the baby | two women baby | wise king baby | wisest king | wisest man | asked for wisdom | richest king | built first temple',
    '1KI 3',
  ],
  [
    'solomon proverbs | three thousand proverbs | wiser than all men | solomon wise | wisest man | wise sayings solomon',
    '1KI 4',
  ],
  [
    'solomon built temple | building the temple | no hammer heard | temple seven years | temple built | no hammers | no iron tool | temple construction',
    '1KI 6',
  ],
  [
    'solomon palace | bronze sea | pillars jachin boaz | solomons palace | bronze pillars | molten sea | jachin and boaz',
    '1KI 7',
  ],
  [
    'dedication of the temple | glory filled temple | solomon prayer temple | ark brought temple | solomon dedicated temple | solomon prayed temple | cloud filled temple | glory cloud temple',
    '1KI 8',
  ],
  [
    'god appeared solomon again | solomon fleet ships | solomon forced labor | solomon ships | slave labor | god appeared solomon | solomon navy',
    '1KI 9',
  ],
  [
    'queen of sheba | sheba visited solomon | half was not told | solomon wealth gold | sheba queen | queen visited solomon | solomon riches | solomons gold | queen tested hard questions | southern queen | queen of the south',
    '1KI 10',
  ],
  [
    'solomon many wives | seven hundred wives | solomon turned idols | jeroboam cloak torn | cloak twelve pieces | solomon wives | one thousand wives | solomon concubines | prophet of shiloh | prophet tore new cloak | prophet tore garment | blind old prophet',
    '1KI 11',
  ],
  [
    'kingdom divided | rehoboam harsh | golden calves dan bethel | divided kingdom | whip with scorpions | rehoboam heavy yoke | kingdom split | jeroboam calves | split kingdom | first king northern | made two golden calves | northern kingdom first king | son of nebat | son of solomon king | listened to young men | harsh answer king | lost ten tribes',
    '1KI 12',
  ],
  [
    'man of god lion | old prophet lied | altar split apart | jeroboam hand withered | lion killed prophet | prophet killed lion | altar split | king hand shriveled | disobedient prophet | prophet killed by lion | prophet ate forbidden | prophet from judah lion',
    '1KI 13',
  ],
  [
    'jeroboam wife disguised | ahijah blind prophet | jeroboam son died | jeroboam wife | ahijah prophet | disguised wife | wife disguised prophet',
    '1KI 14',
  ],
  [
    'omri built samaria | ahab married jezebel | rebuilt jericho curse | omri samaria | ahab jezebel | jericho rebuilt | hiel jericho | king seven days | reigned seven days | burned palace on himself | burned himself palace | founded samaria | bought hill samaria | father of ahab | built city samaria',
    '1KI 16',
  ],
  [
    'elijah ravens | fed by ravens | widow of zarephath | flour and oil | elijah raised widow son | oil never ran out | birds fed elijah | zarephath widow | elijah widow | jar of flour | widow fed elijah | last meal widow | handful of flour | sidon widow',
    '1KI 17',
  ],
  [
    'mount carmel | fire from heaven | prophets of baal | elijah baal contest | cloud like a hand | elijah outran chariot | elijah carmel | baal prophets | fire on altar | elijah vs baal | tishbite prophet | prophet called down fire | hairy prophet | prophet never died | prophet on mount carmel | hid a hundred prophets | fifty in a cave | steward of ahab | palace administrator ahab',
    '1KI 18',
  ],
  [
    'still small voice | gentle whisper | juniper tree | elijah ran away jezebel | elijah cave | elisha plowing oxen | broom tree | small voice | elijah whisper | elijah depressed | elijah fled jezebel',
    '1KI 19',
  ],
  [
    'ahab syrians | ben hadad defeated | god of the hills | ben hadad | ahab aram | god of hills | ahab spared ben hadad',
    '1KI 20',
  ],
  [
    'naboth vineyard | jezebel killed naboth | ahab sulked vineyard | dogs lick blood | naboths vineyard | jezebel naboth | ahab vineyard | naboth stoned | husband of jezebel | king who sulked | pouted in bed | coveted a vineyard | most evil king | wicked queen | evil queen of israel | baal worshipping queen | framed innocent man | sidonian princess | refused to sell vineyard | vineyard owner killed | stoned for vineyard | would not sell inheritance',
    '1KI 21',
  ],
  [
    'micaiah prophet | lying spirit | ahab killed arrow | random arrow | ahab died battle | micaiah truth | ahab died | four hundred prophets | ahab arrow | prophet only bad | prophet ahab hated | never prophesies good | prophet slapped',
    '1KI 22',
  ],
  [
    'fire consumed fifty | ahaziah fell lattice | baal zebub | captain of fifty | fire fifty men | fell through lattice | asked beelzebub | ahaziah fell',
    '2KI 1',
  ],
  [
    'elijah chariot | chariot of fire | elijah taken to heaven | double portion | bald head bears | elisha bears | elijah whirlwind | parted the jordan mantle | elijah went up | elijah heaven | bears mauled boys | go up baldy | successor of elijah | baldheaded prophet | double portion spirit | prophet with bald head | asked double portion',
    '2KI 2',
  ],
  [
    'ditches filled water | moab king sacrificed son | minstrel played elisha | ditches water | moab king son | minstrel elisha | dig ditches',
    '2KI 3',
  ],
  [
    'widow oil jars | jars of oil | shunammite woman | shunammite son | death in the pot | elisha raised boy | room on the roof | widow oil | oil jars | pot of death | shunammite boy raised | wealthy woman built room | great woman shunem | woman of shunem | prophets room on roof',
    '2KI 4',
  ],
  [
    'naaman leprosy | dipped seven times | wash in the jordan | gehazi leprosy | naaman healed | naaman jordan | naaman leper | naaman dipped | gehazi leper | greedy servant | servant of elisha | servant lied leprosy | took naaman silver | leper commander | syrian general leprosy | aramean commander | washed seven times | captive israelite girl | little maid | servant girl told | slave girl naaman',
    '2KI 5',
  ],
  [
    'axe head floated | floating axe | hills full of horses | open his eyes servant | blinded army | donkey head famine | ate their children | axe floated | iron floated | chariots of fire | horses chariots fire',
    '2KI 6',
  ],
  [
    'four lepers | lepers siege | lepers found camp empty | flour for a shekel | lepers plunder | lepers camp | lepers found food | siege samaria',
    '2KI 7',
  ],
  [
    'shunammite land restored | hazael king | elisha wept hazael | hazael wet cloth | elisha hazael | shunammite land | elisha stared | syrian king elisha wept | smothered his master | wet cloth face | aram king elisha',
    '2KI 8',
  ],
  [
    'jehu anointed | jezebel thrown window | dogs ate jezebel | drives furiously | jehu killed jezebel | jezebel painted face | jezebel window | jezebel dogs | jezebel death | jehu drove | drives like a madman | furious chariot driver | drove furiously | wiped out ahab house',
    '2KI 9',
  ],
  [
    'jehu killed baal worshipers | seventy sons heads | jehu destroyed baal | jehu baal | seventy heads | jehu tricked baal worshippers | jehu massacre',
    '2KI 10',
  ],
  [
    'athaliah killed royal family | joash hidden temple | boy king joash | athaliah queen | queen killed grandsons | joash hidden | boy king | athaliah killed | only ruling queen | killed her grandsons | queen murdered royal | usurper queen | priest crowned boy | priest hid prince | priest made joash king | priest made covenant king | seven year old king | crowned at seven | hidden six years | king at seven',
    '2KI 11',
  ],
  [
    'joash repaired temple | money chest temple | hole in the lid | joash fixed temple | temple repair | money box | collection chest',
    '2KI 12',
  ],
  [
    'elisha bones | dead man touched bones | struck ground arrows | body thrown elisha tomb | touched prophets bones | bones revived | dead man revived | corpse touched elisha',
    '2KI 13',
  ],
  [
    'fall of samaria | israel exiled assyria | ten tribes lost | samaritans origin | lions samaria | samaria fell | israel captivity | assyria exile | northern kingdom fell | last king of israel | last northern king | imprisoned by assyria | last king samaria',
    '2KI 17',
  ],
  [
    'hezekiah trusted | rabshakeh mocked | bronze serpent destroyed | nehushtan destroyed | assyrian taunts | assyrian commander mocked | nehushtan smashed | broke bronze snake | hezekiah faith | good king trusted | king prayed fifteen years | king healed fifteen years | tunnel builder king',
    '2KI 18',
  ],
  [
    'sennacherib army | angel killed assyrians | hezekiah spread letter | angel killed army | one hundred eighty five thousand killed | angel struck assyrians | assyrian army died | hezekiah prayed letter | assyrian king besieged | assyrian invader | killed by his sons | king of assyria jerusalem',
    '2KI 19',
  ],
  [
    'hezekiah sick | sundial shadow | fifteen years added | shadow went back | hezekiah showed treasures | set house in order | hezekiah dying | shadow moved back | sundial sign | fifteen more years',
    '2KI 20',
  ],
  [
    'manasseh wicked king | manasseh sacrificed son | manasseh innocent blood | manasseh evil | manasseh burned son | worst king judah | manasseh idols temple',
    '2KI 21',
  ],
  [
    'found book of law | josiah found book | josiah tore clothes | huldah prophetess | book of law discovered | law book found | josiah tore robes | found scroll temple | prophetess consulted | woman prophet josiah | wife of shallum | keeper of wardrobe wife | boy king eight | king at eight | king at age eight | reformer king | found the law king',
    '2KI 22',
  ],
  [
    'josiah reforms | josiah passover | josiah destroyed altars | josiah killed megiddo | josiah died megiddo | josiah reformation | josiah smashed idols | josiah cleaned temple',
    '2KI 23',
  ],
  [
    'jehoiachin exiled | first exile babylon | nebuchadnezzar besieged jerusalem | jehoiachin captive | taken to babylon | babylon captured jerusalem | exile to babylon | eighteen year old king | reigned three months | surrendered to babylon | exiled young king',
    '2KI 24',
  ],
  [
    'fall of jerusalem | temple destroyed babylon | nebuchadnezzar burned temple | zedekiah blinded | jerusalem destroyed | temple burned | jerusalem burned | zedekiah eyes gouged | babylonians burned jerusalem | last king of judah | blinded king | king eyes gouged | sons killed before eyes',
    '2KI 25',
  ],
  [
    'prayer of jabez | jabez prayer | enlarge my territory | enlarge my border | jabez prayed | bless me indeed | jabez blessed | expand my territory | born in pain | more honorable than brothers | man born in pain | mother bore in pain',
    '1CH 4',
  ],
  [
    'david mighty warriors | jashobeam three hundred | david took zion | davids warriors | jashobeam killed three hundred | three mighty warriors',
    '1CH 11',
  ],
  [
    'ark on new cart | uzza touched ark | oxen stumbled ark | uzza died | uzzah touched ark | ark fell cart | oxen stumbled',
    '1CH 13',
  ],
  [
    'ark brought to jerusalem | levites carried ark | david dancing ark | ark carried poles | ark to jerusalem | ark brought jerusalem | michal despised',
    '1CH 15',
  ],
  [
    'ornan threshing floor | satan incited david | angel sword jerusalem | david counted israel | ornan floor | satan provoked david | angel drawn sword',
    '1CH 21',
  ],
  [
    'david charged solomon temple | plans for the temple | david gave temple plans | david gave plans | temple blueprints | solomon build temple | plans temple solomon',
    '1CH 28',
  ],
  [
    'yours is the greatness | freewill offering temple | david gave gold temple | yours lord greatness | offerings for temple | people gave willingly | david prayer offering',
    '1CH 29',
  ],
  [
    'humble themselves and pray | heal their land | fire came down temple | heal land | humble pray seek | turn from wicked ways | my people humble',
    '2CH 7',
  ],
  [
    'jehoshaphat battle | singers ahead of army | battle is not yours | praise went before army | enemies killed each other | singers in front | praise before battle | jehoshaphat sent singers | enemies destroyed each other | king sent singers | king praised battle | good king allied ahab | singers led army',
    '2CH 20',
  ],
  [
    'uzziah leprosy | uzziah burned incense | pride king leprosy | uzziah leper | uzziah proud | king burned incense leprosy | king leprosy forehead | leper king | king struck leprosy | proud king incense | became a leper king',
    '2CH 26',
  ],
  [
    'hezekiah passover | passover invitation letters | passover second month | invited israel passover | passover letters | late passover | couriers passover',
    '2CH 30',
  ],
  [
    'manasseh repented | manasseh captive babylon | manasseh humbled himself | manasseh repent | manasseh chains | manasseh hooks babylon | wicked king repented | king in chains babylon | reigned fifty five years | worst king of judah',
    '2CH 33',
  ],
  [
    'seventy years desolation | sabbath rest land | mocked the messengers | seventy years exile | land enjoyed sabbaths | mocked gods messengers | cyrus proclamation',
    '2CH 36',
  ],
  [
    'cyrus decree | return from exile | decree to rebuild temple | cyrus king persia | cyrus let jews | jews returned jerusalem | rebuild temple decree | cyrus proclamation temple | persian king freed | king let exiles return | pagan king anointed | king of persia decree',
    'EZR 1',
  ],
  [
    'temple foundation laid | wept and shouted | foundation of the temple | rebuilt altar | old men wept | people shouted foundation | shout and weep | governor rebuilt temple | led first return | signet ring governor | governor of judah temple',
    'EZR 3',
  ],
  [
    'opposition rebuilding temple | letter to artaxerxes | work stopped temple | enemies opposed rebuilding | temple work halted | artaxerxes stopped work | adversaries judah benjamin',
    'EZR 4',
  ],
  [
    'temple completed | decree of darius | temple dedicated exile | darius decree | jews finished temple | second temple finished | dedication second temple',
    'EZR 6',
  ],
  [
    'ezra teacher law | ezra came to jerusalem | ezra scribe returned | ezra scribe | ezra arrived jerusalem | ezra studied law | artaxerxes letter ezra | priest and scribe | scribe skilled in law | read law aloud | scribe returned babylon',
    'EZR 7',
  ],
  [
    'mixed marriages | ezra tore his garment | pulled out beard | ezra pulled hair | ezra tore clothes | intermarried gentiles | married foreign women',
    'EZR 9',
  ],
  [
    'foreign wives | put away wives | divorce foreign wives | sent away wives | divorced wives | gentile wives divorced | married foreigners divorce',
    'EZR 10',
  ],
  [
    'nehemiah cupbearer | nehemiah wept walls | nehemiah prayed heard walls | nehemiah prayed | walls broken down | nehemiah wept | jerusalem walls broken | cupbearer to the king | wall builder | rebuilt jerusalem walls | governor built wall',
    'NEH 1',
  ],
  [
    'nehemiah sad before king | inspected walls at night | rise up and build | nehemiah asked king | nehemiah sad face | inspected walls night | rode around walls',
    'NEH 2',
  ],
  [
    'gates rebuilt | sheep gate | families repaired wall | wall repair list | gates repaired | fish gate | builders of wall',
    'NEH 3',
  ],
  [
    'rebuilding the wall | sword and trowel | sanballat and tobiah | half worked half guarded | fox break down wall | sword trowel | built with sword | sanballat mocked | half stood guard | opposed the wall | the horonite | mocked wall builders | enemy of the wall',
    'NEH 4',
  ],
  [
    'charging interest poor | nehemiah usury | mortgaged fields | loans interest | lending interest | nehemiah rebuked nobles | poor sold children',
    'NEH 5',
  ],
  [
    'wall completed | fifty two days | cannot come down | sanballat plot | wall finished | wall fifty two | great work cannot',
    'NEH 6',
  ],
  [
    'ezra read the law | joy of the lord | people wept law read | stood on wooden platform | ezra read law | ezra read aloud | joy of lord strength | people cried law',
    'NEH 8',
  ],
  [
    'levites prayer confession | israel confessed sins | fasting sackcloth confession | levites confessed | levites confession | israel confessed | people confessed fasting',
    'NEH 9',
  ],
  [
    'sabbath gates closed | tobiah thrown out | pulled out their hair | tobiah room | shut gates sabbath | nehemiah pulled hair | tobiah thrown',
    'NEH 13',
  ],
  [
    'queen vashti | vashti refused | vashti deposed | king banquet vashti | vashti banished | vashti disobeyed | vashti removed | queen refused king | queen refused | disobedient queen | deposed queen | refused to appear | persian king esther | king chose esther | king of persia banquet | extended the scepter',
    'EST 1',
  ],
  [
    'esther became queen | beauty contest | mordecai cousin esther | mordecai uncovered plot | esther chosen queen | esther beauty pageant | esther crowned | mordecai foiled plot | jewish queen of persia | orphan became queen | queen saved her people | beauty queen | cousin raised esther | jew at kings gate | sat at kings gate | refused to bow down',
    'EST 2',
  ],
  [
    'haman plot | mordecai refused to bow | haman hated jews | decree kill jews | haman angry mordecai | mordecai would not bow | haman decree | haman plotted kill jews | hanged on gallows | villain of purim | the agagite | plotted genocide | plotted to kill jews',
    'EST 3',
  ],
  [
    'such a time | if i perish | mordecai sackcloth | such time | esther risk life | mordecai told esther | esther fast three days',
    'EST 4',
  ],
  [
    'esther approached king | golden scepter | esther banquet | without being summoned | esther went to king | king held scepter | esther invited haman | gallows built',
    'EST 5',
  ],
  [
    'king couldnt sleep | king could not sleep | haman honored mordecai | mordecai paraded horse | king insomnia | king read chronicles | haman led mordecai | mordecai honored horse',
    'EST 6',
  ],
  [
    'haman hanged | haman gallows | hanged on own gallows | haman begged esther | haman hung | haman executed | hanged on gallows | esther exposed haman',
    'EST 7',
  ],
  [
    'new decree jews | jews defend themselves | mordecai promoted | mordecai elevated | second decree | jews allowed defend | kings ring mordecai',
    'EST 8',
  ],
  [
    'feast of purim | purim | jews killed enemies | days of purim | ten sons haman | celebrated victory jews | jews defeated enemies | haman sons hanged',
    'EST 9',
  ],
  [
    'job lost everything | job suffering | satan tested job | job children died | satan before god | job lost children | satan tested | job everything taken | lord gave lord took | patient man suffered | righteous man suffered | man of uz | most patient man | blameless and upright',
    'JOB 1',
  ],
  [
    'job boils | curse god and die | job sores | job friends came | job scraped potsherd | broken pottery scrape | job wife curse | job friends | job sat ashes | wife said curse | wife told husband curse | wife of job | wife curse god | three friends comforters | miserable comforters | friends sat seven days | friends of job',
    'JOB 2',
  ],
  [
    'jonah fish | swallowed by a whale | swallowed by a fish | jonah ran away | jonah storm | thrown overboard | jonah tarshish | big fish | great fish | ran from god | ship to tarshish | whale | jonah disobeyed god | swallowed jonah | tossed overboard | sailors threw jonah | reluctant prophet | prophet swallowed | runaway prophet | prophet inside fish',
    'JON 1',
  ],
  [
    'belly of the fish | belly of the whale | jonah prayed fish | vomited jonah | three days fish | inside the fish | spit him out | vomited onto dry land | inside the whale | whale spit | fish spit jonah | spat onto beach',
    'JON 2',
  ],
  [
    'nineveh repented | jonah preached nineveh | sackcloth animals | forty days nineveh | sackcloth and ashes | forty days and nineveh | nineveh repent | jonah nineveh | ninevites repented | nineveh fasted',
    'JON 3',
  ],
  [
    'jonah angry | jonah plant | jonah vine withered | worm ate plant | jonah gourd | plant withered | worm ate the plant | vine died | gourd | jonah mad | jonah sulked | shade plant | jonah wanted die',
    'JON 4',
  ],
  [
    'daniel vegetables | refused the kings food | daniel diet | kings meat | vegetables and water | ate vegetables | daniel veggies | daniel refused food | daniel vegetarian | kings food daniel',
    'DAN 1',
  ],
  [
    'statue dream | head of gold | iron and clay | stone cut without hands | nebuchadnezzar dream statue | feet of clay | nebuchadnezzar statue | gold silver bronze iron | gold head statue | daniel interpreted dream',
    'DAN 2',
  ],
  [
    'fiery furnace | shadrach meshach abednego | fourth man fire | golden image bow | furnace seven times hotter | shadrach meshach and abednego | golden statue | seven times hotter | three hebrew boys | three men fire | fiery oven | thrown into furnace | three young men furnace | three friends of daniel | survived the furnace',
    'DAN 3',
  ],
  [
    'nebuchadnezzar ate grass | king went mad | ate grass like ox | nebuchadnezzar insane | tree cut down dream | ate grass | nebuchadnezzar went mad | lived like an animal | king like cow | nebuchadnezzar grass | king lived animals | nebuchadnezzar crazy | king of babylon humbled | proud babylonian king | king lived like animal | king destroyed jerusalem',
    'DAN 4',
  ],
  [
    'handwriting on the wall | writing on the wall | mene mene tekel | belshazzar feast | hand writing wall | weighed and found wanting | mene mene | belshazzar | writing wall | handwriting wall | hand wrote wall | fingers wrote wall | king saw handwriting | last king of babylon | drank from temple cups | feast king killed',
    'DAN 5',
  ],
  [
    'lions den | thrown to the lions | den of lions | lions mouths shut | daniel prayed window | daniel lions | shut the lions mouths | prayed toward jerusalem | daniel lion | thrown to lions | lions pit | lions cage | prophet in lions den | dream interpreter exile | interpreted dreams babylon | prayed three times day | king threw daniel | mede king | king fasted all night | king of the medes',
    'DAN 6',
  ],
  [
    'genealogy of jesus | joseph wanted to divorce | joseph dream mary | virgin will conceive | joseph took mary | jesus family tree | ancestors of jesus | angel told joseph | joseph secretly divorce | carpenter of nazareth | husband of mary | earthly father of jesus | stepfather of jesus',
    'MAT 1',
  ],
  [
    'wise men | magi | followed the star | gold frankincense myrrh | flight to egypt | herod killed babies | killed the baby boys | three kings | star of bethlehem | herod massacred babies | baby jesus gifts | fled to egypt | king killed infants | king of judea jealous | massacred bethlehem boys',
    'MAT 2',
  ],
  [
    'baptism of jesus | jesus was baptized | dove descended | locusts and honey | brood of vipers | voice from heaven | john baptized jesus | jesus baptism | camel hair | spirit like dove | camel hair clothing | forerunner of jesus | baptized jesus | wilderness preacher | ate locusts',
    'MAT 3',
  ],
  [
    'tempted in the wilderness | temptation of jesus | stones into bread | fishers of men | forty days fasting | pinnacle of the temple | satan tempted jesus | devil tempted jesus | jesus temptation | fishers of people',
    'MAT 4',
  ],
  [
    'sermon on the mount | beatitudes | salt of the earth | light of the world | turn the other cheek | love your enemies | go the extra mile | blessed are the meek | blessed are poor | other cheek | extra mile',
    'MAT 5',
  ],
  [
    'lords prayer | treasures in heaven | lilies of the field | birds of the air | do not worry | give in secret | our father prayer | dont worry | consider the lilies | treasure in heaven',
    'MAT 6',
  ],
  [
    'house on the rock | built on sand | plank in your eye | log in your eye | narrow gate | ask seek knock | wolves in sheeps clothing | wise and foolish builders | house on sand | speck in eye | beam in eye',
    'MAT 7',
  ],
  [
    'calmed the storm | calming the storm | centurion servant | demons into pigs | peter mother in law | touched a leper | foxes have holes | jesus calmed storm | pigs ran into sea | centurion faith | leper healed | great faith centurion | soldier servant healed | only say the word | centurion at capernaum',
    'MAT 8',
  ],
  [
    'paralyzed man bed | calling of matthew | tax collector matthew | woman touched his cloak | bleeding woman | jairus daughter | two blind men | new wine old wineskins | paralytic lowered | matthew called | hem of garment | jairus girl raised | tax collector apostle | tax collector disciple | left tax booth | customs collector called',
    'MAT 9',
  ],
  [
    'sending out the twelve | names of the apostles | twelve apostles | sheep among wolves | shake the dust | sparrows fall | twelve disciples sent | disciples sent out | shake off dust | wise as serpents',
    'MAT 10',
  ],
  [
    'john in prison | come to me weary | my yoke is easy | greater than john | john baptist prison | weary and burdened | yoke easy burden light | give you rest',
    'MAT 11',
  ],
  [
    'picking grain on sabbath | lord of the sabbath | withered hand | unforgivable sin | blasphemy against the spirit | sign of jonah | house divided | sabbath grain | shriveled hand | blasphemy holy spirit | unpardonable sin',
    'MAT 12',
  ],
  [
    'parable of the sower | wheat and tares | weeds among wheat | mustard seed | pearl of great price | hidden treasure | fishing net parable | prophet without honor | sower parable | treasure in field | weeds and wheat',
    'MAT 13',
  ],
  [
    'walked on water | walking on water | peter sank | feeding the five thousand | five loaves two fish | john beheaded | head on a platter | jesus walked water | peter walked water | fed five thousand | baptist beheaded',
    'MAT 14',
  ],
  [
    'canaanite woman | crumbs from the table | dogs eat the crumbs | feeding the four thousand | seven loaves | washing hands tradition | canaanite mother | fed four thousand | dog crumbs | tradition of elders',
    'MAT 15',
  ],
  [
    'you are the christ | upon this rock | keys of the kingdom | get behind me satan | take up your cross | peter confession | yeast of the pharisees | peter the rock | who do you say | behind me satan | keys kingdom heaven | the rock apostle | fisherman apostle | denied jesus three | leader of apostles | disciple walked on water',
    'MAT 16',
  ],
  [
    'transfiguration | moses and elijah appeared | coin in the fish | coin in fishs mouth | boy with seizures | faith like mustard seed | jesus transfigured | coin fish mouth | jesus glowing | epileptic boy',
    'MAT 17',
  ],
  [
    'seventy times seven | unforgiving servant | forgive seven times | become like children | millstone around | lost sheep | forgive seventy times | unmerciful servant | forgive brother times | ninety nine sheep',
    'MAT 18',
  ],
  [
    'rich young man | camel through the eye | eye of a needle | rich young ruler | what god has joined | eunuchs for the kingdom | camel needle | rich man heaven | little children come | divorce question',
    'MAT 19',
  ],
  [
    'workers in the vineyard | eleventh hour | last will be first | mother of zebedee | sit at his right | two blind men jericho | vineyard workers | laborers in vineyard | first shall be last | same wage | mother asked thrones | mother of james john | mother asked right hand',
    'MAT 20',
  ],
  [
    'triumphal entry | palm sunday | riding a donkey | overturned the tables | cursed the fig tree | den of thieves | wicked tenants | jesus rode donkey | money changers | fig tree cursed | hosanna entry',
    'MAT 21',
  ],
  [
    'wedding banquet | wedding garment | render unto caesar | give to caesar | greatest commandment | seven brothers one wife | wedding feast | caesars coin | pay taxes caesar | resurrection marriage question',
    'MAT 22',
  ],
  [
    'whitewashed tombs | woe to you pharisees | hen gathers her chicks | strain out a gnat | seat of moses | whitewashed graves | hypocrites pharisees | woe pharisees | swallow a camel',
    'MAT 23',
  ],
  [
    'signs of the end | wars and rumors | abomination of desolation | like a thief | one taken one left | days of noah | not one stone | end times | rumors of wars | thief in night | second coming signs',
    'MAT 24',
  ],
  [
    'ten virgins | ten bridesmaids | buried his talent | sheep and the goats | least of these | wise foolish virgins | separate sheep goats | least of my brothers',
    'MAT 25',
  ],
  [
    'thirty pieces of silver | last supper | garden of gethsemane | peter denied | rooster crowed | betrayed with a kiss | cut off his ear | alabaster jar | judas betrayed | judas kiss | peter disowned | cock crowed | betrayer of jesus | betrayed jesus | disciple who betrayed | traitor disciple | kept the money bag | high priest condemned jesus | son in law annas | high priest trial | high priest tore robes',
    'MAT 26',
  ],
  [
    'judas hanged himself | pilate washed his hands | barabbas released | crown of thorns | simon of cyrene | curtain was torn | pilates wife dream | why have you forsaken | judas hanged | pilate washed hands | jesus crucified | veil torn | roman governor washed | governor judged jesus | washed hands governor | governor sentenced jesus | prisoner released instead | notorious prisoner | murderer released | robber released',
    'MAT 27',
  ],
  [
    'great commission | go and make disciples | empty tomb | he is risen | guards were bribed | stone rolled away | jesus rose | resurrection morning | make disciples nations | angel rolled stone',
    'MAT 28',
  ],
  [
    'baptism of jesus | fishers of men | healed a leper | peter mother in law | locusts and wild honey | unclean spirit in synagogue | tempted in the wilderness | jesus baptized | john baptist wild honey | leper cleansed | simon andrew called',
    'MRK 1',
  ],
  [
    'lowered through the roof | through the roof | four friends | calling of levi | new wine old wineskins | lord of the sabbath | picking grain on sabbath | paralyzed man roof | roof lowered | friends lowered friend | dug through roof',
    'MRK 2',
  ],
  [
    'withered hand | house divided | out of his mind | who is my mother | unforgivable sin | appointed twelve | shriveled hand | jesus family crazy | chose twelve | beelzebul accusation',
    'MRK 3',
  ],
  [
    'parable of the sower | calmed the storm | asleep in the boat | peace be still | mustard seed | lamp under a basket | seed grows secretly | storm calmed | jesus asleep boat | wind and waves | quiet be still',
    'MRK 4',
  ],
  [
    'my name is legion | demons into pigs | herd of pigs | jairus daughter | talitha koum | woman touched his cloak | bleeding woman | legion demons | pigs drowned | little girl arise | gerasene demoniac | man in the tombs | possessed man tombs | chains broken demoniac | synagogue ruler daughter | ruler whose daughter | synagogue leader begged | twelve year old girl | little girl raised | dead girl raised | twelve years bleeding | woman touched hem | issue of blood | hemorrhage woman',
    'MRK 5',
  ],
  [
    'john beheaded | head on a platter | herodias daughter danced | feeding the five thousand | five loaves two fish | walked on water | prophet without honor | sending out the twelve | baptist beheaded | herod daughter dance | fed five thousand | jesus walked water | tetrarch of galilee | ruler beheaded baptist | that fox | king beheaded john | wanted baptist dead | grudge against john | married husbands brother | wife of herod | daughter danced | dancing girl asked head | danced for the king | girl asked for head',
    'MRK 6',
  ],
  [
    'syrophoenician woman | crumbs from the table | ephphatha | deaf and mute | spit on his tongue | washing hands tradition | syrophoenician mother | deaf ears opened | deaf man healed | dogs eat crumbs | gentile mother demon daughter | greek woman daughter | dogs crumbs woman',
    'MRK 7',
  ],
  [
    'men like trees | trees walking | spit on his eyes | feeding the four thousand | get behind me satan | you are the christ | blind man bethsaida | people look like trees | fed four thousand | healed blind twice',
    'MRK 8',
  ],
  [
    'transfiguration | help my unbelief | boy with a demon | moses and elijah appeared | cut off your hand | jesus transfigured | i believe help | demon possessed boy | jesus glowing',
    'MRK 9',
  ],
  [
    'blind bartimaeus | bartimaeus | rich young man | eye of a needle | son of david mercy | james and john asked | rich young ruler | blind beggar healed | camel needle | jesus blessed children | sons of zebedee | blind beggar | son of timaeus | threw off his cloak | beggar by the road',
    'MRK 10',
  ],
  [
    'triumphal entry | riding a donkey | colt tied | cursed the fig tree | fig tree withered | overturned the tables | jesus rode donkey | fig tree cursed | money changers | hosanna entry',
    'MRK 11',
  ],
  [
    'widows mite | widow two coins | two small coins | render unto caesar | greatest commandment | wicked tenants | poor widow offering | widow gave everything | two mites | caesars coin | poor widow gave all | widow offering temple',
    'MRK 12',
  ],
  [
    'signs of the end | not one stone | abomination of desolation | no one knows hour | end times | temple destroyed prophecy | signs end times',
    'MRK 13',
  ],
  [
    'alabaster jar | last supper | garden of gethsemane | fled naked | peter denied | rooster crowed twice | betrayed with a kiss | cut off his ear | perfume poured | judas betrayed | young man naked | peter disowned',
    'MRK 14',
  ],
  [
    'barabbas released | simon of cyrene | crown of thorns | curtain was torn | joseph of arimathea | why have you forsaken | jesus crucified | barabbas freed | veil torn | jesus buried tomb | carried the cross | cross carrier | man from cyrene | forced to carry | surely son of god | soldier at cross | centurion at the cross | centurion confessed | rich man tomb | gave his tomb | secret disciple tomb | buried jesus body | council member buried',
    'MRK 15',
  ],
  [
    'who will roll away | empty tomb | pick up snakes | young man in white | into all the world | women at the tomb | stone rolled away | jesus rose | women went tomb | handle snakes',
    'MRK 16',
  ],
  [
    'zechariah could not speak | zechariah struck mute | angel gabriel appeared | annunciation | baby leaped womb | magnificat | elizabeth pregnant | zechariah mute | gabriel visited mary | john baby jumped | mary visited elizabeth | mother of john baptist | barren old relative | relative of mary | cousin of mary | priest struck mute | father of john baptist | mute priest | priest lost his voice | virgin mother | mother of jesus | young virgin nazareth | highly favored woman',
    'LUK 1',
  ],
  [
    'born in a manger | no room inn | shepherds and angels | swaddling clothes | boy jesus temple | lost in the temple | simeon held | anna the prophetess | jesus born | baby in manger | shepherds angels | jesus lost temple | old man held baby | righteous old man temple | would not die until | now dismiss servant | old prophetess temple | widow eighty four | prophetess widow temple | never left the temple | emperor ordered census | decree census emperor | roman emperor census | first roman emperor',
    'LUK 2',
  ],
  [
    'baptism of jesus | brood of vipers | tax collectors baptized | genealogy of jesus | dove descended | two coats share | john baptist preaching | jesus baptized | tax collectors asked | vipers brood',
    'LUK 3',
  ],
  [
    'tempted in the wilderness | stones into bread | off the cliff | scroll of isaiah | physician heal yourself | rejected at nazareth | peter mother in law | jesus tempted | nazareth cliff | jesus read isaiah | throw him off cliff',
    'LUK 4',
  ],
  [
    'miraculous catch of fish | nets were breaking | depart from me lord | lowered through the roof | through the roof | calling of levi | touched a leper | big catch fish | nets breaking | fish nets broke | paralyzed man roof',
    'LUK 5',
  ],
  [
    'sermon on the plain | love your enemies | blind lead the blind | withered hand | choose twelve apostles | built on the rock | sermon plain | blind leading blind | love enemies | shriveled hand | zealot apostle | zealot disciple | zealot among twelve',
    'LUK 6',
  ],
  [
    'widow of nain | raised the widows son | centurion servant | feet with her tears | sinful woman anointed | wiped with her hair | two debtors | nain widow son | woman washed feet | sinful woman perfume | centurion faith | young man raised coffin | touched the coffin | dead son funeral | only son of widow | woman washed feet tears | woman who loved much | forgiven much woman | pharisee host | pharisee dinner jesus | pharisee who invited | host gave no water',
    'LUK 7',
  ],
  [
    'parable of the sower | calmed the storm | demons into pigs | jairus daughter | woman touched his cloak | bleeding woman | mary magdalene seven demons | sower parable | jesus calmed storm | pigs drowned | jairus girl raised | wife of chuza | herod steward wife | women supported jesus',
    'LUK 8',
  ],
  [
    'feeding the five thousand | five loaves two fish | transfiguration | call down fire | foxes have holes | let the dead bury | take up your cross | hand to the plow | fed five thousand | jesus transfigured | fire on samaritans | plow looking back',
    'LUK 9',
  ],
  [
    'good samaritan | who is my neighbor | mary and martha | martha was distracted | sent out seventy two | sent out seventy | samaritan helped | samaritan parable | martha mary | seventy sent | busy sister | distracted sister | worried about many things | sister of lazarus | sat at jesus feet | chose the better part | sister who listened | one thing needed',
    'LUK 10',
  ],
  [
    'friend at midnight | knocking at midnight | teach us to pray | lords prayer | sign of jonah | house divided | midnight friend | persistent friend | friend asked bread',
    'LUK 11',
  ],
  [
    'rich fool | bigger barns | build bigger barns | eat drink be merry | lilies of the field | faithful servant ready | rich man barns | tear down barns | soul required tonight | eat drink merry',
    'LUK 12',
  ],
  [
    'bent over woman | crippled woman | eighteen years bent | tower of siloam | barren fig tree | narrow door | mustard seed | woman stooped | siloam tower | fig tree parable | crippled eighteen years',
    'LUK 13',
  ],
  [
    'great banquet | lowest seat | counting the cost | man with dropsy | build a tower | invite the poor | last place seat | count the cost | excuses banquet',
    'LUK 14',
  ],
  [
    'prodigal son | lost son | lost coin | lost sheep | older brother | fatted calf | ninety nine sheep | wayward son | woman ten coins | father ran son | son came home',
    'LUK 15',
  ],
  [
    'rich man and lazarus | dishonest manager | shrewd manager | abrahams bosom | great chasm | dogs licked his sores | lazarus rich man | rich man hell | unjust steward | great gulf',
    'LUK 16',
  ],
  [
    'ten lepers | only one returned | only one came back | remember lots wife | kingdom is within you | one taken one left | leper said thanks | one leper thanked | leper came back | samaritan leper thanked | grateful leper | leper who returned | thankful leper',
    'LUK 17',
  ],
  [
    'persistent widow | unjust judge | pharisee and tax collector | god be merciful | rich young ruler | rich young man | eye of a needle | blind beggar jericho | widow judge | pharisee tax collector | tax collector prayer | blind man jericho',
    'LUK 18',
  ],
  [
    'triumphal entry | zacchaeus | climbed a tree | sycamore tree | short tax collector | parable of the minas | stones would cry out | wept over jerusalem | wee little man | short man tree | come down tree | ten minas | tax collector tree | chief tax collector | climbed sycamore',
    'LUK 19',
  ],
  [
    'wicked tenants | render unto caesar | seven brothers one wife | by what authority | tenants parable | caesars coin | pay taxes caesar | sadducees resurrection',
    'LUK 20',
  ],
  [
    'widows mite | widow two coins | two small coins | signs of the end | not one stone | poor widow offering | widow gave everything | two mites | end times',
    'LUK 21',
  ],
  [
    'last supper | sweat like blood | garden of gethsemane | peter denied | rooster crowed | healed his ear | betrayed with a kiss | angel strengthened him | sweat blood | judas betrayed | peter disowned | bread and wine',
    'LUK 22',
  ],
  [
    'thief on the cross | today in paradise | criminal on the cross | father forgive them | sent to herod | barabbas released | simon of cyrene | thief cross | paradise thief | jesus crucified | repentant thief | criminal in paradise | good thief | thief who repented',
    'LUK 23',
  ],
  [
    'empty tomb | road to emmaus | emmaus | hearts burning | ate broiled fish | recognized in breaking bread | ascension | two disciples road | broke bread recognized | jesus rose | ascended heaven | emmaus disciple | walked to emmaus | two disciples walking | disciple at emmaus',
    'LUK 24',
  ],
  [
    'beginning was the word | word became flesh | lamb of god | nathanael fig tree | under the fig tree | andrew brought peter | word was god | word made flesh | behold the lamb | in beginning word | brother of peter | first called disciple | brought his brother | fisherman brother | apostle from bethsaida | found nathanael | follow me bethsaida | no deceit in him | israelite no guile | anything good nazareth | fig tree disciple | true israelite',
    'JHN 1',
  ],
  [
    'water into wine | wedding at cana | made a whip | cleared the temple | ran out of wine | jesus turned water | wedding wine | cleansed temple | whip cords',
    'JHN 2',
  ],
  [
    'born again | nicodemus | came at night | came by night | god so loved | born of water | he must increase | pharisee night jesus | born from above | john three sixteen | god loved world | pharisee at night | teacher of israel | ruler came night | ruler of jews night',
    'JHN 3',
  ],
  [
    'woman at the well | samaritan woman | living water | five husbands | jacobs well | official son healed | samaritan well | well water woman | woman five men | nobleman son | woman with five husbands | samaritan at the well | woman drawing water | samaritan woman well | nobleman son healed | royal official son | official from capernaum',
    'JHN 4',
  ],
  [
    'pool of bethesda | bethesda | thirty eight years | stirred the water | pick up your mat | angel stirred | paralyzed thirty eight years | take up mat | invalid healed pool | invalid thirty eight | man by the pool | no one to help | lame man pool',
    'JHN 5',
  ],
  [
    'feeding the five thousand | boy with five loaves | five loaves two fish | walked on water | bread of life | many disciples left | fed five thousand | boy lunch | boy loaves fishes | jesus walked water',
    'JHN 6',
  ],
  [
    'rivers of living water | feast of tabernacles | brothers did not believe | never spoke like this | feast booths | living water rivers | jesus brothers unbelief | temple guards',
    'JHN 7',
  ],
  [
    'caught in adultery | cast the first stone | first stone | wrote in the dirt | wrote on the ground | truth will set | before abraham was | adulterous woman | woman caught adultery | without sin cast | writing in dirt | woman caught | neither do i condemn | sin no more',
    'JHN 8',
  ],
  [
    'born blind | mud on his eyes | mud in his eyes | pool of siloam | once blind now see | spit and mud | blind from birth | blind man mud | siloam pool | blind healed mud | blind man pool | washed in siloam | healed blind man',
    'JHN 9',
  ],
  [
    'good shepherd | sheep hear my voice | i am the door | other sheep | hired hand | jesus shepherd | know my sheep | door of sheep | sheep pen',
    'JHN 10',
  ],
  [
    'raised lazarus | jesus wept | lazarus come out | four days dead | dead four days | i am the resurrection | one man die | lazarus rose | lazarus dead | lazarus tomb | jesus cried | raised after four days | friend jesus raised | brother of martha | man raised bethany',
    'JHN 11',
  ],
  [
    'anointed his feet | expensive perfume | poured perfume | wiped with her hair | grain of wheat | palm branches | hosanna | triumphal entry | mary anointed jesus | perfume feet | nard perfume | jesus rode donkey',
    'JHN 12',
  ],
  [
    'washed the disciples feet | washing feet | foot washing | new commandment | dipped the bread | one will betray me | jesus washed feet | washed feet disciples | love one another | judas left | disciple jesus loved | beloved disciple | leaned on jesus | disciple took mary home',
    'JHN 13',
  ],
  [
    'many rooms | many mansions | prepare a place | way truth life | fathers house rooms | let not hearts troubled',
    'JHN 14',
  ],
  [
    'vine and branches | i am the vine | abide in me | no greater love | friends not servants | true vine | lay down friends | vine branches',
    'JHN 15',
  ],
  [
    'spirit of truth | sorrow turned to joy | better that i go | helper will come | holy spirit comes | grief turned joy | advocate will come | convict world',
    'JHN 16',
  ],
  [
    'high priestly prayer | prayed for his disciples | not of the world | jesus prayed disciples | jesus prayer unity | priestly prayer',
    'JHN 17',
  ],
  [
    'malchus | cut off his ear | peter denied | charcoal fire | servant ear cut | peter cut ear | servant ear off | pilate truth | peter sword | servant lost ear | high priest servant ear | ear cut off servant | former high priest | caiaphas father in law | first questioned jesus',
    'JHN 18',
  ],
  [
    'it is finished | pierced his side | spear in his side | gambled for his clothes | behold your mother | seamless robe | blood and water | nicodemus brought myrrh | jesus crucified | soldiers gambled | seamless tunic | side pierced',
    'JHN 19',
  ],
  [
    'empty tomb | thomas doubted | doubting thomas | doubted until he saw | thought the gardener | mary magdalene tomb | ran to the tomb | do not hold on | thomas doubt | thomas wounds | mary thought gardener | jesus appeared thomas | seven demons cast out | first to see risen | first witness resurrection | woman from magdala | doubting disciple | twin disciple | apostle who doubted',
    'JHN 20',
  ],
  [
    'do you love me | feed my sheep | breakfast on the beach | one hundred fifty three fish | right side of boat | peter restored | jumped into the sea | breakfast beach | hundred fifty three | peter love me | net right side',
    'JHN 21',
  ],
  [
    'ascension | ascended into heaven | taken up cloud | men of galilee | matthias chosen | replace judas | judas fell headlong | jesus ascended | jesus taken up | judas replaced | lots cast apostle | replaced judas | chosen by lot | twelfth apostle | chosen by casting lots',
    'ACT 1',
  ],
  [
    'pentecost | tongues of fire | rushing wind | spoke in tongues | three thousand baptized | filled with new wine | holy spirit came | fire tongues | tongues fire | three thousand saved',
    'ACT 2',
  ],
  [
    'beautiful gate | silver and gold | lame man healed | walking and leaping | lame beggar healed | peter healed lame | silver gold none | walking leaping praising',
    'ACT 3',
  ],
  [
    'unschooled ordinary men | no other name | everything in common | place was shaken | barnabas sold field | peter john arrested | uneducated men | shared everything | building shook | son of encouragement | encourager of paul | levite from cyprus | encourager apostle',
    'ACT 4',
  ],
  [
    'ananias and sapphira | lied to holy spirit | kept back part | peters shadow | angel opened the prison | gamaliel | ananias sapphira | couple died lying | peter shadow | apostles freed prison | husband lied land | lied about land price | fell dead lying | kept back money | wife lied dropped dead | wife lied about price | wife fell dead | pharisee advised council | rabbi said leave alone | pauls teacher',
    'ACT 5',
  ],
  [
    'seven deacons | choosing the seven | waiting on tables | face like an angel | stephen arrested | deacons chosen | seven chosen | stephen face angel | serve tables',
    'ACT 6',
  ],
  [
    'stephen stoned | stoning of stephen | first martyr | laid their coats | saw heaven opened | saul approved | stephen killed | stephen martyr | stephen stoning | coats at saul | first christian martyr | deacon stoned | face of an angel | martyr saw jesus',
    'ACT 7',
  ],
  [
    'ethiopian eunuch | philip and the eunuch | simon the sorcerer | simon magus | buy the holy spirit | chariot reading isaiah | philip disappeared | eunuch baptized | philip eunuch | simon sorcerer | simon magician | deacon baptized eunuch | evangelist baptized eunuch | evangelist transported | evangelist in samaria | treasurer of candace | queen candace official | african official baptized | official reading isaiah | magician tried to buy | sorcerer wanted to buy | samaria magician | magician baptized',
    'ACT 8',
  ],
  [
    'road to damascus | saul blinded | scales fell | lowered in a basket | blinding light | why persecute me | dorcas | tabitha | saul conversion | paul conversion | damascus road | paul blinded | apostle to the gentiles | persecutor converted | tentmaker apostle | pharisee converted | disciple restored sight | laid hands on saul | street called straight | disciple in damascus | seamstress raised | woman who made clothes | joppa woman raised | full of good works | paralyzed eight years | bedridden eight years | man in lydda | paralytic at lydda',
    'ACT 9',
  ],
  [
    'peters vision | sheet with animals | kill and eat | cornelius | unclean animals | gentiles received the spirit | peter vision sheet | sheet animals | roman centurion vision | gentiles holy spirit | roman centurion gentile | first gentile convert | devout centurion | italian cohort centurion',
    'ACT 10',
  ],
  [
    'first called christians | called christians | antioch church | agabus famine | christians antioch | name christians | first christians | famine predicted',
    'ACT 11',
  ],
  [
    'rhoda | peter escaped prison | chains fell off | knocking at the gate | eaten by worms | james killed sword | peter prison escape | angel freed peter | herod worms | servant girl door | girl left peter knocking | servant girl forgot | forgot to open gate | too happy to open | king eaten by worms | struck by an angel | king killed james | voice of a god | apostle killed by herod | first apostle martyred | apostle killed sword | brother of john killed | prayer meeting house | house where church prayed | mother of john mark',
    'ACT 12',
  ],
  [
    'elymas | sorcerer blinded | bar jesus | first missionary journey | set apart barnabas | john mark left | magician blinded | sorcerer blind | paul barnabas sent | first journey | proconsul believed | cyprus proconsul | intelligent proconsul',
    'ACT 13',
  ],
  [
    'paul stoned | zeus and hermes | thought they were gods | lame man at lystra | left for dead | stoned at lystra | lystra stoning | zeus hermes | barnabas zeus | crowd thought gods',
    'ACT 14',
  ],
  [
    'jerusalem council | circumcision dispute | sharp disagreement | barnabas and paul split | paul and barnabas argued | apostles council | circumcision debate | paul barnabas split | barnabas separated | brother of jesus | leader jerusalem church | half brother of jesus | brother of the lord | cousin of barnabas | young man left paul | deserter missionary | went home early',
    'ACT 15',
  ],
  [
    'philippian jailer | singing in prison | earthquake prison | lydia | seller of purple | fortune telling slave girl | man of macedonia | timothy circumcised | paul silas prison | jailer baptized | prison doors opened | purple cloth seller | purple cloth dealer | dealer in purple | first european convert | businesswoman from thyatira | woman from thyatira | jailer almost killed himself | jailer baptized household | jailer asked saved | jailer washed wounds | spirit of divination | possessed slave girl | girl who predicted | fortune teller girl | sang in jail | companion of paul prison | prisoner sang hymns | sang hymns with paul | young pastor | son in the faith | half greek disciple | paul young helper',
    'ACT 16',
  ],
  [
    'unknown god | mars hill | areopagus | bereans | searched the scriptures | athens idols | unknown deity | paul athens | paul athenians | berean jews',
    'ACT 17',
  ],
  [
    'aquila and priscilla | tentmakers | tent maker | apollos | gallio | priscilla aquila | paul tentmaker | eloquent preacher | paul corinth | tentmaker husband | jewish tentmaker pontus | husband of priscilla | wife taught apollos | tentmaker wife | woman tentmaker | explained way more accurately | alexandrian preacher | mighty in the scriptures | eloquent man alexandria | proconsul of achaia | cared for none | refused to judge | synagogue ruler believed | synagogue leader converted | whole household believed',
    'ACT 18',
  ],
  [
    'sons of sceva | burned their scrolls | artemis of the ephesians | great is diana | riot in ephesus | handkerchiefs and aprons | sceva sons | seven sons sceva | burned books | ephesus riot | silversmith riot | shrines of artemis | idol maker riot | silver shrines',
    'ACT 19',
  ],
  [
    'fell out window | fell from the window | eutychus | fell asleep during | long sermon | farewell to ephesian elders | boy fell window | young man fell window | fell asleep window | preached till midnight | fell asleep sermon | fell three stories | boy fell asleep',
    'ACT 20',
  ],
  [
    'agabus belt | tied his hands | paul arrested temple | philip four daughters | four unmarried daughters | agabus prophecy | paul arrested | philip daughters | paul belt prophecy | prophet bound with belt | prophet predicted famine | prophet tied paul | ephesian in temple | left sick at miletus | accused of bringing greek',
    'ACT 21',
  ],
  [
    'roman citizen | born a citizen | paul testimony | about to be flogged | paul citizen flog | roman citizenship | paul flogged | paul speech crowd | commander rescued paul | bought citizenship | tribune bought | roman commander jerusalem',
    'ACT 22',
  ],
  [
    'forty men vowed | plot to kill paul | pauls nephew | sadducees and pharisees divided | plot against paul | paul nephew | forty men oath | pharisees sadducees argue',
    'ACT 23',
  ],
  [
    'felix | felix trembled | convenient time | drusilla | paul governor trembled | paul before governor | paul two years | more convenient | governor hoped bribe | trembled governor | governor kept paul | governor waited bribe',
    'ACT 24',
  ],
  [
    'appeal to caesar | appealed to caesar | festus | paul appealed caesar | paul appealed emperor | appeal caesar | governor after felix | governor paul appealed | successor of felix',
    'ACT 25',
  ],
  [
    'almost persuaded | agrippa | out of your mind | kick against the goads | paul before king | almost christian | kick goads | paul mad | king almost persuaded | king heard paul | king nearly persuaded | last herod king',
    'ACT 26',
  ],
  [
    'paul shipwrecked | storm at sea | euroclydon | two hundred seventy six | shipwreck paul | paul shipwreck | storm ship paul | ship wrecked malta',
    'ACT 27',
  ],
  [
    'snake bit | viper bit | viper fastened | malta | shook off the snake | father of publius | snake bite paul | snake fire hand | paul snake | paul viper | chief official malta | leading man of island | chief man malta',
    'ACT 28',
  ],
  [
    'phoebe | junia | greet one another | holy kiss | priscilla and aquila risked | woman deacon | greet with kiss | paul greetings rome | paul greeted friends | deaconess of cenchreae | servant of church cenchreae | carried letter romans',
    'ROM 16',
  ],
  [
    'chloes household | i follow apollos | i am of paul | foolishness of the cross | divisions corinth | follow paul apollos | cross foolishness | quarrels in church',
    '1CO 1',
  ],
  [
    'his fathers wife | hand over to satan | little leaven | man sleeping stepmother | slept with stepmother | incest corinth | deliver to satan',
    '1CO 5',
  ],
  [
    'love is patient | love never fails | through a glass darkly | love is kind | love bears all | faith hope love | mirror dimly',
    '1CO 13',
  ],
  [
    'appeared to five hundred | last enemy | twinkling of an eye | where is your sting | death where sting | twinkling eye | five hundred witnesses | resurrection body',
    '1CO 15',
  ],
  [
    'forty lashes minus one | beaten with rods | shipwrecked three times | basket through a window | angel of light | thirty nine lashes | beaten rods | shipwrecked thrice | let down wall basket',
    '2CO 11',
  ],
  [
    'thorn in the flesh | third heaven | caught up to paradise | my grace is sufficient | thorn flesh | grace sufficient | power made perfect weakness | paul caught up',
    '2CO 12',
  ],
  [
    'opposed to his face | paul rebuked peter | peter ate with gentiles | paul confronted peter | peter hypocrisy | peter withdrew gentiles | paul opposed peter',
    'GAL 2',
  ],
  [
    'epaphroditus | nearly died sick | every knee should bow | paul friend sick | every knee bow | every tongue confess | mind of christ | messenger from philippi | nearly died serving | sick almost died',
    'PHP 2',
  ],
  [
    'euodia | syntyche | two women disagree | content in all circumstances | women arguing church | learned to be content | all things through christ | two women quarrel',
    'PHP 4',
  ],
  [
    'beloved physician | luke the doctor | archippus | nympha | demas and luke | luke physician | doctor luke | onesimus tychicus | church in house | doctor companion | gentile physician | wrote gospel and acts | beloved doctor | wrestled in prayer | founded church colossae | always wrestling prayer | servant from colossae',
    'COL 4',
  ],
  [
    'caught up air | dead in christ rise | rapture | caught up clouds | meet lord air | trumpet dead rise | dead rise first',
    '1TH 4',
  ],
  [
    'not work not eat | idle busybodies | unwilling to work | dont work dont eat | lazy busybodies | lazy people eat | refuse to work',
    '2TH 3',
  ],
  [
    'hymenaeus | shipwrecked their faith | chief of sinners | worst of sinners | handed satan blaspheme | shipwreck faith | foremost sinners | paul worst sinner',
    '1TI 1',
  ],
  [
    'despise your youth | young timothy | because you are young | timothy youth | look down youth | young pastor | let no one despise',
    '1TI 4',
  ],
  [
    'little wine | wine for your stomach | widows list | drink some wine | wine stomach | stomach wine | widows enrolled',
    '1TI 5',
  ],
  [
    'lois and eunice | grandmother lois | timothys grandmother | spirit of fear | timothys mother | grandmother faith | mother eunice | lois eunice | timid spirit | not ashamed of chains | refreshed paul | searched rome found | often refreshed me | grandmother sincere faith | grandmother of timothy | faithful grandmother',
    '2TI 1',
  ],
  [
    'philetus | resurrection already happened | good soldier | soldier of christ | resurrection already past | soldier of jesus',
    '2TI 2',
  ],
  [
    'demas deserted | alexander the coppersmith | bring my cloak | fought the good fight | only luke with me | itching ears | demas left paul | alexander coppersmith | bring the cloak | finished the race | loved this world | deserted paul | forsook paul | loved present world',
    '2TI 4',
  ],
  [
    'cretans always liars | cretans are liars | left in crete | cretans liars | crete liars | titus crete | liars evil beasts | greek companion uncircumcised | pastor of crete | appoint elders crete | paul left crete',
    'TIT 1',
  ],
  [
    'onesimus | runaway slave | philemon slave | useful slave | slave returned master | runaway servant | paul letter slave | escaped slave | slave paul sent back | paul sent back | useful servant | formerly useless slave | slave owner colossae | master of runaway | owner of onesimus | paul wrote slave owner',
    'PHM 1',
  ],
  [
    'melchizedek | king of salem | order of melchizedek | priest forever | priest without genealogy | without father mother',
    'HEB 7',
  ],
  [
    'hall of faith | by faith abel | hall of fame faith | faith heroes | heroes of faith | faith hall fame | by faith noah',
    'HEB 11',
  ],
  [
    'entertained angels | angels unawares | angels without knowing | entertain strangers | hospitality angels | strangers angels | angels unaware',
    'HEB 13',
  ],
  [
    'rahab justified | faith without works | abraham justified by works | faith works | faith without deeds | dead faith | rahab works',
    'JAS 2',
  ],
  [
    'elijah prayed | no rain three years | anoint the sick | prayed didnt rain | prayed no rain | prayer of faith sick | anoint with oil',
    'JAS 5',
  ],
  [
    'spirits in prison | eight souls saved | sarah called him lord | preached spirits prison | eight saved ark | sarah obeyed abraham | called abraham lord',
    '1PE 3',
  ],
  [
    'thousand years one day | scoffers will come | elements melt | day like thousand | thousand years day | scoffers last days | melt with heat',
    '2PE 3',
  ],
  [
    'diotrephes | gaius beloved | likes being first | dear gaius | refused welcome brothers | loves to be first | wanted preeminence | church leader refused | would not welcome',
    '3JN 1',
  ],
  [
    'michael disputed | body of moses | enoch prophesied | michael the archangel | michael body moses | archangel michael devil | enoch prophecy | michael argued devil | brother of james wrote | contend for the faith | half brother wrote letter',
    'JUD 1',
  ],
  [
    'patmos | island of patmos | seven lampstands | feet like bronze | sword from his mouth | john exiled island | son of man lampstands | golden lampstands | two edged sword',
    'REV 1',
  ],
  [
    'lost first love | first love | synagogue of satan | jezebel in thyatira | balaam in pergamum | forsaken love | abandoned love | ephesus church | thyatira jezebel | faithful martyr pergamum | martyr in pergamum | my faithful witness',
    'REV 2',
  ],
  [
    'lukewarm | laodicea | stand at the door | spit you out | open door philadelphia | sardis dead | neither hot cold | hot or cold | knock at door | spew out',
    'REV 3',
  ],
  [
    'twenty four elders | throne room | sea of glass | door open in heaven | creatures full eyes | emerald rainbow throne | glass sea',
    'REV 4',
  ],
  [
    'four horsemen | pale horse | seven seals | souls under the altar | apocalypse horsemen | horsemen apocalypse | pale rider | opening seals',
    'REV 6',
  ],
  [
    'two witnesses | measuring the temple | olive trees witnesses | two prophets | measure temple | witnesses killed | witnesses rose again',
    'REV 11',
  ],
  [
    'woman and the dragon | war in heaven | michael fought the dragon | woman clothed sun | dragon woman | woman dragon | michael dragon | woman sun moon',
    'REV 12',
  ],
  [
    'mark of the beast | six hundred sixty six | beast from the sea | number six hundred sixty six | number of beast | beast number | beast mark',
    'REV 13',
  ],
  [
    'armageddon | bowls of wrath | seven bowls | bowl judgments | seven last plagues | bowls poured | har megiddo',
    'REV 16',
  ],
  [
    'whore of babylon | woman on the beast | mystery babylon | babylon harlot | great harlot | great prostitute | scarlet beast woman',
    'REV 17',
  ],
  [
    'marriage supper lamb | rider white horse | white horse | marriage of lamb | wedding supper lamb | faithful and true | lamb marriage',
    'REV 19',
  ],
  [
    'thousand years | satan bound | lake of fire | great white throne | millennium | one thousand years | thousand year reign | satan chained | dead judged books',
    'REV 20',
  ],
  [
    'new jerusalem | streets of gold | no more tears | new heaven | gates of pearl | new earth | golden streets | pearl gates | no more death',
    'REV 21',
  ],
  [
    'tree of life | river of life | add to this book | tree life | river life | alpha omega | i come quickly',
    'REV 22',
  ],
  [
    'sins like scarlet | white as snow | come let us reason | scarlet snow | reason together | though your sins',
    'ISA 1',
  ],
  [
    'swords into plowshares | spears into pruning hooks | mountain of the lord | plow shares | beat swords | spears pruning | pruning hooks',
    'ISA 2',
  ],
  [
    'here am i send | burning coal | coal touched his lips | seraphim | lord high and lifted | isaiah vision throne | isaiah coal | isaiah volunteered | unclean lips | prophet saw seraphim | lips touched coal | prophet said send me | prophet of the messiah',
    'ISA 6',
  ],
  [
    'virgin shall conceive | immanuel | sign of immanuel | virgin conceive | emmanuel prophecy | virgin birth prophecy | ahaz sign',
    'ISA 7',
  ],
  [
    'unto us a child | prince of peace | wonderful counselor | child is born | government shoulders | son is given | mighty god everlasting | counselor prince peace',
    'ISA 9',
  ],
  [
    'wolf and the lamb | lion and lamb | little child shall lead | stump of jesse | wolf lamb | lion lamb lie | child lead them | branch jesse',
    'ISA 11',
  ],
  [
    'lucifer | fallen from heaven | morning star fell | star fell heaven | son of morning | satan fell heaven | day star fallen',
    'ISA 14',
  ],
  [
    'isaiah naked | walked naked and barefoot | naked and barefoot | isaiah barefoot | prophet naked | naked three years | walked naked',
    'ISA 20',
  ],
  [
    'rabshakeh | field commander | sennacherib threatened | assyrian taunted | sennacherib invaded | assyrian commander | commander shouted hebrew',
    'ISA 36',
  ],
  [
    'sennacherib | angel killed assyrians | hundred eighty five thousand | spread the letter | one hundred eighty five thousand killed | angel struck assyrians | hezekiah letter temple | assyrian army died',
    'ISA 37',
  ],
  [
    'hezekiah sick | fifteen years added | shadow went backward | sundial | fig poultice | hezekiah dying | shadow moved back | ten steps back | fifteen more years',
    'ISA 38',
  ],
  [
    'showed the treasures | envoys from babylon | showed them everything | hezekiah showed babylon | babylonian envoys | hezekiah treasures | showed everything envoys',
    'ISA 39',
  ],
  [
    'wings like eagles | comfort ye | voice crying wilderness | grass withers | mount up wings | eagles wings | comfort my people | flower fades',
    'ISA 40',
  ],
  [
    'half for fire | carpenter idol | burns half | idol from wood | idol maker | idol wood fire | half wood fire | carved idol wood',
    'ISA 44',
  ],
  [
    'cyrus my anointed | potter and clay argue | persian king anointed | clay talk back | form light create darkness | woe to him strives',
    'ISA 45',
  ],
  [
    'suffering servant | by his stripes | led like a lamb | despised and rejected | pierced for our transgressions | by his wounds | lamb to slaughter | man of sorrows | pierced for transgressions',
    'ISA 53',
  ],
  [
    'come to the waters | my thoughts are not | my ways are higher | come to waters | thoughts not your | ways higher | without money buy',
    'ISA 55',
  ],
  [
    'good news poor | beauty for ashes | oil of joy | beauty ashes | bind brokenhearted | oil gladness | proclaim liberty captives',
    'ISA 61',
  ],
  [
    'i am too young | only a child | almond branch | boiling pot | before i formed you | jeremiah too young | formed you womb | jeremiah called | almond tree | weeping prophet | prophet of tears | prophet called in womb | young prophet called',
    'JER 1',
  ],
  [
    'linen belt | loincloth | buried his belt | ruined belt | linen sash | rotten belt | rotten underwear | hid belt euphrates',
    'JER 13',
  ],
  [
    'potters house | potter and the clay | clay potters hand | marred in his hand | potter wheel | potter clay | clay in hand | jeremiah potter',
    'JER 18',
  ],
  [
    'broke the jar | smashed the pot | clay jar broken | smashed a jar | broke clay jar | smashed clay pot | jar smashed | broke the pot',
    'JER 19',
  ],
  [
    'fire in my bones | put in stocks | pashhur | cursed the day | burning in bones | jeremiah stocks | jeremiah beaten | cursed birthday',
    'JER 20',
  ],
  [
    'two baskets of figs | good figs bad figs | baskets of figs | figs baskets | rotten figs | two baskets | figs vision',
    'JER 24',
  ],
  [
    'wore a yoke | wooden yoke | yoke on his neck | yoke around his neck | wore yoke | yoke neck | jeremiah yoke | ox yoke',
    'JER 27',
  ],
  [
    'hananiah | broke the yoke | false prophet died | iron yoke | yoke bars broken | false prophet yoke | yoke broken | prophet died year | prophet died same year | prophet broke yoke',
    'JER 28',
  ],
  [
    'plans to prosper | i know the plans | letter to the exiles | seventy years | plans welfare | plans for you | plans hope future | letter exiles',
    'JER 29',
  ],
  [
    'new covenant | rachel weeping | written on their hearts | new agreement | rachel crying | law on hearts | written hearts',
    'JER 31',
  ],
  [
    'bought a field | field at anathoth | deed in a jar | jeremiah bought field | anathoth field | deed clay jar | buy field',
    'JER 32',
  ],
  [
    'rechabites | refused to drink wine | would not drink wine | refused drink wine | would not drink | family no wine | refused wine | rechabite ancestor | forbade wine descendants | father of rechabites',
    'JER 35',
  ],
  [
    'burned the scroll | cut the scroll | baruch wrote | king burned | scroll burned | scroll in fire | jehoiakim burned | baruch scroll | scribe of jeremiah | secretary wrote scroll | prophets secretary | scribe wrote prophecy | king burned the scroll | king cut scroll | scroll in the fire | king with penknife',
    'JER 36',
  ],
  [
    'jeremiah imprisoned | arrested at the gate | jeremiah arrested | jeremiah jailed | jeremiah prison | jeremiah dungeon | arrested gate',
    'JER 37',
  ],
  [
    'thrown into a cistern | jeremiah in the cistern | prophet in the cistern | sank in the mud | ebed melech | rags and ropes | pulled out with ropes | jeremiah cistern | jeremiah pit | jeremiah mud | jeremiah well | cushite rescued jeremiah | ethiopian official cistern | rescued prophet cistern | cushite eunuch',
    'JER 38',
  ],
  [
    'zedekiah eyes | eyes put out | fall of jerusalem | zedekiah captured | sons killed eyes | jerusalem fell babylon | babylon took jerusalem',
    'JER 39',
  ],
  [
    'taken to egypt | hid large stones | brick pavement | jeremiah egypt | stones pavement | stones brickwork | taken egypt',
    'JER 43',
  ],
  [
    'tied a stone | thrown into the euphrates | scroll sunk | stone tied scroll | scroll euphrates | scroll thrown river | babylon sink',
    'JER 51',
  ],
  [
    'new every morning | mercies are new | great is thy faithfulness | mercies new | new each morning | faithfulness great | steadfast love never',
    'LAM 3',
  ],
  [
    'wheel within a wheel | wheels within wheels | four living creatures | four faces | wheels full eyes | ezekiel wheels | four creatures | ezekiel vision wheels | prophet saw wheels | priest prophet exile | prophet by chebar | watchman prophet',
    'EZK 1',
  ],
  [
    'ate the scroll | eat this scroll | sweet as honey | watchman for israel | ezekiel ate scroll | scroll honey | watchman israel | eat scroll',
    'EZK 3',
  ],
  [
    'lay on his side | three hundred ninety days | cooked with dung | cooked over dung | siege model brick | ezekiel lay side | dung bread | human dung',
    'EZK 4',
  ],
  [
    'shaved his head | divided his hair | hair into thirds | ezekiel shaved | shaved head beard | hair divided | hair three parts',
    'EZK 5',
  ],
  [
    'lifted by his hair | weeping for tammuz | tammuz | hole in the wall | idols in temple | lifted hair | hair lifted | hole in wall',
    'EZK 8',
  ],
  [
    'glory departed | cherubim wheels | glory left the temple | glory leaves temple | coals cherubim | glory departs temple | cherubim glory',
    'EZK 10',
  ],
  [
    'dug through the wall | baggage for exile | packed his bags | dug wall | exile baggage | ezekiel packed bags | ezekiel dug wall',
    'EZK 12',
  ],
  [
    'wife died | not mourn his wife | do not mourn | delight of your eyes | cooking pot | ezekiel wife | ezekiel widower | ezekiel not mourn | rusty pot',
    'EZK 24',
  ],
  [
    'king of tyre | guardian cherub | prince of tyre | tyre king | prince tyre | anointed cherub | eden cherub',
    'EZK 28',
  ],
  [
    'watchman on the wall | blood on your hands | blow the trumpet | watchman warns | watchman trumpet | warn the wicked | blood hands',
    'EZK 33',
  ],
  [
    'bad shepherds | search for my sheep | shepherds of israel | selfish shepherds | false shepherds | shepherds israel | seek lost sheep',
    'EZK 34',
  ],
  [
    'heart of stone | heart of flesh | new heart | stone heart | new spirit | flesh heart | heart flesh stone',
    'EZK 36',
  ],
  [
    'valley of dry bones | dry bones | bones came together | breath into the bones | two sticks | skeletons came alive | bones live | bones rattling | valley bones',
    'EZK 37',
  ],
  ['gog and magog | gog | land of magog | northern invasion | magog land', 'EZK 38'],
  [
    'river flowing temple | ankle deep | knee deep | river from the temple | river temple | temple river | ankles knees waist | fish dead sea',
    'EZK 47',
  ],
  [
    'four beasts | ancient of days | son of man clouds | four animals | ancient days | son man clouds | beasts from sea',
    'DAN 7',
  ],
  [
    'seventy weeks | seventy sevens | gabriel came to daniel | four hundred ninety years | gabriel daniel | daniel prayer confession',
    'DAN 9',
  ],
  [
    'prince of persia | twenty one days | angel was delayed | persia prince | delayed angel | angel delayed twenty one',
    'DAN 10',
  ],
  [
    'shine like the stars | many shall run | seal the book | shine stars | run to and fro | book sealed | knowledge increase',
    'DAN 12',
  ],
  [
    'hosea married | married a prostitute | gomer | hoseas marriage | unfaithful wife | hosea prostitute | married prostitute | hosea wed | prostitute wife | prophet married prostitute | prophet unfaithful wife | husband of harlot | prophet married harlot | unfaithful wife prophet | adulterous wife | wife bought back | wife of hosea',
    'HOS 1',
  ],
  [
    'bought her back | fifteen shekels | redeemed his wife | bought back his wife | bought back | fifteen silver | redeemed wife | hosea bought wife',
    'HOS 3',
  ],
  [
    'out of egypt called | cords of love | taught ephraim to walk | israel child loved | called my son | cords love | taught to walk',
    'HOS 11',
  ],
  [
    'locust plague | cutting locust | locusts ate everything | locusts ate | locust swarm | locust invasion | locust devastation | locust prophet | prophet of locusts | prophet pentecost quoted',
    'JOL 1',
  ],
  [
    'pour out my spirit | old men dream dreams | years the locust | pour spirit | dreams visions | sons daughters prophesy | restore years',
    'JOL 2',
  ],
  ['cows of bashan | fat cows | clean teeth famine | bashan cows | women cows | clean teeth', 'AMO 4'],
  [
    'justice roll down | let justice roll | hate your feasts | justice roll | righteousness stream | hate feasts | despise feasts',
    'AMO 5',
  ],
  [
    'plumb line | not a prophet | sycamore fig farmer | wall plumb | plum line | amos shepherd farmer | sycamore amos | fig farmer prophet | shepherd prophet tekoa | herdsman prophet | farmer prophet',
    'AMO 7',
  ],
  [
    'basket of summer fruit | summer fruit | famine of hearing | ripe fruit basket | fruit basket | famine of word | famine hearing word',
    'AMO 8',
  ],
  [
    'pride of edom | edom destroyed | nest among the stars | edom pride | nest stars | edom judgment | obadiah edom | shortest book prophet | prophet against edom | prophet of edom',
    'OBA 1',
  ],
  [
    'swords into plowshares | spears into pruning hooks | under his fig tree | plow shares | pruning hooks | fig tree vine | beat swords',
    'MIC 4',
  ],
  [
    'bethlehem ephrathah | though you are small | ruler from bethlehem | bethlehem small | ruler bethlehem | bethlehem prophecy | messiah bethlehem | prophet foretold bethlehem | prophet from moresheth | prophet predicted bethlehem',
    'MIC 5',
  ],
  [
    'act justly | love mercy | walk humbly | do justly | justice mercy humbly | humbly with god | love kindness',
    'MIC 6',
  ],
  [
    'nineveh destroyed | fall of nineveh | good news on mountains | nineveh fall | nineveh judgment | feet good news | nineveh doom | prophet against nineveh | prophet from elkosh | the elkoshite',
    'NAM 1',
  ],
  [
    'how long o lord | why do you tolerate | chaldeans raised up | how long lord | why tolerate | violence justice perverted | babylonians raised | prophet questioned god | prophet complained god | prophet on watchtower',
    'HAB 1',
  ],
  [
    'write the vision | watchtower | righteous live by faith | write vision | live by faith | righteous faith | watch tower',
    'HAB 2',
  ],
  [
    'though the fig tree | fig tree not blossom | no fruit on vines | fig tree blossom | fig tree blossoms | no fruit vines | yet i rejoice',
    'HAB 3',
  ],
  [
    'rejoice over you singing | sing over you | quiet you with love | rejoice over singing | god sings | quiet love | singing over you',
    'ZEP 3',
  ],
  [
    'paneled houses | temple lies in ruins | consider your ways | bag with holes | panelled houses | temple ruins | consider ways | holes bag | prophet urged rebuild | prophet of temple rebuilding | prophet rebuild temple',
    'HAG 1',
  ],
  [
    'filthy garments | joshua the high priest | brand plucked from fire | filthy clothes | joshua priest | brand from fire | satan accuser',
    'ZEC 3',
  ],
  [
    'not by might | day of small things | golden lampstand | two olive trees | not might power | small beginnings | lampstand olive trees | zerubbabel hands',
    'ZEC 4',
  ],
  [
    'flying scroll | woman in a basket | woman in the basket | ephah basket | woman basket | basket woman | huge scroll',
    'ZEC 5',
  ],
  [
    'king riding a donkey | on a donkey colt | rejoice daughter zion | king donkey | donkey colt | rejoice zion | daughter zion',
    'ZEC 9',
  ],
  [
    'thrown to the potter | broke the staffs | favor and union | thirty silver potter | broken staffs | favor union staffs | potter thirty',
    'ZEC 11',
  ],
  [
    'robbing god | rob god | whole tithe | refiners fire | robbed god | full tithe | refiner fire | tithes offerings',
    'MAL 3',
  ],
  ['sun of righteousness | send elijah | elijah sent | sun righteousness', 'MAL 4'],
  ['iron bed | giant king bed | king of bashan | last of the giants', 'DEU 3'],
  ['wise woman of abel | threw head over wall | head over the wall | woman saved her city', '2SA 20'],
  ['cedars of lebanon king | tyre king sent cedar | friend of david king | sent cedar logs', '1KI 5'],
  ['diseased feet king | removed queen mother | deposed his grandmother | good king diseased feet', '1KI 15'],
  ['copied altar damascus | damascus altar | sacrificed son fire king | king made son pass', '2KI 16'],
  ['young man spoke last | youngest friend | angry young man | fourth friend', 'JOB 32'],
  ['virtuous woman | wife of noble character | excellent wife | proverbs woman | capable wife', 'PRO 31'],
  ['bride in song | dark but lovely | shulammite bride | beloved bride', 'SNG 1'],
  [
    'governor assassinated | governor after fall | appointed governor mizpah | governor killed mizpah',
    'JER 40',
  ],
  ['descendant of hezekiah prophet | great grandson hezekiah | prophet day of wrath', 'ZEP 1'],
  ['prophet of night visions | prophet eight visions | visions of horses', 'ZEC 1'],
  ['last prophet old testament | final prophet | last book prophet | last old testament prophet', 'MAL 1'],
  ['carried letters | faithful minister letter | beloved brother letter | carried the letter', 'EPH 6'],
  ['elect lady | chosen lady | lady and her children', '2JN 1'],
];
