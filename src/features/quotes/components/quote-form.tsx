import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { marketingConsentWording } from '@/config/marketing-consent';
import { paths, QUOTE_PRODUCT_PARAM } from '@/config/routes';
import { contactProIntro } from '@/content/leasing/contact-pro';
import { errorMessage } from '@/lib/errors';
import { notify, notifyError } from '@/lib/notify';
import { isSlug } from '@/lib/slug';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';
import type { RequestType } from '@/config/request-types';
import type { ChosenProduct } from '../api/fetch-chosen-product';
import { insertQuoteRequest } from '../api/insert-quote-request';
import {
  emptyQuoteValues,
  quoteLimits,
  quoteSchemaFor,
  toQuoteRequestInsert,
  type QuoteFormValues,
  type QuoteFormVariant,
} from '../schemas';
import { useSingleFlight } from '@/lib/use-single-flight';
import { ChosenProductField } from './chosen-product';

/** The subject a quote about one product starts with. */
export const productSubject = (name: string) => `Devis : ${name}`.slice(0, quoteLimits.subject);

/** Strings quoted by the spec (§4, §8): keep them verbatim. */
export const quoteFormText = {
  submitting: 'Envoi en cours...',
  successTitle: 'Message envoyé !',
  successDescription: 'Notre équipe vous recontacte sous 24h.',
  errorDescription: 'Une erreur est survenue. Veuillez réessayer.',
  footnote: contactProIntro.formFootnote,
  siretPlaceholder: '123 456 789 00012',
} as const;

/** The code PostgREST answers with once the database rate limit on anonymous quotes trips. */
const RATE_LIMITED = 'PT429';

function isRateLimited(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === RATE_LIMITED;
}

export interface QuoteFormProps {
  /** 'pro' asks for the company (required) and the SIRET (optional); 'general' sends both as null. */
  variant: QuoteFormVariant;
  /** Prefilled subject, e.g. 'Candidature partenaire' or the job applied for. */
  defaultSubject?: string;
  submitLabel?: string;
  /** Replaces the project-oriented hint and placeholder of the message (e.g. for a partner application). */
  messageHint?: string;
  messagePlaceholder?: string;
  /** What the request is about; by default a quote on the pro form, a message on the general one. */
  requestType?: RequestType;
  className?: string;
}

/**
 * The quote / contact form of /contact-pro, /devenir-partenaire and /contact.
 * idle → submitting (button disabled, 'Envoi en cours...') → success (toast, form cleared)
 * or error (toast, every field kept). A filled honeypot pretends success without inserting.
 * A quote opened from a product's page (`?produit={slug}`) names that product, once hydrated:
 * the prerendered form is the same for every product.
 */
