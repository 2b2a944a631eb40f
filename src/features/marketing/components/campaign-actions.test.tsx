import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useArchiveCampaign } from '../api/archive-campaign';
import { useDeleteCampaign } from '../api/delete-campaign';
import type { Campaign } from '../campaign-schema';
import { CampaignActions } from './campaign-actions';

const idle = { mutate: vi.fn(), isPending: false };
vi.mock('../api/archive-campaign', () => ({ useArchiveCampaign: vi.fn() }));
vi.mock('../api/delete-campaign', () => ({ useDeleteCampaign: vi.fn() }));
vi.mock('../api/save-campaign', () => ({ useSaveCampaign: () => idle }));
vi.mock('../api/schedule-campaign', () => ({ useScheduleCampaign: () => idle }));
vi.mock('../api/send-campaign-test', () => ({ useSendCampaignTest: () => idle }));
vi.mock('../api/unschedule-campaign', () => ({ useUnscheduleCampaign: () => idle }));

const archive = vi.fn();
const draft = {
  id: 'c1',
  name: 'Newsletter',
  subject: 'Nos nouveautés',
  content: 'Bonjour',
  status: 'draft',
  archived: false,
  started_at: null,
  sent_at: null,
  scheduled_at: null,
  recipients_count: 0,
  delivered_count: 0,
  failed_count: 0,
  segment_statuses: [],
  segment_sources: [],
  segment_score_min: 0,
  segment_score_max: 100,
  segment_created_from: null,
  segment_created_to: null,
  batch_size: 50,
  batch_interval_seconds: 60,
} as unknown as Campaign;
const sent = {
  ...draft,
  status: 'sent',
  started_at: '2026-11-20T09:00:00.000Z',
  sent_at: '2026-11-20T09:05:00.000Z',
  recipients_count: 12,
  delivered_count: 12,
} as Campaign;

beforeEach(() => {
  archive.mockReset();
  vi.mocked(useArchiveCampaign).mockReturnValue({ mutate: archive, isPending: false } as unknown as ReturnType<
    typeof useArchiveCampaign
  >);
  vi.mocked(useDeleteCampaign).mockReturnValue(idle as unknown as ReturnType<typeof useDeleteCampaign>);
});

function renderActions(campaign: Campaign) {
  render(
    <MemoryRouter>
      <CampaignActions campaign={campaign} canWrite dirty={false} />
    </MemoryRouter>,
  );
}

describe('CampaignActions', () => {
  it('a draft may be deleted', () => {
    renderActions(draft);
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archiver' })).toBeNull();
  });

  it('a sent campaign is archived, never deleted', async () => {
    const user = userEvent.setup({ delay: null });
    renderActions(sent);
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Archiver' }));
    expect(archive).toHaveBeenCalledWith(true);
  });

  it('an archived campaign comes out of the archives', async () => {
    const user = userEvent.setup({ delay: null });
    renderActions({ ...sent, archived: true });
    await user.click(screen.getByRole('button', { name: 'Sortir des archives' }));
    expect(archive).toHaveBeenCalledWith(false);
  });

  it('a campaign being sent can be neither', () => {
    renderActions({ ...sent, status: 'sending', sent_at: null });
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archiver' })).toBeNull();
  });
});
