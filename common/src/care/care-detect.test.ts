import { describe, expect, it } from 'vitest';
import { careOf, supportOf } from './care-detect.ts';
import { CARE_MODEL } from './care-model-data.ts';
import { DEFAULT_CARE_RESOURCES, regionOf, resourcesFor } from './care-resources.ts';

const care = (q: string) => careOf(q, CARE_MODEL)?.kind ?? null;

describe('careOf: a reader who may be in danger', () => {
  it('hears it in everyday wording, typos, slang and other languages', () => {
    expect(care('i want to kill myself')).toBe('suicide');
    expect(care('honestly i dont want to be alive anymore')).toBe('suicide');
    expect(care('wanna die fr')).toBe('suicide');
    expect(care('i want to sucide')).toBe('suicide');
    expect(care('kms')).toBe('suicide');
    expect(care('everyone would be better off without me')).toBe('suicide');
    expect(care('quiero morir')).toBe('suicide');
    expect(care('죽고 싶어요')).toBe('suicide');
    expect(care('i keep cutting')).toBe('selfharm');
    expect(care('my husband hits me when he drinks')).toBe('domestic');
    expect(care('my stepdad touches me')).toBe('abuse');
    expect(care('i took 30 tylenol')).toBe('medical');
    expect(care('my 2 year old is choking and turning blue')).toBe('medical');
  });

  it('is quiet on death in Scripture, theology, grief, the long past and jokes', () => {
    for (const q of [
      'why did Saul kill himself?',
      'what happens when we die',
      'Paul wanted to depart and be with Christ',
      'jonah wanted to die under the plant',
      'is suicide an unforgivable sin',
      'how do I die to self',
      'my grandma died last week how do i cope',
      'I was abused as a child thirty years ago. How does forgiveness work?',
      'this homework is killing me',
      'if i have to read leviticus one more time im going to die 😂',
      'lyrics to take my life and let it be',
      'what does the bible say about domestic violence',
      'How do I forgive my brother who hurt me?',
      'someone at church really hurt me and i want to quit going',
    ])
      expect(care(q), q).toBeNull();
  });

  it('points gently to help for someone close, never with the card', () => {
    const q = 'my friend said she wants to kill herself what do i do';
    expect(care(q)).toBeNull();
    expect(supportOf(q, CARE_MODEL)).toBe('friend');
    expect(supportOf('my husband passed away two years ago')).toBe('grief');
  });
});

describe('the lines to show', () => {
  it('reads the region from the browser languages and keeps the lines for everywhere', () => {
    expect(regionOf('en-US,en;q=0.9')).toBe('US');
    expect(regionOf('de')).toBeUndefined();
    expect(resourcesFor(DEFAULT_CARE_RESOURCES, 'suicide', 'US').map((r) => r.phone ?? r.url)).toEqual([
      '988',
      'https://findahelpline.com',
    ]);
    expect(resourcesFor(DEFAULT_CARE_RESOURCES, 'domestic', 'GB').map((r) => r.region)).toEqual(['*']);
    // Unknown region: every line for the kind.
    expect(resourcesFor(DEFAULT_CARE_RESOURCES, 'abuse', undefined)).toHaveLength(4);
  });
});

describe('careOf: constructions, not sentences', () => {
  it('hears means at hand, a date set, hastening death, a relapse and an emergency now', () => {
    expect(care('the revolver is on the kitchen table')).toBe('suicide');
    expect(care('had the shotgun out twice this week')).toBe('suicide');
    expect(care('my plan is to do it after the holidays')).toBe('suicide');
    expect(care('i stopped eating so it comes quicker')).toBe('suicide');
    expect(care('im scared of what ill do')).toBe('suicide');
    expect(care('carving words into my skin again')).toBe('selfharm');
    expect(care('50 days clean down the drain')).toBe('selfharm');
    expect(care('pressure in my chest going into my jaw')).toBe('medical');
    expect(care('my son drank bleach')).toBe('medical');
  });

  it('turns away someone else, a denial, the long past, a joke and a question about the subject', () => {
    for (const q of [
      "my best mate says he's going to drive off a cliff",
      "my brother's been saving up pills",
      'used to cut myself, 6 years clean now, how do i share my testimony',
      'lol kms i forgot my bible again',
      'Was sagt die Bibel über Selbstmord?',
      'want to end things with my boyfriend kindly',
    ])
      expect(care(q), q).toBeNull();
    // The patterns alone (the model still reads some of these as danger: a limit, see the decision).
    for (const q of [
      'im not going to hurt myself, i just feel flat',
      'planning my own funeral ahead, which hymns',
    ])
      expect(careOf(q), q).toBeNull();
    expect(care('hiding in the bathroom, hes punching the door')).toBe('domestic');
  });
});