export function QuoteForm({
  variant,
  defaultSubject = '',
  submitLabel,
  messageHint,
  messagePlaceholder,
  requestType = variant === 'pro' ? 'quote' : 'contact',
  className,
}: QuoteFormProps) {
  const isPro = variant === 'pro';
  const honeypotId = useId();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { run, pending: submitting, isBusy } = useSingleFlight();
  // Until hydration the prerendered button stays disabled: no native submit can put the
  // visitor's details in the URL, and pressing Enter does nothing.
  const hydrated = useHydrated();

  // Text typed into the prerendered fields before hydration is kept: React Hook Form reads
  // an edited field from the page instead of overwriting it with its default value.
  const form = useForm<QuoteFormValues>({
    resolver: zodResolver(quoteSchemaFor(variant)),
    defaultValues: { ...emptyQuoteValues, subject: defaultSubject.slice(0, quoteLimits.subject) },
  });
  const { errors } = form.formState;

  const [searchParams, setSearchParams] = useSearchParams();
  // Where the box was ticked: part of the consent's evidence.
  const { pathname } = useLocation();
  const productParam = requestType === 'quote' && hydrated ? searchParams.get(QUOTE_PRODUCT_PARAM) : null;
  const productSlug = isSlug(productParam) ? productParam : null;
  const [chosenProduct, setChosenProduct] = useState<ChosenProduct | null>(null);
  const chooseProduct = useCallback(
    (product: ChosenProduct | null) => {
      setChosenProduct(product);
      // The subject says which product, unless the visitor already wrote one.
      if (product && form.getValues('subject').trim() === '') {
        form.setValue('subject', productSubject(product.name));
      }
    },
    [form],
  );
  function removeProduct() {
    setChosenProduct(null);
    if (form.getValues('subject') === productSubject(chosenProduct?.name ?? '')) form.setValue('subject', '');
    setSearchParams(
      (params) => {
        params.delete(QUOTE_PRODUCT_PARAM);
        return params;
      },
      { replace: true },
    );
  }

  function succeed() {
    notify('success', quoteFormText.successTitle, quoteFormText.successDescription);
    form.reset();
    if (honeypotRef.current) honeypotRef.current.value = '';
  }

  const submit = form.handleSubmit(async (values) => {
    // A double click validates twice; only the first pass may send.
    await run(async () => {
      try {
        if (honeypotRef.current?.value) {
          // Only robots fill the invisible field: let them believe it worked.
          succeed();
          return;
        }
        await insertQuoteRequest(
          toQuoteRequestInsert(
            values,
            variant,
            requestType,
            chosenProduct && chosenProduct.slug === productSlug ? chosenProduct.id : null,
            pathname,
          ),
        );
        succeed();
      } catch (error) {
        notifyError(isRateLimited(error) ? errorMessage(error) : quoteFormText.errorDescription);
      }
    });
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (isBusy()) {
      event.preventDefault();
      return;
    }
    void submit(event);
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={submitting || undefined}
      className={cn('relative grid gap-5', className)}
      data-quote-form={variant}
      data-hydrated={hydrated ? '' : undefined}
    >
      {productSlug ? (
        <ChosenProductField key={productSlug} slug={productSlug} onResolved={chooseProduct} onRemove={removeProduct} />
      ) : null}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label="Prénom" required error={errors.first_name?.message}>
          <Input autoComplete="given-name" required placeholder="Camille" {...form.register('first_name')} />
        </Field>
        <Field label="Nom" required error={errors.last_name?.message}>
          <Input autoComplete="family-name" required placeholder="Martin" {...form.register('last_name')} />
        </Field>
        <Field label="E-mail" required error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={isPro ? 'camille.martin@entreprise.fr' : 'camille.martin@exemple.fr'}
            {...form.register('email')}
          />
        </Field>
        <Field label="Téléphone" required error={errors.phone?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            placeholder="06 12 34 56 78"
            {...form.register('phone')}
          />
        </Field>
        {isPro ? (
          <>
            <Field label="Entreprise" required error={errors.company?.message}>
              <Input
                autoComplete="organization"
                required
                placeholder="Nom de votre société"
                {...form.register('company')}
              />
            </Field>
            <Field
              label="SIRET"
              hint={'Facultatif\u00a0: 14 chiffres, espaces acceptés.'}
              error={errors.siret?.message}
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder={quoteFormText.siretPlaceholder}
                {...form.register('siret')}
              />
            </Field>
          </>
        ) : null}
      </div>
      <Field label="Sujet" required error={errors.subject?.message}>
        <Input
          required
          placeholder={
            isPro ? 'Ex.\u00a0: mur d’images pour notre showroom' : 'Ex.\u00a0: question sur un contrat en cours'
          }
          {...form.register('subject')}
        />
      </Field>
      <Field
        label="Message"
        required
        hint={
          messageHint ??
          (isPro
            ? 'Type d’équipement, dimensions, lieu d’installation, délai souhaité\u00a0: plus vous êtes précis, plus notre proposition sera juste.'
            : undefined)
        }
        error={errors.message?.message}
      >
        <Textarea
          required
          rows={6}
          placeholder={messagePlaceholder ?? (isPro ? 'Décrivez votre projet…' : 'Votre message…')}
          className="min-h-36 resize-y"
          {...form.register('message')}
        />
      </Field>

      <label className="flex items-start gap-3 text-sm">
        <Checkbox className="mt-0.5" {...form.register('marketing_consent')} />
        <span>{marketingConsentWording}</span>
      </label>

      {/* Honeypot: invisible to people and assistive technologies, irresistible to form-filling robots. */}
      <div aria-hidden="true" className="absolute left-[-10000px] top-0 size-px overflow-hidden">
        <label htmlFor={honeypotId}>Site web (ne pas remplir)</label>
        <input
          id={honeypotId}
          ref={honeypotRef}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="flex flex-col gap-4 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{quoteFormText.footnote}</p>
        <Button
          type="submit"
          variant="accent"
          size="lg"
          disabled={!hydrated || submitting}
          className="w-full sm:w-auto"
        >
          {submitting ? (
            quoteFormText.submitting
          ) : (
            <>
              <Send aria-hidden="true" />
              {submitLabel ?? (isPro ? 'Envoyer ma demande' : 'Envoyer le message')}
            </>
          )}
        </Button>
      </div>
      <p className="text-xs leading-relaxed text-muted-foreground">
        Vos données servent uniquement à traiter votre demande et ne sont jamais cédées à des tiers. Pour en savoir plus
        sur leur utilisation et vos droits, consultez notre{' '}
        <Link to={paths.privacy} className="font-medium text-accent-strong underline underline-offset-2">
          politique de confidentialité
        </Link>
        .
      </p>
    </form>
  );
}
