import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, Loader2, Sparkles, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { useSaveSlide } from '../api/save-slide';
import {
  emptySlideValues,
  MEDIA_REQUIRED_MESSAGE,
  slideFormSchema,
  slideLimits,
  slideToFormValues,
  toSlidePayload,
  type Slide,
  type SlideFormValues,
} from '../schemas';
import { AiPromptPanel } from './ai-prompt-panel';
import { MediaDropzone } from './media-dropzone';
import { MediaPreview } from './media-preview';

interface SlideFormProps {
  /** The slide being edited, or null for a new one. */
  editing: Slide | null;
  /** order_position proposed for a new slide. */
  nextPosition: number;
  /** Called after cancel or a successful save (leaves edit mode). */
  onDone: () => void;
}

/** Left column: media tabs (Upload, Générer IA), preview and the slide's fields; create and edit modes. */
export function SlideForm({ editing, nextPosition, onDone }: SlideFormProps) {
  const form = useForm<SlideFormValues>({
    resolver: zodResolver(slideFormSchema),
    defaultValues: editing ? slideToFormValues(editing) : emptySlideValues(nextPosition),
    mode: 'onTouched',
  });
  const { register, handleSubmit, reset, setValue, control, getFieldState, formState } = form;
  const { errors } = formState;
  const imageUrl = useWatch({ control, name: 'image_url' });
  const mediaType = useWatch({ control, name: 'media_type' });
  const generatedByAi = useWatch({ control, name: 'generated_by_ai' });
  const mediaMessageId = useId();

  const editingId = editing?.id ?? null;
  // Entering or leaving edit mode loads the slide (dates trimmed) or an empty form.
  useEffect(() => {
    reset(editing ? slideToFormValues(editing) : emptySlideValues(nextPosition));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the edited slide changes
  }, [editingId, reset]);

  // A new slide goes last by default, once the list is known, unless the position was typed.
  useEffect(() => {
    if (!editingId && !getFieldState('order_position').isDirty) {
      setValue('order_position', String(nextPosition));
    }
  }, [editingId, nextPosition, getFieldState, setValue]);

  const nextPositionRef = useRef(nextPosition);
  nextPositionRef.current = nextPosition;
  const save = useSaveSlide(() => {
    // The list has been reloaded by now, so the ref holds the position after the saved slide.
    reset(emptySlideValues(nextPositionRef.current));
    onDone();
  });

  // Only an upload knows the image's width and has made its sizes; any other media has neither.
  function setMedia(
    url: string,
    type: SlideFormValues['media_type'],
    prompt: string | null,
    size: Pick<SlideFormValues, 'image_width' | 'image_variant_widths'> = {
      image_width: null,
      image_variant_widths: [],
    },
  ) {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('image_url', url, options);
    setValue('media_type', type, options);
    setValue('generated_by_ai', prompt !== null, options);
    setValue('generation_prompt', prompt ?? '', options);
    setValue('image_width', size.image_width, options);
    setValue('image_variant_widths', size.image_variant_widths, options);
  }

  function cancel() {
    reset(emptySlideValues(nextPosition));
    onDone();
  }

  const hasMedia = imageUrl.trim() !== '';
  const busy = save.isPending;
  const onSubmit = handleSubmit((values) => {
    if (busy) return;
    save.mutate({ id: editingId ?? undefined, payload: toSlidePayload(values) });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? 'Modifier la slide' : 'Nouvelle slide'}</CardTitle>
        <CardDescription>
          Ajoutez une image ou une vidéo (upload ou génération IA), puis renseignez les textes affichés sur la page d’accueil.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={editing ? 'Modifier la slide' : 'Nouvelle slide'}>
          <Tabs defaultValue="upload">
            <TabsList className="w-full">
              <TabsTrigger value="upload">
                <Upload aria-hidden="true" />
                Upload
              </TabsTrigger>
              <TabsTrigger value="ai">
                <Sparkles aria-hidden="true" />
                Générer IA
              </TabsTrigger>
            </TabsList>
            <TabsContent value="upload">
              <MediaDropzone
                disabled={busy}
                onUploaded={(media) =>
                  setMedia(media.url, media.mediaType, null, {
                    image_width: media.width,
                    image_variant_widths: media.variantWidths,
                  })
                }
              />
            </TabsContent>
            <TabsContent value="ai">
              <AiPromptPanel disabled={busy} onGenerated={(url, prompt) => setMedia(url, 'image', prompt)} />
            </TabsContent>
          </Tabs>

          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium">Aperçu</p>
              {hasMedia ? (
                <Button variant="ghost" size="sm" onClick={() => setMedia('', 'image', null)} disabled={busy}>
                  <Trash2 aria-hidden="true" />
                  Retirer le média
                </Button>
              ) : null}
            </div>
            <MediaPreview url={imageUrl} mediaType={mediaType} generatedByAi={generatedByAi} />
            {!hasMedia ? (
              <p id={mediaMessageId} className="flex items-center gap-2 text-sm font-medium text-destructive">
                <ImagePlus className="size-4" aria-hidden="true" />
                {MEDIA_REQUIRED_MESSAGE}
              </p>
            ) : errors.image_url ? (
              <p id={mediaMessageId} role="alert" className="text-sm font-medium text-destructive">
                {errors.image_url.message}
              </p>
            ) : null}
          </div>

          <Field label="Titre" error={errors.title?.message} hint={`${slideLimits.title} caractères maximum.`}>
            <Input {...register('title')} autoComplete="off" />
          </Field>
          <Field label="Sous-titre" error={errors.subtitle?.message} hint={`${slideLimits.subtitle} caractères maximum.`}>
            <Textarea rows={2} {...register('subtitle')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Texte du bouton" error={errors.cta_text?.message} hint="Ex. : Demander un devis">
              <Input {...register('cta_text')} autoComplete="off" />
            </Field>
            <Field label="Lien du bouton" error={errors.cta_link?.message} hint="https://… ou chemin du site (ex. /contact-pro)">
              <Input {...register('cta_link')} inputMode="url" autoComplete="off" />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Date de début" error={errors.start_date?.message}>
              <Input type="date" {...register('start_date', { deps: ['end_date'] })} />
            </Field>
            <Field label="Date de fin" error={errors.end_date?.message}>
              <Input type="date" {...register('end_date')} />
            </Field>
          </div>
          <div className="grid items-end gap-4 sm:grid-cols-2">
            <Field label="Position" error={errors.order_position?.message} hint="Ordre d’affichage (0 = en premier).">
              <Input type="number" min={0} max={slideLimits.orderPosition} step={1} inputMode="numeric" {...register('order_position')} />
            </Field>
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <div className="flex items-center gap-3 pb-2">
                  <Switch
                    id="carousel-slide-active"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                  <Label htmlFor="carousel-slide-active">Slide active</Label>
                </div>
              )}
            />
          </div>

          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!hasMedia || busy} aria-describedby={!hasMedia ? mediaMessageId : undefined}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {editing ? 'Mettre à jour' : 'Créer la slide'}
            </Button>
            {editing || formState.isDirty ? (
              <Button variant="outline" onClick={cancel} disabled={busy}>
                Annuler
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
