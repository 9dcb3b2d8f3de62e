import type { Care, CareKind, CareResource, Support } from '../../../common/src/contracts/care.ts';

// The card a reader who may be in danger sees before anything else (issue 29): that they are not alone,
// and how to reach someone now. It ships in the app (its lines come with the answer, or from the
// defaults in common/src/care when offline), and is read out by screen readers as it appears.

const TITLE: Record<CareKind, string> = {
  suicide: 'You are not alone. Please reach someone now.',
  selfharm: 'You are not alone. Please reach someone now.',
  abuse: 'You deserve to be safe. Help is here.',
  domestic: 'You deserve to be safe. Help is here.',
  medical: 'Call for help now.',
};
const EMERGENCY: Record<CareKind, string> = {
  suicide: 'If you are in immediate danger, call your local emergency number.',
  selfharm: 'If you are in immediate danger, call your local emergency number.',
  abuse: 'If you are in immediate danger, call your local emergency number.',
  domestic: 'If you are in immediate danger, call your local emergency number.',
  medical: 'Call your local emergency number now (911 in the US, 112 in Europe).',
};

// A short code or number is texted by tapping it; "Text START to 88788" keeps its words.
const smsOf = (text: string): string | undefined => {
  const to = text.match(/(\d[\d\s-]{1,14}\d|\d)$/)?.[1]?.replace(/\D/g, '');
  const body = text.match(/^Text (\w+) to/i)?.[1];
  return to ? `sms:${to}${body ? `?&body=${encodeURIComponent(body)}` : ''}` : undefined;
};

const Line = ({ r }: { r: CareResource }) => {
  const sms = r.text ? smsOf(r.text) : undefined;
  return (
    <li>
      <strong>{r.name}</strong>
      <span className="care-ways">
        {r.phone && <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>Call {r.phone}</a>}
        {r.text &&
          (sms ? (
            <a href={sms}>{/^text /i.test(r.text) ? r.text : `Text ${r.text}`}</a>
          ) : (
            <span>{r.text}</span>
          ))}
        {r.url && (
          <a href={r.url} target="_blank" rel="noreferrer">
            {new URL(r.url).host.replace(/^www\./, '')}
          </a>
        )}
      </span>
    </li>
  );
};

export const CareCard = ({ care, id }: { care: Care; id: string }) => (
  <section className="care-card" role="alert" aria-labelledby={`${id}-title`} data-care-kind={care.kind}>
    <h2 id={`${id}-title`}>{TITLE[care.kind]}</h2>
    <p className="care-emergency">{EMERGENCY[care.kind]}</p>
    <ul className="care-lines">
      {care.resources.map((r) => (
        <Line key={`${r.region}:${r.name}`} r={r} />
      ))}
    </ul>
  </section>
);

/** Someone close may be at risk, or the reader grieves: a smaller pointer, never the card. */
export const SupportNote = ({ support }: { support: Support }) => {
  const first = support.resources[0];
  return (
    <aside className="support-note" aria-label="Where to find help">
      {support.kind === 'friend'
        ? 'If someone you love may be in danger, you can call a crisis line for advice on how to help, and your local emergency number if they are in danger now.'
        : 'Grief is heavy to carry alone. A pastor, a grief group or a counsellor can walk with you.'}
      {support.kind === 'friend' && first && (
        <>
          {' '}
          <Line r={first} />
        </>
      )}
    </aside>
  );
};
