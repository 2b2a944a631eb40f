import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { jobListings } from '@/content/careers';
import { insertQuoteRequest } from '@/features/requests/api/insert-quote-request';
import CareersPage from './careers-page';
import ContactPage from './contact-page';

vi.mock('@/features/requests/api/insert-quote-request', () => ({ insertQuoteRequest: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/carrieres" element={<CareersPage />} />
        <Route path="/contact" element={<ContactPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const subjectField = () => screen.getByLabelText(/^Sujet/);

describe('/contact and /carrieres', () => {
  it('prefills the subject from ?sujet=', () => {
    renderAt('/contact?sujet=Demande%20de%20documentation');
    expect(screen.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeInTheDocument();
    expect(subjectField()).toHaveValue('Demande de documentation');
  });

  it('lists four jobs whose « Postuler » leads to the contact form with the subject filled in', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/carrieres');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const applyLinks = screen.getAllByRole('link', { name: /^Postuler/ });
    expect(applyLinks).toHaveLength(4);
    const [job] = jobListings;
    const card = screen.getByRole('article', { name: job.title });
    expect(within(card).getByText(job.location)).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: /^Postuler/ }));
    expect(subjectField()).toHaveValue(`Candidature : ${job.title} (${job.contractType})`);
  });

  it('has a spontaneous-application button leading to the contact form', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/carrieres');
    await user.click(screen.getByRole('link', { name: 'Candidature spontanée' }));
    expect(subjectField()).toHaveValue('Candidature spontanée');
  });

  it('files an application sent from « Postuler » as a job application, and a plain message as contact', async () => {
    const user = userEvent.setup({ delay: null });
    const insert = vi.mocked(insertQuoteRequest);
    insert.mockResolvedValue(undefined);
    renderAt('/carrieres');
    await user.click(screen.getByRole('link', { name: 'Candidature spontanée' }));
    await user.type(screen.getByLabelText(/^Prénom/), 'Camille');
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/^E-mail/), 'camille.martin@exemple.fr');
    await user.type(screen.getByLabelText(/^Téléphone/), '06 12 34 56 78');
    await user.type(screen.getByLabelText(/^Message/), 'Je souhaite rejoindre votre équipe technique.');
    await user.click(screen.getByRole('button', { name: /Envoyer/ }));
    await vi.waitFor(() => expect(insert).toHaveBeenCalledTimes(1));
    expect(insert.mock.calls[0][0]).toMatchObject({ type: 'job', subject: 'Candidature spontanée', company: null });
  });

  it('files a message opened from the documentation page as a documentation request', async () => {
    const user = userEvent.setup({ delay: null });
    const insert = vi.mocked(insertQuoteRequest);
    insert.mockReset();
    insert.mockResolvedValue(undefined);
    renderAt('/contact?sujet=Demande%20de%20documentation&type=documentation');
    await user.type(screen.getByLabelText(/^Prénom/), 'Camille');
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/^E-mail/), 'camille.martin@exemple.fr');
    await user.type(screen.getByLabelText(/^Téléphone/), '06 12 34 56 78');
    await user.type(screen.getByLabelText(/^Message/), 'Pouvez-vous m’envoyer la fiche technique du totem 55 pouces ?');
    await user.click(screen.getByRole('button', { name: /Envoyer/ }));
    await vi.waitFor(() => expect(insert).toHaveBeenCalledTimes(1));
    expect(insert.mock.calls[0][0]).toMatchObject({ type: 'documentation', subject: 'Demande de documentation' });
  });
});
