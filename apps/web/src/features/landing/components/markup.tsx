import { cloneElement, Fragment, createElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A translated string with markup (what `t` returns): each `<name>…</name>` (or `<name/>`) becomes the element given
 * for it in `components`, holding the text between the tags. Not a translator: only the landing's strings carry markup,
 * and react-i18next's Trans is too big for the light entry.
 */
export function Markup({
  text,
  components,
}: {
  text: string;
  components: Record<string, ReactElement>;
}) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3]!;
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, match[2]) : (match[2] ?? ''));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}
