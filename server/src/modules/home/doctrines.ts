/**
 * Doctrines and themes of Scripture, each with the chapter a study Bible's topical index sends a reader
 * to first (the classic teaching passage, where the doctrine is taught at length rather than named in
 * passing), reviewed by hand. A doctrine question often shares one or two words with hundreds of verses
 * ("high priest" is Caiaphas in the Passion as often as Christ in Hebrews; "the Christians" are first
 * named in Acts 11), so ranking over verses alone lands on a chapter where the words meet by chance.
 * Names are alternatives separated by "|"; a name counts only when all its words are in the question.
 */
/**
 * Words that frame a doctrine question without naming the doctrine ("What does the Bible teach about
 * baptism?", "Should Christians go to war?"), left out before a name is matched so that the doctrine is
 * the whole of the question.
 */
const FRAME_WORDS =
  'say says said teach teaches teaching taught mean means meaning verse verses biblical view christian christians believer believers should can could would may must our my we us i you your me there any way really actually just or true happen happens kept as be being been with from by into it its than still need needs ever'.split(
    ' ',
  );
// "Is hell real?" asks about hell; "Is God real?" is a situation of life (doubt), in the other table.
export const DOCTRINE_FRAME = new Set([...FRAME_WORDS, 'real', 'exist', 'exists']);

/** The same for situations of life ("Feeling far from God", "Dealing with jealousy", "When …"). */
export const THEME_FRAME = new Set([
  ...FRAME_WORDS,
  ...'feeling feel feels felt dealing deal being living when seem seems so right now'.split(' '),
]);

