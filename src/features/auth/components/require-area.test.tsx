import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StaffAuth } from '../../../../tests/support/auth';
import { RequireArea } from './require-area';

function renderScreen(roles: Parameters<typeof StaffAuth>[0]['roles'], area: 'users' | 'orders', action: 'read' | 'write' = 'read') {
  render(
    <StaffAuth roles={roles}>
      <MemoryRouter>
        <RequireArea area={area} action={action}>
          <p>Écran protégé</p>
        </RequireArea>
      </MemoryRouter>
    </StaffAuth>,
  );
}

describe('RequireArea', () => {
  it('shows the screen when a role opens the area', () => {
    renderScreen(['technicien'], 'orders');
    expect(screen.getByText('Écran protégé')).toBeInTheDocument();
  });

  it('says « Accès refusé » with a way back, without redirecting, when no role opens it', () => {
    renderScreen(['commercial'], 'users');
    expect(screen.queryByText('Écran protégé')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/admin');
  });

  it('tells reading from writing', () => {
    renderScreen(['technicien'], 'orders', 'write');
    expect(screen.getByText('Accès refusé')).toBeInTheDocument();
  });

  it('adds rights up over several roles', () => {
    renderScreen(['technicien', 'commercial'], 'orders', 'write');
    expect(screen.getByText('Écran protégé')).toBeInTheDocument();
  });
});
