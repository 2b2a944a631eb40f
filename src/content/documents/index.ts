import { modelContracts } from './model-contracts';
import { technicalSheets } from './technical-sheets';
import type { DocumentContent } from './types';
import { userGuides } from './user-guides';

export type { DocumentBlock, DocumentChapter, DocumentContent } from './types';

/** Every downloadable document, in the order of the documentation page. */
export const documents: DocumentContent[] = [...userGuides, ...modelContracts, ...technicalSheets];
