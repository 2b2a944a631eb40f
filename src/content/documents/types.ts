/** One block of a downloadable document: a paragraph or a bullet list. */
export type DocumentBlock = { paragraph: string } | { bullets: string[] };

export interface DocumentChapter {
  heading: string;
  blocks: DocumentBlock[];
}

/** The typed content of a PDF of the documentation page (rendered by `scripts/build-documents.ts`). */
export interface DocumentContent {
  /** Same id as the documentation card; the file is `/documents/<id>.pdf`. */
  id: string;
  title: string;
  /** One sentence under the title: what the document is for. */
  summary: string;
  chapters: DocumentChapter[];
}
