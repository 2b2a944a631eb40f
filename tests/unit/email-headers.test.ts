import { describe, expect, it } from 'vitest';
import { headerAddress, headerFields, headerMailbox, headerText } from '../../supabase/functions/_shared/email/headers';
import { renderEmail } from '../../supabase/functions/_shared/email/render';

/** Header values leave on one line whatever the database holds (issue 25, item 5). */
describe('mail headers', () => {
  it.each([
    ['Jean\r\nBcc: exfil@evil.example', 'Jean Bcc: exfil@evil.example'],
    ['Ligne\nsuivante', 'Ligne suivante'],
    ['Retour\rchariot', 'Retour chariot'],
    ['Tab\tulation', 'Tab ulation'],
    ['Fin\u0085NEL', 'Fin NEL'],
    ['Sép\u2028arateur\u2029', 'Sép arateur'],
    ['Cloche\u0007 et \u001b[31mcouleur', 'Cloche et [31mcouleur'],
    ['  Déjà propre  ', 'Déjà propre'],
  ])('headerText(%j) → %j', (value, expected) => {
    expect(headerText(value)).toBe(expected);
  });

  it('keeps an address only when it is exactly one address', () => {
    expect(headerAddress('jean@exemple.fr')).toBe('jean@exemple.fr');
    expect(headerAddress('jean@exemple.fr\r\nBcc: exfil@evil.example')).toBeNull();
    expect(headerAddress('jean@exemple.fr, exfil@evil.example')).toBeNull();
    expect(headerAddress('Jean <jean@exemple.fr>')).toBeNull();
    expect(headerAddress(undefined)).toBeNull();
  });

  it('keeps a sender on one line, with one address', () => {
    expect(headerMailbox('VisioLease <contact@visiolease.fr>')).toBe('VisioLease <contact@visiolease.fr>');
    expect(headerMailbox('Visio\r\nBcc: x@evil.example <contact@visiolease.fr>')).toBe(
      'Visio Bcc: x@evil.example <contact@visiolease.fr>',
    );
    expect(headerMailbox('contact@visiolease.fr')).toBe('contact@visiolease.fr');
    expect(headerMailbox('VisioLease <contact@visiolease.fr>, <exfil@evil.example>')).toBeNull();
  });

  it('drops header names that are not names, and flattens values', () => {
    expect(
      headerFields({
        'List-Unsubscribe': '<https://x/unsubscribe?token=a>\r\nBcc: exfil@evil.example',
        'Bad Name': 'x',
        'X-Vide': '\r\n',
      }),
    ).toEqual({ 'List-Unsubscribe': '<https://x/unsubscribe?token=a> Bcc: exfil@evil.example' });
    expect(headerFields(undefined)).toBeUndefined();
  });

  it('renderEmail gives every template its header values on one line', () => {
    const email = renderEmail(
      'request_notification',
      {
        quote_request_id: '3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b',
        type: 'quote',
        first_name: 'Jean\r\nBcc: exfil@evil.example',
        last_name: 'Durand',
        email: 'jean@exemple.fr\r\nBcc: exfil@evil.example',
        phone: '06 12 34 56 78',
        company: null,
        siret: null,
        subject: 'Objet',
        message: 'Bonjour',
        created_at: '2026-11-25T09:30:00.000Z',
      },
      { siteUrl: 'https://www.visiolease.fr' },
    );
    expect(email.subject).toBe('Nouvelle demande de devis : Jean Bcc: exfil@evil.example Durand');
    expect(email.replyTo).toBeUndefined();
  });
});
