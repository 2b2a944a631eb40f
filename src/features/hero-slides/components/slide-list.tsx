import { CalendarRange, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Loading } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { safeUrl } from '@/lib/safe-url';
import { useDeleteSlide } from '../api/save-slide';
import { formatSlideDateRange, type Slide } from '../schemas';

interface SlideListProps {
  slides: Slide[];
  isLoading: boolean;
  editingId: string | null;
  onEdit: (slide: Slide) => void;
  /** Called after a successful delete (the form leaves edit mode if it held that slide). */
  onDeleted: (id: string) => void;
  /** Without the catalogue's write right: no edit nor delete button. */
  readOnly?: boolean;
}

function SlideThumbnail({ slide }: { slide: Slide }) {
  const src = safeUrl(slide.image_url);
  const className = 'aspect-[3/2] w-full shrink-0 rounded-md bg-navy object-cover sm:w-36';
  if (!src) return <div className={className} aria-hidden="true" />;
  if (slide.media_type === 'video') {
    return (
      <video
        src={src}
        className={className}
        muted
        playsInline
        preload="metadata"
        aria-label={`Vidéo : ${slide.title || 'Sans titre'}`}
      />
    );
  }
  return <img src={src} alt={slide.title || 'Sans titre'} className={className} loading="lazy" />;
}

/** Right column: 'Slides existantes (n)' with each slide's media, texts, window, status and actions. */
export function SlideList({ slides, isLoading, editingId, onEdit, onDeleted, readOnly = false }: SlideListProps) {
  const [pendingDelete, setPendingDelete] = useState<Slide | null>(null);
  const remove = useDeleteSlide((id) => {
    setPendingDelete(null);
    onDeleted(id);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Slides existantes ({slides.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Loading />
        ) : slides.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">Aucune slide créée pour le moment</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3" aria-label="Slides existantes">
            {slides.map((slide) => {
              const title = slide.title || 'Sans titre';
              return (
                <li
                  key={slide.id}
                  data-testid="carousel-slide"
                  className={cn(
                    'flex min-w-0 flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row',
                    editingId === slide.id && 'border-accent-strong ring-2 ring-accent/40',
                  )}
                >
                  <SlideThumbnail slide={slide} />
                  <div className="grid min-w-0 flex-1 grid-cols-1 content-start gap-1">
                    <div className="flex items-start gap-2">
                      <h3 className="line-clamp-2 min-w-0 flex-1 font-semibold break-words">{title}</h3>
                      {slide.generated_by_ai ? (
                        <span className="text-[#4c1d95]" title="Générée par IA">
                          <Sparkles className="size-4" aria-hidden="true" />
                          <span className="sr-only">Générée par IA</span>
                        </span>
                      ) : null}
                    </div>
                    {slide.subtitle ? (
                      <p className="line-clamp-2 text-sm text-muted-foreground">{slide.subtitle}</p>
                    ) : null}
                    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                      <CalendarRange className="size-3.5" aria-hidden="true" />
                      {formatSlideDateRange(slide)}
                    </p>
                    <div className="mt-1 flex flex-wrap items-center gap-2">
                      <Badge variant={slide.active ? 'success' : 'muted'}>{slide.active ? 'Active' : 'Inactive'}</Badge>
                      <span className="text-xs text-muted-foreground">Position {slide.order_position}</span>
                    </div>
                  </div>
                  {readOnly ? null : (
                    <div className="flex shrink-0 gap-1 sm:flex-col">
                      <Button
                        variant="outline"
                        size="icon-sm"
                        aria-label={`Modifier la slide ${title}`}
                        onClick={() => onEdit(slide)}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="outline"
                        size="icon-sm"
                        className="text-destructive"
                        aria-label={`Supprimer la slide ${title}`}
                        onClick={() => setPendingDelete(slide)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>

      <Dialog
        open={pendingDelete !== null}
        onOpenChange={(open) => (!open && !remove.isPending ? setPendingDelete(null) : undefined)}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Supprimer cette slide ?</DialogTitle>
            <DialogDescription>
              « {pendingDelete?.title || 'Sans titre'} » ne sera plus affichée sur la page d’accueil. Cette action est
              définitive.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setPendingDelete(null)} disabled={remove.isPending}>
              Annuler
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => (pendingDelete && !remove.isPending ? remove.mutate(pendingDelete.id) : undefined)}
            >
              Supprimer
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
