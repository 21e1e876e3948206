/**
 * Google's structured-data rules for JobPosting (developers.google.com/search/docs/appearance/structured-data/job-posting),
 * checked on the JSON a page serves: required properties must be there and well formed; recommended ones are
 * reported separately so a test can demand them where the data has them.
 */
export interface JobPostingReport {
  errors: string[];
  missingRecommended: string[];
}

const EMPLOYMENT_TYPES = new Set([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);
const UNIT_TEXTS = new Set(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);
const isIsoDate = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
  !Number.isNaN(Date.parse(value));
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
type Json = Record<string, unknown>;
const obj = (value: unknown): Json | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;

export function checkJobPosting(data: unknown): JobPostingReport {
  const errors: string[] = [];
  const missingRecommended: string[] = [];
  const posting = obj(data);
  if (!posting) return { errors: ['not an object'], missingRecommended };
  if (posting['@context'] !== 'https://schema.org' && posting['@context'] !== 'http://schema.org')
    errors.push('@context must be schema.org');
  if (posting['@type'] !== 'JobPosting') errors.push('@type must be JobPosting');
  if (!isText(posting.title)) errors.push('title is required');
  if (!isText(posting.description)) errors.push('description is required');
  if (!isIsoDate(posting.datePosted)) errors.push('datePosted must be an ISO 8601 date');

  const org = obj(posting.hiringOrganization);
  if (!org || !isText(org.name)) errors.push('hiringOrganization.name is required');
  if (
    org &&
    org.sameAs !== undefined &&
    !(typeof org.sameAs === 'string' && /^https?:\/\//.test(org.sameAs))
  )
    errors.push('hiringOrganization.sameAs must be a URL');
  if (
    org &&
    org.logo !== undefined &&
    !(typeof org.logo === 'string' && /^https?:\/\//.test(org.logo))
  )
    errors.push('hiringOrganization.logo must be a URL');

  const remote = posting.jobLocationType === 'TELECOMMUTE';
  if (posting.jobLocationType !== undefined && !remote)
    errors.push('jobLocationType may only be TELECOMMUTE');
  const locations = ([] as unknown[]).concat(posting.jobLocation ?? []);
  if (!remote && locations.length === 0)
    errors.push('jobLocation is required unless jobLocationType is TELECOMMUTE');
  for (const location of locations) {
    const place = obj(location);
    const address = obj(place?.address);
    if (place?.['@type'] !== 'Place' || !address)
      errors.push('jobLocation must be a Place with an address');
    else if (
      ![
        address.addressLocality,
        address.addressRegion,
        address.addressCountry,
        address.streetAddress,
      ].some(isText)
    )
      errors.push('jobLocation.address needs a locality, region or country');
  }
  if (posting.applicantLocationRequirements !== undefined) {
    const area = obj(posting.applicantLocationRequirements);
    if (!remote) errors.push('applicantLocationRequirements belongs to remote jobs');
    if (
      !area ||
      !isText(area.name) ||
      !['Country', 'State', 'AdministrativeArea'].includes(String(area['@type']))
    )
      errors.push('applicantLocationRequirements must name a Country or AdministrativeArea');
  }

  if (posting.validThrough === undefined) missingRecommended.push('validThrough');
  else if (!isIsoDate(posting.validThrough)) errors.push('validThrough must be an ISO 8601 date');
  if (posting.employmentType === undefined) missingRecommended.push('employmentType');
  else if (
    !([] as unknown[]).concat(posting.employmentType).every((t) => EMPLOYMENT_TYPES.has(String(t)))
  )
    errors.push('employmentType has an unknown value');
  if (posting.identifier === undefined) missingRecommended.push('identifier');
  if (posting.directApply === undefined) missingRecommended.push('directApply');
  if (posting.baseSalary === undefined) missingRecommended.push('baseSalary');
  else {
    const salary = obj(posting.baseSalary);
    const value = obj(salary?.value);
    if (salary?.['@type'] !== 'MonetaryAmount' || !/^[A-Z]{3}$/.test(String(salary.currency)))
      errors.push('baseSalary must be a MonetaryAmount with an ISO 4217 currency');
    if (!value || value['@type'] !== 'QuantitativeValue')
      errors.push('baseSalary.value must be a QuantitativeValue');
    else {
      const numbers = [value.value, value.minValue, value.maxValue].filter((n) => n !== undefined);
      if (numbers.length === 0 || !numbers.every((n) => typeof n === 'number' && n > 0))
        errors.push('baseSalary.value needs positive amounts');
      if (!UNIT_TEXTS.has(String(value.unitText)))
        errors.push('baseSalary.value.unitText must be HOUR, DAY, WEEK, MONTH or YEAR');
    }
  }
  return { errors, missingRecommended };
}
