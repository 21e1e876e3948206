import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LOCALES } from '@takeoff/shared/locale-codes';
import {
  cannedText,
  PROFILE_LIMITS,
  UpdateCompanyProfileRequest,
  type CompanyProfile,
} from '@takeoff/shared/companies';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { LANGUAGE_NAMES } from '@/components/language-select';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { useOwnProfile } from '../api/get-own-profile';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { CareersLink } from './careers-link';
import { useT } from '../i18n';

const splitLines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
const splitCommas = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const TranslationForm = z.object({ description: z.string(), benefits: z.string() });
const translationOf = (form: z.infer<typeof TranslationForm>) => ({
  description: form.description,
  benefits: splitLines(form.benefits),
});

// The form edits lists as text; the shared request schema validates the converted values.
const ProfileForm = z
  .object({
    description: z.string(),
    benefits: z.string(),
    tags: z.string(),
    website: z.string().trim(),
    slug: z.string().trim(),
    translations: z.object({ el: TranslationForm, en: TranslationForm }),
  })
  .transform((form): UpdateCompanyProfileRequest => ({
    description: form.description,
    benefits: splitLines(form.benefits),
    tags: splitCommas(form.tags),
    website: form.website,
    ...(form.slug ? { slug: form.slug } : {}),
    translations: {
      el: translationOf(form.translations.el),
      en: translationOf(form.translations.en),
    },
  }))
  .pipe(UpdateCompanyProfileRequest);

const toForm = (profile: CompanyProfile | undefined) => ({
  description: profile?.description ?? '',
  benefits: (profile?.benefits ?? []).join('\n'),
  tags: (profile?.tags ?? []).join(', '),
  website: profile?.website ?? '',
  slug: profile?.slug ?? '',
  translations: {
    el: {
      description: profile?.translations.el?.description ?? '',
      benefits: (profile?.translations.el?.benefits ?? []).join('\n'),
    },
    en: {
      description: profile?.translations.en?.description ?? '',
      benefits: (profile?.translations.en?.benefits ?? []).join('\n'),
    },
  },
});

/** The company's own Explore Companies texts; empty fields show the canned texts (as the placeholders say). */
export function CompanyProfileForm() {
  const profile = useOwnProfile();
  const update = useUpdateOwnProfile();
  const form = useForm<z.input<typeof ProfileForm>, unknown, z.output<typeof ProfileForm>>({
    resolver: zodResolver(ProfileForm),
    values: toForm(profile.data),
  });
  const errors = form.formState.errors;
  const fallback = profile.data?.fallback;
  const { t } = useT();
  // The canned texts the empty fields fall back to, as readers of this language see them (useT re-renders on a change).
  const locale = currentLocale();
  const fields = {
    description: form.register('description'),
    benefits: form.register('benefits'),
    tags: form.register('tags'),
    website: form.register('website'),
    slug: form.register('slug'),
  };

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => showSuccessToast(t('texts.profileSaved')),
      onError: (error) =>
        showDestructiveToast(t('error'), errorMessage(error, t('texts.profileSaveFailed'))),
    }),
  );

  return (
    <Card className="mt-6" data-tour="company-profile">
      <CardHeader>
        <CardTitle>{t('profile.title')}</CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={(event) => void submit(event)}
          aria-label={t('profile.ariaLabel')}
          className="grid gap-4"
        >
          <div className="grid gap-1.5">
            <Label htmlFor="profile-description">{t('profile.descriptionLabel')}</Label>
            <Textarea
              id="profile-description"
              rows={3}
              maxLength={PROFILE_LIMITS.description}
              placeholder={fallback ? cannedText(fallback.description, locale) : undefined}
              {...fields.description}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="profile-benefits">{t('profile.benefitsLabel')}</Label>
            <Textarea
              id="profile-benefits"
              rows={5}
              placeholder={fallback?.benefits.map((text) => cannedText(text, locale)).join('\n')}
              {...fields.benefits}
            />
          </div>
          <fieldset className="grid gap-3 rounded-lg border border-border p-3">
            <legend className="px-1 text-sm font-medium">{t('profile.translationsTitle')}</legend>
            <p className="text-xs text-muted-foreground">{t('profile.translationsHint')}</p>
            {LOCALES.map((locale) => (
              <div key={locale} className="grid gap-3">
                <div className="grid gap-1.5">
                  <Label htmlFor={`profile-description-${locale}`}>
                    {t('profile.translationDescriptionLabel', { language: LANGUAGE_NAMES[locale] })}
                  </Label>
                  <Textarea
                    id={`profile-description-${locale}`}
                    rows={3}
                    maxLength={PROFILE_LIMITS.description}
                    lang={locale}
                    {...form.register(`translations.${locale}.description`)}
                  />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`profile-benefits-${locale}`}>
                    {t('profile.translationBenefitsLabel', { language: LANGUAGE_NAMES[locale] })}
                  </Label>
                  <Textarea
                    id={`profile-benefits-${locale}`}
                    rows={3}
                    lang={locale}
                    {...form.register(`translations.${locale}.benefits`)}
                  />
                </div>
              </div>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor="profile-tags">{t('profile.tagsLabel')}</Label>
            <Input
              id="profile-tags"
              placeholder={fallback?.tags.map((text) => cannedText(text, locale)).join(', ')}
              {...fields.tags}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="profile-website">{t('profile.websiteLabel')}</Label>
            <Input
              id="profile-website"
              type="url"
              placeholder={t('profile.websitePlaceholder')}
              {...fields.website}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="profile-slug">{t('profile.slugLabel')}</Label>
            <div className="flex items-center gap-1 text-sm">
              <span className="shrink-0 text-muted-foreground">{t('profile.careersPrefix')}</span>
              <Input
                id="profile-slug"
                autoCapitalize="none"
                spellCheck={false}
                aria-describedby="profile-slug-hint"
                {...fields.slug}
              />
            </div>
            <p id="profile-slug-hint" className="text-xs text-muted-foreground">
              {t('profile.slugHint')}
            </p>
            {profile.data?.slug ? <CareersLink slug={profile.data.slug} /> : null}
          </div>
          {Object.keys(errors).length > 0 ? (
            <p role="alert" className="text-sm text-status-closed">
              {errors.slug
                ? t('profile.slugError')
                : errors.website
                  ? t('profile.websiteError')
                  : t('profile.fieldsError', {
                      benefits: PROFILE_LIMITS.benefits,
                      tags: PROFILE_LIMITS.tags,
                    })}
            </p>
          ) : null}
          <Button
            type="submit"
            disabled={update.isPending || profile.isPending}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
