/** One numbered section of a legal text: paragraphs, then an optional list. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface LegalText {
  title: string;
  /** e.g. 'Τελευταία ενημέρωση: 21 Ιουλίου 2025' or 'Effective date: 22 July 2025 · Version 1.0'. */
  dateLine: string;
  lang: 'el' | 'en';
  intro?: string[];
  sections: LegalSection[];
  /** A second part in another language (the privacy policy's English sections). */
  secondPart?: { title: string; lang: 'el' | 'en'; sections: LegalSection[] };
}
