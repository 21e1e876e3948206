import { html, type SafeHtml } from './html';
import type { CareersCompany } from './careers.service';
import { careersPath, flightPath, type FlightRecord } from './flights.service';
import { flightVideo, pageFrame, statusBadge, typeLabel } from './flight-views';
import { PUBLIC_PAGE_TEXTS } from '@takeoff/shared/public-pages';

/** Open flights as a departure board: flight, role, where, type, status. */
export function departureBoard(flights: FlightRecord[]): SafeHtml {
  if (flights.length === 0) return html`<p class="pp-note">${PUBLIC_PAGE_TEXTS.noOpenFlights}</p>`;
  return html`<table class="pp-table"><caption class="pp-h2" style="text-align:left;margin-top:0">${PUBLIC_PAGE_TEXTS.departures}</caption>
<thead><tr><th scope="col">Flight</th><th scope="col">Destination</th><th scope="col" class="pp-hide-sm">Gate</th><th scope="col" class="pp-hide-sm">Type</th><th scope="col">Status</th></tr></thead>
<tbody>${flights.map(
    (flight) =>
      html`<tr><td class="pp-flight">${flight.flightNumber}</td><td><a href="${flightPath(flight.flightNumber)}">${flight.title}</a><span class="pp-sub">${flight.location} · ${typeLabel(flight.type)}</span>${flightVideo(flight, 'none')}</td><td class="pp-hide-sm">${flight.location}</td><td class="pp-hide-sm">${typeLabel(flight.type)}</td><td class="pp-nowrap">${statusBadge(flight.status)}</td></tr>`,
  )}</tbody></table>`;
}

export function careersContent(company: CareersCompany, flights: FlightRecord[]): SafeHtml {
  const base = careersPath(company.slug);
  return pageFrame(
    html`<article class="pp-card">
<h1 class="pp-title">${company.name}${company.verified ? html`<span class="pp-verified">✓ Verified</span>` : ''}</h1>
<p class="pp-tags">${company.tags.join(' · ')}</p>
${company.promoMediaId !== null ? html`<video class="pp-video" src="${base}/promo-video" controls preload="metadata" aria-label="${company.name} promo video"></video>` : ''}
<p class="pp-text">${company.description}</p>
${company.benefits.length > 0 ? html`<h2 class="pp-h2">${PUBLIC_PAGE_TEXTS.whyChooseUs}</h2><ul class="pp-skills">${company.benefits.map((b) => html`<li>${b}</li>`)}</ul>` : ''}
${company.website ? html`<p><a href="${company.website}" rel="nofollow noopener">${company.website}</a></p>` : ''}
</article>
<section class="pp-card" aria-label="Open flights">${departureBoard(flights)}
<p class="pp-note" style="margin-top:1rem"><a href="${base}/feed.xml">${PUBLIC_PAGE_TEXTS.careersFeed(company.name)}</a></p></section>`,
    PUBLIC_PAGE_TEXTS.careersHeading,
  );
}
