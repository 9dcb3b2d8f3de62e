import { transcriptWords } from '../../../lib/text/tokenise.ts';

// Themes from a lexicon of the topics sermons preach on (names close to Nave's topics, so
// deeper_study can follow them); a theme counts when the sermon speaks of it at least three times.

const LEXICON: [string, RegExp][] = [
  ['Faith', /^(faith|faithful|believe|believes|believed|believing|belief|trust|trusted|trusting)$/],
  ['Grace', /^(grace|gracious|graciously|unmerited)$/],
  ['Love', /^(love|loved|loves|loving|charity)$/],
  ['Prayer', /^(pray|prays|prayed|prayer|prayers|praying|intercession)$/],
  ['Salvation', /^(salvation|saved|save|saves|saviour|savior|redeemed|redemption|redeemer)$/],
  ['Sin', /^(sin|sins|sinned|sinner|sinners|sinful|transgression|iniquity)$/],
  ['Repentance', /^(repent|repentance|repented|repenting)$/],
  ['Forgiveness', /^(forgive|forgiven|forgiveness|forgiving|pardon|pardoned)$/],
  ['Hope', /^(hope|hopes|hoped|hopeful|hopeless)$/],
  ['Holy Spirit', /^(spirit|ghost)$/],
  ['Abiding in Christ', /^(abide|abides|abiding|abode|remain|remains)$/],
  ['Fruitfulness', /^(fruit|fruits|fruitful|fruitfulness|fruitless|vine|branch|branches)$/],
  [
    'Suffering',
    /^(suffer|suffering|sufferings|affliction|afflictions|trial|trials|tribulation|sorrow|sorrows|pain)$/,
  ],
  ['Obedience', /^(obey|obeys|obeyed|obedience|obedient|commandments|commandment)$/],
  ['Humility', /^(humble|humility|humbled|pride|proud)$/],
  ['Joy', /^(joy|joyful|rejoice|rejoicing|gladness)$/],
  ['Peace', /^(peace|peaceful|rest)$/],
  ['Fear', /^(fear|fears|afraid|fearful|anxious|anxiety|worry)$/],
  ['Generosity', /^(give|giving|generous|generosity|money|riches|wealth|treasure)$/],
  ['Worship', /^(worship|praise|praises|glorify|adore)$/],
  ['Atonement', /^(cross|blood|atonement|sacrifice|crucified|ransom)$/],
  ['Resurrection', /^(resurrection|risen|rose|raised)$/],
  ['Kingdom of God', /^(kingdom)$/],
  ['Holiness', /^(holy|holiness|sanctification|sanctified|pure|purity)$/],
  ['Mercy', /^(mercy|merciful|compassion|pity)$/],
  ['Temptation', /^(tempt|tempted|temptation|temptations)$/],
  ['Eternal life', /^(eternal|everlasting|heaven|immortal)$/],
  ['Word of God', /^(scripture|scriptures|word|bible)$/],
  ['Judgment', /^(judgment|judgement|judge|wrath|condemnation|condemned)$/],
  ['Thankfulness', /^(thank|thanks|thankful|thanksgiving|gratitude|grateful)$/],
  ['Discipleship', /^(disciple|disciples|follow|follower|followers)$/],
  ['Providence', /^(providence|purpose|purposes|sovereign|sovereignty)$/],
];

export const findThemes = (text: string, max = 6): string[] => {
  const counts = new Map<string, number>();
  for (const w of transcriptWords(text)) {
    for (const [name, re] of LEXICON) if (re.test(w)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([, n]) => n >= 3)
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([name]) => name);
};
