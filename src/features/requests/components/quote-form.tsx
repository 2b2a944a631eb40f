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
import { site } from '@/config/site';
import { contactProIntro } from '@/content/leasing/contact-pro';
import { errorMessage } from '@/lib/errors';
import { notify, notifyError } from '@/lib/notify';
import { isSlug } from '@/lib/slug';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';
import type { RequestType } from '@/domain/requests/request-types';
import { useSingleFlight } from '@/lib/use-single-flight';
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

/** Why a request was not sent, as the message at the form tells the visitor. */
type SendFailure = 'rate-limited' | 'unreachable' | 'server';

function sendFailure(error: unknown): SendFailure {
  if (isRateLimited(error)) return 'rate-limited';
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  // supabase-js answers a request that never reached the server with an empty code.
  if (!code && typeof message === 'string' && /fetch|network|load failed/i.test(message)) return 'unreachable';
  return 'server';
}

/** The message kept at the form after a failed send, beside the spec's toast; the phone number follows it. */
export const sendFailureText: Record<SendFailure, string> = {
  'rate-limited':
    'Votre demande n’a pas été envoyée\u00a0: trop de demandes sont parties de votre connexion ces dernières minutes. Ce que vous avez saisi est conservé\u00a0; réessayez un peu plus tard, ou appelez-nous au',
  unreachable:
    'Votre demande n’a pas été envoyée\u00a0: notre service est injoignable, vérifiez votre connexion. Ce que vous avez saisi est conservé\u00a0; renvoyez le formulaire dans un instant, ou appelez-nous au',
  server:
    'Votre demande n’a pas été envoyée, à la suite d’un incident de notre côté. Ce que vous avez saisi est conservé\u00a0; réessayez dans quelques instants, ou appelez-nous au',
};

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
 * or error (toast, every field kept, and a message at the form saying so until the next send).
 * A filled honeypot pretends success without inserting.
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
  const [failure, setFailure] = useState<SendFailure | null>(null);
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
      setFailure(null);
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
        // The fields keep what was typed (nothing resets them); insertQuoteRequest logged the code.
        notifyError(isRateLimited(error) ? errorMessage(error) : quoteFormText.errorDescription);
        setFailure(sendFailure(error));
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

      {failure ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
          {sendFailureText[failure]}{' '}
          <a href={site.phoneHref} className="whitespace-nowrap font-semibold underline underline-offset-2">
            {site.phone}
          </a>
          .
        </p>
      ) : null}

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
