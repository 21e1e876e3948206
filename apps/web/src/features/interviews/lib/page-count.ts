/** A tab's count of a paged list: what is loaded, with '+' while more pages remain (no count of the whole list). */
export const pageCount = (loaded: number, more: boolean) => (more ? `${loaded}+` : String(loaded));
