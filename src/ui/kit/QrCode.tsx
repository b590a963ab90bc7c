// A QR code as inline SVG (one path, crisp at any size), so a phone can scan a link off the
// host's screen. Dark modules on a light quiet zone, as scanners expect.
import { useMemo } from 'react';
import { encode } from 'uqr';

/** The SVG path of a QR matrix: one 1×1 square per dark module, offset by the border. */
export function qrPath(data: readonly (readonly boolean[])[], border: number): string {
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x + border} ${y + border}h1v1h-1z`;
    }),
  );
  return d;
}

/** A QR code of `text`, `size` CSS pixels wide, labelled for screen readers. */
export function QrCode({
  text,
  size = 168,
  label,
}: {
  text: string;
  size?: number;
  label: string;
}) {
  const { path, modules } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 0 });
    return { path: qrPath(qr.data, 2), modules: qr.size + 4 };
  }, [text]);
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect width={modules} height={modules} rx="1.2" fill="#fbf8f0" />
      <path d={path} fill="#10261b" />
    </svg>
  );
}
