import { useState } from 'react';
import { useInstallPrompt } from '../lib/use-install-prompt.ts';
import { Page } from '../ui/page.tsx';

type Device = 'iphone' | 'ipad' | 'android';

const STEPS: Record<Device, { name: string; steps: string[] }> = {
  iphone: {
    name: 'iPhone',
    steps: [
      'Open Emmaus in Safari.',
      'Tap the Share button at the bottom of the screen.',
      'Choose “Add to Home Screen”, then “Add”.',
    ],
  },
  ipad: {
    name: 'iPad',
    steps: [
      'Open Emmaus in Safari.',
      'Tap the Share button at the top right.',
      'Choose “Add to Home Screen”, then “Add”.',
    ],
  },
  android: {
    name: 'Android phone',
    steps: [
      'Open Emmaus in Chrome.',
      'Tap the ⋮ menu at the top right.',
      'Choose “Install app” (or “Add to Home screen”), then “Install”.',
    ],
  },
};

/** A drawing of the device with Emmaus on its home screen and where the install control is. */
const DeviceImage = ({ device }: { device: Device }) => {
  const tablet = device === 'ipad';
  const w = tablet ? 240 : 150;
  const h = tablet ? 320 : 300;
  const shareY = device === 'iphone' ? h - 34 : 26;
  const shareX = device === 'android' ? w - 24 : tablet ? w - 30 : w / 2;
  return (
    <svg
      className="device-image"
      viewBox={`0 0 ${w} ${h}`}
      width={w}
      height={h}
      role="img"
      aria-label={`${STEPS[device].name} with the install control highlighted`}
    >
      <rect
        x="2"
        y="2"
        width={w - 4}
        height={h - 4}
        rx={tablet ? 18 : 24}
        fill="var(--surface)"
        stroke="var(--fg)"
        strokeWidth="3"
      />
      <rect x="12" y="40" width={w - 24} height={h - 90} rx="8" fill="var(--bg)" stroke="var(--border)" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={24 + (i % 3) * ((w - 48) / 3)}
          y={56 + Math.floor(i / 3) * 52}
          width="30"
          height="30"
          rx="8"
          fill="var(--border)"
        />
      ))}
      <rect x={24} y={160} width="30" height="30" rx="8" fill="var(--accent)" />
      <text x={39} y={181} textAnchor="middle" fontSize="16" fill="var(--accent-fg)" fontFamily="serif">
        E
      </text>
      <text x={39} y={204} textAnchor="middle" fontSize="9" fill="var(--fg)">
        Emmaus
      </text>
      <circle cx={shareX} cy={shareY} r="13" fill="none" stroke="var(--accent)" strokeWidth="3" />
      {device === 'android' ? (
        <text x={shareX} y={shareY + 5} textAnchor="middle" fontSize="16" fill="var(--fg)">
          ⋮
        </text>
      ) : (
        <path
          d={`M${shareX} ${shareY + 6} v-12 m-5 5 l5 -5 l5 5`}
          stroke="var(--fg)"
          strokeWidth="2"
          fill="none"
        />
      )}
    </svg>
  );
};

const guessDevice = (): Device => {
  const ua = navigator.userAgent;
  if (/iPad/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)) return 'ipad';
  if (/iPhone|iPod/.test(ua)) return 'iphone';
  return 'android';
};

/** /install: how to put Emmaus on a home screen, by device, with a drawing of each. */
export const Component = () => {
  const [device, setDevice] = useState<Device>(guessDevice);
  const install = useInstallPrompt();
  return (
    <Page className="prose install-page">
      <h1>Install Emmaus</h1>
      <p>
        Emmaus works as an app on your phone or tablet: full screen, one tap from your home screen, and it
        reads offline (download a translation under <a href="/settings/offline">Settings → Offline</a>).
      </p>
      {install && (
        <button type="button" className="pill-button primary" onClick={() => void install.prompt()}>
          Install now
        </button>
      )}
      <div className="panel-tabs" role="tablist" aria-label="Device">
        {(Object.keys(STEPS) as Device[]).map((d) => (
          <button
            key={d}
            type="button"
            role="tab"
            aria-selected={device === d}
            className="panel-tab"
            onClick={() => setDevice(d)}
          >
            {STEPS[d].name}
          </button>
        ))}
      </div>
      <div className="install-body" role="tabpanel" aria-label={STEPS[device].name}>
        <figure className={`install-shot ${device}`}>
          <img
            src={`/install/${device}.jpg`}
            alt={`Emmaus on ${device === 'ipad' ? 'an iPad' : device === 'iphone' ? 'an iPhone' : 'an Android phone'}`}
            loading="lazy"
            width={device === 'ipad' ? 240 : 150}
          />
          <figcaption className="muted">Emmaus, installed</figcaption>
        </figure>
        <DeviceImage device={device} />
        <ol>
          {STEPS[device].steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </div>
    </Page>
  );
};
