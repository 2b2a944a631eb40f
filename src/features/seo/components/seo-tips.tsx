import { CheckCircle2, Lightbulb } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { GOOD_SEO_SCORE } from '../score';

const tips = [
  `Gardez un score SEO supérieur à ${GOOD_SEO_SCORE} sur chaque page.`,
  'Limitez vos meta descriptions à 160 caractères maximum.',
  'Placez vos mots-clés pertinents dans le titre H1.',
  'Décrivez chaque image avec un texte alternatif (alt) explicite.',
  'Renseignez une URL canonique sur toutes les pages.',
];

/** The good practices every page should follow. */
export function SeoTips() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-4 text-accent-strong" aria-hidden="true" />
          Conseils SEO
        </CardTitle>
        <CardDescription>Les bonnes pratiques pour chaque page.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2.5 text-sm">
          {tips.map((tip) => (
            <li key={tip} className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
              {tip}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
