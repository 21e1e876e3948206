import { PUBLIC_PAGE_TEXTS } from '@takeoff/shared/public-pages';
import { html, type SafeHtml } from './html';
import { careersPath, flightPath, flightVideoPath, type FlightRecord } from './flights.service';

const TYPE_LABELS: Record<FlightRecord['type'], string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};
export const typeLabel = (type: FlightRecord['type']) => TYPE_LABELS[type];

export function statusBadge(status: FlightRecord['status']): SafeHtml {
  return html`<span class="pp-status pp-status-${status}">${status}</span>`;
}

/** The frame every public page shares: the board's top bar, the content, a footer. */
export function pageFrame(content: SafeHtml, note = 'Departures'): SafeHtml {
  return html`<div class="pp"><header class="pp-top"><a class="pp-logo" href="/">TAKEOFF</a><span class="pp-top-note">${note}</span></header>
<main class="pp-main" id="main">${content}</main>
<footer class="pp-footer">Takeoff — video-pitch recruitment. <a href="/feeds/flights.xml">RSS</a> · <a href="/feeds/flights.json">JSON Feed</a></footer></div>`;
}

/** The job's video: nothing downloads until the visitor plays it (the first frame shows once metadata loads). */
export function flightVideo(
  flight: FlightRecord,
  preload: 'metadata' | 'none' = 'metadata',
): SafeHtml {
  if (flight.videoMediaId === null) return html``;
  return html`<video class="pp-video" src="${flightVideoPath(flight.flightNumber)}#t=0.1" controls playsinline preload="${preload}" aria-label="${flight.title}: video"></video>`;
}

/** The flight's board cells: flight, destination (the role), gate (where), status. */
function board(flight: FlightRecord, status: SafeHtml): SafeHtml {
  return html`<ul class="pp-board" aria-label="Flight board">
<li class="pp-cell"><span class="pp-cell-label">Flight</span><span class="pp-cell-value">${flight.flightNumber}</span></li>
<li class="pp-cell"><span class="pp-cell-label">Gate</span><span class="pp-cell-value">${flight.location}</span></li>
<li class="pp-cell"><span class="pp-cell-label">Departs</span><span class="pp-cell-value">${flight.departureTime ?? 'TBD'}</span></li>
<li class="pp-cell"><span class="pp-cell-label">Status</span><span class="pp-cell-value">${status}</span></li>
</ul>`;
}

/** An open flight: everything a candidate needs to decide, and Apply (the SPA takes the visitor from there). */
export function flightContent(flight: FlightRecord): SafeHtml {
  return pageFrame(html`<p class="pp-crumbs"><a href="${careersPath(flight.companySlug)}">${flight.companyName}</a> · Flight ${flight.flightNumber}</p>
<article class="pp-card" data-flight="${flight.flightNumber}">
${board(flight, statusBadge(flight.status))}
<h1 class="pp-title">${flight.title}</h1>
<p class="pp-company">at <a href="${careersPath(flight.companySlug)}">${flight.companyName}</a>${flight.companyVerified ? html`<span class="pp-verified">✓ Verified</span>` : ''}</p>
<dl class="pp-facts">
<div><dt>Location</dt><dd>${flight.location}</dd></div>
<div><dt>Type</dt><dd>${typeLabel(flight.type)}</dd></div>
<div><dt>Salary</dt><dd>${flight.salary ?? 'Not disclosed'}</dd></div>
<div><dt>Experience</dt><dd>${flight.experience}</dd></div>
</dl>
${flight.skills.length > 0 ? html`<h2 class="pp-h2">Skills</h2><ul class="pp-skills">${flight.skills.map((skill) => html`<li>${skill}</li>`)}</ul>` : ''}
${flightVideo(flight)}
<h2 class="pp-h2">About the role</h2>
<p class="pp-text">${flight.description}</p>
${flight.unlisted ? html`<p class="pp-note">${PUBLIC_PAGE_TEXTS.unlistedNote}</p>` : ''}
<div class="pp-actions"><a class="pp-button" href="${flightPath(flight.flightNumber)}?apply=1">${PUBLIC_PAGE_TEXTS.apply}</a><p class="pp-note">${PUBLIC_PAGE_TEXTS.signInToApply}</p></div>
</article>`);
}

/** 410: the flight has departed; the company's open flights are one click away. */
export function departedContent(flight: FlightRecord): SafeHtml {
  return pageFrame(html`<article class="pp-card">
${board(flight, statusBadge('closed'))}
<h1 class="pp-title">${PUBLIC_PAGE_TEXTS.closedTitle}</h1>
<p>${flight.title} at ${flight.companyName}. ${PUBLIC_PAGE_TEXTS.closedBody}</p>
<div class="pp-actions"><a class="pp-button" href="${careersPath(flight.companySlug)}">${PUBLIC_PAGE_TEXTS.seeOpenFlights(flight.companyName)}</a></div>
</article>`);
}

export function notFoundContent(
  title: string = PUBLIC_PAGE_TEXTS.notFoundTitle,
  body: string = PUBLIC_PAGE_TEXTS.notFoundBody,
): SafeHtml {
  return pageFrame(html`<article class="pp-card"><h1 class="pp-title">${title}</h1><p>${body}</p>
<div class="pp-actions"><a class="pp-button" href="/">Go to Takeoff</a></div></article>`);
}