describe('careOf: classes read from care-heldout9 and -heldout10 (stop 51)', () => {
  it('hears violence and abuse told by what is happening, and emergencies told as events', () => {
    expect(care('some guys said they will shoot me after school tomorrow')).toBe('domestic');
    expect(care('people outside my house shouting they will burn it down')).toBe('domestic');
    expect(care('parents screaming downstairs and dad has the knife out again')).toBe('domestic');
    expect(care('LOCKED IN THE BASEMENT HELP')).toBe('domestic');
    expect(care('my boyfriend has me locked in the car and is driving fast')).toBe('domestic');
    expect(care('someone just broke my window and is yelling my name')).toBe('domestic');
    expect(care('getting beat with a belt every day. does honor your parents mean i have to take it')).toBe(
      'abuse',
    );
    expect(care('water broke at 32 weeks and theres blood')).toBe('medical');
    expect(care('did too much heroin earlier, can barely stay awake')).toBe('medical');
    expect(care('i cant see any way out except dying')).toBe('suicide');
  });

  it('hears a question the reader says is their own, and abuse of the reader beside someone close', () => {
    expect(care('is there a verse for someone who wants to end it all tonight bc thats me')).toBe('suicide');
    expect(care('wat happens 2 ur soul if u kill urself, askin 4 me not a friend')).toBe('suicide');
    // Asked for an unnamed someone: every writer of the sets labels it the asker's own (stop 52).
    expect(care('is there a verse for someone who wants to end it all')).toBe('suicide');
    expect(care('a psalm for somebody who wants to die')).toBe('suicide');
    expect(care('prayer for someone who self harms?? its me')).toBe('selfharm');
    expect(care('a verse for my sister who wants to die')).toBeNull();
    expect(care('my foster dad hits us and calls it discipline, the bruises are bad')).not.toBeNull();
  });

  it('is quiet on a testimony, reported speech about a friend, and idioms of threat', () => {
    for (const q of [
      'Years ago I tried to end my life. Now I lead a support group. Verses to share with them?',
      'when i was a teen i wanted to die but jesus found me. how do i share this with my son',
      'had a heart attack last year, fully recovered, verse of thanks',
      // An emergency years past, said the way phones say it, told to ask about caring since.
      'my wife had a stroke 3 yrs ago and some days she barely knows me, im running on empty',
      'I was trafficked as a girl, now I work with an NGO helping survivors',
      'my friend said kms but i think he actually meant it',
      "my friend's dad hits her and she's scared to go home",
      'found a suicide note in my 16 year old sons room just now',
      'my parents will kill me if they see this grade',
      'my dad will kill me when he sees the car',
    ])
      expect(care(q), q).toBeNull();
    expect(care('my dad said he will kill me when he gets home and he has a gun')).not.toBeNull();
    // A danger of the present turns a testimony back.
    expect(care('used to cut, years ago, now im fine but the urges came back tonight and i cut again')).toBe(
      'selfharm',
    );
    expect(supportOf('my friend said kms but i think he actually meant it', CARE_MODEL)).toBe('friend');
  });

  // Stop 52: classes read from care-heldout11 and care-heldout12's misses.
  it('hears danger told by what just happened', () => {
    expect(care('how do i hide new cuts before the pool party')).toBe('selfharm');
    expect(
      care('three guys jumped me after school and theyre waiting by the gate, got jumped last week too'),
    ).toBe('domestic');
    expect(care('shots fired in the parking lot, we are hiding in the hall')).toBe('domestic');
    expect(care('his cousin says hes coming to shoot up my apartment')).toBe('domestic');
    expect(care('keep getting death threats since the video and someone posted where i live')).toBe(
      'domestic',
    );
    expect(care('rattlesnake bit me on the ankle, im alone on the trail')).toBe('medical');
    expect(care('fever and a stiff neck and purple spots')).toBe('medical');
    expect(care('carbon monoxide detector beeping and my kids are dizzy')).toBe('medical');
    expect(care('34 weeks and the baby hasnt been moving since morning')).toBe('medical');
    expect(care('would 60 of my sleeping pills be enough')).toBe('suicide');
    expect(care('bought a pistol today, for myself')).toBe('suicide');
    expect(care('il me menace de mort depuis hier')).toBe('domestic');
    expect(care('estoy embarazada y sangrando mucho')).toBe('medical');
  });

  it('is quiet on testimonies in other words, a bare topic, idioms and what is only talked of', () => {
    for (const q of [
      'the night i stood on the roof ten years ago, god met me there',
      'after my overdose two years ago my faith grew so much',
      'my ex used to hit me but im safe now, verses on healing',
      'i tried to end it when i was 19, now im 40 and want to help other dads',
      'antes queria morir pero Jesus me salvo',
      'is suicide a sin',
      'gonna shoot my shot at the potluck',
      'kill me now, three hours of choir practice',
      'nearly had a heart attack when the bill came',
      'how do i grieve a cousin who overdosed',
    ])
      expect(care(q), q).toBeNull();
    // Someone close: the friend pointer, not the card.
    for (const q of [
      'my roommate keeps talking about overdosing',
      'my brother keeps joking about kms and i dont think hes joking',
      'my wife is drunk and threatening to drive into the river',
      'my friends stepdad beat her and shes scared to go home',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });

  // Stop 52: classes read from care-heldout13's misses.
  it('hears threats to many, a weapon waved, a dated threat, and harm told sideways', () => {
    expect(care('a kid in my class says hes bringing a gun to school monday')).toBe('domestic');
    expect(care('my neighbour is out there swinging an axe and yelling my name')).toBe('domestic');
    expect(care('shots fired on our block and my kids are in the yard')).toBe('domestic');
    expect(care('he sent me a text: you wont see tomorrow')).toBe('domestic');
    expect(care('my husband throws dishes at me when dinner is late')).toBe('domestic');
    expect(care('honestly the blood makes me feel calm')).toBe('selfharm');
    expect(care('dad found my blades, now im using a razor from the shed')).toBe('selfharm');
    expect(care('pharmacist, i know exactly which pills and how many. that scares me')).toBe('suicide');
    expect(care('why keep living if nobody wants me')).toBe('suicide');
    expect(care('tonight is my last night on earth')).toBe('suicide');
    expect(care('the voice says step in front of the bus and the stop is right here')).toBe('suicide');
    expect(care('my aunt just passed out at the table and wont answer')).toBe('medical');
  });

  it('is quiet on a testimony of a calling, hyperbole with a laugh, a question about someone in Scripture', () => {
    for (const q of [
      'i was suicidal after my tour, counseling got me through, now i mentor younger guys',
      'wanted to die in college, now im a youth pastor. how do i tell my story',
      'took an overdose at 19 and woke up in hospital, that was 12 years ago and it changed my life',
      'if i have to sit through one more meeting im gonna shoot myself lol',
      'elijah asked to die under the tree, was he depressed',
    ])
      expect(care(q), q).toBeNull();
    expect(care('my grandson told me life isnt worth living anymore')).toBeNull();
    expect(supportOf('my grandson told me life isnt worth living anymore', CARE_MODEL)).toBe('friend');
  });

  // Stop 52: classes read from care-heldout14's misses.
  it('hears a plan told by means and place, a staged accident, a lethal fast, threats at the door', () => {
    expect(care('parked in the woods with the exhaust and a hose, i just want it quiet')).toBe('suicide');
    expect(care('found a painless way finally')).toBe('suicide');
    expect(care('how do i make it look like an accident for my wife')).toBe('suicide');
    expect(care('life insurance pays out on suicide after two years. its been two years')).toBe('suicide');
    expect(care('stopped eating and drinking four days ago, not stopping')).toBe('suicide');
    expect(care('at the train tracks now. cold.')).toBe('suicide');
    expect(care('bit my nails to bleeding, now i want to use something sharper')).toBe('selfharm');
    expect(care('verses for when you want to cut so bad it hurts')).toBe('selfharm');
    expect(care('someone left a letter saying im next on my windshield')).toBe('domestic');
    expect(care('a guy with a knife in the subway car, people running')).toBe('domestic');
    expect(care('my uncle got released and hes coming for us, he knows the address')).toBe('domestic');
    expect(care('the man who attacked me lives across the street now')).toBe('domestic');
    expect(care('my son fell off the roof and isnt moving')).toBe('medical');
  });

  it('points to someone close in more words, and hears a testimony of a crisis line volunteer', () => {
    for (const q of [
      'friend from church said she wants to kms and i promised not to tell',
      'i think the kids next door are being beaten',
      'my wife said maybe i should just end it and now shes so quiet',
      'a boy on my team keeps scratching his arms till they bleed',
      'how do i help my son stop cutting',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
    for (const q of [
      'overdosed in 2018, now im an er nurse. god is good',
      'once planned to jump, now i volunteer on a crisis line. verses for our team',
    ])
      expect(care(q), q).toBeNull();
  });

  // Stop 52: classes read from care-heldout15's misses.
  it('hears a night set, a sealed car or room, a knot tied, enough saved, a threat coming back', () => {
    expect(care('tonight. my sister is the one who will find me, im sorry')).toBe('suicide');
    expect(care('in the garage, engine running and windows up')).toBe('suicide');
    expect(care('bought charcoal, the bathroom door is taped')).toBe('suicide');
    expect(care('the noose is ready')).toBe('suicide');
    expect(care('been saving my trazodone, finally have enough')).toBe('suicide');
    expect(care('judas hanged himself. im about to do the same')).toBe('suicide');
    expect(care('my wife wont let me have money or see my friends')).toBe('domestic');
    expect(care('guy at work says hes bringing a gun tomorrow to make everyone pay')).toBe('domestic');
    expect(care('my ex found out where the shelter is')).toBe('domestic');
    expect(care('my youth leader keeps getting physical and i dont want it')).toBe('abuse');
    expect(care('hay alguien con un cuchillo afuera')).toBe('domestic');
    expect(care('my toddler is burning up and all floppy')).toBe('medical');
    expect(care('roofer beside me stopped sweating and is confused')).toBe('medical');
  });

  it('is quiet on a milestone, an idiom of heart attacks and thrown phones, the bare word, a healing veteran', () => {
    for (const q of [
      '365 days without self harm today, thank you jesus',
      'mom is gonna have a heart attack when she sees my grades',
      'this printer, i want to throw the laptop across the room',
      'suicide',
      'when i was deployed i wanted to die. now im home and healing',
    ])
      expect(care(q), q).toBeNull();
    for (const q of [
      'my daughter searched how many pills to die and locked her door',
      'how do i get my sister away from her boyfriend, he shoves her around',
      'buddy from my unit keeps texting me saying hes done',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });

  // Stop 52: classes read from care-heldout16's misses.
  it('hears a purchase "got what i need", a loaded gun, a heated spoon, a tracker, a partner who blames, tying', () => {
    expect(care('went to the gun shop and got what i need. will god forgive me')).toBe('suicide');
    expect(care('out of reasons tonight')).toBe('suicide');
    expect(care('the pistol is loaded and on my lap')).toBe('suicide');
    expect(care('verse for someone about to jump')).toBe('suicide');
    expect(care('when you pray to die every night and wake up anyway')).toBe('suicide');
    expect(care('does god forgive you if you take your own life? not for a class, for me')).toBe('suicide');
    expect(care('heating a paperclip and pressing it on my wrist')).toBe('selfharm');
    expect(care('found a tracker under my car and the same grey van is behind me')).toBe('domestic');
    expect(care('bruises all over my back from my boyfriend, he says i made him do it')).toBe('domestic');
    expect(care('my uncle keeps tying me up when mom is at work')).toBe('abuse');
    expect(care('someone is shooting outside our building')).toBe('domestic');
  });

  it('is quiet on a missed goodbye and a testimony turned around; points to someone close who burns himself', () => {
    for (const q of [
      'wish i had said goodbye to my dad before he died',
      'in 2012 i wanted to die but god turned it around. psalm of thanks?',
      'is it a sin for a terminally ill person to pray for death, writing a paper',
    ])
      expect(care(q), q).toBeNull();
    for (const q of [
      'my nephew burns himself with a lighter, i saw the marks',
      'my daughters search history has ways to die',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });

  // Stop 52: classes read from care-heldout17's misses.
  it('hears a jump asked about, a gun with nothing left, dying by choice, a stranger in the house, a pad soaked', () => {
    expect(care('if i jump tonight will jesus still take me')).toBe('suicide');
    expect(care('she took the kids, i got nothing, the rifle is in the truck')).toBe('suicide');
    expect(care('me and my glock going to the lake')).toBe('suicide');
    expect(care('is it still heaven if you go by your own hand')).toBe('suicide');
    expect(care('how to say sorry to god before dying by choice')).toBe('suicide');
    expect(care('what do i read while waiting for the pills to kick in')).toBe('suicide');
    expect(care('what happens if a christian overdoses on purpose, asking cuz im about to')).toBe('suicide');
    expect(care('cutting is how i cope now')).toBe('selfharm');
    expect(care('someone keeps sending me photos of my daughter at daycare')).toBe('domestic');
    expect(care('there is someone inside my house right now')).toBe('domestic');
    expect(care('the man from the bar said hell come back with his gun')).toBe('domestic');
    expect(care('baby came monday and now im soaking through a pad in an hour')).toBe('medical');
    expect(care('my dad is turning grey and wont answer me')).toBe('medical');
  });

  it('is quiet on hyperbole of traffic and songs, a study question, and "cut me some slack"', () => {
    for (const q of [
      'this weather makes me want to shoot myself, anyway verse for joy',
      'gonna jump off a bridge if i hear that jingle again jk',
      'is suicide mentioned anywhere in the bible',
      'lord cut me some slack this week',
    ])
      expect(care(q), q).toBeNull();
    expect(care('my grandmas caregiver takes her money and yells at her')).toBeNull();
    expect(supportOf('my grandmas caregiver takes her money and yells at her', CARE_MODEL)).toBe('friend');
  });
  // Stop 53: classes read from care-heldout18's misses.
  it('hears means bought with no subject, the tracks or the cliff returned to, a last question, a chosen early death', () => {
    expect(care('got a noose last night. is there grace for someone like me')).toBe('suicide');
    expect(care('loaded it. i just want one word from god first')).toBe('suicide');
    expect(care('every night i walk out to the overpass and stand there')).toBe('suicide');
    expect(care('i keep driving by the bridge and thinking about it')).toBe('suicide');
    expect(care('on the mountain road all i think about is one jerk of the wheel')).toBe('suicide');
    expect(care('final message. will god forgive someone who just gives up')).toBe('suicide');
    expect(care('can a believer choose to go home to jesus early? because i am choosing to')).toBe('suicide');
  });

  it('hears harm done with a hot object, pain sought to drown the rest, cutting named as the readers own', () => {
    expect(care('held the hot curling iron against my arm again')).toBe('selfharm');
    expect(care('i hurt my body so i dont have to feel whats inside')).toBe('selfharm');
    expect(care('i need to feel pain to feel anything at all')).toBe('selfharm');
    expect(care('the bible says not to cut for the dead but i cut to cope')).toBe('selfharm');
  });

  it('hears a threat tonight to someone in the house, an escape planned with the kids, a mob outside, calls that breathe', () => {
    expect(care('my stepdad says hes going to kill my mom tonight')).toBe('domestic');
    expect(care('he is loading his shotgun and yelling at us')).toBe('domestic');
    expect(care('guys from that crew said they are coming for him tonight, my little brother')).toBe(
      'domestic',
    );
    expect(care('waiting till he passes out so we can get out with the kids, where do we go')).toBe(
      'domestic',
    );
    expect(care('a mob is outside the mosque next to us and we are trapped inside')).toBe('domestic');
    expect(care('somebody keeps calling, breathing, then says my sons name and hangs up')).toBe('domestic');
    expect(care('bike crash on our street the rider isnt moving')).toBe('medical');
  });

  it('is quiet on a boring sermon joke, a hill to die on, a stroke long past, a testimony years later', () => {
    for (const q of [
      'this meeting is so long i want to shoot myself lmao',
      'predestination is the hill i will die on haha',
      'had a heart attack three years ago, now i run 5ks. psalm of thanks',
      'overdosed at 17. twelve years later im a nurse. verses for my story',
    ])
      expect(care(q), q).toBeNull();
    for (const q of ['my son googled painless ways to go', 'my girlfriend hits herself when she gets mad']) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });
  // Stop 53: classes read from care-heldout19's misses.
  it('hears a death in Scripture taken as a plan, a hose through the window, voices that say jump, a deeper cut', () => {
    expect(care('read about saul falling on his sword and i think i should do the same')).toBe('suicide');
    expect(care('in the garage, the hose runs through the window')).toBe('suicide');
    expect(care('the voices keep telling me to end it')).toBe('suicide');
    expect(care('the man in the tombs cut himself with stones and i do that too')).toBe('selfharm');
    expect(care('went deeper than ever last night, is that bad')).toBe('selfharm');
    expect(care('me quemo los brazos cuando estoy sola')).toBe('selfharm');
  });

  it('hears a threat against the whole house, glass breaking, armed men near, a note that we are next', () => {
    expect(care('my father is breaking plates and screaming he will kill us all')).toBe('domestic');
    expect(care('i can hear dishes smashing downstairs and my mom crying')).toBe('domestic');
    expect(care('soldiers with rifles are in the next street and we are hiding in the church')).toBe(
      'domestic',
    );
    expect(care('tem homens armados perto da escola')).toBe('domestic');
    expect(care('someone painted on our door that we are next')).toBe('domestic');
  });

  it('is quiet on a jingle joke, an idiom of longing, a doctor already seen, abuse left years ago, old testimonies', () => {
    for (const q of [
      'if i hear that ringtone again im going to jump off a bridge lol',
      'to morrendo de saudade da minha mae',
      'thats the hill im willing to die on',
      'my chest was tight after the gym but doc says its a pulled muscle',
      'my first husband beat me but i left him in 2009, how do i let go of the anger',
      'hace diez años intenté quitarme la vida, hoy doy gracias a dios por mi familia',
      "j'étais battu enfant, aujourd'hui je veux témoigner de la grâce",
      'the night i was going to end it was 2016 and a psalm stopped me. which one is about the pit?',
    ])
      expect(care(q), q).toBeNull();
    const q = 'my son gave away all his games and wrote goodbye notes';
    expect(care(q), q).toBeNull();
    expect(supportOf(q, CARE_MODEL), q).toBe('friend');
  });
  // Stop 53: classes read from care-heldout20's misses.
  it('hears means made in a cell, voices that say traffic, a goodbye without saying it, leaving early, not coming back', () => {
    expect(care('tied my shoelaces into a cord and i have a plan for tonight')).toBe('suicide');
    expect(care('the voices say to walk into traffic')).toBe('suicide');
    expect(care('texted my brother that none of it is his fault, he wont get it till later')).toBe('suicide');
    expect(care('can a christian check out early? im so ready to')).toBe('suicide');
    expect(care('driving to the quarry, im not coming back this time')).toBe('suicide');
    expect(care('ive been saving the leftover oxy from my surgery, for when i decide')).toBe('suicide');
    expect(care('ja escolhi o dia. salmo de despedida')).toBe('suicide');
    expect(care('pray i have the courage to go through with it tonight')).toBe('suicide');
  });

  it('hears fresh lines, a blade kept close and used, scalding water, a belt that draws blood, being held down', () => {
    expect(care('new cuts on my stomach and swim meet is saturday')).toBe('selfharm');
    expect(care('i keep my blade in my prayer journal and used it again')).toBe('selfharm');
    expect(care('my legs look like a barcode')).toBe('selfharm');
    expect(care('poured hot water on my arm so i would feel something')).toBe('selfharm');
    expect(care('stepmom belts me till i bleed and says its biblical')).toBe('abuse');
    expect(care('my cousins hold me down when no adults are home')).toBe('abuse');
    expect(care('the youth leader wants me alone in his office again, hes done things, im 14')).toBe('abuse');
  });

  it('hears a man out of prison who swore to come, a threat if the police are called, "they know where i live"', () => {
    expect(care('he gets out of jail friday and he said he would come for me')).toBe('domestic');
    expect(care('he said hell hurt my son if i call the police')).toBe('domestic');
    expect(care('the gang texted my sister that they know where i live')).toBe('domestic');
  });

  it('is quiet on sprints called suicides, a paper on the subject, doing better on medicine, old testimonies, a tattoo', () => {
    for (const q of [
      'coach made us run suicides till we puked lol',
      'is cutting mentioned anywhere in scripture? for a seminary paper',
      'on medication for depression and doing much better, is that weak faith',
      'ya no me lastimo desde hace tres años, gracias a dios',
      'ja pensei em me matar quando era jovem, hoje sou feliz',
      'is getting a tattoo of a verse on my wrist a sin',
    ])
      expect(care(q), q).toBeNull();
    for (const q of [
      'mi hermano se corta y no quiere que le diga a mis papas',
      'found razor blades in my daughters pencil case',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });
  it('is quiet on God who knows where the reader lives, and on "kill me if i tell" over a small thing', () => {
    for (const q of [
      'the lord knows where i live and watches my going out',
      'my mom is going to kill me if i tell her i dented the car',
      'dad will kill me if i tell him about my report card lol',
    ])
      expect(care(q), q).toBeNull();
    expect(care('he said he will kill me if i tell anyone what he does')).toBe('domestic');
    expect(care('a man keeps following me and now he knows where i live')).toBe('domestic');
  });
  // Stop 53: classes read from care-heldout21's misses.
  it('hears a death in Scripture felt as the readers own, things given so it is easy after, a waste of air, a last sorry', () => {
    expect(care('ahithophel hanged himself and honestly i get it now')).toBe('suicide');
    expect(care('elijah said it is better for me to die than to live. me too elijah')).toBe('suicide');
    expect(care('i just want it all over')).toBe('suicide');
    expect(care('how do i split up my things so its easy for my kids after')).toBe('suicide');
    expect(care('im a waste of space, everyone would be doing themselves a favor')).toBe('suicide');
    expect(care('sent mom a text saying sorry for everything, now im just waiting')).toBe('suicide');
    expect(care('baddi mout ya rab')).toBe('suicide');
  });

  it('hears hair pulled out in patches, the belt or a cord as the rule at home, food withheld for days', () => {
    expect(care('i keep pulling my hair out in clumps, theres a bald spot now')).toBe('selfharm');
    expect(care('if i forget a chore i get the belt')).toBe('abuse');
    expect(care('my uncle hits me with a phone charger cord and i have welts')).toBe('abuse');
    expect(care('im not allowed to eat until my room is perfect, sometimes i go 2 days')).toBe('abuse');
  });

  it('hears threats told in Spanish and Arabizi, a car past the house every night, a note with the childrens names', () => {
    expect(care('mi ex dijo que viene a matarnos esta noche')).toBe('domestic');
    expect(care('jouzi 3am yhaddedni bel sekkine')).toBe('domestic');
    expect(care('my ex drives past my house every night since he swore he would get back at me')).toBe(
      'domestic',
    );
    expect(care('there was a note on my car with my daughters name and the word tonight')).toBe('domestic');
  });

  it('is quiet on Judas asked about in Spanish, homework hyperbole, "a sin theology", better now, an Indonesian testimony', () => {
    for (const q of [
      'por que judas se suicido',
      'this essay makes me want to die lol anyway verses on diligence',
      'is suicide a sin theology',
      'had covid last month, better now, psalm of thanks',
      'dulu aku mau bunuh diri, sekarang aku bersyukur kepada tuhan',
    ])
      expect(care(q), q).toBeNull();
    for (const q of [
      'kaibigan ko gusto nang magpakamatay, ano gagawin ko',
      'teman saya mau bunuh diri, bagaimana saya bantu',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });
  // Stop 53: classes read from care-heldout22's misses.
  it('hears an insurance accident, a gun in the truck after a loss, a how thought through, a sword and over for me too', () => {
    expect(care('the insurance only pays if it looks like an accident')).toBe('suicide');
    expect(care('judas went out and hanged himself. its over for me too')).toBe('suicide');
    expect(care('foreclosure letter came and the rifle is in the truck')).toBe('suicide');
    expect(care('nobody would notice if i was gone, ive thought through how')).toBe('suicide');
    expect(care('verse for someone who keeps hurting their own body')).toBe('selfharm');
    expect(care('mom found bloody tissues in my room and i said it was a nosebleed')).toBe('selfharm');
    expect(care('i ran out of places to cut')).toBe('selfharm');
  });

  it('hears a man at the gate with a bat, an ex who found the new apartment, a machete outside in Tagalog', () => {
    expect(care('a guy showed up at our door with a crowbar yelling for my dad')).toBe('domestic');
    expect(care('he tracked down my new address, i moved to get away from him')).toBe('domestic');
    expect(care('may lalaki sa labas ng bahay namin may dalang itak')).toBe('domestic');
  });

  it('is quiet on testimonies of many languages, the subject asked in Swahili and Vietnamese, and people of the Bible', () => {
    for (const q of [
      'five years ago today i tried to end my life, today im celebrating being alive',
      'in jail i wanted to die, now im out and leading a bible study',
      'overdosed at 22, that was 15 years ago, testimony verses please',
      'quando era criança apanhava em casa, hoje perdoei minha mae',
      'autrefois je me faisais du mal, aujourdhui je suis libre',
      'dati gusto ko nang mamatay, ngayon masaya na ako',
      'zamani nilipigwa nyumbani, sasa niko salama',
      'Biblia inasema nini kuhusu kujiua',
      'Kinh Thanh noi gi ve tu tu',
      'did anybody in the bible have suicidal thoughts',
      'met muon chet sau ca lam, doc Thi Thien',
    ])
      expect(care(q), q).toBeNull();
    for (const q of [
      'ban toi muon tu tu, toi phai lam gi',
      'my old cellmate says hes going to end it',
      'my son looked up how to tie a noose',
      'my daughter with autism bangs her head on the floor till it bleeds',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });
  // Stop 53: classes read from care-heldout23's misses.
  it('hears wanting to die in romanised Korean and Hindi, a Spanish "today is the day", a French "why go on", a death in Scripture understood', () => {
    expect(care('jukgo sipda. nothing helps')).toBe('suicide');
    expect(care('main mar jaana chahti hoon, koi verse')).toBe('suicide');
    expect(care('saul fell on his sword and i finally understand why')).toBe('suicide');
    expect(care('hoy es el dia, solo quiero orar antes')).toBe('suicide');
    expect(care('pourquoi continuer, je suis fatigue de tout')).toBe('suicide');
    expect(care('job wished he had died at birth, me too, and i really mean it')).toBe('suicide');
    expect(care('jahae again tonight')).toBe('selfharm');
  });

  it('hears being locked in and robbed of phone and money in French, beaten in Korean, followed, a knife under the window', () => {
    expect(care('il prend mon argent et il menferme dans la chambre')).toBe('domestic');
    expect(care('nampyeon-i ttaeryeoyo every weekend')).toBe('domestic');
    expect(care('an unknown number keeps texting photos of my sons bus stop')).toBe('domestic');
    expect(care('un homme me suit depuis la gare')).toBe('domestic');
    expect(care('ktos stoi pod drzwiami z nozem')).toBe('domestic');
    expect(care('he got out of prison this week and promised he would find us')).toBe('domestic');
    expect(care('a card came to my office, it says im next')).toBe('domestic');
    expect(care('someones in the house right now, i hear them downstairs')).toBe('domestic');
    expect(care('my sugar is 38 and im shaking')).toBe('medical');
  });

  it('is quiet on a Samson prayer, drills, managed asthma in Tagalog, testimonies at any age, a bleach stain', () => {
    for (const q of [
      'samson prayed let me die with the philistines, judges 16 meaning',
      'suicide sprints at soccer today, verse for strength',
      'may diabetes ako pero kontrolado na, psalm of thanks',
      'i tried to end my life at 17. im 40 now and want to share my testimony',
      'era viciada e pensava em morrer, hoje sou missionaria',
      'dati gusto kong magpakamatay, ngayon pastor na ako',
      'got a bleach stain on my good shirt before church',
    ])
      expect(care(q), q).toBeNull();
    for (const q of [
      'moja corka mowi ze nie chce zyc',
      'a guy on my crew says hes got the rope ready',
      'how do i answer a church member who said life is not worth living',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });
  // Stop 54: classes read from care-heldout24's misses.
  it('hears a death in Scripture answered as the reader’s own, a dose known, cold water welcomed, a goodbye hidden', () => {
    expect(care('moses asked god to take his life in numbers 11. please take mine')).toBe('suicide');
    expect(care('jeremiah cursed the day he was born. same here and im ready to end that')).toBe('suicide');
    expect(care('elijah said it is better to die than live. exactly how i feel tonight')).toBe('suicide');
    expect(care('i work in pharmacy, i know what dose. strangely calm')).toBe('suicide');
    expect(care('the river is so high this week. good.')).toBe('suicide');
    expect(care('im wading into the sea tonight')).toBe('suicide');
    expect(care('gave all my savings away to the kids, verse about going home to be with jesus soon')).toBe(
      'suicide',
    );
    expect(care('how do i say goodbye to my sister without her knowing')).toBe('suicide');
    expect(care('memot efelegalehu, pray for me')).toBe('suicide');
    expect(care('como despedirme, decir adios a mi papa sin que se entere')).toBe('suicide');
    expect(care('verse for someone who does not want to live anymore')).toBe('suicide');
    expect(care('that thing with the razor started again after camp')).toBe('selfharm');
  });

  it('hears pictures asked of a child, a secret kept by threat, abuse told through Scripture, rent paid other ways, in Italian and Amharic too', () => {
    expect(care('my youth leader texts me photos and keeps asking for some of me')).toBe('abuse');
    expect(care('uncle says something bad happens to kids who tell')).toBe('abuse');
    expect(care('dinah in genesis 34. thats what my stepbrother does to me')).toBe('abuse');
    expect(care('he says the rent could be paid other ways and comes in at night')).toBe('abuse');
    expect(care('mio padre mi picchia ogni sera')).toBe('abuse');
    expect(care('my manager grabs me in the stockroom')).not.toBeNull();
    expect(care('baleté yimetagnal, what do i do')).toBe('domestic');
  });

  it('hears a threat on a condition, someone at the window, hiding from an ex, a threat to shoot up a gathering', () => {
    expect(care('the cartel said pay or theyll kill my kids')).toBe('domestic');
    expect(care('someone has been standing outside my window since midnight')).toBe('domestic');
    expect(care('jemand steht draussen vor meinem haus seit zwei stunden')).toBe('domestic');
    expect(care('im hiding from my ex husband at a friends place')).toBe('domestic');
    expect(care('her ex threatened to come shoot up the wedding')).toBe('domestic');
    expect(care('ma fille a avale des piles')).toBe('medical');
    expect(care('lije metenfes alchalem')).toBe('medical');
  });

  it('is quiet on training to help, a Spanish testimony, a clean overdose long past, a band, a bread knife; a friend in Italian, German, Amharic', () => {
    for (const q of [
      'chaplaincy course: how do we recognize someone who is suicidal',
      'sobrevivi abuso de nino, ahora quiero perdonar a mi padre',
      'overdosed at 19, clean 12 years now, verse of thanks',
      'the killers album came out, any verse about mr brightside',
      'which knife for slicing the easter ham',
    ])
      expect(care(q), q).toBeNull();
    for (const q of [
      'la mia migliore amica si taglia',
      'mein bruder verletzt sich selbst',
      'gwadegnaye memot efelegalehu yilal',
      'my brother relapsed into cutting',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });
  // Stop 54: classes read from care-heldout25's misses and false alarms.
  it('hears a door barricaded, papers kept by a boss who hits, a pastor who says god told him, nudes held over a breakup, scalding water, wounds reopened, hives and wheezing', () => {
    expect(care('barricaded myself in the bathroom, hes trying to break in')).toBe('domestic');
    expect(care('the man we work for took our passports and beats anyone who complains')).toBe('abuse');
    expect(care('my youth leader says god told him i should sleep with him')).toBe('abuse');
    expect(care('he says he will leak my pics if i leave him')).toBe('abuse');
    expect(care('held my hand under boiling water until it burned')).toBe('selfharm');
    expect(care('i kept picking open the cuts so they stay')).toBe('selfharm');
    expect(care('ate peanuts by mistake, hives everywhere and my throat feels tight')).toBe('medical');
  });

  it('is quiet on the seminary paper, words of Job quoted, a will after a baby, a sore chest from coughing, a funeral planned at 92, hyperbole without an article, scars healed, peace made', () => {
    for (const q of [
      'is suicide discussed in the bible? writing a research paper, did i miss any passages',
      'job said let the day perish wherein i was born. was job depressed',
      'pq judas se matou?',
      'we made a will and got life insurance after the twins, verse on providing',
      'my throat is a bit sore from coughing',
      'planning my own funeral at 88, healthy as a horse, want the hymns chosen',
      'homework tonight made me want to jump off a bridge lol',
      'my scars have finally faded, thank you lord',
      'my mother used to hit me but ive made peace with it',
    ])
      expect(care(q), q).toBeNull();
    for (const q of [
      'my roommate is standing on the ledge of the roof',
      'one of the ladies from church says her husband beats her',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });
  // Stop 55: classes read from care-heldout26's and 27's misses and false alarms.
  it('hears a pet rehomed for after, a goodbye scheduled, no burden much longer, the easy way out, a second try done properly, a beam that holds; rent with the body, a girl married off, beaten unless she brings money; someone pinned and going pale; in Dutch, Korean, Italian, Tagalog', () => {
    expect(care('found my dog a new home for after, is heaven real')).toBe('suicide');
    expect(care('my goodbye post is written and set for midnight')).toBe('suicide');
    expect(care('i wont be a burden to anyone much longer')).toBe('suicide');
    expect(care('thinking about taking the easy way out')).toBe('suicide');
    expect(care('tried in june, it didnt work. this time properly')).toBe('suicide');
    expect(care('the rafter in the garage is strong enough')).toBe('suicide');
    expect(care('landlord says i can pay the rent with my body')).toBe('abuse');
    expect(care('my uncle forces me to sleep with men for money')).toBe('abuse');
    expect(care('if i dont bring enough money home i get beaten')).toBe('abuse');
    expect(care('my family is forcing me to marry a man i never met, im 15')).toBe('abuse');
    expect(care('the farmer has our passports and never pays us, says he will call immigration')).toBe(
      'abuse',
    );
    expect(care('my brother is pinned under the car and going pale')).toBe('medical');
    expect(care('snij mezelf elke avond')).toBe('selfharm');
    expect(care('jugeo beorigo sipda')).toBe('suicide');
    expect(care('ho preso troppe pastiglie')).toBe('medical');
    expect(care('may lalaki na may baril sa labas ngayon')).toBe('domestic');
  });

  it('is quiet on a funeral pre-planned, a heart attack recovered from, a story closed "years ago" in any language, a nap one would kill for, a doctor naming the tiredness, a mother mourned in Spanish or Swahili; the pointer for a sponsee, a friend\'s story, a neighbour gone quiet', () => {
    for (const q of [
      'pre planning my own funeral with the insurance lady, hymn ideas',
      'had a stroke two summers ago, fully recovered, verses of thanks',
      'i wanted to die after the bankruptcy. that was 12 years ago. how do i tell my story',
      'hace anos queria morir, ahora estoy bien y sirvo en la iglesia',
      'i would kill for a coffee right now',
      'so exhausted, doctor thinks its my iron',
      'mi abuela fallecio ayer',
      'baba yangu alifariki jana',
      'kiedys sie cielam, od 3 lat jestem wolna',
    ])
      expect(care(q), q).toBeNull();
    for (const q of [
      'my sponsee texted that hes going to finish it tonight',
      'my cousins story says last day on earth',
      'neighbor lady was yelling and now its quiet',
      'mi hermana dice que su esposo la golpea',
      'gf says shes cutting again',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });
  // Stop 55: classes read from care-heldout28's misses and false alarms.
  it('hears a pistol taken out to join a late husband, a date picked behind a counsellor\'s back, a theory to test, sorry in advance, "might be number 6", the stuff bought; "not rape if married"; tyres slashed and a face next; papers taken in Spanish', () => {
    expect(care('every evening i hold the old revolver and think about it')).toBe('suicide');
    expect(care('its time i joined him, 50 years was enough')).toBe('suicide');
    expect(care('my therapist thinks im better but i already picked the day')).toBe('suicide');
    expect(care('life goes on fine without me, going to test that theory')).toBe('suicide');
    expect(care('will god forgive me in advance')).toBe('suicide');
    expect(care('three of my squad lost to suicide, i might be number four')).toBe('suicide');
    expect(care('darkness all week. got the stuff tonight')).toBe('suicide');
    expect(care('my husband says its not rape if you are married')).toBe('abuse');
    expect(care('he smashed my windshield and said my face is next')).toBe('domestic');
    expect(care('el patron me quito los documentos y trabajo sin paga')).toBe('abuse');
  });

  it('is quiet on a death told as news, heat one "dies" of in German, cards for a ministry, a worth now seen, a Russian or Portuguese testimony, a dentist booked, "kms" at the wifi; the pointer in Hindi, German, Portuguese and for a soldier home who gives his things away', () => {
    for (const q of [
      'mom passed last month and the nursing home never called me in time',
      'ich sterbe vor langeweile in der predigt',
      'printing cards with verses of hope for our hospital ministry',
      'i used to think nobody would miss me. not anymore',
      'раньше я хотела умереть, уже пять лет чисто, слава богу',
      'eu me cortava aos 15, hoje tenho 28 e sou feliz',
      'tooth pain, dentist appointment on monday, verse for patience',
      'kms the zoom keeps freezing',
    ])
      expect(care(q), q).toBeNull();
    for (const q of [
      'meri behen kehti hai vo marna chahti hai',
      'mein bruder sagt er will nicht mehr leben',
      'meu irmao esta se cortando',
      'my son came home from the army and keeps giving his things away',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });
  // Stop 55: classes read from care-heldout29's misses and false alarms.
  it('hears a letter written "they will get over it", food refused until it is over, wanting to be absent now, the one who wants to die, the courage while it lasts, laces taken, a roof so high, goodbye to the app and everyone, "he just did"; in Russian, Dutch, German, Turkish', () => {
    expect(care('finished my letter, they will get over it eventually')).toBe('suicide');
    expect(care('going to stop eating and drinking till its over')).toBe('suicide');
    expect(care('i want to be with the lord tonight')).toBe('suicide');
    expect(care('im the one who wants to die, not my client')).toBe('suicide');
    expect(care('gonna do it while i still have the nerve')).toBe('suicide');
    expect(care('guards took my belt but i found another way')).toBe('suicide');
    expect(care('the roof of my dorm is 12 floors up')).toBe('suicide');
    expect(care('goodbye to you all and everything')).toBe('suicide');
    expect(care('what if your boyfriend hits you? he just did')).toBe('domestic');
    expect(care('он забирает у меня телефон каждый вечер')).toBe('abuse');
    expect(care('heb mezelf vannacht gesneden')).toBe('selfharm');
    expect(care('mein kind hat rattengift gefunden und ich habe es aus versehen gegessen')).toBe('medical');
    expect(care('kolum uyusuyor ve nefes alamiyorum')).toBe('medical');
  });

  it('is quiet on "one foot in the grave", "rather die than", "dead tired", "about to lose it", a Polish "od" that means since, surgery next week, a Swahili question about the Passover, a happy testimony, a Spanish father mourned; the pointer in Norwegian and French, for a neighbour with a black eye', () => {
    for (const q of [
      'my aunt jokes shes got one foot in the grave',
      'id rather die than sing karaoke',
      'dead tired but i read my chapter',
      'boli mnie gardlo od wczoraj, psalm?',
      'operation on my hip tomorrow, a bit nervous',
      'kwa nini yesu alilia',
      'in college i wanted to die. now im 40 and happy',
      'mi padre murio el martes',
      'upstairs neighbours stomp around til 1am and im about to lose it',
    ])
      expect(care(q), q).toBeNull();
    // Temper lost over a small thing is no danger; the same words with one are still heard.
    expect(care('im about to lose it, i cant do this anymore, everyone would be better off without me')).toBe(
      'suicide',
    );
    for (const q of [
      'venninnen min vil ta livet sitt',
      'ma voisine se fait frapper chaque soir',
      'the woman next door had a black eye again',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });

  // Stop 56: classes read from care-heldout30's misses and false alarms.
  it('hears fresh marks hidden, a thick tongue and a rash all over after a sting, abuse that keeps happening with no one to tell or that forgiving is said to require; a passport kept by a boss in French', () => {
    expect(care('mine are still fresh and im hiding them under long sleeves')).toBe('selfharm');
    expect(care('my lips feel swollen and my throat is closing')).toBe('medical');
    expect(care('wasp got me and now im breaking out all over, whole body itching')).toBe('medical');
    expect(care('this keeps happening and i dont know who to tell, hes our youth leader')).toBe('abuse');
    expect(care('if i forgive him do i have to let my stepdad keep doing this to me')).toBe('abuse');
    expect(care('le patron garde nos passeports, on ne peut pas partir')).toBe('abuse');
    expect(care('je dois travailler sans salaire depuis des mois')).toBe('abuse');
  });

  it('is quiet on a past told as healed in Spanish and Portuguese, an overdose in one\'s 20s and years sober, why Judas died in Indonesian, a Tagalog "dead to mum", a bridge if a show is spoilt; the pointer when someone close says it, is afraid to go home, or would rather be dead', () => {
    for (const q of [
      'hace muchos años quise quitarme la vida, ahora estoy bien y sirvo en la iglesia',
      'na adolescencia eu me cortava, hoje estou livre',
      'had an overdose in my 30s, sober 9 years now, praise god',
      'mengapa yudas bunuh diri',
      'patay ako sa tatay ko pag nakita niya ang grades ko',
      'ill jump off a bridge if anyone spoils the finale lol',
    ])
      expect(care(q), q).toBeNull();
    for (const q of [
      'my wife is struggling and told me youd be better off without me',
      'colleague said shes scared to go home, her husband will hit her again',
      'my grandpa keeps saying hed rather be dead than in this home',
      'ma sœur est battue par son mari',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });

  it('is quiet on a story of Scripture and a question of the life to come, with nothing of the reader; not where the reader speaks', () => {
    for (const q of [
      'samson pushes the pillars down and the building collapses',
      'paul gets shipwrecked and bitten by a snake',
      'what happens right after you die, straight to heaven?',
      'is there life after death',
    ])
      expect(care(q), q).toBeNull();
    expect(care('what happens when you die? asking because i took all my pills')).toBe('medical');
    expect(care('no job no wife no future. ending it is the only option left')).toBe('suicide');
  });

  // Stop 56: classes read from care-heldout31's misses and false alarms.
  it("hears a child's day the reader will not be around for, the painless way asked, a gun and nothing to lose, a verse for the note, a suicide clause run out, papers kept by those who make one work, a threat if one tells, meds hidden, a permission needed, a nose broken; in pinyin and Indonesian", () => {
    expect(care('i wont be around for my sons wedding and thats ok')).toBe('suicide');
    expect(care('would dying from carbon monoxide in the car be quick')).toBe('suicide');
    expect(care('shes gone, the job is gone, i have a rifle and nothing left to lose')).toBe('suicide');
    expect(care('what psalm should i write in my final letter')).toBe('suicide');
    expect(care('the suicide clause on my life insurance expires friday')).toBe('suicide');
    expect(care('they force me to work nights on the farm and keep my passport')).toBe('abuse');
    expect(care('my uncle said if i tell my teacher hell hurt my little sister')).toBe('abuse');
    expect(care('my boyfriend takes my insulin when im late home')).toBe('abuse');
    expect(care('my wife says i need her permission to leave the house')).toBe('abuse');
    expect(care('my partner broke my wrist last night')).toBe('domestic');
    expect(care('wo bu xiang huo le')).toBe('suicide');
    expect(care('majikan tahan paspor saya dan saya kerja tanpa gaji')).toBe('abuse');
  });

  it('is quiet on an illness that will take the reader, ibuprofen for a headache, a rope course, the news prayed over, "so embarrassed i could die" in Indonesian, a past told with scars to one\'s children, an attempt at 17 and a nurse now, violence suffered and safe today; the pointer for a rope found, a buddy checking out, a sister who wants to die', () => {
    for (const q of [
      'stage 4, i wont be around to see my granddaughter baptised. a psalm for my family?',
      'how much tylenol can you take for a fever',
      'knots for the youth rope course this weekend, bowline or figure eight',
      'fire on the news tonight, pray for the families',
      'malu banget mau mati rasanya',
      'i used to burn myself in college, im 40 now. how do i explain the marks to my kids',
      'overdosed at 16, now im a paramedic',
      'eu sofri abuso na infancia, hoje estou segura',
    ])
      expect(care(q), q).toBeNull();
    for (const q of [
      'found a belt tied in a loop in my daughters wardrobe',
      'my buddy from work says hes checking out soon and gave me his guitar',
      'minha irma disse que quer morrer',
      'temen aku bilang mau bunuh diri',
    ]) {
      expect(care(q), q).toBeNull();
      expect(supportOf(q, CARE_MODEL), q).toBe('friend');
    }
  });

  it('is quiet on a story of Jesus told in the third person, and gives no pointer for someone "done with church"', () => {
    expect(care('a blind man is healed when jesus touched his eyes with mud and he washes')).toBeNull();
    expect(care('she touched the hem of his garment and the bleeding dried up')).toBeNull();
    const q = 'my daughter says shes done with church and god, what do i say';
    expect(care(q)).toBeNull();
    expect(supportOf(q, CARE_MODEL)).toBeNull();
    expect(supportOf('my son says hes done and gave away his guitar', CARE_MODEL)).toBe('friend');
  });

  // Stop 57: classes read from home heldout52.
  it('is quiet on fear of a planned operation ("scared i wont wake up from the anaesthetic"), still hears one who will not wake', () => {
    for (const q of [
      'knee op next thursday and im terrified i wont wake up after the anaesthetic',
      'my surgery is tomorrow, what if i dont wake up from it',
    ])
      expect(care(q), q).toBeNull();
    expect(care('i cant wake him up and his lips look grey')).toBe('medical');
    expect(care('grandad will not wake up, hes breathing weird')).toBe('medical');
  });

  it('gives no friend pointer for a child who has gone quiet, unless a word of danger goes with it', () => {
    expect(
      supportOf('our boy is 14 and wont talk to us anymore, just stays in his room', CARE_MODEL),
    ).toBeNull();
    expect(supportOf('my son wont talk to me anymore and i found pills hidden in his room', CARE_MODEL)).toBe(
      'friend',
    );
  });

  // Stop 58: classes read from care-heldout33 (first figure 94.4% recall, 2.9% false positives).
  it('hears the reader about to hurt someone, not the idioms of shooting and strangling', () => {
    for (const q of [
      'if he touches my little sister again im going to stab him',
      'cant stop picturing stabbing my stepdad while he sleeps',
    ])
      expect(care(q), q).toBe('domestic');
    for (const q of [
      'im gonna shoot him a text and ask if he wants to come to church',
      'going to shoot my shot with her at the retreat',
      'gonna strangle my sister she borrowed my charger again',
    ])
      expect(care(q), q).toBeNull();
  });

  it('hears eating used as harm, a relapse and hidden wounds; not a diet or a childhood long over', () => {
    for (const q of [
      'i make myself puke after dinner every night',
      'only had 300 calories all day and i still feel fat',
      'fell off the wagon with the self harming after 6 months',
      'wearing bandages under my hoodie so nobody notices',
    ])
      expect(care(q), q).toBe('selfharm');
    expect(care('used to scratch myself when i was a kid, never told anyone')).toBeNull();
    expect(care('counting calories for my half marathon, is that vanity')).toBeNull();
  });

  it('hears control told by what is taken, and a study said to be one', () => {
    expect(care('my son took my pension card and says im too old to handle money')).toBe('abuse');
    expect(care('he checks my phone every night and made me stop seeing my sisters')).toBe('abuse');
    expect(care('can god forgive self harm? its for my theology essay')).toBeNull();
    expect(care('can god forgive suicide, asking for me, tonight')).not.toBeNull();
    expect(
      care('is there hope for people who end their own life. asking for a friend (the friend is me)'),
    ).toBe('suicide');
  });

  it('is quiet on a story of the woman who touched Jesus', () => {
    expect(care('the woman who touched jesus coat and was healed of her bleeding')).toBeNull();
  });

  // Stop 58, read from care-heldout32 and 33: each class in words other than the set's.
  it('hears a method packed, a tool turned on the skin, and a goodbye to each child', () => {
    expect(care('put a garden hose and duct tape in the car, going for a drive later')).toBe('suicide');
    expect(care('wrote goodbye notes for all of my grandkids tonight')).toBe('suicide');
    expect(care('took the blade out of my sharpener and used it on my thigh')).toBe('selfharm');
    expect(care('smashed a mirror so i could have something sharp')).toBe('selfharm');
    expect(care('the hose and tape are in the shed for the sprinkler job')).toBeNull();
    expect(care('dropped a glass on my foot, is a scar a sign from god')).toBeNull();
  });

  it('hears hidden bruises, a price of sex, papers held and a partner who decides', () => {
    for (const q of [
      'got marks from my stepdad again, told everyone i fell off my bike',
      'the youth leader told me i need to sleep with him or god wont forgive me',
      'the owner took our passports, we do 16 hour shifts and cant leave',
      'he controls who i can see and im scared what he will do if i leave',
    ])
      expect(care(q), q).toBe('abuse');
    expect(care('my boss keeps my documents in the office safe, is that normal for hr')).toBeNull();
    expect(care('told my teacher i fell asleep reading the psalms')).toBeNull();
  });

  it('hears a verse asked for "someone" typed short, and Polish and Japanese said plainly', () => {
    expect(care('any verse 4 someone who wanna end it tonight')).toBe('suicide');
    expect(care('ojciec grozi mi nozem')).toBe('domestic');
    expect(care('くすりを全部飲んだ')).not.toBeNull();
    expect(care('verse 4 someone who lost their job')).toBeNull();
  });
});
