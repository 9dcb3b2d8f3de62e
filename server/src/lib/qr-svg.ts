import qrcode from 'qrcode-generator';

/**
 * A QR code of `text` as a standalone SVG document, drawn here (no service is asked): one path of dark
 * modules on white with the four-module quiet zone scanners need, scalable (viewBox only) so it prints
 * sharp at any size. Error correction M survives a slide projected a little out of focus.
 */
export const qrSvg = (text: string, title = 'QR code'): string => {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const quiet = 4;
  const size = n + quiet * 2;
  let d = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (!qr.isDark(row, col)) continue;
      // Runs of dark modules in a row as one rectangle each keep the path short.
      let run = 1;
      while (col + run < n && qr.isDark(row, col + run)) run++;
      d += `M${col + quiet} ${row + quiet}h${run}v1h-${run}z`;
      col += run - 1;
    }
  }
  const escaped = title.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img">` +
    `<title>${escaped}</title><rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path fill="#000" d="${d}"/></svg>`
  );
};
