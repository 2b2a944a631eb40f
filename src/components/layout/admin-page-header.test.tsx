import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminPageHeader } from './admin-page-header';

describe('AdminPageHeader', () => {
  it('names the document after the screen, and the name follows the screen', () => {
    const { rerender, unmount } = render(<AdminPageHeader title="Contrats" />);
    expect(document.title).toBe('Contrats — VisioLease');
    rerender(<AdminPageHeader title="Incident INC-2026-00001" />);
    expect(document.title).toBe('Incident INC-2026-00001 — VisioLease');
    unmount();
    expect(document.title).toBe('');
  });
});
