import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '../api/fetch-users';
import { useRenameUser } from '../api/rename-user';
import { RenameUserDialog } from './rename-user-dialog';

vi.mock('../api/rename-user', () => ({ useRenameUser: vi.fn() }));

const rename = vi.fn();
const user = { id: 'u1', email: 'nina.valet@example.com', full_name: null } as StaffUser;

beforeEach(() => {
  rename.mockReset();
  vi.mocked(useRenameUser).mockReturnValue({ mutate: rename, isPending: false } as unknown as ReturnType<
    typeof useRenameUser
  >);
});

describe('RenameUserDialog', () => {
  it('gives the name an administrator types', async () => {
    const u = userEvent.setup({ delay: null });
    render(<RenameUserDialog user={user} onClose={() => undefined} />);
    await u.type(screen.getByRole('textbox', { name: /^Nom affiché/ }), '  Nina Valet ');
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(rename).toHaveBeenCalledWith({ userId: 'u1', displayName: 'Nina Valet' });
  });

  it('refuses an empty name, or one holding a control character, at the field', async () => {
    const u = userEvent.setup({ delay: null });
    render(<RenameUserDialog user={user} onClose={() => undefined} />);
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Saisissez le nom à afficher.')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /^Nom affiché/ }), 'Nina\tValet');
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        'Le nom doit tenir sur une seule ligne, sans retour à la ligne, tabulation ni caractère de contrôle.',
      ),
    ).toBeInTheDocument();
    expect(rename).not.toHaveBeenCalled();
  });
});
