// The tagged sentence: the tags become elements, the rest stays text, in order.
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { tagged } from './tagged.tsx';

test('a tag becomes its element around its words; the text around stays', () => {
  const html = renderToStaticMarkup(
    <h2>
      {tagged('You’re invited to table <code>AB-CD</code> now', { code: <span className="c" /> })}
    </h2>,
  );
  expect(html).toBe('<h2>You’re invited to table <span class="c">AB-CD</span> now</h2>');
});

test('text only, a tag at the start, and a tag without an element', () => {
  expect(renderToStaticMarkup(<p>{tagged('plain <b>&</b>', {})}</p>)).toBe('<p>plain &amp;</p>');
  expect(renderToStaticMarkup(<p>{tagged('<code>X</code>!', { code: <i /> })}</p>)).toBe(
    '<p><i>X</i>!</p>',
  );
});
