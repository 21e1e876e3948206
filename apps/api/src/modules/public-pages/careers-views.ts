import { html, type SafeHtml } from './html';
import type { CareersCompany } from './careers.service';
import { careersPath, flightPath, type FlightRecord } from './flights.service';
import { answerRecord, flightVideo, pageFrame, statusBadge } from './flight-views';
import type { PageText } from './page-text';

/** Open flights as a departure board: flight, role, where, type, status. */
export function departureBoard(t: PageText, flights: FlightRecord[]): SafeHtml {
  if (flights.length === 0) return html`<p class="pp-note">${t('careers.noOpenFlights')}</p>`;
  const type = (flight: FlightRecord) => t(`jobType.${flight.type}`);
  return html`<table class="pp-table"><caption class="pp-h2" style="text-align:left;margin-top:0">${t('careers.departures')}</caption>
<thead><tr><th scope="col">${t('careers.column.flight')}</th><th scope="col">${t('careers.column.destination')}</th><th scope="col" class="pp-hide-sm">${t('careers.column.gate')}</th><th scope="col" class="pp-hide-sm">${t('careers.column.type')}</th><th scope="col">${t('careers.column.status')}</th></tr></thead>
<tbody>${flights.map(
    (flight) =>
      html`<tr><td class="pp-flight">${flight.flightNumber}</td><td><a href="${flightPath(flight.flightNumber)}">${flight.title}</a><span class="pp-sub">${flight.location} · ${type(flight)}</span>${flightVideo(t, flight, 'none')}</td><td class="pp-hide-sm">${flight.location}</td><td class="pp-hide-sm">${type(flight)}</td><td class="pp-nowrap">${statusBadge(t, flight.status)}</td></tr>`,
  )}</tbody></table>`;
}

export function careersContent(
  t: PageText,
  company: CareersCompany,
  flights: FlightRecord[],
): SafeHtml {
  const base = careersPath(company.slug);
  return pageFrame(
    t,
    html`<article class="pp-card">
<h1 class="pp-title">${company.name}${company.verified ? html`<span class="pp-verified">${t('verified')}</span>` : ''}</h1>
<p class="pp-tags">${company.tags.join(' · ')}</p>
${company.promoMediaId !== null ? html`<video class="pp-video" src="${base}/promo-video" controls preload="metadata" aria-label="${t('careers.promoVideo', { company: company.name })}"></video>` : ''}
<p class="pp-text">${company.description}</p>
${company.benefits.length > 0 ? html`<h2 class="pp-h2">${t('careers.whyChooseUs')}</h2><ul class="pp-skills">${company.benefits.map((b) => html`<li>${b}</li>`)}</ul>` : ''}
${company.website ? html`<p><a href="${company.website}" rel="nofollow noopener">${company.website}</a></p>` : ''}
${answerRecord(t, company.answerRecord)}
</article>
<section class="pp-card" aria-label="${t('careers.openFlights')}">${departureBoard(t, flights)}
<p class="pp-note" style="margin-top:1rem"><a href="${base}/feed.xml">${t('careers.feed', { company: company.name })}</a></p></section>`,
    t('careers.heading'),
  );
}
