import { zodResolver } from '@hookform/resolvers/zod';
import { Info, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSaveSeoPage } from '../api/save-seo-page';
import { parseKeywords } from '../score';
import {
  emptySeoPageValues,
  seoLimits,
  seoPageSchema,
  seoPageToFormValues,
  toSeoPagePayload,
  type SeoPage,
  type SeoPageFormOutput,
  type SeoPageFormValues,
} from '../schemas';
import { SeoScorePreview } from './seo-score-preview';
import { useSingleFlight } from '@/lib/use-single-flight';

interface SeoPageDialogProps {
  open: boolean;
  /** The page being edited, or null to create one. */
  editing: SeoPage | null;
  /** Called when the dialog closes (cancel, Escape, close button or a successful save). */
  onClose: () => void;
}

/**
 * 'Créer une nouvelle page' / 'Modifier la page' (spec §2, §5). The score is computed live from
 * what is typed and sent on save; every save publishes. On failure the dialog keeps everything
 * typed; closing it clears edit mode and the form.
 */
export function SeoPageDialog({ open, editing, onClose }: SeoPageDialogProps) {
  const form = useForm<SeoPageFormValues, unknown, SeoPageFormOutput>({
    resolver: zodResolver(seoPageSchema),
    defaultValues: emptySeoPageValues,
    mode: 'onTouched',
  });
  const { register, handleSubmit, reset, control, formState, setFocus } = form;
  const { errors } = formState;
  const [metaTitle, metaDescription, h1, keywords, canonicalUrl] = useWatch({
    control,
    name: ['meta_title', 'meta_description', 'h1', 'keywords', 'canonical_url'],
  });

  // Entering edit mode loads the page (og fields left empty); anything else starts from an empty form.
  const editingId = editing?.id ?? null;
  useEffect(() => {
    if (open) reset(editing ? seoPageToFormValues(editing) : emptySeoPageValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the dialog opens or the edited page changes
  }, [open, editingId, reset]);

  function close() {
    reset(emptySeoPageValues);
    onClose();
  }

  const save = useSaveSeoPage(close);
  const busy = save.isPending;
  // A double click validates twice before the button is disabled; only the first pass may send.
  const { begin } = useSingleFlight();
  const onSubmit = handleSubmit((values) => {
    const release = begin();
    if (!release) return;
    save.mutate({ id: editingId ?? undefined, payload: toSeoPagePayload(values) }, { onSettled: release });
  });

  const keywordCount = parseKeywords(keywords).length;
  const title = editing ? 'Modifier la page' : 'Créer une nouvelle page';

  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !busy ? close() : undefined)}>
      <DialogContent
        className="max-w-3xl"
        onOpenAutoFocus={(event) => {
          // The URL is locked when editing: start on the title instead.
          if (editing) {
            event.preventDefault();
            setFocus('meta_title');
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Modifiez les balises de la page ; elle est publiée à l’enregistrement.'
              : 'Renseignez les balises SEO de la page ; elle est publiée à l’enregistrement.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={title}>
          <Field
            label="URL de la page"
            required
            error={errors.page_url?.message}
            hint={editing ? 'L’URL d’une page existante ne peut pas être modifiée.' : 'URL relative, ex. /a-propos'}
          >
            <Input
              {...register('page_url')}
              readOnly={editing !== null}
              aria-readonly={editing !== null ? true : undefined}
              className={editing ? 'bg-muted font-mono text-muted-foreground' : 'font-mono'}
              placeholder="/a-propos"
              autoComplete="off"
              spellCheck={false}
              aria-required="true"
            />
          </Field>
          <Field
            label="Titre meta (10-60 caractères)"
            required
            error={errors.meta_title?.message}
            hint={`${metaTitle.length}/${seoLimits.metaTitle}`}
          >
            <Input
              {...register('meta_title')}
              maxLength={seoLimits.metaTitle}
              autoComplete="off"
              aria-required="true"
            />
          </Field>
          <Field
            label="Meta description (50-160 caractères)"
            required
            error={errors.meta_description?.message}
            hint={`${metaDescription.length}/${seoLimits.metaDescription}`}
          >
            <Textarea
              {...register('meta_description')}
              rows={3}
              maxLength={seoLimits.metaDescription}
              aria-required="true"
            />
          </Field>
          <Field
            label="Mots-clés"
            error={errors.keywords?.message}
            hint={`Séparés par des virgules, au moins 3 recommandés (${keywordCount} saisi${keywordCount > 1 ? 's' : ''}).`}
          >
            <Input
              {...register('keywords')}
              placeholder="location écran LED, affichage dynamique, leasing"
              autoComplete="off"
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Titre H1" error={errors.h1?.message} hint="Plus de 10 caractères, avec vos mots-clés.">
              <Input {...register('h1')} autoComplete="off" />
            </Field>
            <Field
              label="URL canonique"
              error={errors.canonical_url?.message}
              hint="https://… ou chemin du site (ex. /a-propos)"
            >
              <Input {...register('canonical_url')} inputMode="url" autoComplete="off" spellCheck={false} />
            </Field>
          </div>
          {editing ? (
            <p className="flex items-start gap-2 rounded-md bg-secondary px-3 py-2 text-xs text-secondary-foreground">
              <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              Les champs Open Graph ne sont pas repris de la version enregistrée : ressaisissez-les, sinon ils seront
              enregistrés vides.
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Titre Open Graph" error={errors.og_title?.message}>
              <Input {...register('og_title')} autoComplete="off" />
            </Field>
            <Field label="Description Open Graph" error={errors.og_description?.message}>
              <Textarea {...register('og_description')} rows={2} />
            </Field>
          </div>
          <SeoScorePreview
            values={{
              meta_title: metaTitle,
              meta_description: metaDescription,
              h1,
              keywords,
              canonical_url: canonicalUrl,
            }}
          />
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={busy}>
              Annuler
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {editing ? 'Mettre à jour' : 'Créer la page'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
