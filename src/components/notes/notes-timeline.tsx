import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Loading } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTimeLong } from '@/lib/format-date';
import { noteSchema, type NoteInput } from './note-schema';

export interface TimelineNote {
  id: string;
  body: string;
  author_email: string | null;
  created_at: string;
}

interface NotesTimelineProps {
  notes: TimelineNote[] | undefined;
  loading: boolean;
  canWrite: boolean;
  /** Resolves once saved; rejects to keep what was typed (the caller shows the error). */
  onAdd: (body: string) => Promise<unknown>;
}

/** Internal notes, newest first, with who wrote them and when; an append-only timeline. */
export function NotesTimeline({ notes, loading, canWrite, onAdd }: NotesTimelineProps) {
  const form = useForm<NoteInput>({ resolver: zodResolver(noteSchema), defaultValues: { body: '' } });
  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await onAdd(body);
      form.reset({ body: '' });
    } catch {
      // The note stays in the box; the mutation has already said why.
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notes internes</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {canWrite ? (
          <form onSubmit={submit} noValidate className="grid gap-2">
            <Field label="Nouvelle note" error={form.formState.errors.body?.message}>
              <Textarea rows={3} {...form.register('body')} />
            </Field>
            <div>
              <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Ajout...' : 'Ajouter la note'}
              </Button>
            </div>
          </form>
        ) : null}
        {loading ? (
          <Loading />
        ) : !notes || notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune note pour le moment.</p>
        ) : (
          <ol className="grid gap-3" aria-label="Historique des notes">
            {notes.map((note) => (
              <li key={note.id} className="rounded-md border border-border bg-muted/40 p-3">
                <p className="text-xs text-muted-foreground">
                  {note.author_email ?? 'Auteur inconnu'} · {formatDateTimeLong(note.created_at)}
                </p>
                <p className="mt-1 whitespace-pre-line text-sm">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
