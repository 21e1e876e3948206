import type { PageText } from './page-text';
import { html, type SafeHtml } from './html';
import type { AnswerRecord } from '@takeoff/shared/response-promise';
import { careersPath, flightPath, flightVideoPath, type FlightRecord } from './flights.service';

const TYPE_LABELS: Record<FlightRecord['type'], string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};
/** English labels for feeds and share images, which are not in the reader's language. */
export const typeLabel = (type: FlightRecord['type']) => TYPE_LABELS[type];

export function statusBadge(t: PageText, status: FlightRecord['status']): SafeHtml {
  return html`<span class="pp-status pp-status-${status}">${t(`status.${status}`)}</span>`;
}

/** The frame every public page shares: the board's top bar, the content, a footer. */
export function pageFrame(t: PageText, content: SafeHtml, note?: string): SafeHtml {
  return html`<div class="pp"><header class="pp-top"><a class="pp-logo" href="/">TAKEOFF</a><span class="pp-top-note">${note ?? t('top.departures')}</span></header>
<main class="pp-main" id="main">${content}</main>
<footer class="pp-footer">${t('footer')} <a href="/feeds/flights.xml">RSS</a> · <a href="/feeds/flights.json">JSON Feed</a></footer></div>`;
}

/** The job's video: nothing downloads until the visitor plays it (the first frame shows once metadata loads). */
export function flightVideo(
  t: PageText,
  flight: FlightRecord,
  preload: 'metadata' | 'none' = 'metadata',
): SafeHtml {
  if (flight.videoMediaId === null) return html``;
  return html`<video class="pp-video" src="${flightVideoPath(flight.flightNumber)}#t=0.1" controls playsinline preload="${preload}" aria-label="${t('flight.video', { title: flight.title })}"></video>`;
}

/** The company's answer record (issue #41), as the scheduled job stored it; nothing below the minimum count. */
export function answerRecord(t: PageText, record: AnswerRecord | null): SafeHtml {
  if (!record) return html``;
  const { figures, promiseDays } = record;
  return html`<section class="pp-record" aria-label="${t('record.title')}" data-answer-record>
<h2 class="pp-h2">${t('record.title')}</h2>
<p class="pp-text">${t('record.answered', { percent: figures.answeredInTimePercent, days: promiseDays })}${figures.medianDays !== null ? html`<br>${t('record.median', { value: figures.medianDays })}` : ''}</p>
<p class="pp-note">${t('record.basis', { count: figures.applications })}</p>
</section>`;
}

/** The flight's board cells: flight, destination (the role), gate (where), status. */
function board(t: PageText, flight: FlightRecord, status: SafeHtml): SafeHtml {
  return html`<ul class="pp-board" aria-label="${t('flight.board')}">
<li class="pp-cell"><span class="pp-cell-label">${t('flight.flight')}</span><span class="pp-cell-value">${flight.flightNumber}</span></li>
<li class="pp-cell"><span class="pp-cell-label">${t('flight.gate')}</span><span class="pp-cell-value">${flight.location}</span></li>
<li class="pp-cell"><span class="pp-cell-label">${t('flight.departs')}</span><span class="pp-cell-value">${flight.departureTime ?? t('flight.tbd')}</span></li>
<li class="pp-cell"><span class="pp-cell-label">${t('flight.status')}</span><span class="pp-cell-value">${status}</span></li>
</ul>`;
}

/** An open flight: everything a candidate needs to decide, and Apply (the SPA takes the visitor from there). */
export function flightContent(t: PageText, flight: FlightRecord): SafeHtml {
  return pageFrame(
    t,
    html`<p class="pp-crumbs"><a href="${careersPath(flight.companySlug)}">${flight.companyName}</a> ${t('flight.breadcrumb', { flightNumber: flight.flightNumber })}</p>
<article class="pp-card" data-flight="${flight.flightNumber}">
${board(t, flight, statusBadge(t, flight.status))}
<h1 class="pp-title">${flight.title}</h1>
<p class="pp-company">${t('flight.at')} <a href="${careersPath(flight.companySlug)}">${flight.companyName}</a>${flight.companyVerified ? html`<span class="pp-verified">${t('verified')}</span>` : ''}</p>
<dl class="pp-facts">
<div><dt>${t('flight.location')}</dt><dd>${flight.location}</dd></div>
<div><dt>${t('flight.type')}</dt><dd>${t(`jobType.${flight.type}`)}</dd></div>
<div><dt>${t('flight.salary')}</dt><dd>${flight.salary ?? t('flight.notDisclosed')}</dd></div>
<div><dt>${t('flight.experience')}</dt><dd>${flight.experience}</dd></div>
</dl>
${flight.skills.length > 0 ? html`<h2 class="pp-h2">${t('flight.skills')}</h2><ul class="pp-skills">${flight.skills.map((skill) => html`<li>${skill}</li>`)}</ul>` : ''}
${flightVideo(t, flight)}
<h2 class="pp-h2">${t('flight.about')}</h2>
<p class="pp-text">${flight.description}</p>
${answerRecord(t, flight.answerRecord)}
${flight.unlisted ? html`<p class="pp-note">${t('flight.unlistedNote')}</p>` : ''}
<div class="pp-actions"><a class="pp-button" href="${flightPath(flight.flightNumber)}?apply=1" data-apply data-busy-text="${t('flight.applyBusy')}">${t('flight.apply')}</a><p class="pp-note">${t('flight.signInToApply')}</p></div>
</article>`,
  );
}

/** 410: the flight has departed; the company's open flights are one click away. */
export function departedContent(t: PageText, flight: FlightRecord): SafeHtml {
  return pageFrame(
    t,
    html`<article class="pp-card">
${board(t, flight, statusBadge(t, 'closed'))}
<h1 class="pp-title">${t('flight.closedTitle')}</h1>
<p>${t('flight.closedLead', { title: flight.title, company: flight.companyName })} ${t('flight.closedBody')}</p>
<div class="pp-actions"><a class="pp-button" href="${careersPath(flight.companySlug)}">${t('flight.seeOpenFlights', { company: flight.companyName })}</a></div>
</article>`,
  );
}

export function notFoundContent(t: PageText, title: string, body: string): SafeHtml {
  return pageFrame(
    t,
    html`<article class="pp-card"><h1 class="pp-title">${title}</h1><p>${body}</p>
<div class="pp-actions"><a class="pp-button" href="/">${t('goHome')}</a></div></article>`,
  );
}
