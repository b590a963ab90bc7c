// A QR code as inline SVG (one path, crisp at any size), so a phone can scan a link off the
// host's screen. Dark modules on a light quiet zone, as scanners expect. The encoder (uqr, 4 KB
// gzip) is fetched when a code is first shown (the lobby), not with the home screen.
import { useEffect, useState } from 'react';

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
  // The code of `text` once the encoder is in (the light square alone until then).
  const [qr, setQr] = useState<{ text: string; path: string; modules: number } | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      // Gone already (a lobby left at once for a table with bots): no code to make. Encoding is
      // ≈ 0.25 s at a phone's speed, which then fell on the table's first draw.
      if (!live) return;
      const code = encode(text, { ecc: 'M', border: 0 });
      setQr({ text, path: qrPath(code.data, 2), modules: code.size + 4 });
    });
    return () => {
      live = false;
    };
  }, [text]);
  const ready = qr?.text === text ? qr : null;
  const modules = ready?.modules ?? 29;
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
      {ready && <path d={ready.path} fill="#10261b" />}
    </svg>
  );
}
