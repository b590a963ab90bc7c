// A translated sentence with a few words wrapped in an element ('table <code>{{code}}</code>'):
// the tags the catalogs use, turned into React elements, the rest plain text (React escapes it).
// react-i18next's <Trans> does this with an HTML parser that weighed 4 KB gzip on the home screen.
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/** `text` with each `<name>…</name>` given to `elements[name]` as its children; a tag without
 * an element stays as its text. */
export function tagged(text: string, elements: Readonly<Record<string, ReactElement>>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const element = elements[m[1]!];
    parts.push(element ? cloneElement(element, { key: parts.length }, m[2]) : m[2]);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
