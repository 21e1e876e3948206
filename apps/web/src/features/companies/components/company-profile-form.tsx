import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { COMPANY_TEXTS, PROFILE_LIMITS, UpdateCompanyProfileRequest, type CompanyProfile } from '@takeoff/shared/companies';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useOwnProfile } from '../api/get-own-profile';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { CareersLink } from './careers-link';

const splitLines = (text: string) => text.split('\n').map((s) => s.trim()).filter(Boolean);
const splitCommas = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

// The form edits lists as text; the shared request schema validates the converted values.
const ProfileForm = z
  .object({ description: z.string(), benefits: z.string(), tags: z.string(), website: z.string().trim(), slug: z.string().trim() })
  .transform((form) => ({ description: form.description, benefits: splitLines(form.benefits), tags: splitCommas(form.tags), website: form.website, ...(form.slug ? { slug: form.slug } : {}) }))
  .pipe(UpdateCompanyProfileRequest);

const toForm = (profile: CompanyProfile | undefined) => ({
  description: profile?.description ?? '',
  benefits: (profile?.benefits ?? []).join('\n'),
  tags: (profile?.tags ?? []).join(', '),
  website: profile?.website ?? '',
  slug: profile?.slug ?? '',
});

/** The company's own Explore Companies texts; empty fields show the canned texts (as the placeholders say). */
export function CompanyProfileForm() {
  const profile = useOwnProfile();
  const update = useUpdateOwnProfile();
  const form = useForm<z.input<typeof ProfileForm>, unknown, z.output<typeof ProfileForm>>({ resolver: zodResolver(ProfileForm), values: toForm(profile.data) });
  const errors = form.formState.errors;
  const fallback = profile.data?.fallback;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => showSuccessToast(COMPANY_TEXTS.profileSaved),
      onError: (error) => showDestructiveToast('Error', errorMessage(error, COMPANY_TEXTS.profileSaveFailed)),
    }),
  );

  return (
    <Card className="mt-6" data-tour="company-profile">
      <CardHeader>
        <CardTitle>Company Profile</CardTitle>
        <CardDescription>What candidates read on Explore Companies. Leave a field empty to show the suggested text.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} aria-label="Company profile" className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="profile-description">Description</Label>
            <Textarea id="profile-description" rows={3} maxLength={PROFILE_LIMITS.description} placeholder={fallback?.description} {...form.register('description')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="profile-benefits">Benefits (one per line)</Label>
            <Textarea id="profile-benefits" rows={5} placeholder={fallback?.benefits.join('\n')} {...form.register('benefits')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="profile-tags">Tags (comma separated)</Label>
            <Input id="profile-tags" placeholder={fallback?.tags.join(', ')} {...form.register('tags')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="profile-website">Website</Label>
            <Input id="profile-website" type="url" placeholder="https://example.com" {...form.register('website')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="profile-slug">Careers page address</Label>
            <div className="flex items-center gap-1 text-sm">
              <span className="shrink-0 text-muted-foreground">/careers/</span>
              <Input id="profile-slug" autoCapitalize="none" spellCheck={false} aria-describedby="profile-slug-hint" {...form.register('slug')} />
            </div>
            <p id="profile-slug-hint" className="text-xs text-muted-foreground">
              Lower-case letters, digits and hyphens. Links to the old address keep working.
            </p>
            {profile.data?.slug ? <CareersLink slug={profile.data.slug} /> : null}
          </div>
          {Object.keys(errors).length > 0 ? (
            <p role="alert" className="text-sm text-status-closed">
              {errors.slug
                ? 'The careers page address may hold only lower-case letters, digits and single hyphens (3 to 60 characters).'
                : errors.website ? 'Please enter a full http(s) website address.' : `Please check the fields (up to ${PROFILE_LIMITS.benefits} benefits and ${PROFILE_LIMITS.tags} tags).`}
            </p>
          ) : null}
          <Button type="submit" disabled={update.isPending || profile.isPending} className="w-full sm:w-auto sm:justify-self-start">
            {update.isPending ? 'Saving...' : 'Save Profile'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
