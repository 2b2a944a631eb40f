import { describe, expect, it } from 'vitest';
import {
  campaignSchema,
  duplicateCampaignWrite,
  emptyCampaignValues,
  toCampaignWrite,
  type Campaign,
  type CampaignFormValues,
} from './campaign-schema';

const valid: CampaignFormValues = {
  ...emptyCampaignValues,
  name: 'Newsletter de décembre',
  subject: 'Nos nouveautés',
  content: 'Bonjour,\n\n**Nouveau** : voir <https://www.visiolease.fr>',
  segment_statuses: ['qualified'],
};

function messages(values: Partial<CampaignFormValues>) {
  const result = campaignSchema.safeParse({ ...valid, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('campaign schema (mirrors email_campaigns CHECKs)', () => {
  it('accepts a valid campaign and converts numbers and empty dates', () => {
    const parsed = campaignSchema.parse(valid);
    expect(toCampaignWrite(parsed)).toMatchObject({
      segment_score_min: 0,
      segment_score_max: 100,
      segment_created_from: null,
      batch_size: 50,
      batch_interval_seconds: 60,
    });
  });

  it('refuses raw HTML and scripting links in the content, in French', () => {
    expect(messages({ content: '<script>alert(1)</script>' })).toEqual({
      content: 'Le HTML n’est pas accepté : mettez en forme avec Markdown (**gras**, [lien](https://…)).',
    });
    expect(messages({ content: '[clic]( javascript:alert(1))' })).toEqual({
      content: 'Les liens doivent commencer par https://, http:// ou mailto:.',
    });
  });

  it('refuses too long a name, subject or content', () => {
    expect(messages({ name: 'n'.repeat(121), subject: 's'.repeat(151), content: 'c'.repeat(20_001) })).toEqual({
      name: 'Ce champ ne doit pas dépasser 120 caractères.',
      subject: 'Ce champ ne doit pas dépasser 150 caractères.',
      content: 'Le contenu ne doit pas dépasser 20\u202f000 caractères.',
    });
    expect(messages({ name: '  ' })).toEqual({ name: 'Veuillez saisir le nom de la campagne.' });
  });

  it('refuses a score range upside down and out-of-range paces', () => {
    expect(messages({ segment_score_min: '80', segment_score_max: '20' })).toEqual({
      segment_score_max: 'Le score minimum doit être inférieur ou égal au score maximum.',
    });
    expect(messages({ batch_size: '0', batch_interval_seconds: '5' })).toEqual({
      batch_size: 'La taille des lots doit être un nombre entier entre 1 et 500.',
      batch_interval_seconds: 'L’intervalle entre deux lots doit être un nombre entier entre 10 et 3\u202f600.',
    });
    expect(messages({ segment_created_from: '2026-12-01', segment_created_to: '2026-11-01' })).toEqual({
      segment_created_to: 'La date de fin doit être postérieure ou égale à la date de début.',
    });
  });

  it('duplicates as « Copie de … » with the same content and audience', () => {
    const campaign = {
      ...toCampaignWrite(campaignSchema.parse(valid)),
      id: 'c1',
      status: 'sent',
    } as unknown as Campaign;
    expect(duplicateCampaignWrite(campaign)).toMatchObject({
      name: 'Copie de Newsletter de décembre',
      content: valid.content,
      segment_statuses: ['qualified'],
    });
  });
});