export const DOCTRINES: [names: string, ref: string][] = [
  // God
  [
    'trinity | triune god | three persons | father son and holy spirit | godhead | three in one | triune | three persons one | one god three | holy trinity',
    'MAT 28',
  ],
  [
    'attributes of god | nature of god | character of god | characteristics of god | qualities of god | traits of god | perfections of god',
    'EXO 34',
  ],
  [
    'sovereignty | sovereign | god in control | providence | god in charge | gods plan | things work together',
    'ROM 9',
  ],
  [
    'omnipresence | omniscience | everywhere present | god knows everything | omnipotence | all powerful | all knowing | omniscient | omnipresent',
    'PSA 139',
  ],
  ['holiness of god | god is holy | holy holy holy | gods holiness | purity of god | god is pure', 'ISA 6'],
  ['holiness | be holy | set apart | holy living | consecration | consecrated | worldliness', '1PE 1'],
  ['sanctification | sanctified | sanctify | christlike | becoming like christ | becoming holy', '1TH 4'],
  [
    'love of god | god love | god is love | love for us | gods love | god loves | unconditional love | agape',
    '1JN 4',
  ],
  [
    'faithfulness of god | god faithfulness | faithful god | great is thy faithfulness | god keeps promises | promises of god | gods promises | god never fails',
    'LAM 3',
  ],
  ['wrath of god | god wrath | anger of god | gods wrath | gods anger | god punishes', 'ROM 1'],
  [
    'mercy of god | god mercy | compassion of god | gods mercy | merciful god | lovingkindness | tender mercies',
    'PSA 103',
  ],
  [
    'justice of god | god justice | righteous judge | god fair | gods justice | god unfair | fairness of god',
    'PSA 9',
  ],
  ['name of god | names of god | i am who i am | yahweh | jehovah | elohim | el shaddai | adonai', 'EXO 3'],
  [
    'creator | creation | made the world | make the world | six days | origin of the world | image of god | evolution | big bang | old earth | young earth | intelligent design',
    'GEN 1',
  ],
  // Christ
  [
    'deity of christ | divinity of christ | jesus god | christ god | son of god | jesus divine | jesus claim god | christ divine | divinity of jesus | deity of jesus',
    'JHN 1',
  ],
  [
    'incarnation | word made flesh | god became man | god incarnate | god became human | word became flesh | hypostatic union | immanuel',
    'JHN 1',
  ],
  [
    'humanity of christ | jesus human | jesus tempted | fully human | jesus sinless | jesus wept | son of man | jesus emotions',
    'HEB 2',
  ],
  [
    'virgin birth | born of a virgin | virgin mary | immaculate conception | birth of jesus | nativity | christmas | jesus born',
    'MAT 1',
  ],
  [
    'high priest | great high priest | priesthood of christ | mediator | intercessor | jesus intercedes | intercession of christ',
    'HEB 4',
  ],
  ['melchizedek priest | order of melchizedek | melchizedek | king of salem | priest forever', 'HEB 7'],
  [
    'messiah | christ promised | prophecies of messiah | prophecies about the messiah | messianic prophecy | fulfilled prophecy | suffering servant | prophecies about jesus | anointed one',
    'ISA 53',
  ],
  [
    'atonement | substitution | died for our sins | jesus die | christ die | die on the cross | died on the cross | crucifixion | crucified | penal substitution | paid for sins | jesus died',
    'ISA 53',
  ],
  [
    'the cross | message of the cross | word of the cross | power of the cross | calvary | golgotha | crucifix',
    '1CO 1',
  ],
  [
    'propitiation | blood of jesus | blood of christ | shedding of blood | expiation | blood sacrifice | sacrifice for sin | covered by blood | atoning sacrifice',
    'HEB 9',
  ],
  [
    'resurrection | resurrection of jesus | resurrection of christ | easter | empty tomb | jesus rose | he is risen | rose again',
    '1CO 15',
  ],
  [
    'resurrection of the dead | life after death | after death | die | dead raised | glorified body | resurrection body | bodily resurrection | new bodies | raised imperishable',
    '1CO 15',
  ],
  ['ascension | jesus ascended | ascended | jesus ascend | ascended into heaven', 'ACT 1'],
  [
    'second coming | return of christ | return of jesus | jesus coming back | christ returns | jesus come back | jesus return | jesus returns | parousia | come again',
    '1TH 4',
  ],
  [
    'rapture | raptured | caught up | rapture before the tribulation | left behind | pretribulation | pre trib | snatched away | post tribulation',
    '1TH 4',
  ],
  ['lamb of god | lamb slain | passover lamb | jesus lamb | sacrificial lamb | behold the lamb', 'REV 5'],
  [
    'lordship of christ | jesus lord | every knee | king of kings | lord of lords | jesus king | surrender to jesus | lordship',
    'PHP 2',
  ],
  [
    'supremacy of christ | preeminence of christ | firstborn of all creation | jesus above all | name above all | jesus supreme | christ preeminent | firstborn over creation',
    'COL 1',
  ],
  // The Holy Spirit
  [
    'holy spirit | spirit of god | holy ghost | comforter | helper | advocate | paraclete | spirit of truth | pneumatology | third person | spirit of christ',
    'JHN 14',
  ],
  [
    'baptism of the holy spirit | filled with the spirit | filling of the spirit | baptized with the spirit | spirit baptism | spirit baptized | second blessing | pentecost | receive the spirit',
    'ACT 2',
  ],
  [
    'gifts of the spirit | spiritual gift | gifts of the holy spirit | spiritual gifts | gift of healing | cessationism | cessationist | charismatic',
    '1CO 12',
  ],
  [
    'speaking in tongues | tongues | prophecy in the church | glossolalia | prayer language | gift of prophecy | prophesying | prophetic word',
    '1CO 14',
  ],
  [
    'fruit of the spirit | walk by the spirit | led by the spirit | nine fruits | love joy peace | self control | gentleness | keep in step',
    'GAL 5',
  ],
  [
    'grieve the holy spirit | sealed by the spirit | quench the spirit | quenching the spirit | grieving the spirit | sealed',
    'EPH 4',
  ],
  [
    'temple of the holy spirit | body is a temple | your body | tattoos | tattoo | piercings | smoking | vaping',
    '1CO 6',
  ],
  [
    'indwelling spirit | spirit of adoption | life in the spirit | spirit lives in | spirit dwells in | christ in you | spirit within | abba father',
    'ROM 8',
  ],
  [
    'unforgivable sin | unpardonable sin | blasphemy against the holy spirit | blasphemy of the spirit | unforgivable | unpardonable | blaspheme the spirit | eternal sin | cannot be forgiven',
    'MRK 3',
  ],
  // Humanity and sin
  [
    'sin | nature of sin | all have sinned | sinner | transgression | transgressions | iniquity | missing the mark | wrongdoing',
    'ROM 3',
  ],
  [
    'original sin | sin entered the world | fall of man | adams sin | adam and eve | born sinful | inherited sin',
    'ROM 5',
  ],
  [
    'sin nature | flesh and spirit | struggle with sin | do what i do not want | sinful nature | old self | inner struggle | fleshly desires',
    'ROM 7',
  ],
  ['free will | choose life | freewill | free choice | human choice | own choices', 'DEU 30'],
  ['conscience | moral compass | right and wrong | guilt | feel guilty | inner voice', 'ROM 2'],
  ['wages of sin | penalty for sin | consequences of sin | punishment for sin | sin brings death', 'ROM 6'],
  [
    'death | after we die | after you die | when we die | dying | afterlife | fear of death | grief | funeral',
    '1CO 15',
  ],
  // Salvation
  [
    'salvation | saved | way of salvation | sinners prayer | accept jesus | receive christ | become a christian | get to heaven',
    'ROM 10',
  ],
  [
    'grace | saved by grace | amazing grace | unmerited favor | grace or works | good deeds | earn salvation | saved by works | gods grace | undeserved favor | free gift | grace alone | sola gratia',
    'EPH 2',
  ],
  [
    'faith | what is faith | definition of faith | belief | believing | trust in god | mustard seed',
    'HEB 11',
  ],
  [
    'justification | justified | righteousness by faith | imputed righteousness | counted as righteousness | declared righteous | sola fide | faith alone | right with god | justify',
    'ROM 4',
  ],
  ['faith and works | works and faith | good works | dead faith | faith without deeds', 'JAS 2'],
  [
    'repentance | repent | turning from sin | metanoia | godly sorrow | turn from sin | change of heart | repented',
    'ACT 3',
  ],
  [
    'confession of sin | confess sins | confess our sins | confession | confessing sin | confess to priest | confess to others',
    '1JN 1',
  ],
  [
    'forgiveness of sin | forgiveness of sins | god forgives | sins forgiven | god forgive | forgiven | too far gone | cleansed from sin | beyond forgiveness',
    'PSA 32',
  ],
  [
    'new birth | born again | regeneration | born of the spirit | born from above | born anew | rebirth | regenerated | spiritual rebirth | nicodemus',
    'JHN 3',
  ],
  [
    'adoption | children of god | sons of god | child of god | gods children | adopted | family of god | heirs of god',
    'ROM 8',
  ],
  [
    'election | predestination | chosen | foreknowledge | predestined | choose who would be saved | chose us | god chose | chosen by god | elected | unconditional election | reformed theology',
    'EPH 1',
  ],
  [
    'eternal security | lose salvation | once saved always saved | perseverance of the saints | snatch | losing salvation | fall away | falling away | apostasy | salvation lost',
    'JHN 10',
  ],
  [
    'assurance of salvation | know saved | sure saved | assurance | doubt salvation | really saved | truly saved | certain of salvation | blessed assurance',
    '1JN 5',
  ],
  [
    'reconciliation | reconciled | new creation | new creature | reconcile | made new | restored relationship',
    '2CO 5',
  ],
  ['redemption | redeemed | ransom | redeemer | redeem | ransomed | paid the price', 'EPH 1'],
  [
    'law and grace | under the law | under grace | law or grace | obey the law | keep the law | purpose of the law | mosaic law | law of moses | old testament law | torah',
    'GAL 3',
  ],
  [
    'christian freedom | christian liberty | weaker brother | disputable matters | stumbling block | gray areas | grey areas | freedom in christ | free in christ',
    'ROM 14',
  ],
  ['circumcision | circumcised | circumcise | uncircumcised | foreskin', 'GAL 5'],
  [
    'covenant | new covenant | old covenant | covenants | abrahamic | davidic | noahic | promise to abraham',
    'JER 31',
  ],
  ['works of the law | justified by faith | legalism | legalistic | judaizers | law keeping', 'GAL 2'],
  [
    'eternal life | everlasting life | live forever | immortality | immortal | forever with god | never die',
    'JHN 3',
  ],
  // The church and its practice
  [
    'church | what is the church | bride of christ | body of christ | ekklesia | congregation | denominations | denomination | catholic or protestant',
    'EPH 4',
  ],
  [
    'baptism | baptized | baptize | meaning of baptism | baptism save | baptized to be saved | baptised | immersion | sprinkling | christening | baptisms',
    'ROM 6',
  ],
  [
    'communion | lord supper | lord table | eucharist | breaking of bread | holy communion | lords supper | lords table | bread and wine | transubstantiation | last supper',
    '1CO 11',
  ],
  [
    'elders | overseers | bishops | pastors | deacons | church leaders | pastor | deacon | elder | bishop | church leadership',
    '1TI 3',
  ],
  [
    'church discipline | discipline in the church | sinning brother | brother sins | excommunication | excommunicate | shunning | confront sin',
    'MAT 18',
  ],
  [
    'great commission | evangelism | make disciples | share faith | share the gospel | witnessing | evangelize | evangelizing | soul winning | spread the gospel | preach the gospel',
    'MAT 28',
  ],
  [
    'missions | missionary | to the nations | ends of the earth | missionaries | mission trip | mission field | all nations',
    'ACT 1',
  ],
  ['worship | true worship | worship god | worshiping | worshipping | spirit and truth | adoration', 'JHN 4'],
  [
    'praise | singing | sing praise | songs of praise | hymns | worship songs | musical instruments | psalms and hymns | christian music',
    'PSA 150',
  ],
  [
    'prayer | how to pray | pray | lord prayer | praying | prayers | our father | talk to god | intercessory',
    'MAT 6',
  ],
  ['fasting | fast | fasted | lent | daniel fast | without food | skip meals', 'MAT 6'],
  [
    'tithe | tithing | tithes | tenth | giving | offering | ten percent | give to church | firstfruits | first fruits',
    'MAL 3',
  ],
  [
    'generosity | cheerful giver | generous giving | generous | charity | donate | donating | sharing possessions',
    '2CO 9',
  ],
  [
    'sabbath | keep the sabbath | lord day | day of rest | saturday | sunday | shabbat | seventh day | fourth commandment',
    'EXO 20',
  ],
  [
    'sabbath rest | rest for the people of god | enter his rest | rest in god | eternal rest | spiritual rest',
    'HEB 4',
  ],
  [
    'women in the church | women keep silent | women teach | women pastors | woman pastor | women preach | female pastor | women leaders | women in ministry',
    '1TI 2',
  ],
  [
    'head covering | head coverings | women pray with head | headcovering | veil | cover head | cover their heads | headscarf',
    '1CO 11',
  ],
  [
    'priesthood of believers | priesthood of all believers | royal priesthood | kingdom of priests | believers are priests | access to god | need a priest',
    '1PE 2',
  ],
  [
    'unity | unity in the church | one body | divisions | division | church split | one in christ | quarrels',
    'EPH 4',
  ],
  [
    'fellowship | gathering together | forsake assembling | go to church | attend church | small group | church attendance | christian community',
    'HEB 10',
  ],
  [
    'anointing with oil | healing prayer | elders pray | pray for the sick | healing | divine healing | faith healing | anoint',
    'JAS 5',
  ],
  [
    'false teachers | false prophets | false teaching | heresy | cults | cult | heretic | heretics | wolves in sheep',
    '2PE 2',
  ],
  ['test the spirits | antichrist | antichrists | discernment | discern | test everything', '1JN 4'],
  [
    'word of god | inspiration | inspired | god breathed | scripture | scriptures | canon | authority of scripture | sola scriptura',
    '2TI 3',
  ],
  ['gospel | good news | gospels | euangelion', '1CO 15'],
  [
    'kingdom of god | kingdom of heaven | reign of god | kingdom come | kingdom parables | seek first | gods kingdom',
    'MAT 13',
  ],
  // Christian life and ethics
  [
    'love | what is love | true love | love is patient | love chapter | kinds of love | love defined',
    '1CO 13',
  ],
  [
    'love one another | love each other | brotherly love | love others | loving others | new commandment',
    'JHN 13',
  ],
  [
    'love your neighbor | neighbor | who is my neighbor | neighbour | neighbors | good samaritan | golden rule | treat others',
    'LUK 10',
  ],
  ['love your enemies | enemies | enemy | other cheek | those who hate | persecute you', 'MAT 5'],
  [
    'obedience | obey god | keep commandments | obeying god | submit to god | gods commands | obedient | do gods will',
    'JHN 14',
  ],
  ['ten commandments | commandments | decalogue | thou shalt | tablets of stone | moral law', 'EXO 20'],
  [
    'marriage | husband and wife | husbands and wives | wives and husbands | married | wedding | spouse | wife submit | one flesh',
    'EPH 5',
  ],
  ['divorce | remarriage | divorced | remarry | remarried | separated | separation', 'MAT 19'],
  ['singleness | single | unmarried | celibacy | never married | not married | celibate | bachelor', '1CO 7'],
  [
    'sex | sexual immorality | fornication | adultery | lust | porn | pornography | masturbation | sexual sin | sexual purity',
    '1CO 6',
  ],
  [
    'homosexuality | same sex | homosexual | gay | lgbt | lesbian | transgender | queer | same gender',
    'ROM 1',
  ],
  [
    'abortion | unborn | womb | pro life | pro choice | life begins | terminate pregnancy | embryo',
    'PSA 139',
  ],
  [
    'alcohol | wine | drinking | drunkenness | beer | drink alcohol | drunk | liquor | sober | drugs | marijuana',
    'EPH 5',
  ],
  ['pride | proud | arrogance | prideful | ego | conceited | boasting | vanity', 'PRO 16'],
  ['humility | humble | humble yourselves | meek | meekness | humbled | humbleness | lowliness', 'PHP 2'],
  [
    'wisdom | wise | fear of the lord | decision making | make decisions | wise decisions | foolishness | foolish',
    'PRO 1',
  ],
  [
    'wisdom from above | heavenly wisdom | earthly wisdom | worldly wisdom | godly wisdom | spiritual wisdom',
    'JAS 3',
  ],
  [
    'the tongue | taming the tongue | speech | gossip | cursing | swearing | cuss words | bad language | slander',
    'JAS 3',
  ],
  [
    'favoritism | partiality | rich and poor | prejudice | racism | discrimination | racial equality | respect of persons',
    'JAS 2',
  ],
  [
    'money | wealth | riches | rich | love of money | greed | finances | debt | materialism | wealthy | lending',
    '1TI 6',
  ],
  ['contentment | content | satisfied | covet | coveting | envy | jealousy', 'PHP 4'],
  ['work | labor | job | diligence | career | employment | boss | employer | employees', 'COL 3'],
  ['laziness | lazy | sluggard | idle | idleness | slothful | sloth | procrastination', 'PRO 6'],
  ['idolatry | idols | idol worship | idol | false gods | graven image | graven images | statues', 'EXO 20'],
  [
    'unclean food | clean and unclean food | food laws | dietary laws | kosher | all foods clean | pork | shellfish | unclean animals | eating blood',
    'MRK 7',
  ],
  [
    'food offered to idols | food sacrificed to idols | meat sacrificed to idols | offered to idols | sacrificed to idols | idol meat',
    '1CO 8',
  ],
  [
    'government | authorities | governing authorities | submit to rulers | taxes | obey rulers | politics | voting | vote | civil disobedience',
    'ROM 13',
  ],
  ['war | violence | pacifism | pacifist | nonviolence | non violence | just war | wars', 'ROM 13'],
  [
    'justice | social justice | oppressed | injustice | oppression | human rights | equality | do justice',
    'MIC 6',
  ],
  [
    'the poor | caring for the poor | poverty | poor and needy | homeless | homelessness | feed the hungry | hungry | welfare',
    'DEU 15',
  ],
  [
    'widows and orphans | orphans | widows | orphan | widow | fatherless | foster care | adopting children',
    'JAS 1',
  ],
  [
    'strangers | foreigners | immigrants | sojourners | refugees | immigration | immigrant | foreigner | sojourner | migrants',
    'LEV 19',
  ],
  [
    'hospitality | hospitable | welcome guests | entertain strangers | angels unaware | open your home',
    'HEB 13',
  ],
  [
    'spiritual warfare | armor of god | devil schemes | armour of god | full armor | spiritual battle | spiritual attack | strongholds',
    'EPH 6',
  ],
  [
    'satan | devil | demons | evil spirits | demon | demonic | possessed | demon possession | exorcism',
    'EPH 6',
  ],
  [
    'fall of satan | satan fall | lucifer | satan fell | morning star fell | war in heaven | fallen angel | fallen angels',
    'ISA 14',
  ],
  ['angels | angel | guardian angels | archangel | archangels | cherubim | seraphim | gabriel', 'HEB 1'],
  [
    'temptation | tempted | resist temptation | tempt | tempting | way of escape | enticed | lead us not',
    '1CO 10',
  ],
  [
    'suffering | why suffering | why god allows suffering | evil and suffering | problem of evil | bad things happen | theodicy | allow evil | allows evil',
    'ROM 8',
  ],
  [
    'trials | testing of faith | perseverance | hard times | difficult times | hardship | hardships | endurance',
    'JAS 1',
  ],
  [
    'persecution | persecuted for righteousness | suffer for christ | persecuted | martyr | martyrs | martyrdom | mocked for faith',
    '1PE 4',
  ],
  [
    'discipline of god | god disciplines | chastening | chastisement | god punishing me | god disciplining | lord disciplines',
    'HEB 12',
  ],
  [
    'spiritual growth | grow in faith | maturity | grow in grace | closer to god | grow spiritually | spiritual maturity | mature christian | spiritual disciplines',
    '2PE 1',
  ],
  [
    'discipleship | cost of discipleship | take up cross | follow jesus | disciple | deny yourself | deny himself | follow christ | following jesus',
    'LUK 9',
  ],
  [
    'servant leadership | serving others | servant of all | servanthood | serve others | foot washing | washing feet | greatest is servant',
    'MRK 10',
  ],
  ['fear of god | fear god | fearing god | god fearing | reverence | awe of god | afraid of god', 'PRO 9'],
  ['hope | living hope | hopeless | despair | hopelessness | depression | blessed hope', 'ROM 5'],
  ['peace | peace of god | peace with god | anxiety | anxious | worry | worrying | stress', 'PHP 4'],
  ['joy | rejoice | happiness | happy | joyful | rejoicing | gladness', 'PHP 4'],
  ['patience | longsuffering | patient | waiting on god | wait on god | impatient | forbearance', 'JAS 5'],
  [
    'thankfulness | gratitude | give thanks | thanksgiving | thankful | grateful | gratefulness | thanks | count blessings',
    '1TH 5',
  ],
  ['faith and doubt | doubt | doubting | doubts | losing faith | unbelief | questioning faith', 'JAS 1'],
  [
    'judging others | do not judge | judge not | judgmental | judge others | judging | speck | plank in eye',
    'MAT 7',
  ],
  ['hypocrisy | hypocrites | hypocrite | hypocritical | two faced | fake faith | pharisees', 'MAT 23'],
  ['lying | honesty | truth telling | lie | lies | liar | dishonesty | deception', 'EPH 4'],
  ['anger | wrath | be angry | angry | rage | temper | resentment | bitterness', 'EPH 4'],
  ['revenge | vengeance | get even | payback | retaliation | eye for eye | avenge', 'ROM 12'],
  [
    'forgiveness | forgiving others | forgive others | forgive brother | forgiving | unforgiveness | grudge | seventy times seven | forgive those',
    'MAT 18',
  ],
  [
    'children | raising children | parenting | train up a child | kids | raising kids | spanking | spare the rod | discipline children',
    'PRO 22',
  ],
  [
    'parents | honor your father and mother | honor parents | obey parents | respect parents | mother and father | elderly parents | fifth commandment',
    'EPH 6',
  ],
  ['friendship | friends | friend | friendships | bad company | companions', 'PRO 17'],
  ['body | our bodies | physical body | health | exercise | healthy | fitness | diet', '1CO 6'],
  [
    'the mind | renewing of the mind | thoughts | thought life | mental health | mindset | renew your mind | thoughts captive',
    'ROM 12',
  ],
  [
    'creation care | stewardship of the earth | dominion over earth | care for creation | protect nature | subdue the earth | tend the garden',
    'GEN 2',
  ],
  [
    'stewardship | talents | faithful steward | steward | parable of talents | managing resources | time management | use of time',
    'MAT 25',
  ],
  // Last things
  [
    'heaven | what is heaven like | new heaven | new earth | eternity | paradise | streets of gold | pearly gates | new jerusalem',
    'REV 21',
  ],
  [
    'hell | eternal punishment | lake of fire | torment | outer darkness | hellfire | damnation | eternal fire | annihilation | gehenna',
    'MAT 25',
  ],
  [
    'judgment | judgment day | day of judgment | final judgment | last judgment | judgement | judgment seat | great white throne | judged | bema seat',
    'REV 20',
  ],
  [
    'end times | last days | end of the world | signs of the end | tribulation | great tribulation | apocalypse | armageddon | eschatology | doomsday | end of days',
    'MAT 24',
  ],
  // Questions of ethics and belief as people put them today (reviewed against the same helps).
  [
    'predestination | predestined | elect | chosen before | calvinism | free will vs | arminianism | arminian | calvinist | tulip | limited atonement',
    'EPH 1',
  ],
  [
    'animals in heaven | pets in heaven | pets go to heaven | dogs go to heaven | cats in heaven | animals have souls | animal souls | pet died | dog died',
    'ISA 11',
  ],
  [
    'sex before marriage | premarital sex | sex outside marriage | before marriage | hooking up | living together | cohabitation | cohabiting | boyfriend | sleeping together',
    '1CO 6',
  ],
  [
    'satan come | origin of satan | where satan came | satan created | create satan | devil come from | devil created',
    'ISA 14',
  ],
  [
    'reliable | accurate | inerrancy | inerrant | contradictions | know true | errors | trustworthy | manuscripts | historical evidence | infallible',
    '2TI 3',
  ],
  [
    'gospel simple | explain the gospel | gospel message | plan of salvation | gospel in simple words | romans road | steps to salvation | gospel summary | salvation explained | bridge illustration',
    '1CO 15',
  ],
  [
    'fight in war | christian fight | serve in the military | christian soldier | self defense | killing in war | military | army | soldiers | conscientious objector | defend myself',
    'ROM 13',
  ],
  [
    'death penalty | capital punishment | execution | executed | executing criminals | executions | capital crimes | put to death | murderers | electric chair',
    'GEN 9',
  ],
  [
    'slavery | slaves | slave owners | masters and slaves | bible support slavery | slave | bondservant | bondservants | slave trade | servitude',
    'PHM 1',
  ],
  [
    'prosperity gospel | health and wealth | name it and claim it | god wants me rich | prosperity preachers | word of faith | seed faith | positive confession | prosperity | wealth gospel',
    '1TI 6',
  ],
  [
    'never heard | never heard the gospel | unreached | never heard of jesus | those who never heard | unevangelized | remote tribes | other religions | only way | never had chance',
    'ROM 1',
  ],
  [
    'sue | lawsuit | lawsuits | go to court | take to court | suing | lawyer | court case | legal action | litigation',
    '1CO 6',
  ],
  [
    'environment | climate | climate change | pollution | care for the earth | global warming | environmentalism | recycling | conservation | carbon | green living',
    'GEN 2',
  ],
  [
    'eat meat | eating meat | vegetarian | vegan | eating animals | vegetarianism | veganism | plant based | killing animals | animal rights',
    'ROM 14',
  ],
  [
    'generational curses | generational curse | curse on family | sins of the fathers | family curse | curses | ancestral curse | bloodline curse | break curse | breaking curses | cursed family',
    'EZK 18',
  ],
  [
    'psychics | psychic | horoscopes | horoscope | astrology | tarot | mediums | medium | witchcraft | talking to the dead | seances | ouija | fortune telling | occult | divination | palm reading | necromancy | sorcery',
    'DEU 18',
  ],
  [
    'millennium | thousand years | thousand year reign | millennial reign | premillennial | amillennial | postmillennial',
    'REV 20',
  ],
  [
    'antichrist | beast | mark of the beast | man of lawlessness | lawless one | microchip | one world government',
    'REV 13',
  ],
  ['day of the lord | day of wrath | dreadful day | like a thief', '1TH 5'],
  [
    'israel and the church | remnant of israel | olive tree | israel salvation | all israel | israel | jews | jewish people | replacement theology | supersessionism',
    'ROM 11',
  ],
];
