import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useStaff } from '../api/fetch-staff';
import type { QuoteRequest } from '../api/fetch-quote-requests';
import { useUpdateQuoteRequest } from '../api/update-quote-request';
import { RequestOwnerSelect } from './request-owner-select';

vi.mock('../api/fetch-staff', () => ({
  useStaff: vi.fn(),
  staffName: (m: { full_name: string | null; email: string }) => m.full_name ?? m.email,
}));
vi.mock('../api/update-quote-request', () => ({ useUpdateQuoteRequest: vi.fn() }));

const request = { id: 'q1', owner_id: 'u1' } as QuoteRequest;

beforeEach(() => {
  vi.mocked(useStaff)
    .mockReset()
    .mockReturnValue({
      data: [{ id: 'u1', email: 'commercial@example.com', full_name: 'Thomas Garnier' }],
      isPending: false,
    } as unknown as ReturnType<typeof useStaff>);
  vi.mocked(useUpdateQuoteRequest).mockReturnValue({ mutate: vi.fn(), isPending: false } as unknown as ReturnType<
    typeof useUpdateQuoteRequest
  >);
});

describe('RequestOwnerSelect', () => {
  it('names the owner among the staff for the roles that assign owners', () => {
    render(<RequestOwnerSelect request={request} />);
    expect(useStaff).toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Responsable' })).toHaveTextContent('Thomas Garnier');
  });

  it('read-only roles never ask for the staff directory (the database refuses them)', () => {
    render(<RequestOwnerSelect request={request} readOnly />);
    expect(useStaff).not.toHaveBeenCalled();
    expect(screen.getByText('Attribuée à un membre de l’équipe')).toBeInTheDocument();
    render(<RequestOwnerSelect request={{ ...request, owner_id: null }} readOnly />);
    expect(screen.getByText('Non attribuée')).toBeInTheDocument();
  });
});
