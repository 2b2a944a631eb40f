import { Loader2, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useGenerateCarouselImage } from '../api/generate-image';
import { promptError, slideLimits } from '../schemas';

interface AiPromptPanelProps {
  onGenerated: (imageUrl: string, prompt: string) => void;
  disabled?: boolean;
}

/** 'Générer IA' tab: a prompt sent to the generate-carousel-image edge function (1536 × 1024). */
export function AiPromptPanel({ onGenerated, disabled }: AiPromptPanelProps) {
  const [prompt, setPrompt] = useState('');
  const [touched, setTouched] = useState(false);
  const generate = useGenerateCarouselImage((imageUrl, usedPrompt) => onGenerated(imageUrl, usedPrompt));
  const id = useId();
  const messageId = `${id}-message`;
  const counterId = `${id}-counter`;
  const error = promptError(prompt);
  const busy = generate.isPending;

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Prompt de génération</Label>
        <Textarea
          id={id}
          rows={4}
          value={prompt}
          maxLength={slideLimits.prompt}
          placeholder="Ex. : mur LED lumineux dans une boutique moderne, ambiance bleu nuit"
          aria-invalid={touched && error ? true : undefined}
          aria-describedby={[error ? messageId : null, counterId].filter(Boolean).join(' ')}
          disabled={busy || disabled}
          onChange={(event) => {
            setPrompt(event.target.value);
            setTouched(true);
          }}
        />
        <div className="flex items-start justify-between gap-3 text-xs">
          {error ? (
            <p id={messageId} className="font-medium text-destructive">
              {error}
            </p>
          ) : (
            <span />
          )}
          <p id={counterId} className="shrink-0 text-muted-foreground" aria-live="polite">
            {prompt.length}/{slideLimits.prompt}
          </p>
        </div>
      </div>
      <Button
        variant="accent"
        disabled={Boolean(error) || busy || disabled}
        aria-describedby={error ? messageId : undefined}
        onClick={() => generate.mutate(prompt.trim())}
      >
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
        {busy ? 'Génération en cours…' : 'Générer l’image'}
      </Button>
      {busy ? (
        <div role="status" className="grid gap-1">
          <p className="text-sm text-muted-foreground">L’image est en cours de génération, cela peut prendre jusqu’à une minute…</p>
          <div role="progressbar" aria-label="Progression de la génération" className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
            <div className="h-full w-1/3 animate-pulse rounded-full bg-accent-strong" />
          </div>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">Modèles d’IA gratuits jusqu’au 6 octobre 2025.</p>
    </div>
  );
}
