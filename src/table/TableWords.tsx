// The 3D table's text alternative (issue 24): what the canvas shows, as a list a screen reader
// reads (hidden from sight), and the canvas pointing at it (aria-describedby). Its lines come
// from the scene the table is drawn from (core/scene-words.ts), so they never lag the picture.
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { t } from '../i18n/i18n.ts';
import type { TableScene } from './core/objects.ts';
import { sceneWords } from './core/scene-words.ts';

/** The list's element id (one 3D table on a page). */
export const TABLE_WORDS_ID = 'table3d-words';

/** The scene in words, for screen readers only. */
export function TableWords({ scene }: { scene: TableScene }) {
  return (
    <section id={TABLE_WORDS_ID} className="visually-hidden" aria-label={t('screen.tableWords')}>
      <ul>
        {sceneWords(scene).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** Inside the Canvas: the canvas is described by the list (and named, when no keyboard
 * controller names it: a replay). */
export function DescribeCanvas() {
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(() => {
    canvas.setAttribute('aria-describedby', TABLE_WORDS_ID);
    if (!canvas.hasAttribute('aria-label')) {
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', t('screen.tableWords'));
    }
  }, [canvas]);
  return null;
}
