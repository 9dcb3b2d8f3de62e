import { useLayoutEffect, useRef } from 'react';

/**
 * What the reader must know about this device's state: offline, and a sign-out still to reach the
 * server (pwa-layer.tsx), one line each. The banner floats under the header; the page below reserves its height (--offline-banner-height, read
 * by .reader-main), so it never hides the chapter's first line. Measured, not assumed: on a phone the
 * text wraps to two lines, and the reader's text size changes with the settings.
 */
export const OfflineBanner = ({ lines }: { lines: readonly string[] }) => {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty('--offline-banner-height', `${el.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--offline-banner-height');
    };
  }, []);
  return (
    <div ref={ref} className="offline-banner" role="status">
      {lines.map((line) => (
        <span key={line} className="offline-banner-line">
          {line}
        </span>
      ))}
    </div>
  );
};
