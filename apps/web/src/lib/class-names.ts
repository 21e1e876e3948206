import { clsx, type ClassValue } from 'clsx';

type ClassMerge = (classes: string) => string;

// Joining only, until the full app installs tailwind-merge (lib/tailwind-class-merge.ts): the prerendered public
// pages' light entry does without its 8 KB, as what it draws passes no conflicting utilities (prerender.test.ts).
let merge: ClassMerge = (classes) => classes;

/** Makes `cn` resolve conflicting Tailwind utilities with `classMerge` (later ones win). */
export function setClassMerge(classMerge: ClassMerge) {
  merge = classMerge;
}

/** Joins class names; in the full app, later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
